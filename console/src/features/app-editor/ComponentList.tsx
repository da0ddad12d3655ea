/**
 * A section's components in sort_order (spec section 2: 'a drag-and-drop list sorted by sort order'):
 * the kit's ReorderableList (react-dnd by mouse; Space or Enter on the handle picks up, arrows move,
 * Enter drops, Escape cancels) plus Move up / Move down on each row. Every move goes to the one reducer
 * through `onMove`. A row opens its drawer; a component of an unknown type says it is no longer
 * supported and offers only Remove. The selected component (chosen here or in the phone preview) is
 * outlined, aria-current, and scrolled into view. Loaded on demand: react-dnd reaches only this screen (ADR 0037).
 */
import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { APP_EDITOR_TEXT, appComponentTypeLabel, type AppComponent } from '@atoll/contract';
import { Button } from '@atoll/ui-kit';
import { ReorderableList, ReorderProvider } from '@atoll/ui-kit/ReorderableList';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

export interface ComponentListProps {
  sectionLabel: string;
  components: readonly AppComponent[];
  /** The component selected in the list or the phone preview. */
  selectedId?: string | null;
  onOpen: (component: AppComponent) => void;
  onMove: (component: AppComponent, to: number) => void;
  onRemove: (component: AppComponent) => void;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  min-width: 0;
  flex: 1;
`;

const selected = css`
  outline: 3px solid ${({ theme }) => theme.color.focusRing};
  outline-offset: 1px;
`;

const Open = styled.button<{ $selected: boolean }>`
  flex: 1 1 200px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover { background: ${({ theme }) => theme.color.surfaceMuted}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  ${({ $selected }) => $selected && selected}
`;

const Unsupported = styled.div<{ $selected: boolean }>`
  flex: 1 1 200px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  ${({ $selected }) => $selected && selected}
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
const Moves = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

function ComponentRow({ component, index, count, selectedId, onOpen, onMove, onRemove }: { component: AppComponent; index: number; count: number } & Omit<ComponentListProps, 'components' | 'sectionLabel'>) {
  const isSelected = selectedId === component.id;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isSelected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isSelected]);
  return (
    <Row ref={ref}>
      {component.unsupported ? (
        <Unsupported $selected={isSelected} aria-current={isSelected || undefined}>
          <Name data-name>{component.name}</Name>
          <Muted>{TEXT.unsupportedType(component.type)}</Muted>
          <span>{APP_EDITOR_TEXT.unsupported}</span>
        </Unsupported>
      ) : (
        <Open type="button" $selected={isSelected} aria-current={isSelected || undefined} onClick={() => onOpen(component)}>
          <Name data-name>{component.name}</Name>
          <Muted>{appComponentTypeLabel(component.type)}</Muted>
        </Open>
      )}
      <Moves>
        <Button variant="secondary" aria-label={`${TEXT.moveUp} ${component.name}`} isDisabled={index === 0} onPress={() => onMove(component, index - 1)}>
          {TEXT.moveUp}
        </Button>
        <Button variant="secondary" aria-label={`${TEXT.moveDown} ${component.name}`} isDisabled={index === count - 1} onPress={() => onMove(component, index + 1)}>
          {TEXT.moveDown}
        </Button>
        {component.unsupported && (
          <Button variant="danger" aria-label={`${TEXT.remove} ${component.name}`} onPress={() => onRemove(component)}>
            {TEXT.remove}
          </Button>
        )}
      </Moves>
    </Row>
  );
}

const keyOf = (c: AppComponent) => c.id;
const labelOf = (c: AppComponent) => c.name;

export default function ComponentList({ sectionLabel, components, ...handlers }: ComponentListProps) {
  return (
    <ReorderProvider>
      <ReorderableList<AppComponent>
        aria-label={TEXT.components(sectionLabel)}
        items={components}
        getKey={keyOf}
        getLabel={labelOf}
        renderItem={(component) => <ComponentRow component={component} index={components.indexOf(component)} count={components.length} {...handlers} />}
        onReorder={(_keys, { key, to }) => {
          const moved = components.find((c) => c.id === key);
          if (moved) handlers.onMove(moved, to);
        }}
      />
    </ReorderProvider>
  );
}
