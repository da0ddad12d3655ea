/**
 * The login state in browser storage (spec section 1). Kept apart from the Redux
 * slice so the lean login page can store a session without loading Redux.
 */
import type { AuthResponse, Company, User } from '@atoll/contract';
import type { ColorSchemePreference } from '@atoll/ui-kit';

export const SESSION_STORAGE_KEY = 'atoll.session';
/** Set by the login page before it loads the app, which then shows 'Login Successful'. */
export const LOGIN_NOTICE_KEY = 'atoll.notice.login';
/**
 * Set when the server ended the session (a 401 on any call) just before the page reloads: the
 * login page shows 'Your session is invalid. Please log in again' once, where it can be read,
 * instead of a toast the reload would sweep away (sessionStorage: this tab only).
 */
export const SESSION_ENDED_KEY = 'atoll.notice.sessionEnded';

/** Remembers that the next login page must say the session ended. */
export function rememberSessionEnded(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Storage may be full or disabled: the login page then shows no notice, nothing else breaks.
  }
}

/** Whether the login page must say the session ended (see `clearSessionEnded`). */
export function peekSessionEnded(storage: Storage = sessionStorage): boolean {
  try {
    return storage.getItem(SESSION_ENDED_KEY) !== null;
  } catch {
    return false;
  }
}

/** The login page has shown the notice: a later visit to /login is quiet. */
export function clearSessionEnded(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export interface SessionState {
  token: string | null;
  user: User | null;
  company: Company | null;
}

export const EMPTY_SESSION: SessionState = { token: null, user: null, company: null };

/** Reads the stored session; anything unreadable counts as logged out. */
export function loadStoredSession(storage: Storage = localStorage): SessionState {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return EMPTY_SESSION;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    if (typeof parsed.token !== 'string' || !parsed.user || !parsed.company) return EMPTY_SESSION;
    return { token: parsed.token, user: parsed.user, company: parsed.company };
  } catch {
    return EMPTY_SESSION;
  }
}

export function storeSession(session: SessionState, storage: Storage = localStorage): void {
  if (session.token) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else storage.removeItem(SESSION_STORAGE_KEY);
}

export const sessionFromAuth = (auth: AuthResponse): SessionState => ({
  token: auth.auth_token.token,
  user: auth.user,
  company: auth.company,
});

/** The company's primary colour as last seen (user/settings), so a full load paints in it at once. */
export const THEME_STORAGE_KEY = 'atoll.theme';

interface StoredTheme {
  companyId: number;
  primaryColor: string;
}

/** Remembers the company's primary colour (after login and whenever user/settings is read). */
export function storeThemeColor(companyId: number, primaryColor: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, JSON.stringify({ companyId, primaryColor } satisfies StoredTheme));
  } catch {
    // Storage full or disabled: the colour then arrives with user/settings, as before.
  }
}

/** The last known primary colour of this company, if any (another company's colour is never used). */
export function loadThemeColor(companyId: number | undefined, storage: Storage = localStorage): string | undefined {
  if (companyId === undefined) return undefined;
  try {
    const stored = JSON.parse(storage.getItem(THEME_STORAGE_KEY) ?? 'null') as Partial<StoredTheme> | null;
    // Only a colour the theme can derive its contrast-safe shades from (ADR 0002); anything else is ignored.
    return stored?.companyId === companyId && typeof stored.primaryColor === 'string' && /^#[0-9a-f]{6}$/i.test(stored.primaryColor)
      ? stored.primaryColor
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Appearance choice of this device (System, Light or Dark; ADR 0036), kept apart from the company's
 * colour because it belongs to the person at this browser, not to the company. index.html and login.html
 * read it in their first script (ui-kit/src/theme/bootShell.ts, colorSchemeScript) to paint in it at once.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'atoll.colorScheme';

/** The stored Appearance choice; 'system' when none is stored or it cannot be read. */
export function loadColorSchemePreference(storage: Storage = localStorage): ColorSchemePreference {
  try {
    const stored = storage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the Appearance choice ('system' forgets it, so the device decides again); false if storage refused. */
export function storeColorSchemePreference(preference: ColorSchemePreference, storage: Storage = localStorage): boolean {
  try {
    if (preference === 'system') storage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else storage.setItem(COLOR_SCHEME_STORAGE_KEY, preference);
    return true;
  } catch {
    return false;
  }
}
