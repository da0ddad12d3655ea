/**
 * The staff table (spec section 2, Users): Name/username, Designation, Contact
 * (e-mail, mobile), Status, Updated; server paging and sorting; a row opens the
 * user's drawer.
 */
import { useEffect } from 'react';
import styled from 'styled-components';
import { STATUS_MESSAGES, type User } from '@atoll/contract';
import { StatusBadge, type TableColumn } from '@atoll/ui-kit';
import { Table } from '#app/lazyKit.tsx';
import { CompanyRelativeTime } from '#app/CompanyTime.tsx';
import { useListUsersQuery, type UserListParams } from './api';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The order the list starts in, as the server sorts by default. */
export const DEFAULT_USER_ORDER = 'name:ASC';

export const USER_COLUMNS: TableColumn<User>[] = [
  {
    key: 'name',
    header: 'Name',
    isSortable: true,
    isRowHeader: true,
    render: (user) => (
      <Stack>
        <span>{user.name}</span>
        <Muted>{user.username}</Muted>
      </Stack>
    ),
  },
  { key: 'designation', header: 'Designation', isSortable: true, render: (user) => user.designation ?? '' },
  {
    key: 'contact',
    header: 'Contact',
    render: (user) => (
      <Stack>
        {user.email && <span>{user.email}</span>}
        {user.mobile && <Muted>{user.mobile}</Muted>}
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    isSortable: true,
    cardRole: 'status',
    render: (user) => <StatusBadge text={user.status_text.text} color={user.status_text.color} />,
  },
  { key: 'updated', header: 'Updated', isSortable: true, render: (user) => <CompanyRelativeTime date={user.updated} /> },
];

export interface UsersTableProps {
  query: UserListParams;
  onPageChange: (next: { page: number; limit: number }) => void;
  onOrderByChange: (orderBy: string) => void;
  onOpenUser: (user: User) => void;
}

export function UsersTable({ query, onPageChange, onOrderByChange, onOpenUser }: UsersTableProps) {
  const { currentData, error: lastError, isFetching, refetch } = useListUsersQuery(query);
  // While a Retry runs, the table shows that it is loading rather than the old failure.
  const error = isFetching ? undefined : lastError;
  const reference = error && 'reference' in error ? error.reference : undefined;
  // Section 8: list loading errors are logged (with the reference support will ask for) and a retry is offered.
  useEffect(() => {
    if (error) console.error('Loading users failed', reference ? `REF-${reference}` : '', error);
  }, [error, reference]);
  // A page past the end (an old link, the last row of the last page gone): show the last page that has rows.
  const total = currentData?.meta.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.limit));
  useEffect(() => {
    if (currentData && query.page > lastPage) onPageChange({ page: lastPage, limit: query.limit });
  }, [currentData, query.page, query.limit, lastPage, onPageChange]);
  const searching = Boolean(query.q_name?.trim());
  return (
    <Table<User>
      aria-label="Users"
      columns={USER_COLUMNS}
      rows={currentData?.data ?? []}
      onRowAction={onOpenUser}
      orderBy={query.order_by ?? DEFAULT_USER_ORDER}
      onOrderByChange={onOrderByChange}
      pagination={{ type: 'server', page: query.page, limit: query.limit, total, onChange: onPageChange }}
      // A new page, order or search shows the loading state until its rows arrive; a background refresh does not.
      isLoading={!currentData && !error}
      error={error ? { name: error.name ?? 'Error', message: error.message ?? STATUS_MESSAGES[500], reference } : null}
      onRetry={() => void refetch()}
      emptyText={searching ? 'No users match the search' : 'No users yet'}
    />
  );
}
