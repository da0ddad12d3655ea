import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import type { ColorScheme } from './tokens';
import { GlobalStyle } from './GlobalStyle';

export interface AtollThemeProviderProps {
  /** The company's primary colour (settings.primary_color). @default '#FC4500' */
  primaryColor?: string;
  /** The colour scheme to paint in (see useResolvedColorScheme for a person's preference). @default 'light' */
  scheme?: ColorScheme;
  children: ReactNode;
}

/** Provides the Atoll theme; the primary colour and the scheme can change at runtime. */
export function AtollThemeProvider({ primaryColor, scheme = 'light', children }: AtollThemeProviderProps) {
  const theme = useMemo(() => createTheme(primaryColor, scheme), [primaryColor, scheme]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

export { createTheme, type AtollTheme } from './theme';
export { contrastRatio, cssRgb, readableShade, readableTint } from './contrast';
export {
  COLOR_SCHEME_PREFERENCES,
  PREFERS_DARK_QUERY,
  isColorSchemePreference,
  useResolvedColorScheme,
  type ColorSchemePreference,
} from './colorScheme';
export * from './tokens';
export { breakpoints, media, mediaQueries, useMediaQuery } from './breakpoints';
export { BOOT_SHELL_ID } from './bootShell';
