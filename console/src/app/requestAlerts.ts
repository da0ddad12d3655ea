/**
 * Whether this device alerts the front desk to New requests (issue 18): off by default, remembered in
 * localStorage, shared as React state (the Requests screen's switch and the Shell that plays the alert).
 * Tiny on purpose: the Shell carries it on every page; the sound and notification code
 * (requestAlertsPlayer.ts) loads only once the alert is on.
 */
import { useSyncExternalStore } from 'react';

export const REQUEST_ALERTS_STORAGE_KEY = 'atoll.requestAlerts';

const listeners = new Set<() => void>();

export function requestAlertsEnabled(): boolean {
  try {
    return localStorage.getItem(REQUEST_ALERTS_STORAGE_KEY) === 'on';
  } catch {
    return false; // storage disabled: the alert stays off
  }
}

export function setRequestAlertsEnabled(on: boolean): void {
  try {
    if (on) localStorage.setItem(REQUEST_ALERTS_STORAGE_KEY, 'on');
    else localStorage.removeItem(REQUEST_ALERTS_STORAGE_KEY);
  } catch {
    // Not remembered; nothing else breaks.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same device switched it.
  const onStorage = (event: StorageEvent) => event.key === REQUEST_ALERTS_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRequestAlertsEnabled(): boolean {
  return useSyncExternalStore(subscribe, requestAlertsEnabled, () => false);
}
