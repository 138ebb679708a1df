import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection, type ConnectionId } from './connection';
import { worldsApi } from './dialect';
import type { World, WorldUpdate } from './schemas';
import { isApiError } from './request';
import type { SaveReply, SearchRequest } from './worlds-api';

export type { SearchRequest } from './worlds-api';

/** `GET /v1/worlds` or its dialect's equivalent, every page of it. */
export async function listWorlds(connection: Connection, signal?: AbortSignal) {
  return (await worldsApi(connection)).listWorlds(signal);
}

export async function getWorld(connection: Connection, worldId: string, signal?: AbortSignal) {
  return (await worldsApi(connection)).getWorld(worldId, signal);
}

export async function searchWorld(connection: Connection, search: SearchRequest, signal?: AbortSignal) {
  return (await worldsApi(connection)).searchWorld(search, signal);
}

/** The HTTP request of a search on the connection's server, in its dialect; never with the key itself. */
export async function searchRequest(connection: Connection, search: SearchRequest) {
  return (await worldsApi(connection)).searchRequest(search);
}

/**
 * Every key names its connection first, so that nothing read from one server is ever shown for another, and a
 * switch needs no cache to be cleared. What is about one world sits under `all(connection, worldId)`: a delete
 * removes that prefix, an import invalidates it.
 */
export const worldKeys = {
  /** Everything read through one connection about its worlds (not the list of them). */
  connection: (connection: ConnectionId) => ['worlds', connection] as const,
  /** Everything about one world: the world, its searches, descriptions and SPARQL results. */
  all: (connection: ConnectionId, worldId: string) => [...worldKeys.connection(connection), worldId] as const,
  world: (connection: ConnectionId, worldId: string) => [...worldKeys.all(connection, worldId), 'world'] as const,
  search: (connection: ConnectionId, { worldId, ...search }: SearchRequest) =>
    [...worldKeys.all(connection, worldId), 'search', search] as const,
  /** The list of worlds: a key of its own, since a world's ID could be any string, 'list' too. */
  list: (connection: ConnectionId) => ['world-list', connection] as const,
};

export const worldQueries = {
  list: (connection: Connection) =>
    queryOptions({
      queryKey: worldKeys.list(connectionId(connection)),
      queryFn: ({ signal }) => listWorlds(connection, signal),
    }),
  detail: (connection: Connection, worldId: string) =>
    queryOptions({
      queryKey: worldKeys.world(connectionId(connection), worldId),
      queryFn: ({ signal }) => getWorld(connection, worldId, signal),
    }),
  search: (connection: Connection, search: SearchRequest) =>
    queryOptions({
      queryKey: worldKeys.search(connectionId(connection), search),
      // The page carries the search it answers, so a previous page kept on screen while the next loads
      // is still numbered and exported as what it is.
      queryFn: async ({ signal }) => ({ search, ...(await searchWorld(connection, search, signal)) }),
      // The previous page stays on screen while the next loads, but never another connection's.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[1] === connectionId(connection) ? keepPreviousData(previous) : undefined,
    }),
};

type Field = keyof WorldUpdate;

/**
 * What a save came to, as far as the server shows it. `world` is what the server holds, as its reply or the
 * read-back after it shows (undefined when neither did: then `readBackError` says why); `unchanged` lists the
 * fields sent that the server was seen not to hold; `replyUnderstood` is false when a 2xx came with a reply that
 * is not a world (or not JSON), so that only the read-back could tell whether anything was saved.
 */
export interface SaveResult {
  world: World | undefined;
  seenIn: 'reply' | 'read-back' | undefined;
  replyUnderstood: boolean;
  unchanged: Field[];
  readBackError?: unknown;
}

/** A stored name is compared as the form sends it: trimmed. */
const holds = (world: World, field: Field, sent: string) =>
  (field === 'name' ? world.name.trim() : world[field]) === sent;

/**
 * Saves and checks. A 2xx proves nothing on every server (the REST server drops keys it does not know with
 * a 204), so the saved fields are compared with the world in the reply, or, when the reply has none, with
 * the world read back.
 */
export async function saveWorld(
  connection: Connection,
  worldId: string,
  changes: WorldUpdate,
  signal?: AbortSignal,
): Promise<SaveResult> {
  const api = await worldsApi(connection);
  let reply: SaveReply;
  try {
    reply = await api.updateWorld(worldId, changes, signal);
  } catch (error) {
    // An invalid reply is a 2xx (any other status is an HTTP error) whose body could not be read: the request
    // arrived, and it is not known what it did.
    if (!isApiError(error) || error.kind !== 'invalid-reply') throw error;
    reply = { kind: 'not-understood' };
  }
  const replyUnderstood = reply.kind !== 'not-understood';
  let world: World;
  let seenIn: SaveResult['seenIn'];
  if (reply.kind === 'world') {
    world = reply.world;
    seenIn = 'reply';
  } else {
    try {
      world = await api.getWorld(worldId, signal);
      seenIn = 'read-back';
    } catch (readBackError) {
      return { world: undefined, seenIn: undefined, replyUnderstood, unchanged: [], readBackError };
    }
  }
  const sent = Object.entries(changes) as [Field, string][];
  const unchanged = sent.filter(([field, value]) => !holds(world, field, value)).map(([field]) => field);
  return { world, seenIn, replyUnderstood, unchanged };
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
export function updateWorldMutation(queryClient: QueryClient, connection: Connection, worldId: string) {
  const id = connectionId(connection);
  return {
    mutationKey: [...worldKeys.all(id, worldId), 'update'] as const,
    mutationFn: (changes: WorldUpdate) => saveWorld(connection, worldId, changes),
    retry: false,
    onSuccess: ({ world: saved }: SaveResult) => {
      const detailKey = worldQueries.detail(connection, worldId).queryKey;
      const listKey = worldQueries.list(connection).queryKey;
      if (saved) {
        queryClient.setQueryData(detailKey, (world) => (world ? { ...world, ...saved } : saved));
        queryClient.setQueryData(listKey, (list) =>
          list
            ? { ...list, worlds: list.worlds.map((world) => (world.id === worldId ? { ...world, ...saved } : world)) }
            : list,
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: detailKey });
      }
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  };
}
