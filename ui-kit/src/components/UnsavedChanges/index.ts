export {
  UNSAVED_CHANGES_TEXT,
  UnsavedChangesProvider,
  UnsavedChangesScope,
  useHasUnsavedChanges,
  useReportUnsavedChanges,
  useUnsavedChangesRegistry,
  type UnsavedChangesProviderProps,
  type UnsavedChangesRegistry,
  type UnsavedChangesScopeProps,
} from './UnsavedChangesScope';
export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './UnsavedChangesDialog';
