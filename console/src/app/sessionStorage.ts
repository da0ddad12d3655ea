/**
 * The login state in browser storage (spec section 1). Kept apart from the Redux
 * slice so the lean login page can store a session without loading Redux.
 */
import type { AuthResponse, Company, User } from '@atoll/contract';

export const SESSION_STORAGE_KEY = 'atoll.session';
/** Set by the login page before it loads the app, which then shows 'Login Successful'. */
export const LOGIN_NOTICE_KEY = 'atoll.notice.login';

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
