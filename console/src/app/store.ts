/**
 * The Redux store: RTK Query's cache plus the session. `makeStore` builds a
 * fresh one (the app builds one at start, each test its own).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { loadStoredSession, sessionSlice, storeSession, type SessionState } from './session';
import { browserStoreExtra, type StoreExtra } from './storeExtra';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  /** @default the session kept in localStorage */
  session?: SessionState;
  /** @default reloads the browser page */
  extra?: StoreExtra;
}

export function makeStore({ session = loadStoredSession(), extra = browserStoreExtra }: MakeStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  // Keep localStorage in step with the session (and only write when it changes).
  let last = store.getState().session;
  store.subscribe(() => {
    const current = store.getState().session;
    if (current !== last) {
      last = current;
      storeSession(current);
    }
  });
  return Object.assign(store, { extra });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
