/**
 * Admin › Users (spec section 2): the staff table with search and server paging,
 * Add User, and a user's drawer. List and drawer state live in the URL.
 * Company administrators only (section 6).
 */
import { lazy } from 'react';
import { Button, PageHeader } from '@atoll/ui-kit';
import { LazyDrawers } from '#app/LazyDrawers.tsx';
import { TableSearch } from '#app/TableScreen.tsx';
import { ADD_USER_TITLE } from './usersText';
import { UsersTable } from './UsersTable';
import { useUsersUrlState } from './useUsersUrlState';

// The drawers and their forms load on first open (LazyDrawers).
const UserDrawer = lazy(() => import('./UserDrawer').then((module) => ({ default: module.UserDrawer })));
const AddUserDrawer = lazy(() => import('./AddUserDrawer').then((module) => ({ default: module.AddUserDrawer })));

export const USERS_TITLE = 'Users';

function UsersScreen() {
  const state = useUsersUrlState();
  const { list, drawer } = state;
  return (
    <>
      <PageHeader title={USERS_TITLE} actions={<Button onPress={state.openNewUser}>{ADD_USER_TITLE}</Button>} />
      <TableSearch value={list.q_name ?? ''} onSearch={state.setSearch} placeholder="Name or username" />
      <UsersTable
        query={list}
        onPageChange={({ page, limit }) => (limit !== list.limit ? state.setLimit(limit) : state.setPage(page))}
        onOrderByChange={state.setOrderBy}
        onOpenUser={(user) => state.openUser(user.id)}
      />
      <LazyDrawers isOpen={drawer.kind !== 'closed'} onClose={state.closeDrawer}>
        {drawer.kind === 'open' && (
          <UserDrawer userId={drawer.id} tab={drawer.tab} onTabChange={state.setTab} onClose={state.closeDrawer} />
        )}
        {drawer.kind === 'new' && <AddUserDrawer onCreated={(user) => state.showCreatedUser(user.id)} onClose={state.closeDrawer} />}
      </LazyDrawers>
    </>
  );
}

/** Opened only by administrators: the route table's permission gate refuses everyone else. */
export default function UsersPage() {
  return <UsersScreen />;
}
