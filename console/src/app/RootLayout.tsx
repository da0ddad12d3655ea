/**
 * The root route: lets the kit's links (RAC) navigate through react-router
 * without a page load, catches render failures, and names the page.
 */
import { useEffect, useState } from 'react';
import { Outlet, useHref, useMatches, useNavigate, useRouteError, type NavigateOptions } from 'react-router';
import { RouterProvider as LinkRouterProvider } from 'react-aria-components';
import { ErrorBoundary, ErrorCard, generateReference } from '@atoll/ui-kit';
import { PageLoading } from './PageLoading';
import { MSG, PRODUCT_NAME } from '@atoll/contract';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

/** react-router resolves every href as an app path; links to other sites (store links) keep theirs. */
function useLinkHref(href: string): string {
  const appHref = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : appHref;
}

export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle();
  return (
    <LinkRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      <ErrorBoundary>
        <Outlet />
      </ErrorBoundary>
    </LinkRouterProvider>
  );
}

/** What a route shows while its screen's code is still loading. */
export function RouteLoading() {
  return <PageLoading />;
}

/** A route that failed to load or render (e.g. a chunk that could not be fetched): the kit's error card with a reference. */
export function RouteErrorPage() {
  const error = useRouteError();
  const [reference] = useState(generateReference);
  useEffect(() => console.error(`REF-${reference}`, error), [error, reference]);
  return <ErrorCard name={MSG.renderFailure} reference={reference} onRetry={() => window.location.reload()} />;
}
