/** The whole console: providers around the router. */
import { RouterProvider } from 'react-router';
import { Providers } from './Providers';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
