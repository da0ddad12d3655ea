/**
 * One row of a ReorderableList: the drag handle (a button: react-dnd's drag source for the mouse, the
 * keyboard's pick-up/move/drop for everyone else) and the row's own content. The whole row is the drop
 * target. react-dnd 16 predates React 19: its connectors are called from callback refs.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { GripVertical } from 'lucide-react';
import styled from 'styled-components';
import type { ReorderKey } from './ReorderableList';
import { REORDER_TEXT } from './reorderText';

export interface DragItem {
  key: ReorderKey;
}

export interface ReorderableRowProps {
  itemKey: ReorderKey;
  label: string;
  /** react-dnd item type: one per list, so a row never lands in another list. */
  type: string;
  isGrabbed: boolean;
  isDisabled: boolean;
  instructionsId: string;
  children: ReactNode;
  onDragStart: () => void;
  /** The dragged row is over this one, on the side that should move it (see `hover`). */
  onDragOver: (dragged: ReorderKey, over: ReorderKey, after: boolean) => void;
  onDragEnd: (key: ReorderKey, dropped: boolean) => void;
  onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onHandleBlur: () => void;
  handleRef: (node: HTMLButtonElement | null) => void;
}

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  &[data-dragging] { opacity: 0.4; }
  &[data-grabbed] {
    background: ${({ theme }) => theme.color.surfaceSunken};
    outline: 2px dashed ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Handle = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: grab;
  &:hover { background: ${({ theme }) => theme.color.surfaceSunken}; color: ${({ theme }) => theme.color.textPrimary}; }
  &[aria-pressed='true'] { color: ${({ theme }) => theme.color.textPrimary}; cursor: grabbing; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

export function ReorderableRow(props: ReorderableRowProps) {
  const { itemKey, label, type, isGrabbed, isDisabled, instructionsId, children, onDragStart, onDragOver, onDragEnd } = props;
  const rowRef = useRef<HTMLLIElement | null>(null);
  const [{ isDragging }, drag, preview] = useDrag<DragItem, unknown, { isDragging: boolean }>(
    () => ({
      type,
      item: () => {
        onDragStart();
        return { key: itemKey };
      },
      canDrag: () => !isDisabled,
      end: (_item, monitor) => onDragEnd(itemKey, monitor.didDrop()),
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [type, itemKey, isDisabled, onDragStart, onDragEnd],
  );
  const [, drop] = useDrop<DragItem>(
    () => ({
      accept: type,
      // The row under the pointer moves only once the pointer passes its middle, so two rows of
      // different heights do not swap back and forth.
      hover: (dragged, monitor) => {
        const node = rowRef.current;
        const pointer = monitor.getClientOffset();
        if (dragged.key === itemKey || !node || !pointer) return;
        const box = node.getBoundingClientRect();
        onDragOver(dragged.key, itemKey, pointer.y > box.top + box.height / 2);
      },
    }),
    [type, itemKey, onDragOver],
  );
  return (
    <Row
      ref={(node) => {
        rowRef.current = node;
        preview(drop(node));
      }}
      data-dragging={isDragging || undefined}
      data-grabbed={isGrabbed || undefined}
    >
      <Handle
        type="button"
        ref={(node) => {
          props.handleRef(node);
          drag(node);
        }}
        aria-label={REORDER_TEXT.handle(label)}
        aria-describedby={instructionsId}
        aria-pressed={isGrabbed}
        disabled={isDisabled}
        onKeyDown={props.onHandleKeyDown}
        onBlur={props.onHandleBlur}
      >
        <GripVertical size={18} aria-hidden="true" />
      </Handle>
      <Content>{children}</Content>
    </Row>
  );
}
