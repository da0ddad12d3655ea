import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TableBody, TableHeader, type Key, type SortDescriptor } from 'react-aria-components';
import { ArrowDown, ArrowUp, ChevronsUpDown, type LucideIcon } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@atoll/contract';
import { ErrorCard, type ErrorCardProps } from '../ErrorCard';
import { EmptyState } from '../EmptyState';
import { TableSkeleton } from '../Skeleton';
import { breakpoints } from '../../theme/breakpoints';
import type { TableCardRole } from './cardLayout';
import { sortRows, toOrderBy, toSortDescriptor } from './ordering';
import { TablePagination } from './TablePagination';
import { TableSortSelect } from './TableSortSelect';
import { BodyCell, HeaderCell, HeaderLabel, RefreshBar, ScrollArea, SortMark, Shell, StyledRow, StyledTable } from './tableStyles';
import { useHorizontalOverflow } from './useHorizontalOverflow';

export interface TableColumn<T> {
  /** Column id; also the key sent in order_by ('key:ASC|DESC') and the row field shown by default. */
  key: string;
  /** Header text. */
  header: string;
  /** Renders the cell. @default the row's `key` field as text */
  render?: (row: T) => ReactNode;
  /** Header is a sort button (aria-sort on the column). @default false */
  isSortable?: boolean;
  /** This column names the row for screen readers; the first column when none is marked. @default false */
  isRowHeader?: boolean;
  /** CSS width, e.g. 120 or '30%'. */
  width?: number | string;
  /**
   * Where the cell goes when rows are cards (below the table's `cardBelow`): 'title' (top left), 'status' (top
   * right), 'action' (the card's last line: the row's main action), 'detail' ('Header: value'), 'hidden' (for
   * screen readers only). @default 'title' for the row header column, 'detail' for the others
   */
  cardRole?: TableCardRole;
}

/** The parent owns the query (RTK Query args): page, limit and total come from the server. */
export interface ServerPagination {
  type: 'server';
  /** 1-based page. */
  page: number;
  limit: number;
  /** meta.total of the response. */
  total: number;
  onChange: (next: { page: number; limit: number }) => void;
}

/** The table slices the rows it is given. */
export interface LocalPagination {
  type: 'local';
  /** @default DEFAULT_PAGE_SIZE (10) */
  defaultLimit?: number;
}

export interface TableProps<T> {
  /** Accessible name of the table (and of its pagination). */
  'aria-label': string;
  columns: TableColumn<T>[];
  /** All rows (local) or the current page (server). */
  rows: readonly T[];
  /** Row key. @default row.id */
  getRowId?: (row: T) => Key;
  /** Makes rows actionable (click, Enter); usually opens the detail drawer. */
  onRowAction?: (row: T) => void;
  /** Controlled order, 'key:ASC|DESC'. */
  orderBy?: string;
  /** Initial order when uncontrolled. */
  defaultOrderBy?: string;
  /** Called with 'key:ASC|DESC' when a sortable header is pressed. */
  onOrderByChange?: (orderBy: string) => void;
  /** Paging mode; `false` shows every row. @default { type: 'local' } */
  pagination?: LocalPagination | ServerPagination | false;
  /** Shows placeholder rows (announced as MSG.loading) instead of rows. @default false */
  isLoading?: boolean;
  /**
   * The rows shown are the previous list's while the next one loads (another order or page): they stay in place,
   * the grid is aria-busy and a thin bar runs along its top, so nothing jumps and the pager stays. @default false
   */
  isRefreshing?: boolean;
  /** Shows an ErrorCard instead of the table. */
  error?: Pick<ErrorCardProps, 'name' | 'message' | 'reference'> | null;
  /** Retry of the ErrorCard. */
  onRetry?: () => void;
  /** Text when there are no rows. @default 'No data' */
  emptyText?: string;
  /** Icon of the empty state (lucide-react). @default Inbox */
  emptyIcon?: LucideIcon;
  /** The primary action offered when there are no rows, e.g. the screen's Add button. */
  emptyAction?: ReactNode;
  /**
   * Below this width of its own (CSS px, measured on the table's frame, so a table in a drawer counts the
   * drawer), each row is a card: title and status on top, the details as 'Header: value', the action last;
   * sorting moves to a 'Sort by' select. `false` keeps the table layout (it scrolls inside its frame).
   * @default breakpoints.tablet (900)
   */
  cardBelow?: number | false;
}

function defaultRowId<T>(row: T): Key {
  return (row as { id: Key }).id;
}

