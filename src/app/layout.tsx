import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { describeDataSource, resolveBaseUrl, useConnection, usesOfflineMock, type Connection } from '../api/connection';
import { lastServerReach, subscribeToServerReach } from '../api/server-reach';
import { capabilitiesQuery } from '../api/worlds';
import { useUnauthorizedRedirect } from '../features/settings/use-unauthorized-redirect';
import { useStorageLosses } from '../lib/browser-storage';
import { focusPageStart, RouteAnnouncer } from './route-announcer';
import { ThemeToggle } from './theme-toggle';

// The scenario switch belongs to the offline server: loaded only when it runs.
const MockScenarioMenu = lazy(() => import('./scenario-menu').then((module) => ({ default: module.MockScenarioMenu })));
// What the dashboard cannot remember, said only when the browser refuses storage or it is full (rare): loaded only then.
const StorageNotice = lazy(() => import('./storage-notice').then((module) => ({ default: module.StorageNotice })));
// The link to the keys page belongs to servers that manage keys: loaded only for them.
const KeysNavLink = lazy(() =>
  import('../features/keys/keys-page').then((module) => ({ default: module.KeysNavLink })),
);
// The server's health belongs to a server that has a health route: loaded only for one.
const ServerHealth = lazy(() => import('./server-health').then((module) => ({ default: module.ServerHealth })));

const navClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-1.5 text-sm font-medium ${
    isActive
      ? 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`;

export function Layout() {
  const connection = useConnection();
  const offline = usesOfflineMock(connection);
  const storageLosses = useStorageLosses();
  // What the server can do, as the page's own reads found it out: only watched here (the query is never started by the
  // header), so a page that asks nothing of the server asks nothing more for the header's health and keys link.
  const capabilities = useQuery({ ...capabilitiesQuery(connection), enabled: false }).data;
  useUnauthorizedRedirect();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        // Focus moves to the content without a history entry: a bare #main entry would carry no page state
        // (whether it came from typing) and, with unsaved edits, would trip the leave guard on the way back.
        onClick={(event) => {
          event.preventDefault();
          focusPageStart();
        }}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            Worlds Dashboard
          </Link>
          <nav aria-label="Main" className="flex gap-1">
            <NavLink to="/" end className={navClasses}>
              Worlds
            </NavLink>
            <NavLink to="/settings" className={navClasses}>
              Settings
            </NavLink>
            {capabilities?.apiKeys ? (
              <Suspense fallback={null}>
                <KeysNavLink className={navClasses} />
              </Suspense>
            ) : null}
          </nav>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            <DataSourceBadge connection={connection} />
            {!offline && capabilities?.health ? (
              <Suspense fallback={null}>
                <ServerHealth connection={connection} />
              </Suspense>
            ) : null}
            {/* The menu arrives after the first paint; until then its room is kept, so the header does not move. */}
            {offline ? (
              <Suspense
                fallback={
                  <span aria-hidden="true" className="invisible px-2 py-1 text-xs font-medium">
                    Scenario
                  </span>
                }
              >
                <MockScenarioMenu />
              </Suspense>
            ) : null}
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none">
        {storageLosses.length > 0 ? (
          <Suspense fallback={null}>
            <StorageNotice losses={storageLosses} offline={offline} />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <RouteAnnouncer />
    </div>
  );
}

const amber = 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100';
const emerald = 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100';

/** Where the data comes from; amber when it is not a server's (offline), or when the server could not be reached. */
function DataSourceBadge({ connection }: { connection: Connection }) {
  const reach = useSyncExternalStore(subscribeToServerReach, lastServerReach);
  const offline = usesOfflineMock(connection);
  const server = describeDataSource(connection);
  const unreachable = !offline && reach?.server === resolveBaseUrl(connection) && reach.reach === 'unreachable';
  return (
    <Link
      to="/settings"
      aria-label={
        offline
          ? 'Data source: offline sample data'
          : `Data source: ${server}${unreachable ? ', which the proxy could not reach' : ''}`
      }
      className={`rounded-full px-2.5 py-1 text-xs font-medium ${offline || unreachable ? amber : emerald}`}
      title={
        offline
          ? 'Data comes from the built-in offline sample worlds, not a real server.'
          : unreachable
            ? "On the last request, the dashboard's proxy could not reach this server."
            : undefined
      }
    >
      {offline ? (
        'Offline sample data'
      ) : (
        <>
          Server: {server}
          {unreachable ? (
            <>
              {' '}
              <span aria-hidden="true">⚠</span> unreachable
            </>
          ) : null}
        </>
      )}
    </Link>
  );
}
