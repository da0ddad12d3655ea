/**
 * A list whose rows are put in order by dragging a row's handle with the mouse (react-dnd, HTML5
 * backend) or by keyboard on the same handle: Space or Enter picks the row up, ArrowUp/ArrowDown (Home,
 * End) move it, Space or Enter drops it, Escape puts it back; each step is announced in a live region
 * (WAI-ARIA APG). While a row moves the list shows the new order itself; on a drop it calls onReorder
 * once with the new order, and from then on shows `items` as given — the caller keeps the new order
 * (optimistically or from the server). Needs a ReorderProvider above it.
 */
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ReorderableRow } from './ReorderableRow';
import { REORDER_TEXT } from './reorderText';
import { VisuallyHidden } from '../VisuallyHidden';

export type ReorderKey = string | number;

export interface ReorderableListProps<T> {
  /** Names the list, e.g. the category whose items it orders. */
  'aria-label': string;
  /** The rows in their current order. */
  items: readonly T[];
  /** A stable, unique key of a row. */
  getKey: (item: T) => ReorderKey;
  /** The row's name in its handle ('Reorder Espresso') and in the announcements. */
  getLabel: (item: T) => string;
  /** The row's content, beside its handle. */
  renderItem: (item: T) => ReactNode;
  /** A row was dropped at a new place: the keys in their new order, and which row moved from where to where (0-based). */
  onReorder: (keys: ReorderKey[], moved: { key: ReorderKey; from: number; to: number }) => void;
  /** No reordering (e.g. while a previous order is being saved). @default false */
  isDisabled?: boolean;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

const moveKey = (keys: readonly ReorderKey[], key: ReorderKey, to: number) => {
  const rest = keys.filter((k) => k !== key);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, key);
  return rest;
};

const KEYBOARD_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowUp: (i) => i - 1,
  ArrowDown: (i) => i + 1,
  Home: () => 0,
  End: (_i, last) => last,
};

export function ReorderableList<T>({ items, getKey, getLabel, renderItem, onReorder, isDisabled = false, ...aria }: ReorderableListProps<T>) {
  const type = `reorderable-list${useId()}`;
  const instructionsId = useId();
  const given = useMemo(() => items.map(getKey), [items, getKey]);
  const byKey = useMemo(() => new Map(items.map((item) => [getKey(item), item])), [items, getKey]);
  /** The order shown while a row moves; null when the list shows `items` as given. */
  const [preview, setPreview] = useState<ReorderKey[] | null>(null);
  /** The row picked up by keyboard. */
  const [grabbed, setGrabbed] = useState<ReorderKey | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<ReorderKey, HTMLButtonElement>());
  const order = (preview ?? given).filter((key) => byKey.has(key));
  const labelOf = (key: ReorderKey) => getLabel(byKey.get(key) as T);

  // Moving a row moves its DOM node, which loses the focus: give it back to the handle that has it.
  useLayoutEffect(() => {
    const handle = grabbed === null ? undefined : handles.current.get(grabbed);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [grabbed, preview]);

  const commit = (next: ReorderKey[], key: ReorderKey) => {
    const from = given.indexOf(key);
    const to = next.indexOf(key);
    setPreview(null);
    if (from !== to) onReorder(next, { key, from, to });
  };

  const onHandleKeyDown = (key: ReorderKey) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const count = order.length;
    const index = order.indexOf(key);
    const pickOrDrop = event.key === ' ' || event.key === 'Enter';
    if (grabbed !== key) {
      if (!pickOrDrop) return;
      event.preventDefault();
      setGrabbed(key);
      setPreview(order);
      setAnnouncement(REORDER_TEXT.pickedUp(labelOf(key), index + 1, count));
      return;
    }
    const move = KEYBOARD_MOVES[event.key];
    if (move) {
      event.preventDefault();
      const to = Math.max(0, Math.min(count - 1, move(index, count - 1)));
      if (to !== index) setPreview(moveKey(order, key, to));
      setAnnouncement(REORDER_TEXT.moved(labelOf(key), to + 1, count));
    } else if (pickOrDrop) {
      event.preventDefault();
      setGrabbed(null);
      commit(order, key);
      setAnnouncement(REORDER_TEXT.dropped(labelOf(key), index + 1, count));
    } else if (event.key === 'Escape') {
      // Escape puts the row back; it must not also close the dialog or drawer the list is in.
      event.preventDefault();
      event.stopPropagation();
      setGrabbed(null);
      setPreview(null);
      setAnnouncement(REORDER_TEXT.cancelled(labelOf(key), given.indexOf(key) + 1, count));
    } else if (event.key === 'Tab') {
      cancelKeyboardMove(key);
    }
  };

  const cancelKeyboardMove = (key: ReorderKey) => {
    setGrabbed(null);
    setPreview(null);
    setAnnouncement(REORDER_TEXT.cancelled(labelOf(key), given.indexOf(key) + 1, order.length));
  };

  // A picked-up row whose handle really lost the focus (a click elsewhere) goes back; the blur of a
  // move is followed by the layout effect's focus before the next frame.
  const onHandleBlur = (key: ReorderKey) => () => {
    if (grabbed !== key) return;
    requestAnimationFrame(() => {
      if (document.activeElement !== handles.current.get(key)) cancelKeyboardMove(key);
    });
  };

  // A mouse drag keeps its order in a ref as well: the drop can come before React has rendered the
  // last hover (and react-dnd calls `end` from the spec of the render that started the drag).
  const dragged = useRef<ReorderKey[] | null>(null);
  const latest = useRef({ given, commit });
  useLayoutEffect(() => {
    latest.current = { given, commit };
  });
  const showDragged = (keys: ReorderKey[] | null) => {
    dragged.current = keys;
    setPreview(keys);
  };
  const onDragStart = useCallback(() => showDragged(latest.current.given), []);
  const onDragOver = useCallback((key: ReorderKey, over: ReorderKey, after: boolean) => {
    const keys = dragged.current ?? latest.current.given;
    const from = keys.indexOf(key);
    const target = keys.indexOf(over);
    // Move only when the pointer is past the middle of the row in the direction of travel.
    if (from < 0 || target < 0 || (from < target && !after) || (from > target && after)) return;
    showDragged(moveKey(keys, key, target));
  }, []);
  const onDragEnd = useCallback((key: ReorderKey, dropped: boolean) => {
    const keys = dragged.current;
    showDragged(null);
    if (dropped && keys) latest.current.commit(keys, key);
  }, []);

  return (
    <>
      <List {...aria}>
        {order.map((key) => (
          <ReorderableRow
            key={key}
            itemKey={key}
            label={labelOf(key)}
            type={type}
            isGrabbed={grabbed === key}
            isDisabled={isDisabled}
            instructionsId={instructionsId}
            onDragStart={onDragStart}
            onDragOver={onDragOver}
            onDragEnd={onDragEnd}
            onHandleKeyDown={onHandleKeyDown(key)}
            onHandleBlur={onHandleBlur(key)}
            handleRef={(node) => {
              if (node) handles.current.set(key, node);
              else handles.current.delete(key);
            }}
          >
            {renderItem(byKey.get(key) as T)}
          </ReorderableRow>
        ))}
      </List>
      <VisuallyHidden as="div" id={instructionsId}>{REORDER_TEXT.instructions}</VisuallyHidden>
      <VisuallyHidden as="div" role="status" aria-live="assertive" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
