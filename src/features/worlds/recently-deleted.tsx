import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Capabilities } from '../../api/capabilities';
import { connectionId, useConnection } from '../../api/connection';
import { restoreWorld, useDeletedWorlds, type DeletedWorld } from '../../api/deleted-worlds';
import { worldTitle } from '../../api/schemas';
import { worldQueries } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { worldOverviewPath } from '../../lib/world-paths';
import { WorldIdForm } from './world-id-form';
import { dateTimeText } from '../../lib/date-time-text';

/*
 * Restoring deleted worlds, on a server that can (capabilities.restore): the notice right after a delete, and the
 * home page's Recently deleted with restore by ID. A lazy chunk, loaded only where the capability is set, so that
 * the home page's first visit carries none of it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Focus goes to what shows the outcome only when the button that was pressed has gone with its row or notice, so
 * that it is never lost to the page's body; a button still there keeps it. Stable, so React calls it once per node.
 */
function focusIfLost(node: HTMLElement | null) {
  if (node && (document.activeElement === null || document.activeElement === document.body)) node.focus();
}

function useRestore() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (worldId: string) => restoreWorld(connection, queryClient, worldId) });
}
type Restore = ReturnType<typeof useRestore>;

/** What a restore came to: announced, and shown with the world the server returned (and a link to it). */
function RestoreOutcome({ restore }: { restore: Restore }) {
  const world = restore.data;
  return (
    <>
      <p role="status" className="sr-only">
        {restore.isPending ? `Restoring ${restore.variables}…` : world ? `Restored: ${worldTitle(world)}.` : ''}
      </p>
      {world ? (
        <Alert tone="success" title="World restored" live={false}>
          <Link
            ref={focusIfLost}
            to={worldOverviewPath(world.id)}
            dir="auto"
            className="font-medium underline underline-offset-2"
          >
            {worldTitle(world)}
          </Link>{' '}
          (<code className="wrap-anywhere">{world.id}</code>) is back: the server returned it
          {world.state ? ` as ${world.state}` : ''}.
        </Alert>
      ) : restore.isError ? (
        <div ref={focusIfLost} tabIndex={-1} className="focus-visible:outline-2 focus-visible:outline-indigo-500">
          <ApiErrorAlert error={restore.error} title="The world was not restored" />
        </div>
      ) : null}
    </>
  );
}

/** Restore, for one world; busy while its restore is under way (aria-disabled keeps the focus on it). */
function RestoreButton({ restore, world }: { restore: Restore; world: Pick<DeletedWorld, 'id' | 'name'> }) {
  const busy = restore.isPending && restore.variables === world.id;
  return (
    <Button
      aria-label={`Restore ${worldTitle(world)}`}
      aria-disabled={restore.isPending}
      onClick={restore.isPending ? undefined : () => restore.mutate(world.id)}
    >
      {busy ? 'Restoring…' : 'Restore'}
    </Button>
  );
}

/** Right after a delete: what the server did, and Restore; after a restore, the world it gave back. */
export function DeletedNotice({ worldId, graceDays }: { worldId: string; graceDays: number }) {
  const scope = connectionId(useConnection());
  const remembered = useDeletedWorlds(scope, graceDays).find(({ id }) => id === worldId);
  const name = remembered?.name ?? '';
  const restore = useRestore();
  // Restored since (under Recently deleted, in another tab) or forgotten: Restore is not offered again, also when
  // the page is reloaded with the delete still in its history entry.
  if (!remembered && restore.isIdle) return null;
  // The outcome stays in the same place in the tree, so that its status line is the one already there, and is read.
  return (
    <div className="flex flex-col gap-3">
      {restore.isSuccess ? null : (
        <Alert
          tone="success"
          title="World deleted"
          actions={<RestoreButton restore={restore} world={{ id: worldId, name }} />}
        >
          {name ? (
            <>
              <span dir="auto">{name}</span> (<code>{worldId}</code>)
            </>
          ) : (
            <code>{worldId}</code>
          )}{' '}
          is deleted. The server keeps it for {graceDays} days: until then it can be restored, here or under Recently
          deleted.
        </Alert>
      )}
      <RestoreOutcome restore={restore} />
    </div>
  );
}

/**
 * The worlds deleted from this browser on this connection within the server's grace, each with Restore, and a
 * restore by ID for a world deleted elsewhere.
 */
export function RecentlyDeleted({ graceDays, idForm }: { graceDays: number; idForm: Capabilities['worldId'] }) {
  const connection = useConnection();
  const remembered = useDeletedWorlds(connectionId(connection), graceDays);
  // A world the server lists is not deleted any more (restored elsewhere): it is not offered.
  const listed = useQuery({ ...worldQueries.list(connection), enabled: false }).data?.worlds;
  const deleted = remembered.filter(({ id }) => !listed?.some((world) => world.id === id));
  const restore = useRestore();

  return (
    <section aria-labelledby="deleted-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="deleted-heading" className="font-semibold">
          Recently deleted
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The worlds deleted from this browser on this connection. The server keeps a deleted world for {graceDays}{' '}
          days; until then it can be restored.
        </p>
      </div>
      <RestoreOutcome restore={restore} />
      {deleted.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {deleted.map((world) => (
            <li key={world.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 flex-1 basis-48">
                <p dir="auto" className="font-medium wrap-anywhere">
                  {worldTitle(world)}
                </p>
                <code className="text-xs wrap-anywhere text-slate-600 dark:text-slate-400">{world.id}</code>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Deleted {dateTimeText(world.deletedAt)}; can be restored until{' '}
                  {dateTimeText(world.deletedAt + graceDays * DAY_MS)}.
                </p>
              </div>
              <RestoreButton restore={restore} world={world} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No world was deleted from this browser in the last {graceDays} days.
        </p>
      )}
      <RestoreById idForm={idForm} />
    </section>
  );
}

/** A world deleted elsewhere (another browser, another tool) is restored by its ID. */
function RestoreById({ idForm }: { idForm: Capabilities['worldId'] }) {
  const restore = useRestore();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="text-sm font-semibold">Restore by ID</h3>
      <WorldIdForm
        label="ID of a deleted world"
        action="Restore"
        idForm={idForm}
        busyAction={restore.isPending ? 'Restoring…' : undefined}
        onValid={(worldId) => restore.mutate(worldId)}
      />
      <RestoreOutcome restore={restore} />
    </div>
  );
}
