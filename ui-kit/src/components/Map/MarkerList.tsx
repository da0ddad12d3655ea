import { ListBox, ListBoxItem } from 'react-aria-components';
import styled from 'styled-components';
import { MAP_TEXT, formatLatLng } from './mapText';
import type { LatLng } from './mapTypes';

/** One marker as the list shows it. */
export interface MarkerListItem {
  id: string;
  label: string;
  position: LatLng;
  /** A second line (a key place's category, a tracker's status). @default undefined */
  description?: string;
}

export interface MarkerListProps {
  /** The list's accessible name, e.g. 'Key places on the map'. */
  label: string;
  markers: MarkerListItem[];
  /** The marker selected here or on the map. @default undefined */
  selectedId?: string;
  /** A marker chosen (click, Enter or Space): the screen centres the map on it and selects its pin. */
  onSelect?: (id: string) => void;
  /** What the list says with no markers. @default MAP_TEXT.noMarkers */
  emptyText?: string;
}

const List = styled(ListBox)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  outline: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  &[data-empty] { color: ${({ theme }) => theme.color.textMuted}; padding: ${({ theme }) => theme.space.md}; }
` as typeof ListBox;

const Item = styled(ListBoxItem)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;
  &[data-hovered], &[data-focused] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
  &[data-selected] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.actionPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
` as typeof ListBoxItem;

const Detail = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  font-variant-numeric: tabular-nums;
`;

/**
 * The markers as a list (React Aria ListBox: arrows, Home/End, type-ahead), the non-spatial way to
 * find and choose one. Selecting here tells the screen, which centres the map and selects the pin.
 */
export function MarkerList({ label, markers, selectedId, onSelect, emptyText = MAP_TEXT.noMarkers }: MarkerListProps) {
  return (
    <List
      aria-label={label}
      items={markers}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedId ? [selectedId] : []}
      onSelectionChange={(keys) => {
        if (keys === 'all') return;
        const [id] = [...keys];
        if (id !== undefined) onSelect?.(String(id));
      }}
      renderEmptyState={() => emptyText}
      data-marker-list=""
    >
      {(marker) => (
        <Item id={marker.id} textValue={marker.label}>
          {/* Plain text, not label/description slots: the option's name is all it shows (axe's label-content-name-mismatch). */}
          <span>{marker.label}</span>
          <Detail>{[marker.description, formatLatLng(marker.position)].filter(Boolean).join(' · ')}</Detail>
        </Item>
      )}
    </List>
  );
}
