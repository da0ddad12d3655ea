/**
 * Builds react-router's route objects from the route table: guest-only routes
 * behind GuestOnly, logged-in ones inside the Shell behind SessionGate, and the
 * fall-backs of section 2 (logged out: anything → /login; logged in: 'Page Not Found').
 */
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { ROUTES, type AppRoute } from './routes';
import { GuestOnly, SessionGate } from './guards';
import { PermissionGate } from './PermissionGate';
import { RootLayout, RouteErrorPage, RouteLoading } from './RootLayout';

function toRouteObject(route: AppRoute): RouteObject {
  const { permissions, permissionMode } = route;
  return {
    path: route.path,
    lazy: async () => {
      const Page = (await route.load()).default;
      if (!permissions?.length) return { Component: Page };
      return {
        Component: () => (
          <PermissionGate permissions={permissions} mode={permissionMode}>
            <Page />
          </PermissionGate>
        ),
      };
    },
    handle: { title: route.title },
  };
}

export function buildRouteObjects(routes: AppRoute[] = ROUTES): RouteObject[] {
  const byAccess = (access: AppRoute['access']) => routes.filter((r) => r.access === access).map(toRouteObject);
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: RouteLoading,
      children: [
        ...byAccess('any'),
        { Component: GuestOnly, children: byAccess('guest') },
        {
          Component: SessionGate,
          children: [
            {
              lazy: async () => ({ Component: (await import('./Shell')).Shell }),
              children: [
                {
                  // A screen that fails to load or render shows the error card inside the shell,
                  // so the navigation stays usable.
                  ErrorBoundary: RouteErrorPage,
                  children: [
                    ...byAccess('session'),
                    { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}

/** For tests and stories: the whole app at `path`, history kept in memory. */
export function createAppMemoryRouter(path: string) {
  return createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
