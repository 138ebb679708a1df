import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection } from './connection';
import { COUNT_QUERY } from './dashboard-queries';
import { lastKnownName, rememberDeletedWorld } from './deleted-worlds';
import { worldsApi } from './dialect';
import { forgetRecentWorld } from './recent-worlds';
import { ApiError, isApiError } from './request';
import type { WorldList } from './schemas';
import { worldKeys } from './worlds';
import type { NewWorld, RdfFormat } from './worlds-api';

/*
 * Creating, deleting, importing into and exporting a world, on a server that can (capabilities.ts); loaded only by
 * the pages that do these, never on a first visit. Each mutation owns its cache effects: the list knows a created or
 * deleted world without a reload, and an import makes what was read of the world stale.
 */

const lacking = (what: string) => new ApiError('unsupported', `This server cannot ${what}.`);

export async function createWorld(
  connection: Connection,
  queryClient: QueryClient,
  world: NewWorld,
  signal?: AbortSignal,
) {
  const { createWorld: create } = await worldsApi(connection);
  if (!create) throw lacking('create worlds');
  const created = await create(world, signal);
  const scope = connectionId(connection);
  queryClient.setQueryData(worldKeys.world(scope, created.id), created);
  queryClient.setQueryData(worldKeys.list(scope), (list: WorldList | undefined) =>
    list ? { ...list, worlds: [...list.worlds.filter(({ id }) => id !== created.id), created] } : list,
  );
  void queryClient.invalidateQueries({ queryKey: worldKeys.list(scope) });
  return created;
}

export async function deleteWorld(connection: Connection, queryClient: QueryClient, worldId: string) {
  const { deleteWorld: remove, capabilities } = await worldsApi(connection);
  if (!remove) throw lacking('delete worlds');
  await remove(worldId);
  const scope = connectionId(connection);
  forgetRecentWorld(scope, worldId);
  // A world that can be restored is remembered for the home page's Recently deleted, by its name as last read.
  if (capabilities.restore) {
    const name = lastKnownName(queryClient, scope, worldId);
    rememberDeletedWorld(scope, capabilities.restore.graceDays, { id: worldId, name });
  }
  queryClient.removeQueries({ queryKey: worldKeys.all(scope, worldId) });
  queryClient.setQueryData(worldKeys.list(scope), (list: WorldList | undefined) =>
    list ? { ...list, worlds: list.worlds.filter(({ id }) => id !== worldId) } : list,
  );
  void queryClient.invalidateQueries({ queryKey: worldKeys.list(scope) });
}

export async function importWorld(
  connection: Connection,
  queryClient: QueryClient,
  { worldId, rdf, format }: { worldId: string; rdf: string; format: RdfFormat },
) {
  const { importWorld: load } = await worldsApi(connection);
  if (!load) throw lacking('import data');
  try {
    await load(worldId, rdf, format);
  } catch (error) {
    throw asRefusedData(error);
  }
  // Its searches, descriptions and facts are stale now; wait for them, so the page shows the new count at once.
  await queryClient.invalidateQueries({ queryKey: worldKeys.all(connectionId(connection), worldId) });
}

/**
 * The RPC server answers data it cannot parse with `500 INTERNAL` and the parser's message ("Unexpected "not" on
 * line 1."): the data was bad, not the server, so it is said as a refusal of the data.
 */
function asRefusedData(error: unknown) {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 500 || typeof error.body !== 'string')
    return error;
  let code: unknown;
  let message: unknown;
  try {
    const body: unknown = JSON.parse(error.body);
    const inner: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined;
    code = typeof inner === 'object' && inner !== null ? Reflect.get(inner, 'code') : undefined;
    message = typeof inner === 'object' && inner !== null ? Reflect.get(inner, 'message') : undefined;
  } catch {
    return error;
  }
  if (code !== 'INTERNAL' || typeof message !== 'string' || !/\bline \d+/.test(message)) return error;
  return new ApiError('http', `The server could not read the data: ${message}`, {
    status: 500,
    body: error.body,
  });
}

/** The whole world as RDF, part by part as the server gives it (WorldsApi.exportWorld). */
export async function* exportWorld(connection: Connection, worldId: string, format: RdfFormat, signal?: AbortSignal) {
  const { exportWorld: dump } = await worldsApi(connection);
  if (!dump) throw lacking('export a world');
  yield* dump(worldId, format, signal);
}

/** What the Data page tells of a world: its number of triples and its times, each where the server gives it. */
export interface WorldFacts {
  /** By SPARQL COUNT; undefined when the server has no SPARQL. */
  triples?: number;
  /** Why the count is missing, when it failed. */
  triplesError?: string;
  createdAt?: number;
  updatedAt?: number;
}

export const worldFactsQuery = (connection: Connection, worldId: string) =>
  queryOptions({
    queryKey: [...worldKeys.all(connectionId(connection), worldId), 'facts'] as const,
    queryFn: async ({ signal }): Promise<WorldFacts> => {
      const api = await worldsApi(connection);
      const [count, times] = await Promise.allSettled([
        api.sparqlSelect?.(worldId, COUNT_QUERY, signal),
        api.worldTimes?.(worldId, signal),
      ]);
      const facts: WorldFacts = {};
      if (count.status === 'fulfilled' && count.value) {
        const value = count.value.rows[0]?.triples?.value;
        if (value !== undefined && /^\d+$/.test(value)) facts.triples = Number(value);
      } else if (count.status === 'rejected') {
        facts.triplesError = count.reason instanceof Error ? count.reason.message : String(count.reason);
      }
      if (times.status === 'fulfilled' && times.value) Object.assign(facts, times.value);
      return facts;
    },
  });

/** What was done to the world, newest first, on a server that keeps a log (capabilities.log). */
export const worldLogQuery = (connection: Connection, worldId: string) =>
  queryOptions({
    queryKey: [...worldKeys.all(connectionId(connection), worldId), 'log'] as const,
    queryFn: async ({ signal }) => {
      const { worldLog } = await worldsApi(connection);
      if (!worldLog) throw lacking('show a world’s log');
      return worldLog(worldId, signal);
    },
  });
