import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { isApiError } from '../../api/request';
import { worldQueries } from '../../api/worlds';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { rememberWorld, rememberWorldId } from './recent-worlds';
import { worldEditPath, worldSearchPath } from './world-paths';

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${
    isActive
      ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
  }`;

/**
 * The frame of every page about one world: its name, its ID and the Edit /
 * Search tabs. When the world cannot be read, the ID stands in for the name;
 * each page says what failed in its own terms. When the server is known to
 * read worlds and has none with this ID (a typo), the frame says so instead.
 */
export function WorldLayout() {
  const { worldId = '' } = useParams();
  const world = useQuery(worldQueries.detail(worldId));
  const name = world.data?.name;
  // How the last read of this world failed. A read tried again is "pending" with no error until it answers;
  // what the last one said still holds meanwhile, so the frame does not flip between views on every retry.
  const [failed, setFailed] = useState<{ worldId: string; status: number | undefined }>();
  const answered = world.isError
    ? { worldId, status: isApiError(world.error) ? world.error.status : undefined }
    : undefined;
  if (answered && (failed?.worldId !== answered.worldId || failed.status !== answered.status)) setFailed(answered);
  if (world.isSuccess && failed) setFailed(undefined);
  const status = world.isSuccess || failed?.worldId !== worldId ? undefined : failed.status;

  // A 404 for one world proves it does not exist only on a server that reads worlds: one without
  // GET /v1/worlds/{id} answers 404 for every ID. A server that lists its worlds reads them, so the list decides.
  const list = useQuery({ ...worldQueries.list(), enabled: status === 404 });
  const checking = status === 404 && list.isPending;
  const unknown = status === 404 && list.data !== undefined && !list.data.some((listed) => listed.id === worldId);

  // Opening a world puts it at the top of the recent list, under its current name. A world that cannot be
  // read is remembered by ID only when the server says it cannot read worlds at all (405, 501): a typo, or
  // a world that is missing or failed to load, is not a world to come back to.
  const cannotRead = status === 405 || status === 501;
  useEffect(() => {
    if (name !== undefined) rememberWorld({ id: worldId, name });
    else if (cannotRead) rememberWorldId(worldId);
  }, [worldId, name, cannotRead]);

  if (unknown) return <UnknownWorld worldId={worldId} />;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 border-b border-slate-200 dark:border-slate-800">
        <div className="min-w-0">
          {/* A read tried again after a failure is "pending" once more; the heading it already showed stays. */}
          {(world.isPending && world.errorUpdateCount === 0) || checking ? (
            <Skeleton className="h-8 w-64 max-w-full" />
          ) : (
            <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere">{name ?? worldId}</h1>
          )}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            World ID <code className="wrap-anywhere">{worldId}</code>
          </p>
        </div>
        <nav aria-label="World" className="-mb-px flex gap-1">
          <NavLink to={worldEditPath(worldId)} className={tabClasses}>
            Edit
          </NavLink>
          <NavLink to={worldSearchPath(worldId)} className={tabClasses}>
            Search
          </NavLink>
        </nav>
      </header>
      {checking ? null : <Outlet />}
    </div>
  );
}

function UnknownWorld({ worldId }: { worldId: string }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">World not found</h1>
      <Alert
        tone="error"
        title="No world has this ID"
        actions={
          <Link to="/" className={buttonClasses('primary')}>
            Go to the world list
          </Link>
        }
      >
        The server has no world with the ID <code className="wrap-anywhere">{worldId}</code>. Check the ID for a typo,
        or pick the world from the list.
      </Alert>
    </div>
  );
}
