import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { connectionId, useConnection } from '../../api/connection';
import { worldTitle, type World, type WorldState } from '../../api/schemas';
import { capabilitiesQuery, worldQueries } from '../../api/worlds';
import { MAX_READ_RETRIES } from '../../api/request';
import { PageTitle } from '../../components/page-title';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { OpenWorldForm } from './open-world-form';
import { forgetRecentWorlds, useRecentWorlds } from '../../api/recent-worlds';
import { worldEditPath, worldOverviewPath } from '../../lib/world-paths';

// The wording of every failure loads only when the list fails: a first visit that succeeds needs none of it.
const ApiErrorAlert = lazy(() =>
  import('../../components/api-error-alert').then((module) => ({ default: module.ApiErrorAlert })),
);
// Restoring deleted worlds loads only where the server can (capabilities.restore), never on a first visit.
const DeletedNotice = lazy(() => import('./recently-deleted').then((module) => ({ default: module.DeletedNotice })));
const RecentlyDeleted = lazy(() =>
  import('./recently-deleted').then((module) => ({ default: module.RecentlyDeleted })),
);

export function WorldPickerPage() {
  // Set by Delete world, which comes back here.
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const capabilities = useQuery(capabilitiesQuery(useConnection())).data;
  const restore = capabilities?.restore;
  return (
    <div className="flex flex-col gap-8">
      <PageTitle parts={['Worlds']} />
      {deleted && capabilities ? (
        restore ? (
          <Suspense fallback={null}>
            <DeletedNotice worldId={deleted} graceDays={restore.graceDays} />
          </Suspense>
        ) : (
          <Alert tone="success" title="World deleted">
            <code className="wrap-anywhere">{deleted}</code> is gone from the server.
          </Alert>
        )
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* Painted with the HTML before the scripts arrive, from index.html's home-page template: keep the two alike. */}
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Worlds</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Choose a world to see what it holds, to edit it or to search its triples.
          </p>
        </div>
        <NewWorldLink />
      </div>
      <section
        aria-labelledby="open-heading"
        className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="open-heading" className="mb-3 font-semibold">
          Open a world by ID
        </h2>
        <OpenWorldForm idForm={capabilities?.worldId} />
      </section>
      <RecentWorlds />
      <AllWorlds />
      {restore ? (
        <Suspense fallback={null}>
          <RecentlyDeleted graceDays={restore.graceDays} idForm={capabilities.worldId} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** New world, where the server can create one; where it cannot, said beside the button, never after a click. */
function NewWorldLink() {
  const creates = useQuery(capabilitiesQuery(useConnection())).data?.create;
  // Its room is kept while the server's capabilities are read: on a phone it wraps below the heading, and coming
  // later it pushed the whole list down (Lighthouse's CLS 0.039).
  if (creates === undefined) {
    return (
      <span aria-hidden="true" className={`invisible ${buttonClasses('primary')}`}>
        New world
      </span>
    );
  }
  if (creates) {
    return (
      <Link to="/new-world" className={buttonClasses('primary')}>
        New world
      </Link>
    );
  }
  return (
    <div className="flex max-w-xs flex-col items-end gap-1">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby="new-world-unavailable"
        className={buttonClasses('primary')}
      >
        New world
      </button>
      <p id="new-world-unavailable" className="text-right text-xs text-slate-600 dark:text-slate-400">
        Unavailable: this server speaks only the described API, which cannot create, delete, import or export worlds.
      </p>
    </div>
  );
}

function WorldLinks({ world }: { world: Pick<World, 'id' | 'name'> }) {
  return (
    <div className="flex shrink-0 gap-2">
      <Link to={worldEditPath(world.id)} aria-label={`Edit ${worldTitle(world)}`} className={buttonClasses()}>
        Edit
      </Link>
      <Link
        to={worldOverviewPath(world.id)}
        aria-label={`Open ${worldTitle(world)}`}
        className={buttonClasses('primary')}
      >
        Open
      </Link>
    </div>
  );
}

function WorldId({ id }: { id: string }) {
  return <code className="text-xs wrap-anywhere text-slate-600 dark:text-slate-400">{id}</code>;
}

/** A world's state where its server says one; suspended stands out, in words as well as colour. */
function StateBadge({ state }: { state: WorldState }) {
  return (
    <p
      className={`mt-2 w-fit rounded px-1.5 text-xs font-medium ${state === 'active' ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300' : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'}`}
    >
      {state === 'active' ? 'Active' : state === 'suspended' ? 'Suspended: answers no search until resumed' : 'Deleted'}
    </p>
  );
}

function RecentWorlds() {
  const scope = connectionId(useConnection());
  const recent = useRecentWorlds(scope);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="recent-heading" className="font-semibold">
          Recently opened
        </h2>
        <button
          type="button"
          onClick={() => forgetRecentWorlds(scope)}
          className="text-sm text-slate-600 underline-offset-2 hover:underline dark:text-slate-400"
        >
          Clear
        </button>
      </div>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {recent.map((world) => (
          <li key={world.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            {/* Grows, and wraps a long name, so the links stay beside it unless the row is narrow. */}
            <div className="min-w-0 flex-1 basis-48">
              <p dir="auto" className="font-medium wrap-anywhere">
                {worldTitle(world)}
              </p>
              <WorldId id={world.id} />
            </div>
            <WorldLinks world={world} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AllWorlds() {
  const connection = useConnection();
  // Listing worlds is not in the API description: a server without it is not broken, and is not asked.
  const capabilities = useQuery(capabilitiesQuery(connection)).data;
  const cannotList = capabilities?.listWorlds === false;
  const worlds = useQuery({ ...worldQueries.list(connection), enabled: !cannotList });
  const all = worlds.data?.worlds;
  const unreadable = worlds.data?.unreadable ?? 0;
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = all?.filter(
    (world) => needle === '' || `${world.name} ${world.id} ${world.description}`.toLowerCase().includes(needle),
  );

  return (
    <section aria-labelledby="all-heading" aria-busy={worlds.isPending && !cannotList}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="all-heading" className="font-semibold">
          All worlds
          {all ? (needle && shown ? ` (${shown.length} of ${all.length})` : ` (${all.length})`) : ''}
        </h2>
        {/* The filter's result, announced as it changes; the heading shows the same count. */}
        <p role="status" className="sr-only">
          {needle && shown ? `${shown.length} of ${all?.length ?? 0} worlds match “${filter.trim()}”` : ''}
        </p>
        {all && all.length > 0 ? (
          <TextField
            label="Filter worlds"
            type="search"
            placeholder="Name, ID or description"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="w-full sm:w-72"
          />
        ) : null}
      </div>
      {/* Worlds the server listed but the dashboard could not read are left out, never hiding the others; said
          at the list, and announced (the status is there before the list arrives, so its text is read out). */}
      <p role="status" className={unreadable > 0 ? 'mb-3 text-sm text-amber-800 dark:text-amber-300' : 'sr-only'}>
        {unreadable > 0 && !worlds.isError
          ? `${unreadable} world${unreadable === 1 ? '' : 's'} the server listed could not be read, so ${unreadable === 1 ? 'it is' : 'they are'} not shown.`
          : ''}
      </p>
      {cannotList ? (
        <Alert tone="info" title="This server does not list worlds">
          Open a world by its ID above instead.
        </Alert>
      ) : worlds.isPending ? (
        // A list's label is not announced while it loads; a status with text is. It stands before the placeholder
        // cards, not in their list: an item with the status role is no longer a list item.
        <div className="flex flex-col gap-3">
          {/* Automatic retries of a failed read are shown, not hidden behind the skeleton. */}
          <p
            role="status"
            className={worlds.failureCount > 0 ? 'text-sm text-slate-700 dark:text-slate-300' : 'sr-only'}
          >
            {worlds.failureCount > 0
              ? `Retrying (${worlds.failureCount} of ${MAX_READ_RETRIES})…`
              : 'Loading the worlds…'}
          </p>
          <ul aria-hidden="true" className="grid gap-3 md:grid-cols-2">
            {[0, 1, 2, 3].map((key) => (
              <li
                key={key}
                className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="mt-2 h-3 w-1/3" />
                <Skeleton className="mt-4 h-8 w-full" />
              </li>
            ))}
          </ul>
        </div>
      ) : worlds.isError ? (
        <Suspense fallback={<p role="status">The list of worlds could not be loaded.</p>}>
          <ApiErrorAlert
            error={worlds.error}
            title="The list of worlds could not be loaded"
            onRetry={() => void worlds.refetch()}
            retrying={worlds.isFetching}
          />
        </Suspense>
      ) : shown && shown.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((world) => (
            <li
              key={world.id}
              className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="min-w-0">
                <h3 dir="auto" className="font-medium wrap-anywhere">
                  {worldTitle(world)}
                </h3>
                <WorldId id={world.id} />
                {world.state ? <StateBadge state={world.state} /> : null}
                {/* A server that keeps no description (capabilities.description) is not said to lack one per world. */}
                {world.description ? (
                  <p dir="auto" className="mt-2 line-clamp-2 text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                    {world.description}
                  </p>
                ) : capabilities?.description === false ? null : (
                  <p className="mt-2 text-sm text-slate-600 italic dark:text-slate-400">No description</p>
                )}
              </div>
              <WorldLinks world={world} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {needle
            ? `No world matches “${filter.trim()}”.`
            : unreadable > 0
              ? 'None of the worlds the server listed could be read.'
              : 'The server has no worlds yet.'}{' '}
          You can still open a world by its ID above.
        </p>
      )}
    </section>
  );
}
