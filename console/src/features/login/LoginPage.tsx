/** /login inside the app (after a logout, a redirect or an ended session): the shared LoginScreen, then home. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FORGOT_PASSWORD_LINK, MSG, type AuthResponse } from '@atoll/contract';
import { showToast } from '@atoll/ui-kit';
import { useAppDispatch } from '#app/hooks.ts';
import { PATHS } from '#app/paths.ts';
import { sessionStarted } from '#app/session.ts';
import { clearSessionEnded, peekSessionEnded } from '#app/sessionStorage.ts';
import { LoginScreen } from './LoginScreen';

/** Only right after sign-up (sign-up navigates here in the app with ?created=1): loaded then. */
const SignupNextSteps = lazy(() => import('./SignupNextSteps'));

export default function LoginPage() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The server ended the session and the page reloaded: say so here, once (docs/console.md, Session).
  const [sessionEnded] = useState(peekSessionEnded);
  useEffect(() => clearSessionEnded(), []);

  const onLoggedIn = (auth: AuthResponse) => {
    dispatch(sessionStarted(auth));
    showToast({ title: MSG.loginSuccessful, description: MSG.welcome, tone: 'success' });
    void navigate(PATHS.home, { replace: true });
  };

  return (
    <LoginScreen
      initialCompany={params.get('company') ?? ''}
      initialUsername={params.get('username') ?? ''}
      onLoggedIn={onLoggedIn}
      signupLink={<Link to={PATHS.signup}>Sign up</Link>}
      forgotLink={<Link to={PATHS.forgotPassword}>{FORGOT_PASSWORD_LINK}</Link>}
      notice={sessionEnded ? MSG.sessionInvalid : undefined}
      above={
        params.get('created') === '1' ? (
          <Suspense fallback={null}>
            <SignupNextSteps />
          </Suspense>
        ) : undefined
      }
    />
  );
}
