/**
 * The login state (spec section 1: "Login state is kept in browser storage"):
 * token, user and company, restored from localStorage when the app starts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResponse, Company, User } from '@atoll/contract';

export const SESSION_STORAGE_KEY = 'atoll.session';

export interface SessionState {
  token: string | null;
  user: User | null;
  company: Company | null;
}

const EMPTY: SessionState = { token: null, user: null, company: null };

/** Reads the stored session; anything unreadable counts as logged out. */
export function loadStoredSession(storage: Storage = localStorage): SessionState {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    if (typeof parsed.token !== 'string' || !parsed.user || !parsed.company) return EMPTY;
    return { token: parsed.token, user: parsed.user, company: parsed.company };
  } catch {
    return EMPTY;
  }
}

export function storeSession(session: SessionState, storage: Storage = localStorage): void {
  if (session.token) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else storage.removeItem(SESSION_STORAGE_KEY);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: EMPTY,
  reducers: {
    /** Login or activation answered with a token. */
    sessionStarted: (_state, { payload }: PayloadAction<AuthResponse>) => ({
      token: payload.auth_token.token,
      user: payload.user,
      company: payload.company,
    }),
    /** auth/me (or an edit of oneself) returned fresher user and company data. */
    sessionRefreshed: (state, { payload }: PayloadAction<{ user: User; company: Company }>) => {
      if (!state.token) return;
      state.user = payload.user;
      state.company = payload.company;
    },
    sessionCleared: () => EMPTY,
  },
});

export const { sessionStarted, sessionRefreshed, sessionCleared } = sessionSlice.actions;

export const selectSession = (state: { session: SessionState }) => state.session;
export const selectToken = (state: { session: SessionState }) => state.session.token;
export const selectIsLoggedIn = (state: { session: SessionState }) => state.session.token !== null;
