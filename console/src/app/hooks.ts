/** Typed Redux hooks, the session and permission checks for components. */
import { useDispatch, useSelector } from 'react-redux';
import { can, DEFAULT_TIMEZONE, type PermissionCheck } from '@atoll/contract';
import type { AppDispatch, RootState } from './store';
import { selectSession } from './session';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The logged-in state: token, user and company (all null when logged out). */
export function useSession() {
  return useAppSelector(selectSession);
}

/** The company's time zone (settings.timezone; the default before a session has one): dates and times are shown in it. */
export function useTimeZone(): string {
  return useAppSelector((state) => state.session.company?.settings.timezone) || DEFAULT_TIMEZONE;
}

/**
 * Whether the user holds `names` (one or several, combined with `mode` 'or' by
 * default, or 'and'), optionally on one object. The server checks again: this
 * only decides what the UI shows.
 */
export function useCan(names: string | string[], check: PermissionCheck = {}): boolean {
  const permissions = useAppSelector((state) => state.session.user?.permissions);
  return can(permissions, names, check);
}
