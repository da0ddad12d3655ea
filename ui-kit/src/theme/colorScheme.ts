import { useMediaQuery } from './breakpoints';
import type { ColorScheme } from './tokens';

/** What a person chose under Appearance: follow the device, or always light, or always dark. */
export type ColorSchemePreference = 'system' | ColorScheme;

/** The choices, in the order the Appearance menus offer them. */
export const COLOR_SCHEME_PREFERENCES: readonly ColorSchemePreference[] = ['system', 'light', 'dark'];

/** The device asks for dark (the operating system's or the browser's setting). */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorSchemePreference(value: unknown): value is ColorSchemePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** The scheme to paint in: the preference, or the device's setting under 'system', following it live. */
export function useResolvedColorScheme(preference: ColorSchemePreference): ColorScheme {
  const deviceDark = useMediaQuery(PREFERS_DARK_QUERY);
  if (preference === 'system') return deviceDark ? 'dark' : 'light';
  return preference;
}
