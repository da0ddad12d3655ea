import { StrictMode, startTransition } from 'react';
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

/**
 * A break between evaluating the app's modules and building the store and router, so neither holds
 * the main thread in one long task on a slow phone (Lighthouse's Total Blocking Time).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await startMocksWhenAsked();
  await yieldToBrowser();
  const store = makeStore();
  const router = createAppRouter();
  // The login page (login.html) hands over here after a successful login.
  if (sessionStorage.getItem(LOGIN_NOTICE_KEY) && store.getState().session.token) {
    showToast({ title: MSG.loginSuccessful, description: MSG.welcome, tone: 'success' });
  }
  sessionStorage.removeItem(LOGIN_NOTICE_KEY);
  // A transition: React renders the first screen in slices, yielding to the browser in between.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    );
  });
}

void start();
