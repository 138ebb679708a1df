import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Connection } from './connection';
import { worldsApi } from './dialect';
import type { World, WorldUpdate } from './schemas';
import type { SearchRequest } from './worlds-api';

export type { SearchRequest } from './worlds-api';

/** `GET /v1/worlds` or its dialect's equivalent, every page of it. */
export async function listWorlds(signal?: AbortSignal, connection?: Connection) {
  return (await worldsApi(connection)).listWorlds(signal);
}

export async function getWorld(worldId: string, signal?: AbortSignal) {
  return (await worldsApi()).getWorld(worldId, signal);
}

export async function searchWorld(search: SearchRequest, signal?: AbortSignal) {
  return (await worldsApi()).searchWorld(search, signal);
}

/** The HTTP request of a search on the configured server, in its dialect; never with the key itself. */
export async function searchRequest(search: SearchRequest) {
  return (await worldsApi()).searchRequest(search);
}

export const worldQueries = {
  all: () => ['worlds'] as const,
  list: () =>
    queryOptions({
      queryKey: [...worldQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listWorlds(signal),
    }),
  detail: (worldId: string) =>
    queryOptions({
      queryKey: [...worldQueries.all(), 'detail', worldId] as const,
      queryFn: ({ signal }) => getWorld(worldId, signal),
    }),
  search: (search: SearchRequest) =>
    queryOptions({
      queryKey: [...worldQueries.all(), 'search', search] as const,
      // The page carries the search it answers, so a previous page kept on screen while the next loads
      // is still numbered and exported as what it is.
      queryFn: async ({ signal }) => ({ search, ...(await searchWorld(search, signal)) }),
      placeholderData: keepPreviousData,
    }),
};

type Field = keyof WorldUpdate;

/**
 * What a save came to, as far as the server shows it. `world` is what the server holds (when its reply or a
 * read-back says); `unchanged` lists the fields sent that the server did not take; `confirmed` is false when
 * nothing could be read back to check.
 */
export interface SaveResult {
  world: World | undefined;
  unchanged: Field[];
  confirmed: boolean;
}

/** A stored name is compared as the form sends it: trimmed. */
const holds = (world: World, field: Field, sent: string) =>
  (field === 'name' ? world.name.trim() : world[field]) === sent;

/**
 * Saves and checks. A 2xx proves nothing on every server (the REST server drops keys it does not know with
 * a 204), so the saved fields are compared with the world in the reply, or, when the reply has none, with
 * the world read back.
 */
export async function saveWorld(worldId: string, changes: WorldUpdate, signal?: AbortSignal): Promise<SaveResult> {
  const api = await worldsApi();
  const replied = await api.updateWorld(worldId, changes, signal);
  const world = replied ?? (await api.getWorld(worldId, signal).catch(() => undefined));
  if (!world) return { world: undefined, unchanged: [], confirmed: false };
  const sent = Object.entries(changes) as [Field, string][];
  const unchanged = sent.filter(([field, value]) => !holds(world, field, value)).map(([field]) => field);
  return { world, unchanged, confirmed: true };
}

/**
 * Saving a world: PUTs are never retried automatically. On success the world
 * as the server holds it goes into the cache at once, so the heading, the
 * list and the recent worlds show what the server has (never what was merely
 * sent). That world was just seen on the server (its reply, or the read-back
 * that checked the save), so the world is not read a third time; only a save
 * that could not be checked reads it again. The list is marked stale and
 * refetched where it is next shown.
 */
export function updateWorldMutation(queryClient: QueryClient, worldId: string) {
  return {
    mutationKey: [...worldQueries.all(), 'update', worldId] as const,
    mutationFn: (changes: WorldUpdate) => saveWorld(worldId, changes),
    retry: false,
    onSuccess: ({ world: saved }: SaveResult) => {
      const detailKey = worldQueries.detail(worldId).queryKey;
      if (saved) {
        queryClient.setQueryData(detailKey, (world) => (world ? { ...world, ...saved } : saved));
        queryClient.setQueryData(worldQueries.list().queryKey, (worlds) =>
          worlds?.map((world) => (world.id === worldId ? { ...world, ...saved } : world)),
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: detailKey });
      }
      void queryClient.invalidateQueries({ queryKey: worldQueries.list().queryKey });
    },
  };
}
