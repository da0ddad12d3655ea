/**
 * login.html: the first load of /login is the login screen alone, without the router,
 * Redux or the rest of the app (ADR 0012, budget checked by `npm run test:budget`).
 * On success it stores the session and loads the app at '/', which shows 'Login Successful'.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthResponse } from '@atoll/contract';
import { AtollThemeProvider } from '@atoll/ui-kit';
import { LOGIN_NOTICE_KEY, loadStoredSession, sessionFromAuth, storeSession } from './app/sessionStorage';
import { LoginScreen } from './features/login/LoginScreen';

function onLoggedIn(auth: AuthResponse) {
  storeSession(sessionFromAuth(auth));
  sessionStorage.setItem(LOGIN_NOTICE_KEY, '1');
  window.location.replace('/');
}

if (loadStoredSession().token) {
  // Already logged in: /login is for logged-out visitors (spec section 2).
  window.location.replace('/');
} else {
  const params = new URLSearchParams(window.location.search);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AtollThemeProvider>
        <LoginScreen initialCompany={params.get('company') ?? ''} initialUsername={params.get('username') ?? ''} onLoggedIn={onLoggedIn} />
      </AtollThemeProvider>
    </StrictMode>,
  );
}
