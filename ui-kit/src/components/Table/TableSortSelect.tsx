import { useId } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { NativeSelect } from './nativeSelect';

export interface TableSortSelectProps {
  /** The table's sortable columns. */
  columns: readonly { key: string; header: string }[];
  /** The current order, 'key:ASC|DESC'. */
  orderBy: string | undefined;
  /** Called with 'key:ASC|DESC'. */
  onChange: (orderBy: string) => void;
}

/** Shown only by the card layout (tableStyles: `[data-sort-by]`), where the column headers are not. */
const Bar = styled.div`
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  label {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    white-space: nowrap;
  }
`;

/** The words of a sort option: the column's header and the direction, as aria-sort names them. */
export const sortOptionText = (header: string, direction: 'ASC' | 'DESC') => `${header}, ${direction === 'ASC' ? 'ascending' : 'descending'}`;

/** The text of the option for an order no column offers (the server's own, e.g. Requests' due time). */
export const DEFAULT_ORDER_TEXT = 'Default order';

/**
 * 'Sort by': the card layout's sort. A card has no column headers to press, so each sortable column is offered in
 * both directions on the platform's select; the grid's headers keep aria-sort in step for screen readers.
 */
export function TableSortSelect({ columns, orderBy, onChange }: TableSortSelectProps) {
  const id = useId();
  const options = columns.flatMap((column) =>
    (['ASC', 'DESC'] as const).map((direction) => ({ value: `${column.key}:${direction}`, text: sortOptionText(column.header, direction) })),
  );
  const current = orderBy ?? '';
  const isKnown = options.some((option) => option.value === current);
  return (
    <Bar data-sort-by>
      <label htmlFor={id}>Sort by</label>
      <NativeSelect>
        <select id={id} value={current} onChange={(event) => onChange(event.target.value)}>
          {!isKnown && (
            <option value={current} disabled>
              {DEFAULT_ORDER_TEXT}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" size={16} />
      </NativeSelect>
    </Bar>
  );
}
