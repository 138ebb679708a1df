import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink, Outlet, useMatch, useParams } from 'react-router';
import { worldQueries } from '../../api/worlds';
import { PageTitle } from '../../components/page-title';
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
 * each page says what failed in its own terms.
 */
export function WorldLayout() {
  const { worldId = '' } = useParams();
  const world = useQuery(worldQueries.detail(worldId));
  const name = world.data?.name;
  const section = useMatch('/worlds/:worldId/edit') ? 'Edit' : 'Search';

  // Opening a world puts it at the top of the recent list, under its current name; a server that cannot
  // read worlds still gets its opened worlds remembered, by ID.
  const failed = world.isError;
  useEffect(() => {
    if (name !== undefined) rememberWorld({ id: worldId, name });
    else if (failed) rememberWorldId(worldId);
  }, [worldId, name, failed]);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 border-b border-slate-200 dark:border-slate-800">
        <div className="min-w-0">
          <PageTitle parts={[section, name ?? worldId]} />
          {/* The page has its h1 while the name loads too, so focus and heading navigation find it at once. */}
          <h1 dir="auto" className="text-2xl font-semibold tracking-tight break-words">
            {world.isPending ? (
              <>
                <span className="sr-only">Loading the world {worldId}…</span>
                <Skeleton className="h-8 w-64 max-w-full" />
              </>
            ) : (
              (name ?? worldId)
            )}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            World ID <code className="break-all">{worldId}</code>
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
      <Outlet />
    </div>
  );
}
