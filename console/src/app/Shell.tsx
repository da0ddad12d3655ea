/**
 * The logged-in frame (section 2): NavBar with the 'Atoll' logo linking to /,
 * the permission-filtered menu with the current section marked, and the user menu with name, company,
 * the Appearance choice (ADR 0036)
 * and Logout. Below a tablet's width the kit folds the menu and the account into a Menu button and sheet.
 * For a user with a request permission it holds the one live queue of the app (issue 18): the bookings
 * stream (or its polling), the New count on Requests › Requests in the menu and the title, a polite
 * announcement when requests arrive, and this device's opted-in alert.
 */
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { NavBar, UnsavedChangesScope, UserMenu, media } from '@atoll/ui-kit';
import { LIVE_REQUESTS_TEXT, PERMISSION, PRODUCT_NAME } from '@atoll/contract';
import { baseApi } from '../api/baseApi';
import { useLogoutMutation, useMeQuery } from '../api/authApi';
import { setColorSchemePreference, useColorSchemePreference } from './colorScheme';
import { useAppDispatch, useCan, useSession } from './hooks';
import { LiveBookingsContext, useBookingsStream } from './liveBookings';
import { useLiveRequests } from './liveRequests';
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

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const REQUEST_PERMISSIONS = [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests];

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
  const menu = useMemo(
    () => buildMenu(permissions).map(({ group, items }) => ({ label: group, items })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the permissions' value
    [permissionsKey],
  );

  // The live queue: one stream for the whole app, only for those who may read requests (no badge, no stream otherwise).
  const navigate = useNavigate();
  const liveQueue = useCan(REQUEST_PERMISSIONS);
  const hub = useBookingsStream(liveQueue);
  const { counts, announcement } = useLiveRequests(liveQueue, () => void navigate(PATHS.requestsBookings));
  const newCount = counts.fresh ?? 0;
  const groups = useMemo(
    () =>
      newCount > 0
        ? menu.map((group) => ({
            ...group,
            items: group.items.map((item) =>
              item.href === PATHS.requestsBookings ? { ...item, badge: { count: newCount, label: LIVE_REQUESTS_TEXT.newRequests(newCount) } } : item,
            ),
          }))
        : menu,
    [menu, newCount],
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
    <LiveBookingsContext.Provider value={liveQueue ? hub : null}>
      {nav}
      <UnsavedChangesScope>
        <RouteLeaveGuard />
        <Main>
          <Outlet />
        </Main>
      </UnsavedChangesScope>
      {liveQueue && (
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      )}
    </LiveBookingsContext.Provider>
  );
}
