import type { QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection } from './connection';
import { worldsApi } from './dialect';
import { ApiError, isApiError } from './request';
import type { World, WorldUpdate } from './schemas';
import { worldKeys, worldQueries } from './worlds';
import type { SaveReply } from './worlds-api';

/*
 * One save: the read that checks for someone else's change, the write, and the read-back that shows what the
 * server holds, in one mutation whose result says what was seen.
 */

type Field = keyof WorldUpdate;

/** The check for someone else's change is quick: a server too slow to answer it should not double the wait. */
const CONFLICT_CHECK_TIMEOUT_MS = 5_000;

export interface SaveInput {
  changes: WorldUpdate;
  /** What the form loaded, as a save would send it, to notice someone else's change first; absent: no check. */
  loaded?: WorldUpdate;
}

/**
 * What a save came to, as far as the server shows it.
 * - `saved`: the server holds `world`, as its reply or the read-back after it shows; `unchanged` lists the fields
 *   sent that it was seen not to hold (a partial save); `replyUnderstood` is false when a 2xx came with a reply that
 *   is not a world (or not JSON), so that only the read-back could tell.
 * - `unconfirmed`: sent, but the world could not be read back (`readBackError`), so whether it saved is not known.
 * - `conflict`: nothing sent: someone else changed a field being saved since it was loaded; `server` holds now.
 * - `unchecked`: nothing sent: the check for such a change failed (`error`), so the person decides.
 */
export type SaveResult =
  | { kind: 'saved'; world: World; seenIn: 'reply' | 'read-back'; replyUnderstood: boolean; unchanged: Field[] }
  | { kind: 'unconfirmed'; replyUnderstood: boolean; readBackError: unknown }
  | { kind: 'conflict'; server: World }
  | { kind: 'unchecked'; error: unknown };

/** A world's value of a field that a save sends, as the save sends it (a search setting is a number or a name). */
const savedValue = (world: World, field: Field): string | number | undefined =>
  field === 'name' || field === 'description' ? world[field] : world.searchSettings?.[field];

/** A stored name is compared as the form sends it: trimmed. */
const holds = (world: World, field: Field, sent: string | number) =>
  (field === 'name' ? world.name.trim() : savedValue(world, field)) === sent;

/** A field being saved that the server changed since it was loaded, to another value than the one sent. */
const changedElsewhere = (changes: WorldUpdate, loaded: WorldUpdate, current: World) =>
  (Object.entries(changes) as [Field, string | number][]).some(([field, mine]) => {
    const now = savedValue(current, field);
    return now !== loaded[field] && now !== mine;
  });

async function readForCheck(read: (signal: AbortSignal) => Promise<World>): Promise<World> {
  const timeout = AbortSignal.timeout(CONFLICT_CHECK_TIMEOUT_MS);
  try {
    return await read(timeout);
  } catch (error) {
    if (!timeout.aborted) throw error;
    throw new ApiError('timeout', `The server did not answer within ${CONFLICT_CHECK_TIMEOUT_MS / 1000} seconds.`);
  }
}

/**
 * Checks, saves and confirms. A 2xx proves nothing on every server (the REST server drops keys it does not know
 * with a 204), so the saved fields are compared with the world in the reply, or, when the reply has none, with the
 * world read back once.
 */
export async function saveWorld(
  connection: Connection,
  worldId: string,
  { changes, loaded }: SaveInput,
  signal?: AbortSignal,
): Promise<SaveResult> {
  const api = await worldsApi(connection);
  const { getWorld } = api;
  // A server that cannot read worlds can neither be checked nor read back: the form does not ask it to check.
  if (loaded && getWorld) {
    let current: World;
    try {
      current = await readForCheck((timeout) =>
        getWorld(worldId, signal ? AbortSignal.any([signal, timeout]) : timeout),
      );
    } catch (error) {
      // Saving unchecked could overwrite someone else's change unseen: nothing is sent until the person says so.
      return { kind: 'unchecked', error };
    }
    if (changedElsewhere(changes, loaded, current)) return { kind: 'conflict', server: current };
  }
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
  if (reply.kind === 'world') {
    world = reply.world;
  } else {
    try {
      if (!getWorld) throw new ApiError('unsupported', 'This server cannot read worlds back.');
      world = await getWorld(worldId, signal);
    } catch (readBackError) {
      return { kind: 'unconfirmed', replyUnderstood, readBackError };
    }
  }
  const sent = Object.entries(changes) as [Field, string | number][];
  const unchanged = sent.filter(([field, value]) => !holds(world, field, value)).map(([field]) => field);
  return { kind: 'saved', world, seenIn: reply.kind === 'world' ? 'reply' : 'read-back', replyUnderstood, unchanged };
}

/**
 * Saving a world: never retried automatically. What the server was seen to hold goes into the cache at once (the
 * world read by the check, or the one saved), so the heading, the list and the recent worlds show what the server
 * has (never what was merely sent). A saved world was just seen on the server (its reply, or the read-back that
 * checked the save), so it is not read a third time; only a save that could not be confirmed reads it again. The
 * list is marked stale and refetched where it is next shown.
 */
export function updateWorldMutation(queryClient: QueryClient, connection: Connection, worldId: string) {
  const detailKey = worldQueries.detail(connection, worldId).queryKey;
  const listKey = worldQueries.list(connection).queryKey;
  return {
    mutationKey: [...worldKeys.all(connectionId(connection), worldId), 'update'] as const,
    mutationFn: (input: SaveInput) => saveWorld(connection, worldId, input),
    retry: false,
    onSuccess: (result: SaveResult) => {
      switch (result.kind) {
        case 'unchecked':
          return;
        case 'conflict':
          queryClient.setQueryData(detailKey, result.server);
          return;
        case 'unconfirmed':
          void queryClient.invalidateQueries({ queryKey: detailKey });
          void queryClient.invalidateQueries({ queryKey: listKey });
          return;
        case 'saved': {
          const saved = result.world;
          queryClient.setQueryData(detailKey, (world) => (world ? { ...world, ...saved } : saved));
          queryClient.setQueryData(listKey, (list) =>
            list
              ? { ...list, worlds: list.worlds.map((world) => (world.id === worldId ? { ...world, ...saved } : world)) }
              : list,
          );
          void queryClient.invalidateQueries({ queryKey: listKey });
        }
      }
    },
  };
}
