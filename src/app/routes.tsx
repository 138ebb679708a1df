import { Navigate, type RouteObject } from 'react-router';
import { WorldPickerPage } from '../features/worlds/world-picker-page';
import { useWorldId, worldOverviewPath } from '../lib/world-paths';
import { Layout } from './layout';
import { RouteErrorPage } from './route-error-page';

/*
 * Shown in place of a lazily loaded page while its code arrives on the first load. Given to each lazy route, not
 * only to the root: the router renders every route above the fallback's, so the header paints at once instead of
 * waiting for the page's code.
 */
const pageLoading = <div aria-busy="true" className="min-h-dvh" />;

/**
 * A world opens on its overview. The path is written whole from the ID: a relative "overview" would be resolved
 * against the decoded segment, and an ID with "/" in it (rpc's "namespace/id") would come back encoded twice.
 */
function OpenWorld() {
  return <Navigate to={worldOverviewPath(useWorldId())} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: pageLoading,
    children: [
      { index: true, element: <WorldPickerPage /> },
      {
        path: 'worlds/:worldId',
        // A world's frame (its heading and tabs) loads with its page, in parallel: the list of worlds never needs it.
        lazy: async () => ({ Component: (await import('../features/worlds/world-layout')).WorldLayout }),
        children: [
          { index: true, element: <OpenWorld /> },
          // The world screens load on first use, so the first visit stays small.
          {
            path: 'overview',
            hydrateFallbackElement: pageLoading,
            lazy: async () => ({ Component: (await import('../features/overview/overview-page')).OverviewPage }),
          },
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
            path: 'sparql',
            hydrateFallbackElement: pageLoading,
            lazy: async () => ({ Component: (await import('../features/sparql/sparql-page')).SparqlPage }),
          },
          {
            path: 'data',
            hydrateFallbackElement: pageLoading,
            lazy: async () => ({ Component: (await import('../features/world-data/world-data-page')).WorldDataPage }),
          },
          {
            path: 'thing',
            hydrateFallbackElement: pageLoading,
            lazy: async () => ({ Component: (await import('../features/thing/thing-page')).ThingPage }),
          },
        ],
      },
      {
        path: 'new-world',
        hydrateFallbackElement: pageLoading,
        lazy: async () => ({ Component: (await import('../features/worlds/new-world-page')).NewWorldPage }),
      },
      {
        path: 'keys',
        hydrateFallbackElement: pageLoading,
        lazy: async () => ({ Component: (await import('../features/keys/keys-page')).KeysPage }),
      },
      {
        path: 'settings',
        hydrateFallbackElement: pageLoading,
        lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
    ],
  },
];
