import { Navigate, type RouteObject } from 'react-router';
import { WorldLayout } from '../features/worlds/world-layout';
import { WorldPickerPage } from '../features/worlds/world-picker-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    // Shown while a lazily loaded page arrives on the first load.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-dvh" />,
    children: [
      { index: true, element: <WorldPickerPage /> },
      {
        path: 'worlds/:worldId',
        element: <WorldLayout />,
        children: [
          { index: true, element: <Navigate to="search" replace /> },
          // The two world screens load on first use, so the first visit stays small.
          {
            path: 'edit',
            lazy: async () => ({ Component: (await import('../features/edit-world/edit-world-page')).EditWorldPage }),
          },
          {
            path: 'search',
            lazy: async () => ({ Component: (await import('../features/search/search-page')).SearchPage }),
          },
        ],
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
