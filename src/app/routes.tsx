import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { OpenWorld, WorldLayout } from '../features/worlds/world-layout';
import { WorldPickerPage } from '../features/worlds/world-picker-page';
import { Layout } from './layout';
import { keepPaintedPage } from './painted-page';
import { RouteErrorPage } from './route-error-page';

/*
 * Shown in place of a lazily loaded page while its code arrives on the first load. Given to each lazy route and never
 * to the root: the router renders every route above the nearest fallback, so the layout's header (which index.html
 * painted already) stays on screen instead of a blank page while the page's code arrives; so does the page itself
 * where index.html painted it too (painted-page.ts).
 */
const pageLoading = <div aria-busy="true" className="min-h-dvh" ref={keepPaintedPage} />;

/** A page whose code loads on first use, so the first visit stays small. */
const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  hydrateFallbackElement: pageLoading,
  lazy: async () => ({ Component: await load() }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <WorldPickerPage /> },
      {
        path: 'worlds/:worldId',
        // A world's frame (its heading and tabs) is in the first bundle: a deep link's first render paints the
        // page's heading (the world's ID until its name comes) while the page's own code is still on its way.
        element: <WorldLayout />,
        children: [
          // A world opens on its overview.
          { index: true, element: <OpenWorld /> },
          lazyPage('overview', async () => (await import('../features/overview/overview-page')).OverviewPage),
          lazyPage('edit', async () => (await import('../features/edit-world/edit-world-page')).EditWorldPage),
          lazyPage('search', async () => (await import('../features/search/search-page')).SearchPage),
          lazyPage('sparql', async () => (await import('../features/sparql/sparql-page')).SparqlPage),
          lazyPage('data', async () => (await import('../features/world-data/world-data-page')).WorldDataPage),
          lazyPage('thing', async () => (await import('../features/thing/thing-page')).ThingPage),
        ],
      },
      lazyPage('new-world', async () => (await import('../features/worlds/new-world-page')).NewWorldPage),
      lazyPage('keys', async () => (await import('../features/keys/keys-page')).KeysPage),
      lazyPage('settings', async () => (await import('../features/settings/settings-page')).SettingsPage),
      lazyPage('*', async () => (await import('./not-found-page')).NotFoundPage),
    ],
  },
];
