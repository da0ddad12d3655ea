/**
 * The root route: lets the kit's links (RAC) navigate through react-router
 * without a page load, catches render failures, and names the page.
 */
import { useEffect, useState } from 'react';
import { Outlet, useHref, useMatches, useNavigate, useRouteError, type NavigateOptions } from 'react-router';
import { RouterProvider as LinkRouterProvider } from 'react-aria-components';
import { ErrorBoundary, ErrorCard, generateReference } from '@atoll/ui-kit';
import { MSG, PRODUCT_NAME, networkError } from '@atoll/contract';
import { PageLoading } from './PageLoading';
import { bootShellShown, useDismissBootShell } from './bootShell';
import { pageTitle, useTitleCount } from './liveRequests';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);
  // The New requests count before it, for those who may read requests: '(3) Requests · Atoll' (issue 18).
  const count = useTitleCount();
  useEffect(() => {
    document.title = pageTitle(title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME, count);
  }, [title, count]);
}

/** react-router resolves every href as an app path; links to other sites (store links) keep theirs. */
function useLinkHref(href: string): string {
  const appHref = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : appHref;
}

export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle();
  useDismissBootShell();
  return (
    <LinkRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      <ErrorBoundary>
        <Outlet />
      </ErrorBoundary>
    </LinkRouterProvider>
  );
}

/**
 * What the first page shows while its code is still loading: index.html's static frame and title when
 * it shows them (a second Loading line under them would only add noise), else Loading.
 */
export function RouteLoading() {
  return bootShellShown() ? null : <PageLoading />;
}

/**
 * A screen's code that could not be fetched: `import()` rejects with a TypeError whose wording each
 * browser chooses (Chromium 'Failed to fetch dynamically imported module', Firefox 'error loading
 * dynamically imported module', Safari 'Importing a module script failed'); Vite's preload of the
 * chunk's own imports fails with 'Unable to preload CSS' or the same TypeError.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload/i.test(error.message) || error.name === 'ChunkLoadError';
}

/** The build's entry script in this page, e.g. '/assets/main-Bx1.js' (null in development). */
function entryScriptOf(html: Document | string): string | null {
  const doc = typeof html === 'string' ? new DOMParser().parseFromString(html, 'text/html') : html;
  return doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.getAttribute('src') ?? null;
}

/** Key of the build this tab last reloaded for (sessionStorage): at most one automatic reload per build. */
export const RELOADED_FOR_BUILD_KEY = 'atoll.reloadedForBuild';

/**
 * How a failed chunk is recovered: the build the server now serves (its index.html's entry script),
 * and a page load. Replaced in tests, where neither a real deploy nor a reload can happen.
 */
export const chunkRecovery = {
  /** The entry of the build the server serves now, or null when it cannot be told. */
  async servedBuild(): Promise<string | null> {
    const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    return response.ok ? entryScriptOf(await response.text()) : null;
  },
  /** The entry of the build this page runs. */
  runningBuild: (): string | null => entryScriptOf(document),
  reload: () => window.location.reload(),
};

/**
 * A new build was deployed while this tab ran the old one, whose chunks are gone: load the page
 * again, once per new build (a chunk still missing after that shows the error card, no loop).
 * Resolves true when it reloads.
 */
export async function reloadIfBuildChanged(): Promise<boolean> {
  const served = await chunkRecovery.servedBuild().catch(() => null);
  if (!served || served === chunkRecovery.runningBuild()) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR_BUILD_KEY) === served) return false;
    sessionStorage.setItem(RELOADED_FOR_BUILD_KEY, served);
  } catch {
    // Without storage there is no loop guard: show the card instead of risking a reload loop.
    return false;
  }
  chunkRecovery.reload();
  return true;
}

/**
 * A route that failed to load or render: the kit's error card with a reference and Retry. A screen
 * whose code could not be fetched (offline, or a deploy removed the old chunks) says so, and the
 * page reloads by itself once when the server has a new build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const [reference] = useState(generateReference);
  const chunkFailed = isChunkLoadError(error);
  useDismissBootShell();
  useEffect(() => console.error(`REF-${reference}`, error), [error, reference]);
  useEffect(() => {
    if (chunkFailed) void reloadIfBuildChanged();
  }, [chunkFailed]);
  if (chunkFailed) {
    const { name, message } = networkError();
    return <ErrorCard name={name} message={message} reference={reference} onRetry={() => chunkRecovery.reload()} />;
  }
  return <ErrorCard name={MSG.renderFailure} reference={reference} onRetry={() => chunkRecovery.reload()} />;
}
