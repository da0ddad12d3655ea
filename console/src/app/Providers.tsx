/**
 * Everything a screen needs around it: the store, the theme in the company's
 * primary colour, toasts and the confirmation dialog host.
 */
import { useEffect, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { AtollThemeProvider, CardCoverFallback, ConfirmationHost, ErrorBoundary, ToastRegion, useResolvedColorScheme } from '@atoll/ui-kit';
import { useGetSettingsQuery } from '../api/settingsApi';
import { useColorSchemePreference } from './colorScheme';
import { useAppSelector } from './hooks';
import { selectSession } from './session';
import { loadThemeColor, storeThemeColor } from './sessionStorage';
import type { AppStore } from './store';

/**
 * Settings are only readable once logged in; until then the default brand colour applies. Logged in,
 * the first render already uses the company's colour as last seen (kept in localStorage), so a full
 * load never paints the product's orange first; user/settings then confirms or updates it. The scheme
 * is this device's Appearance choice (System follows prefers-color-scheme live; ADR 0036).
 */
function CompanyTheme({ children }: { children: ReactNode }) {
  const { token, company } = useAppSelector(selectSession);
  const companyId = company?.id;
  const { data: settings } = useGetSettingsQuery(undefined, { skip: !token });
  const fresh = token ? settings?.primary_color : undefined;
  useEffect(() => {
    if (fresh && companyId !== undefined) storeThemeColor(companyId, fresh);
  }, [fresh, companyId]);
  const primaryColor = token ? (fresh ?? loadThemeColor(companyId)) : undefined;
  const scheme = useResolvedColorScheme(useColorSchemePreference());
  // Cards without a cover show the property's Default Image (spec: the fallback image).
  return (
    <AtollThemeProvider primaryColor={primaryColor} scheme={scheme}>
      <CardCoverFallback image={token ? settings?.default_image : null}>{children}</CardCoverFallback>
    </AtollThemeProvider>
  );
}

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <CompanyTheme>
        <ErrorBoundary>{children}</ErrorBoundary>
        <ToastRegion />
        <ConfirmationHost />
      </CompanyTheme>
    </ReduxProvider>
  );
}
