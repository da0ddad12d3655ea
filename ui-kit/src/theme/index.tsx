import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from './theme';
import { GlobalStyle } from './GlobalStyle';

export interface AtollThemeProviderProps {
  /** The company's primary colour (settings.primary_color). @default '#FC4500' */
  primaryColor?: string;
  children: ReactNode;
}

/** Provides the Atoll theme; the primary colour can change at runtime. */
export function AtollThemeProvider({ primaryColor, children }: AtollThemeProviderProps) {
  const theme = useMemo(() => createTheme(primaryColor), [primaryColor]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

export { createTheme, type AtollTheme } from './theme';
export { contrastRatio, readableShade } from './contrast';
export * from './tokens';
export { breakpoints, media, mediaQueries, useMediaQuery } from './breakpoints';
export { BOOT_SHELL_ID } from './bootShell';
