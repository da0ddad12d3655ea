/**
 * The Appearance choice as React state shared by every part of the page that shows or uses it (the
 * theme in Providers and the login page, the user menu in Shell), kept in localStorage
 * (sessionStorage.ts) and followed across tabs. Free of Redux, so the lean login page can use it.
 */
import { useSyncExternalStore } from 'react';
import type { ColorSchemePreference } from '@atoll/ui-kit';
import { COLOR_SCHEME_STORAGE_KEY, loadColorSchemePreference, storeColorSchemePreference } from './sessionStorage';

const listeners = new Set<() => void>();
/** A choice storage refused (full or disabled): it holds for this visit only. */
let unsaved: ColorSchemePreference | undefined;

const read = (): ColorSchemePreference => unsaved ?? loadColorSchemePreference();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of this browser changed it: follow.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_SCHEME_STORAGE_KEY && event.key !== null) return;
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores a new choice and repaints everything that reads it. */
export function setColorSchemePreference(preference: ColorSchemePreference): void {
  unsaved = storeColorSchemePreference(preference) ? undefined : preference;
  listeners.forEach((listener) => listener());
}

/** The device's Appearance choice, updated when it changes here or in another tab. */
export function useColorSchemePreference(): ColorSchemePreference {
  return useSyncExternalStore(subscribe, read, () => 'system');
}
