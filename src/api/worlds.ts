import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { connectionId, type Connection, type ConnectionId } from './connection';
import { connectionProfile, worldsApi } from './dialect';
import type { DescribeRequest } from './describe-thing';
import { ApiError } from './request';
import type { SearchRequest } from './worlds-api';
import { loadOnce } from '../lib/load-once';

export type { SearchRequest } from './worlds-api';

/** How many triples each way a description holds at first, and how many more each "Show more" brings. */
export const DESCRIBE_CAP = 500;

/** Asked of a server that cannot: the screens ask its capabilities first, so this is a bug's message. */
const lacking = (what: string) => new ApiError('unsupported', `This server cannot ${what}.`);

/** `GET /v1/worlds` or its dialect's equivalent, every page of it. */
export async function listWorlds(connection: Connection, signal?: AbortSignal) {
  const { listWorlds: list } = await worldsApi(connection);
  if (!list) throw lacking('list its worlds');
  return list(signal);
}

export async function getWorld(connection: Connection, worldId: string, signal?: AbortSignal) {
  const { getWorld: read } = await worldsApi(connection);
  if (!read) throw lacking('read a world');
  return read(worldId, signal);
}

/** What the connection's server can do: found out once with its dialect, so the query never goes stale. */
export const capabilitiesQuery = (connection: Connection) =>
  queryOptions({
    queryKey: ['capabilities', connectionId(connection)] as const,
    queryFn: async () => (await connectionProfile(connection)).capabilities,
    staleTime: Infinity,
  });

export async function searchWorld(connection: Connection, search: SearchRequest, signal?: AbortSignal) {
  return (await worldsApi(connection)).searchWorld(search, signal);
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
  /** Every search of one world. */
  searches: (connection: ConnectionId, worldId: string) => [...worldKeys.all(connection, worldId), 'search'] as const,
  search: (connection: ConnectionId, { worldId, ...search }: SearchRequest) =>
    [...worldKeys.searches(connection, worldId), search] as const,
  /** What a thing is linked with, each way, up to the limits asked for. */
  describe: (connection: ConnectionId, { worldId, iri, outgoingLimit, incomingLimit }: DescribeRequest) =>
    [...worldKeys.all(connection, worldId), 'describe', iri, { outgoingLimit, incomingLimit }] as const,
  /** The list of worlds: a key of its own, since a world's ID could be any string, 'list' too. */
  list: (connection: ConnectionId) => ['world-list', connection] as const,
};

/**
 * For `queryClient.query(…).catch(ignoreFailure)`: a read started early only to warm the cache (the next page, a deep
 * link's world). Its failure is not lost: the page's own query meets it and shows it, with Retry.
 */
export const ignoreFailure = () => undefined;

/** The describe code (and SPARQL's) loads with the first description, never on a first visit. */
const describeCode = loadOnce(() => import('./describe-thing'));

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
      // The previous page stays on screen while the next loads, but never another connection's or another world's:
      // going from one world's search to another's shows no rows until the other world's are in.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[1] === connectionId(connection) && previousQuery.queryKey[2] === search.worldId
          ? keepPreviousData(previous)
          : undefined,
    }),
  /** A thing's triples both ways, with the names of what they mention (describe-thing.ts). */
  describe: (connection: Connection, request: DescribeRequest) =>
    queryOptions({
      queryKey: worldKeys.describe(connectionId(connection), request),
      queryFn: async ({ signal }) => (await describeCode()).describeThing(connection, request, signal),
      // "Show more" keeps the rows on screen while the longer list loads, but only of the same thing.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[1] === connectionId(connection) && previousQuery.queryKey[4] === request.iri
          ? keepPreviousData(previous)
          : undefined,
    }),
  /**
   * A thing's description as its view first asks for it, the first DESCRIBE_CAP triples each way: what a link's click,
   * a deep link and a picture's added neighbourhood ask for, so that each finds the others' read.
   */
  openingDescription: (connection: Connection, worldId: string, iri: string) =>
    worldQueries.describe(connection, { worldId, iri, outgoingLimit: DESCRIBE_CAP, incomingLimit: DESCRIBE_CAP }),
};
