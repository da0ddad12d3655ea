import styled from 'styled-components';

export interface ChartTableRow {
  key: string;
  /** The row's header cell (a day, a status). */
  header: string;
  cells: readonly string[];
}

export interface ChartTableProps {
  /** The chart's title. */
  caption: string;
  /** Column headers: the row header's column first. */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Root = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    padding-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.typography.scale.caption.size};
    text-align: left;
  }
  th, td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
    text-align: right;
    white-space: nowrap;
  }
  th { font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
  th[scope='row'], thead th:first-child { text-align: left; }
`;

/**
 * A chart's data as a real table ('View as table'): the caption is the chart's title, each row has a
 * header cell. Wide tables (the week by hour) scroll sideways inside a focusable region, so a keyboard
 * can scroll them too.
 */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Root>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={columns[index + 1] ?? index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Root>
    </Scroll>
  );
}
