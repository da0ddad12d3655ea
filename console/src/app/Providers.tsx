/**
 * Everything a screen needs around it: the store, the theme in the company's
 * primary colour, toasts and the confirmation dialog host.
 */
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { AtollThemeProvider, ConfirmationHost, ErrorBoundary, ToastRegion } from '@atoll/ui-kit';
import { useGetSettingsQuery } from '../api/settingsApi';
import { useAppSelector } from './hooks';
import { selectIsLoggedIn } from './session';
import type { AppStore } from './store';

/** Settings are only readable once logged in; until then the default brand colour applies. */
function CompanyTheme({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: settings } = useGetSettingsQuery(undefined, { skip: !loggedIn });
  return <AtollThemeProvider primaryColor={settings?.primary_color}>{children}</AtollThemeProvider>;
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
