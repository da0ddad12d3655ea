import { css } from 'styled-components';

/**
 * Where a column's cell goes when the table lays its rows out as cards (below `cardBelow`):
 * - `title`: top left, the row's name (the row header column by default);
 * - `status`: top right, beside the title, so the state of the row is never scrolled away;
 * - `action`: the card's last line, the row's main action (a button in the cell);
 * - `detail`: a 'Label: value' line under the title (every other column by default);
 * - `hidden`: left out of the card's picture; still a cell of the grid for screen readers.
 */
export type TableCardRole = 'title' | 'status' | 'action' | 'detail' | 'hidden';

/** The container the card layout measures: the table's own frame, not the window (tables sit in drawers too). */
export const TABLE_CONTAINER = 'atoll-table';

/** From this width of its own a card puts its details two to a line (a tablet, a wide drawer). */
const TWO_DETAILS_FROM = 560;

const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/**
 * The card layout, in CSS container queries on the table's frame: the same RAC grid, rows and cells
 * (their roles, keyboard and row actions unchanged), drawn as one card per row. `&&&` outweighs the
 * table layout's own state selectors (`[data-hovered] > td`, the frozen first column).
 */
export const cardLayout = (below: number) => css`
  @container ${TABLE_CONTAINER} (max-width: ${below - 0.02}px) {
    &&& {
      [data-sort-by] { display: flex; }
      [data-scroll-area] { overflow: visible; border: 0; border-radius: 0; background: none; }
      table, thead, tbody { display: block; }
      /* The headers stay in the grid (column names, aria-sort, ArrowUp from the first row); shown only while focused. */
      thead:not(:focus-within) { ${visuallyHidden} }
      thead > tr { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; margin-bottom: ${({ theme }) => theme.space.sm}; }
      thead > tr > th {
        position: static;
        height: auto;
        border: 1px solid ${({ theme }) => theme.color.border};
        border-radius: ${({ theme }) => theme.radii.sm};
        box-shadow: none;
      }
      tbody { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; }
      tbody > tr {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
        padding: ${({ theme }) => theme.space.md};
        border: 1px solid ${({ theme }) => theme.color.border};
        border-radius: ${({ theme }) => theme.radii.md};
        background: ${({ theme }) => theme.color.surface};
      }
      tbody > tr[data-hovered] { background: ${({ theme }) => theme.color.surfaceMuted}; }
      tbody > tr[data-pressed] { background: ${({ theme }) => theme.color.surfaceSunken}; }
      tbody > tr[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
      tbody > tr > td {
        display: block;
        grid-column: 1 / -1;
        position: static;
        min-width: 0;
        height: auto;
        padding: 0;
        border: 0;
        box-shadow: none;
        background: none;
        white-space: normal;
        overflow-wrap: anywhere;
      }
      tbody > tr > td[data-card-role='title'] {
        grid-column: 1;
        order: -2;
        font-weight: ${({ theme }) => theme.typography.weight.medium};
      }
      tbody > tr:not(:has(> td[data-card-role='status'])) > td[data-card-role='title'] { grid-column: 1 / -1; }
      tbody > tr > td[data-card-role='status'] { grid-column: 2; order: -1; justify-self: end; text-align: right; }
      tbody > tr > td[data-card-role='action'] { order: 1; }
      tbody > tr > td[data-card-role='action']:empty { display: none; }
      tbody > tr > td[data-card-role='detail'] {
        display: grid;
        grid-template-columns: minmax(5.5rem, 35%) minmax(0, 1fr);
        gap: ${({ theme }) => theme.space.sm};
        align-items: baseline;
      }
      tbody > tr > td[data-card-role='detail'] > [data-card-value] { min-width: 0; }
      /* A detail with nothing to say (no remarks, no designation) leaves no bare label on the card. */
      tbody > tr > td[data-card-role='detail']:has(> [data-card-value]:empty) { display: none; }
      tbody > tr > td[data-card-role='hidden']:not(:focus-within) { ${visuallyHidden} }
      tbody > tr > td[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
      /* The column's header before the value, for the eye only (the empty alternative keeps it out of the
         accessibility tree: the grid already names the cell by its column header). */
      tbody > tr > td[data-card-role='detail']::before {
        content: attr(data-card-label) / '';
        color: ${({ theme }) => theme.color.textMuted};
        font-size: ${({ theme }) => theme.typography.scale.caption.size};
        font-weight: ${({ theme }) => theme.typography.weight.medium};
      }
    }
  }

  /* A wide card (a tablet, a drawer): title and status share the top line, the details go two to a line. */
  @container ${TABLE_CONTAINER} (min-width: ${TWO_DETAILS_FROM}px) and (max-width: ${below - 0.02}px) {
    &&& tbody > tr { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    &&& tbody > tr > td[data-card-role='detail'] { grid-column: auto; }
  }
`;
