import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MSG } from '@atoll/contract';
import { showToast } from '@atoll/ui-kit';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { LOGIN_NOTICE_KEY } from './app/sessionStorage';
import { makeStore } from './app/store';

/**
 * `VITE_MOCKS=true npm run dev -w console` runs the console against the MSW mocks (scenario
 * busyResort) instead of the server. Development only: the build drops this branch.
 */
async function startMocksWhenAsked(): Promise<void> {
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS === 'true') {
    const { startMockWorker } = await import('@atoll/mocks/browser');
    await startMockWorker();
  }
}

void startMocksWhenAsked().then(() => {
  const store = makeStore();
  const router = createAppRouter();
  // The login page (login.html) hands over here after a successful login.
  if (sessionStorage.getItem(LOGIN_NOTICE_KEY) && store.getState().session.token) {
    showToast({ title: MSG.loginSuccessful, description: MSG.welcome, tone: 'success' });
  }
  sessionStorage.removeItem(LOGIN_NOTICE_KEY);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
});
