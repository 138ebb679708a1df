import { Navigate, type RouteObject } from 'react-router';
import { WorldLayout } from '../features/worlds/world-layout';
import { WorldPickerPage } from '../features/worlds/world-picker-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/*
 * Shown in place of a lazily loaded page while its code arrives on the first load. Given to each lazy route, not
 * only to the root: the router renders every route above the fallback's, so the header, and on a world's pages the
 * world's heading and ID (which the URL already says), paint at once instead of waiting for the page's code.
 */
const pageLoading = <div aria-busy="true" className="min-h-dvh" />;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: pageLoading,
    children: [
      { index: true, element: <WorldPickerPage /> },
      {
        path: 'worlds/:worldId',
        element: <WorldLayout />,
        children: [
          { index: true, element: <Navigate to="search" replace /> },
          // The world screens load on first use, so the first visit stays small.
          {
            path: 'edit',
            hydrateFallbackElement: pageLoading,
            lazy: async () => ({ Component: (await import('../features/edit-world/edit-world-page')).EditWorldPage }),
          },
          {
            path: 'search',
            hydrateFallbackElement: pageLoading,
            lazy: async () => ({ Component: (await import('../features/search/search-page')).SearchPage }),
          },
          {
            path: 'thing',
            hydrateFallbackElement: pageLoading,
            lazy: async () => ({ Component: (await import('../features/thing/thing-page')).ThingPage }),
          },
        ],
      },
      {
        path: 'settings',
        hydrateFallbackElement: pageLoading,
        lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
