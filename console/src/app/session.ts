/**
 * The login state (spec section 1: "Login state is kept in browser storage"):
 * token, user and company, restored from localStorage when the app starts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResponse, Company, User } from '@atoll/contract';
import { EMPTY_SESSION as EMPTY, sessionFromAuth, type SessionState } from './sessionStorage';

export { SESSION_STORAGE_KEY, loadStoredSession, storeSession, type SessionState } from './sessionStorage';

export const sessionSlice = createSlice({
  name: 'session',
  initialState: EMPTY,
  reducers: {
    /** Login or activation answered with a token. */
    sessionStarted: (_state, { payload }: PayloadAction<AuthResponse>) => sessionFromAuth(payload),
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
