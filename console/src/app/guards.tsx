/** Route guards: the session decides which half of the app a path belongs to (section 4). */
import { Navigate, Outlet } from 'react-router';
import { selectIsLoggedIn } from './session';
import { useAppSelector } from './hooks';
import { PATHS } from './paths';

/** Logged-in area: a logged-out visitor is sent to /login, whatever the path. */
export function SessionGate() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <Outlet /> : <Navigate to={PATHS.login} replace />;
}

/** Login and sign-up: a logged-in user has nothing to do there and goes home. */
export function GuestOnly() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <Navigate to={PATHS.home} replace /> : <Outlet />;
}
