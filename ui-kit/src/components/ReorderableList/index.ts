/**
 * Loaded as '@atoll/ui-kit/ReorderableList', not from the kit's main entry: react-dnd (about 9 KB
 * gzipped) reaches only the screens that reorder, and only when they load this module on demand.
 */
export { ReorderableList, type ReorderableListProps, type ReorderKey } from './ReorderableList';
export { ReorderProvider } from './ReorderProvider';
export { REORDER_TEXT } from './reorderText';
