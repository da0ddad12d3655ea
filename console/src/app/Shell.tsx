/**
 * The logged-in frame (section 2): NavBar with the 'Atoll' logo linking to /,
 * the permission-filtered menu with the current section marked, and the user menu with name, company,
 * the Appearance choice (ADR 0036)
 * and Logout. Below a tablet's width the kit folds the menu and the account into a Menu button and sheet.
 */
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { NavBar, UnsavedChangesScope, UserMenu, media } from '@atoll/ui-kit';
import { PRODUCT_NAME } from '@atoll/contract';
import { baseApi } from '../api/baseApi';
import { useLogoutMutation, useMeQuery } from '../api/authApi';
import { setColorSchemePreference, useColorSchemePreference } from './colorScheme';
import { useAppDispatch, useSession } from './hooks';
import { buildMenu } from './menu';
import { sessionCleared, sessionRefreshed } from './session';
import { PATHS } from './paths';
import { RouteLeaveGuard } from './RouteLeaveGuard';

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  ${media.belowPhone} { padding: ${({ theme }) => theme.space.lg}; }
`;

export function Shell() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { user, company } = useSession();
  const [logout] = useLogoutMutation();
  // The stored session may be stale (permissions changed, token revoked): ask the server once per visit.
  const { data: fresh } = useMeQuery();
  useEffect(() => {
    if (fresh) dispatch(sessionRefreshed(fresh));
  }, [fresh, dispatch]);

  // Keyed by the permissions' value: the refreshed session is a new object with, usually, the same
  // permissions, and the navigation (six menus) is not rebuilt for nothing on every page load.
  const permissions = user?.permissions;
  const permissionsKey = JSON.stringify(permissions ?? null);
  const groups = useMemo(
    () => buildMenu(permissions).map(({ group, items }) => ({ label: group, items })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the permissions' value
    [permissionsKey],
  );
  const userName = user?.name ?? '';
  const companyName = company?.name ?? '';
  // This device's Appearance (System, Light, Dark): the user menu and the phone's sheet change it.
  const scheme = useColorSchemePreference();

  const nav = useMemo(() => {
    const onLogout = async () => {
      // The token is revoked on the server if it can be reached; the browser forgets it either way.
      await logout().catch(() => undefined);
      dispatch(sessionCleared());
      dispatch(baseApi.util.resetApiState());
    };
    const appearance = { value: scheme, onChange: setColorSchemePreference };
    return (
      <NavBar
        logoLabel={PRODUCT_NAME}
        homeHref={PATHS.home}
        groups={groups}
        currentPath={pathname}
        userMenu={<UserMenu userName={userName} companyName={companyName} onLogout={() => void onLogout()} appearance={appearance} />}
        account={{ name: userName, company: companyName, onLogout: () => void onLogout(), appearance }}
      />
    );
  }, [groups, pathname, userName, companyName, logout, dispatch, scheme]);

  return (
    <>
      {nav}
      <UnsavedChangesScope>
        <RouteLeaveGuard />
        <Main>
          <Outlet />
        </Main>
      </UnsavedChangesScope>
    </>
  );
}
