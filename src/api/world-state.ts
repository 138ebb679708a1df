import type { QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection } from './connection';
import { worldsApi } from './dialect';
import { ApiError } from './request';
import type { World, WorldList } from './schemas';
import { worldKeys } from './worlds';

/*
 * Suspending, resuming and reindexing a world, on a server that can (capabilities.suspend, capabilities.reindex);
 * loaded only by the page that does these. Each owns its cache effects: the world the server answered with is the
 * one every page shows at once, and what was read of its data while it was otherwise is read again.
 */

const lacking = (what: string) => new ApiError('unsupported', `This server cannot ${what}.`);

/** Suspends (true) or resumes (false) the world; resolves to the world as the server answered, its state in it. */
export async function setWorldSuspended(
  connection: Connection,
  queryClient: QueryClient,
  { worldId, suspended }: { worldId: string; suspended: boolean },
): Promise<World> {
  const { setWorldSuspended: set } = await worldsApi(connection);
  if (!set) throw lacking('suspend or resume worlds');
  const answered = await set(worldId, suspended);
  const scope = connectionId(connection);
  const merged = (world: World) => ({ ...world, ...answered });
  queryClient.setQueryData(worldKeys.world(scope, worldId), (world: World | undefined) =>
    world ? merged(world) : answered,
  );
  queryClient.setQueryData(worldKeys.list(scope), (list: WorldList | undefined) =>
    list ? { ...list, worlds: list.worlds.map((world) => (world.id === worldId ? merged(world) : world)) } : list,
  );
  // Its searches, counts and descriptions were read while it answered them, or did not.
  void queryClient.invalidateQueries({ queryKey: worldKeys.all(scope, worldId) });
  void queryClient.invalidateQueries({ queryKey: worldKeys.list(scope) });
  return answered;
}

/** Rebuilds the world's search index; resolves to what the server said it did (`completed`). */
export async function reindexWorld(connection: Connection, queryClient: QueryClient, worldId: string) {
  const { reindexWorld: reindex } = await worldsApi(connection);
  if (!reindex) throw lacking('reindex a world');
  const done = await reindex(worldId);
  // Its searches were answered from the index before.
  void queryClient.invalidateQueries({ queryKey: [...worldKeys.all(connectionId(connection), worldId), 'search'] });
  return done;
}
