/** The session survives a reload through localStorage; anything unreadable counts as logged out. */
import { describe, expect, test } from 'vitest';
import { authResponseForToken, resetMockStore, scenarioTokens } from '@atoll/mocks';
import { SESSION_STORAGE_KEY, loadStoredSession, sessionCleared, sessionStarted } from './session';
import { makeStore } from './store';

describe('session', () => {
  test('login is written to localStorage and restored by the next store; logout removes it', () => {
    resetMockStore('busyResort');
    const auth = authResponseForToken(scenarioTokens.busyResort.staff);
    const first = makeStore();
    expect(first.getState().session.token).toBeNull();

    first.dispatch(sessionStarted(auth));
    const restored = makeStore().getState().session;
    expect(restored.token).toBe(scenarioTokens.busyResort.staff);
    expect(restored.user?.name).toBe(auth.user.name);
    expect(restored.company?.qr_link).toBe(auth.company.qr_link);

    first.dispatch(sessionCleared());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(makeStore().getState().session.token).toBeNull();
  });

  test('a damaged or partial stored session is ignored', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(loadStoredSession().token).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'abc' }));
    expect(loadStoredSession().token).toBeNull();
  });
});
