/**
 * login.html: the first load of /login is the login screen alone, without the router,
 * Redux or the rest of the app (ADR 0012, budget checked by `npm run test:budget`).
 * On success it stores the session and loads the app at '/', which shows 'Login Successful'.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_BASE, CLIENT_ID, CLIENT_ID_HEADER, BASIC_MSG, type AuthResponse } from '@atoll/contract';
import { AtollThemeProvider, useResolvedColorScheme } from '@atoll/ui-kit';
import { useColorSchemePreference } from './app/colorScheme';
import {
  LOGIN_NOTICE_KEY,
  clearSessionEnded,
  loadStoredSession,
  peekSessionEnded,
  sessionFromAuth,
  storeSession,
  storeThemeColor,
} from './app/sessionStorage';
import { LoginScreen } from './features/login/LoginScreen';

/**
 * The company's colour, read before the app loads so its first paint is already in it (the app
 * reads user/settings again). Best effort: without it the app paints in the colour once it arrives.
 */
async function rememberCompanyColour(auth: AuthResponse): Promise<void> {
  try {
    const response = await fetch(`${API_BASE}/user/settings`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${auth.auth_token.token}`, [CLIENT_ID_HEADER]: CLIENT_ID },
    });
    const body = (await response.json()) as { data?: { primary_color?: unknown } };
    if (response.ok && typeof body.data?.primary_color === 'string') storeThemeColor(auth.company.id, body.data.primary_color);
  } catch {
    // The app reads the colour itself.
  }
}

/** The login page in this device's Appearance choice (ADR 0036), as the app will paint after it. */
function LoginTheme({ children }: { children: ReactNode }) {
  return <AtollThemeProvider scheme={useResolvedColorScheme(useColorSchemePreference())}>{children}</AtollThemeProvider>;
}

async function onLoggedIn(auth: AuthResponse) {
  storeSession(sessionFromAuth(auth));
  await rememberCompanyColour(auth);
  sessionStorage.setItem(LOGIN_NOTICE_KEY, '1');
  window.location.replace('/');
}

if (loadStoredSession().token) {
  // Already logged in: /login is for logged-out visitors (spec section 2).
  window.location.replace('/');
} else {
  const params = new URLSearchParams(window.location.search);
  // Back here because the server ended the session: say so once (docs/console.md, Session).
  const notice = peekSessionEnded() ? BASIC_MSG.sessionInvalid : undefined;
  clearSessionEnded();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LoginTheme>
        <LoginScreen
          initialCompany={params.get('company') ?? ''}
          initialUsername={params.get('username') ?? ''}
          onLoggedIn={(auth) => void onLoggedIn(auth)}
          notice={notice}
        />
      </LoginTheme>
    </StrictMode>,
  );
}
