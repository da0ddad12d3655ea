/**
 * The shape every table screen shares (Task Types; next Guests, Bookings, Slots,
 * Campaigns, Tracking, TVs) — the counterpart of ContentScreen's card grid: a header
 * with the Add button, optional tabs each holding a table, a search box, the server-
 * paged, sortable table with its loading / empty / failed (Retry) states, and the
 * drawers. List, tab and drawer state live in the URL (useTableUrlState,
 * useScreenTab, useDrawerUrlState). The drawers load on first open (LazyDrawers from
 * ContentScreen; PendingDrawer and the other drawer frames from ContentDrawers).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import styled from 'styled-components';
import { STATUS_MESSAGES, type ApiError, type Paged } from '@atoll/contract';
import { Button, PageHeader, type TableColumn, type TableProps } from '@atoll/ui-kit';
import { Table, Tabs, TextField, preloadTableKit } from './lazyKit';
import type { TableUrlState } from './useTableUrlState';

/** What a paged list query hook returns that the table needs (RTK Query's `currentData` keeps the old page out). */
export interface PagedQueryState<T> {
  currentData?: Paged<T>;
  error?: ApiError | SerializedError;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Long enough to skip a call per key, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 300;

const Toolbar = styled.div`
  width: 100%;
  max-width: 360px;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The search box (q_name); the list follows a moment after typing stops. */
export function TableSearch({ value, onSearch, placeholder }: { value: string; onSearch: (text: string) => void; placeholder?: string }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // Back/forward changes the URL: the box follows, unless the change is our own search arriving.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <Toolbar>
      <TextField label="Search" type="search" placeholder={placeholder} value={text} onChange={setText} />
    </Toolbar>
  );
}

export interface ServerTableProps<T extends { id: number }> {
  /** The table's accessible name, e.g. 'Task types'. */
  label: string;
  columns: TableColumn<T>[];
  state: TableUrlState;
  query: PagedQueryState<T>;
  /** The order the server uses without order_by, e.g. 'name:ASC'. */
  defaultOrder: string;
  onOpen: (row: T) => void;
  emptyText: string;
  /** While a search is typed and nothing matches. */
  noMatchText: string;
  /** Pictures what the empty table is missing (lucide-react). @default the kit's Inbox */
  emptyIcon?: TableProps<T>['emptyIcon'];
  /** The primary action offered by an empty table (not while a search matches nothing), e.g. the Add button. */
  emptyAction?: ReactNode;
}

/** A search box over a server-paged, sortable table whose rows open a drawer. */
export function ServerTable<T extends { id: number }>({ label, columns, state, query, defaultOrder, onOpen, emptyText, noMatchText, emptyIcon, emptyAction }: ServerTableProps<T>) {
  const { list } = state;
  const { currentData, error: lastError, isFetching, refetch } = query;
  // While a Retry runs, the table shows that it is loading rather than the old failure.
  const error = isFetching ? undefined : lastError;
  // A new order, page or page size keeps the rows shown until the next ones arrive (no skeleton, no jump, the
  // pager stays); another search starts from the skeleton, since the old rows would not answer it. (A table's
  // other arguments are its own: each tab of a screen is a ServerTable of its own, mounted with its tab.)
  const search = list.q_name ?? '';
  const [shown, setShown] = useState<{ search: string; data: Paged<T> }>();
  if (currentData && (shown?.data !== currentData || shown.search !== search)) setShown({ search, data: currentData });
  const previous = !currentData && !error && shown?.search === search ? shown.data : undefined;
  const data = currentData ?? previous;
  const reference = error && 'reference' in error ? error.reference : undefined;
  useEffect(() => {
    if (error) console.error(`Loading ${label} failed`, reference ? `REF-${reference}` : '', error);
  }, [error, reference, label]);
  // A page past the end (an old link, a search that narrowed the list): show the last page that has rows.
  const total = data?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / list.limit));
  const { setPage } = state;
  useEffect(() => {
    if (currentData && list.page > lastPage) setPage(lastPage);
  }, [currentData, list.page, lastPage, setPage]);
  return (
    <>
      <TableSearch value={list.q_name ?? ''} onSearch={state.setSearch} placeholder="Name" />
      <Table<T>
        aria-label={label}
        columns={columns}
        rows={data?.data ?? []}
        onRowAction={onOpen}
        orderBy={list.order_by ?? defaultOrder}
        onOrderByChange={state.setOrderBy}
        pagination={{
          type: 'server',
          page: list.page,
          limit: list.limit,
          total,
          onChange: ({ page, limit }) => (limit !== list.limit ? state.setLimit(limit) : state.setPage(page)),
        }}
        isLoading={!data && !error}
        isRefreshing={Boolean(previous)}
        error={error ? { name: error.name ?? 'Error', message: error.message ?? STATUS_MESSAGES[500], reference } : null}
        onRetry={() => void refetch()}
        emptyText={list.q_name?.trim() ? noMatchText : emptyText}
        emptyIcon={emptyIcon}
        emptyAction={list.q_name?.trim() ? undefined : emptyAction}
      />
    </>
  );
}

export interface TableScreenTab {
  id: string;
  label: string;
  /** The tab's table (a ServerTable). */
  content: ReactNode;
}

export interface TableScreenProps {
  title: string;
  /** How many rows the screen lists, beside the title, e.g. '12 task types'. */
  count?: ReactNode;
  /** The Add button; on a tabbed screen it names the current tab's object ('Add Type', 'Add Category'). */
  addLabel: string;
  onAdd: () => void;
  /** One table: its content; several: tabs. */
  tabs: TableScreenTab[];
  selectedTab?: string;
  onTabChange?: (id: string) => void;
  /** The drawers (create forms, details). */
  children?: ReactNode;
}

/**
 * Below 900 px of its own width the kit's Table lays each row out as a card (title and status on top, the
 * main action last; the columns' `cardRole`), so on a tablet or a phone nothing scrolls sideways.
 */
preloadTableKit();

export function TableScreen({ title, count, addLabel, onAdd, tabs, selectedTab, onTabChange, children }: TableScreenProps) {
  return (
    <>
      <PageHeader title={title} count={count} actions={<Button onPress={onAdd}>{addLabel}</Button>} />
      {tabs.length === 1 ? (
        tabs[0].content
      ) : (
        <Tabs aria-label={title} items={tabs} selectedKey={selectedTab} onSelectionChange={onTabChange} />
      )}
      {children}
    </>
  );
}
