import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useMatch } from 'react-router';
import { connectionId, useConnection } from '../../api/connection';
import { isNotFound } from '../../api/request';
import { worldTitle } from '../../api/schemas';
import { capabilitiesQuery, worldQueries } from '../../api/worlds';
import { ChunkFailureAlert } from '../../components/chunk-failure-alert';
import { PageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { isChunkLoadFailure } from '../../lib/chunk-load';
import { rememberWorld, rememberWorldId } from '../../api/recent-worlds';
import {
  useWorldId,
  worldDataPath,
  worldEditPath,
  worldOverviewPath,
  worldSearchPath,
  worldSparqlPath,
} from '../../lib/world-paths';

// A world ID the server does not know is rare (a typo): its page, and the guess at what was meant, load only then.
const UnknownWorld = lazy(() => import('./unknown-world').then((module) => ({ default: module.UnknownWorld })));

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${
    isActive
      ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
  }`;

/**
 * Where a world opens: its overview. The path is written whole from the ID: a relative "overview" would be resolved
 * against the decoded segment, and an ID with "/" in it (rpc's "namespace/id") would come back encoded twice.
 */
export function OpenWorld() {
  return <Navigate to={worldOverviewPath(useWorldId())} replace />;
}

/**
 * The frame of every page about one world: its name, its ID and the Edit /
 * Search tabs. When the world cannot be read, the ID stands in for the name;
 * each page says what failed in its own terms. When the server is known to
 * read worlds and has none with this ID (a typo), the frame says so instead.
 */
export function WorldLayout() {
  const worldId = useWorldId();
  const connection = useConnection();
  const scope = connectionId(connection);
  const capabilitiesRead = useQuery(capabilitiesQuery(connection));
  const capabilities = capabilitiesRead.data;
  // A server that cannot read worlds is not asked: the frame shows the ID, and each page says what it can do.
  const cannotRead = capabilities?.readWorld === false;
  const world = useQuery({ ...worldQueries.detail(connection, worldId), enabled: !cannotRead });
  const name = world.data?.name;
  // A world without a name is shown by its ID.
  const title = world.data ? worldTitle(world.data) : worldId;
  // How the last read of this world failed. A read tried again is "pending" with no error until it answers;
  // what the last one said still holds meanwhile, so the frame does not flip between views on every retry.
  const [failed, setFailed] = useState<{ worldId: string; notFound: boolean }>();
  const answered = world.isError ? { worldId, notFound: isNotFound(world.error) } : undefined;
  if (answered && (failed?.worldId !== answered.worldId || failed.notFound !== answered.notFound)) setFailed(answered);
  if (world.isSuccess && failed) setFailed(undefined);
  const notFound = !world.isSuccess && failed?.worldId === worldId && failed.notFound;
  // The server dialect's code did not arrive (a deploy while the page was open): no page of the world can learn what
  // the server does or holds, and each would wait for it in silence. Said once, here, for all of them.
  const codeMissing = isChunkLoadFailure(capabilitiesRead.error) || isChunkLoadFailure(world.error);
  const editing = useMatch('/worlds/:worldId/edit') !== null;
  const data = useMatch('/worlds/:worldId/data') !== null;
  // A thing's view names the thing first in the tab's title, so it sets the title itself.
  const thing = useMatch('/worlds/:worldId/thing') !== null;
  const sparql = useMatch('/worlds/:worldId/sparql') !== null;
  const search = useMatch('/worlds/:worldId/search') !== null;
  const section = editing ? 'Edit' : data ? 'Data' : sparql ? 'SPARQL' : search ? 'Search' : 'Overview';

  // The server reads worlds (it was not asked otherwise) and has none with this ID. Its list, when it has one,
  // offers the worlds a typo may have meant.
  const list = useQuery({
    ...worldQueries.list(connection),
    enabled: notFound && capabilities?.listWorlds === true,
  });
  const checking = notFound && list.isPending && list.fetchStatus !== 'idle';
  const unknown = notFound && !checking;

  // Opening a world puts it at the top of the recent list, under its current name. A world that cannot be
  // read is remembered by ID only when the server cannot read worlds at all: a typo, or a world that is
  // missing or failed to load, is not a world to come back to.
  useEffect(() => {
    if (name !== undefined) rememberWorld(scope, { id: worldId, name });
    else if (cannotRead) rememberWorldId(scope, worldId);
  }, [scope, worldId, name, cannotRead]);

  if (unknown) {
    return (
      <Suspense fallback={null}>
        <UnknownWorld worldId={worldId} worlds={list.data?.worlds ?? []} />
      </Suspense>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 border-b border-slate-200 dark:border-slate-800">
        <div className="min-w-0">
          {thing ? null : <PageTitle parts={[section, title]} />}
          {/* The page has its h1 while the name loads too, so focus and heading navigation find it at once.
              It shows what the URL already says, the world's ID, until the name comes: the first paint of a deep
              link holds the page's heading and waits for no request. A read tried again after a failure is
              "pending" once more; the heading it already showed stays. */}
          <h1 dir="auto" className="text-2xl font-semibold tracking-tight wrap-anywhere">
            {checking ? (
              <>
                <span className="sr-only">Loading the world {worldId}…</span>
                <Skeleton className="h-8 w-64 max-w-full" />
              </>
            ) : world.isPending && !cannotRead && world.errorUpdateCount === 0 ? (
              <>
                <span className="sr-only">Loading the world</span>{' '}
                {/* One line, as most names are: a long ID wrapped to two, then the name in one, moved the page up. */}
                <span className="block truncate text-slate-600 dark:text-slate-400">{worldId}</span>
              </>
            ) : (
              title
            )}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            World ID <code className="wrap-anywhere">{worldId}</code>
          </p>
          {/* On every page of the world, since each of them meets what a suspension does (the Edit page resumes). */}
          {world.data?.state === 'suspended' ? (
            <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50">
              <strong className="font-semibold">Suspended:</strong> the server answers no search in this world until it
              is resumed{' '}
              {editing ? (
                '(Resume world, below).'
              ) : (
                <>
                  (Resume world, on its{' '}
                  <Link to={worldEditPath(worldId)} className="font-medium underline underline-offset-2">
                    Edit page
                  </Link>
                  ).
                </>
              )}
            </p>
          ) : null}
        </div>
        <nav aria-label="World" className="-mb-px flex gap-1 overflow-x-auto">
          <NavLink to={worldOverviewPath(worldId)} className={tabClasses}>
            Overview
          </NavLink>
          <NavLink to={worldEditPath(worldId)} className={tabClasses}>
            Edit
          </NavLink>
          <NavLink to={worldSearchPath(worldId)} className={tabClasses}>
            Search
          </NavLink>
          <NavLink to={worldSparqlPath(worldId)} className={tabClasses}>
            SPARQL
          </NavLink>
          <NavLink to={worldDataPath(worldId)} className={tabClasses}>
            Data
          </NavLink>
        </nav>
      </header>
      {checking ? null : codeMissing ? <ChunkFailureAlert /> : <Outlet />}
    </div>
  );
}
