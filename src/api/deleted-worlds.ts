import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { connectionId, type Connection, type ConnectionId } from './connection';
import { worldsApi } from './dialect';
import { ApiError, isApiError } from './request';
import type { World, WorldList } from './schemas';
import { worldKeys } from './worlds';
import { onStoredChangeElsewhere, readStored, writeStored } from '../lib/browser-storage';

/*
 * The worlds deleted from this browser, per connection, on a server that can restore them (capabilities.restore):
 * the home page's Recently deleted. The server lists no deleted worlds (recorded/dataplane/72), so this browser's
 * memory is all there is. An entry leaves when its world is restored, when its grace has passed, or when the server
 * says the world is not deleted. Loaded only with the pages that delete or restore, never on a first visit.
 */

const deletedKey = (connection: ConnectionId) => `worlds-dashboard:deleted-worlds:${connection}`;
/** Enough for a month of deleting by hand; the oldest leave first. */
const DELETED_WORLDS_MAX = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

const deletedWorldSchema = z.object({ id: z.string(), name: z.string(), deletedAt: z.number() });
export type DeletedWorld = z.output<typeof deletedWorldSchema>;

const listeners = new Set<() => void>();
let cache: { key: string; raw: string | null; graceDays: number; worlds: DeletedWorld[] } = {
  key: '',
  raw: null,
  graceDays: 0,
  worlds: [],
};

/** The connection's deleted worlds still within `graceDays`, newest first. */
function readDeletedWorlds(connection: ConnectionId, graceDays: number): DeletedWorld[] {
  const key = deletedKey(connection);
  const raw = readStored('device', key);
  // useSyncExternalStore needs the same array back while nothing changed.
  if (key === cache.key && raw === cache.raw && graceDays === cache.graceDays) return cache.worlds;
  let stored: DeletedWorld[] = [];
  try {
    stored = z.catch(z.array(deletedWorldSchema), []).parse(raw ? JSON.parse(raw) : []);
  } catch {
    stored = [];
  }
  const since = Date.now() - graceDays * DAY_MS;
  const worlds = stored.filter(({ deletedAt }) => deletedAt > since);
  cache = { key, raw, graceDays, worlds };
  return worlds;
}

function store(connection: ConnectionId, worlds: DeletedWorld[]) {
  writeStored('device', deletedKey(connection), JSON.stringify(worlds.slice(0, DELETED_WORLDS_MAX)));
  listeners.forEach((listener) => listener());
}

export function rememberDeletedWorld(
  connection: ConnectionId,
  graceDays: number,
  world: Pick<DeletedWorld, 'id' | 'name'>,
  deletedAt = Date.now(),
) {
  const others = readDeletedWorlds(connection, graceDays).filter(({ id }) => id !== world.id);
  store(connection, [{ ...world, deletedAt }, ...others]);
}

function forgetDeletedWorld(connection: ConnectionId, worldId: string) {
  // Read without a cut, so that what is kept past its grace is not thrown away here (it is, at the next remember).
  const current = readDeletedWorlds(connection, Infinity);
  if (!current.some(({ id }) => id === worldId)) return;
  store(
    connection,
    current.filter(({ id }) => id !== worldId),
  );
}

export function useDeletedWorlds(connection: ConnectionId, graceDays: number): DeletedWorld[] {
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      // A delete or a restore in another tab updates this one too.
      const stopListening = onStoredChangeElsewhere(deletedKey(connection), listener);
      return () => {
        listeners.delete(listener);
        stopListening();
      };
    },
    [connection],
  );
  return useSyncExternalStore(subscribe, () => readDeletedWorlds(connection, graceDays));
}

/**
 * Brings a deleted world back. The world is the one the server returned; the list is read again before this
 * resolves, so it shows the world at once. A server that says the world is not deleted has the entry forgotten.
 */
export async function restoreWorld(connection: Connection, queryClient: QueryClient, worldId: string): Promise<World> {
  const { restoreWorld: restore } = await worldsApi(connection);
  if (!restore) throw new ApiError('unsupported', 'This server cannot restore deleted worlds.');
  const scope = connectionId(connection);
  let world: World;
  try {
    world = await restore(worldId);
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404 && !error.fromProxy) {
      forgetDeletedWorld(scope, worldId);
    }
    throw error;
  }
  forgetDeletedWorld(scope, worldId);
  queryClient.setQueryData(worldKeys.world(scope, world.id), world);
  await queryClient.invalidateQueries({ queryKey: worldKeys.list(scope) });
  return world;
}

/** The name a deleted world is remembered by: as it was last read, from the world or the list. */
export function lastKnownName(queryClient: QueryClient, connection: ConnectionId, worldId: string): string {
  const world =
    queryClient.getQueryData<World>(worldKeys.world(connection, worldId)) ??
    queryClient.getQueryData<WorldList>(worldKeys.list(connection))?.worlds.find(({ id }) => id === worldId);
  return world?.name ?? '';
}