function fieldOf<T>(row: T, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

/** Data table on RAC Table: sortable headers, actionable rows, local or server paging, loading/empty/error states. */
export function Table<T>({
  'aria-label': label,
  columns,
  rows,
  getRowId = defaultRowId,
  onRowAction,
  orderBy: controlledOrderBy,
  defaultOrderBy,
  onOrderByChange,
  pagination = { type: 'local' },
  isLoading = false,
  isRefreshing = false,
  error,
  onRetry,
  emptyText = 'No data',
  emptyIcon,
  emptyAction,
  cardBelow = breakpoints.tablet,
}: TableProps<T>) {
  const { ref: scrollRef, isOverflowing } = useHorizontalOverflow<HTMLDivElement>();
  const [ownOrderBy, setOwnOrderBy] = useState(defaultOrderBy);
  const orderBy = controlledOrderBy ?? ownOrderBy;
  const [localPage, setLocalPage] = useState({
    page: 1,
    limit: pagination && pagination.type === 'local' ? (pagination.defaultLimit ?? DEFAULT_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  });

  const isServer = pagination !== false && pagination.type === 'server';
  // Server rows arrive sorted and sliced; local rows are sorted and sliced here.
  const sorted = useMemo(() => (isServer ? [...rows] : sortRows(rows, orderBy, fieldOf)), [isServer, rows, orderBy]);
  const paging = pagination === false ? null : isServer ? (pagination as ServerPagination) : { ...localPage, total: rows.length };
  const lastPage = paging ? Math.max(1, Math.ceil(paging.total / paging.limit)) : 1;
  const visible =
    !isServer && paging ? sorted.slice((Math.min(paging.page, lastPage) - 1) * paging.limit, Math.min(paging.page, lastPage) * paging.limit) : sorted;
  // One collection item per row object for as long as the row object lives: React Aria reuses a row it has
  // rendered for the same item (with the same columns), so a re-render that keeps the rows (a new order on its way,
  // the header's sort mark) does not render 50 rows × their cells again.
  const [itemOf] = useState(() => new WeakMap<object, { id: Key; row: T }>());
  const items = useMemo(
    () =>
      isLoading
        ? []
        : visible.map((row) => {
            const id = getRowId(row);
            if (typeof row !== 'object' || row === null) return { id, row };
            let item = itemOf.get(row);
            if (item?.id !== id) itemOf.set(row, (item = { id, row }));
            return item;
          }),
    [isLoading, visible, itemOf, getRowId],
  );

  // React Aria's Table passes no aria-busy to its grid, so it is set here: assistive technology hears that the rows
  // are about to change (loading, or the previous list's rows while the next loads).
  const tableRef = useRef<HTMLTableElement>(null);
  const busy = isLoading || isRefreshing;
  useLayoutEffect(() => {
    if (busy) tableRef.current?.setAttribute('aria-busy', 'true');
    else tableRef.current?.removeAttribute('aria-busy');
  });
  const changeOrder = (next: string) => {
    // Controlled: the owner's new order comes back as a prop (a server table's in a transition with the URL), so
    // the press does not re-render every row synchronously first.
    if (controlledOrderBy === undefined) setOwnOrderBy(next);
    onOrderByChange?.(next);
  };
  const changePage = (next: { page: number; limit: number }) => {
    if (isServer) (pagination as ServerPagination).onChange(next);
    else setLocalPage(next);
  };

  if (error) return <ErrorCard {...error} onRetry={onRetry} />;

  const rowHeader = columns.find((column) => column.isRowHeader)?.key ?? columns[0]?.key;
  const roleOf = (column: TableColumn<T>): TableCardRole => column.cardRole ?? (column.key === rowHeader ? 'title' : 'detail');
  const sortable = columns.filter((column) => column.isSortable);
  return (
    <Shell $cardBelow={cardBelow}>
      {cardBelow !== false && sortable.length > 0 && (isLoading || visible.length > 0) && (
        <TableSortSelect columns={sortable} orderBy={orderBy} onChange={changeOrder} />
      )}
      {isRefreshing && !isLoading && (
        <RefreshBar aria-hidden="true" data-refreshing>
          <span />
        </RefreshBar>
      )}
      <ScrollArea ref={scrollRef} data-scroll-area data-overflowing={isOverflowing || undefined}>
        <StyledTable
          aria-label={label}
          sortDescriptor={toSortDescriptor(orderBy)}
          onSortChange={(descriptor: SortDescriptor) => changeOrder(toOrderBy(descriptor))}
          onRowAction={onRowAction ? (key) => {
            const row = visible.find((item) => getRowId(item) === key);
            if (row) onRowAction(row);
          } : undefined}
          data-actionable={onRowAction ? true : undefined}
          ref={tableRef}
        >
          <TableHeader>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                id={column.key}
                isRowHeader={column.key === rowHeader}
                data-card-role={roleOf(column)}
                allowsSorting={column.isSortable}
                style={column.width !== undefined ? { width: column.width } : undefined}
              >
                {({ sortDirection, allowsSorting }) => (
                  <HeaderLabel>
                    {column.header}
                    {allowsSorting && (
                      <SortMark data-direction={sortDirection}>
                        {sortDirection === 'descending' ? <ArrowDown aria-hidden="true" /> : sortDirection === 'ascending' ? <ArrowUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
                      </SortMark>
                    )}
                  </HeaderLabel>
                )}
              </HeaderCell>
            ))}
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[columns]}
            renderEmptyState={() =>
              isLoading ? (
                <TableSkeleton rows={5} columns={columns.length} withHeader={false} />
              ) : (
                <EmptyState title={emptyText} icon={emptyIcon} action={emptyAction} isCompact />
              )
            }
          >
            {(item) => (
              <StyledRow id={item.id}>
                {columns.map((column) => {
                  const content = column.render ? column.render(item.row) : String(fieldOf(item.row, column.key) ?? '');
                  const role = roleOf(column);
                  return (
                    // A detail's label is drawn by the card layout from data-card-label (CSS content with an empty
                    // alternative): the grid already names the cell by its column, and the cell's text stays its value.
                    <BodyCell key={column.key} data-card-role={role} data-card-label={role === 'detail' ? column.header : undefined}>
                      {role === 'detail' ? <div data-card-value>{content}</div> : content}
                    </BodyCell>
                  );
                })}
              </StyledRow>
            )}
          </TableBody>
        </StyledTable>
      </ScrollArea>
      {paging && !isLoading && <TablePagination label={`${label} pagination`} {...paging} page={Math.min(paging.page, lastPage)} onChange={changePage} />}
    </Shell>
  );
}
