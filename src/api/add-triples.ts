import type { QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection } from './connection';
import { worldsApi } from './dialect';
import { ApiError } from './request';
import { worldKeys } from './worlds';
import type { ImportParts, WorldsApi } from './worlds-api';

/*
 * The one way a file's triples are added to a world, whatever the server: in parts of a few thousand triples, each
 * part one request that the server adds, sent one after another (the Data page reads the file as a stream and cuts
 * the parts: features/world-data/import-stream.ts). How a part is written and sent is the server's
 * (WorldsApi.importParts): SPARQL `INSERT DATA` where the server's own import replaces what a world holds (rest),
 * N-Quads through the import where it adds (rpc, the offline data), a JSON array of triples (dataplane). A server
 * scopes blank node labels to one request, so the triples of one blank node are kept in one part.
 */

/** Triples per request: small enough that a part is answered well within the 15 s time-out. */
export const TRIPLES_PER_PART = 2_000;

/**
 * How the connection's server takes a file's parts: its own way (WorldsApi.importParts, dataplane's JSON array), or
 * else by what its import does. Where it adds (rpc, the offline data), each part goes through it as N-Quads, which
 * every server's RDF import reads; where it replaces (rest), each part is a SPARQL `INSERT DATA`, which adds.
 */
export async function importPartsOf(connection: Connection): Promise<ImportParts> {
  const api: WorldsApi = await worldsApi(connection);
  if (api.importParts) return api.importParts;
  const { importWorld, runSparql, capabilities } = api;
  if (capabilities.import === 'adds' && importWorld) {
    return {
      format: 'n-quads',
      send: (worldId, body, signal) => importWorld(worldId, body, 'n-quads', signal),
    };
  }
  if (capabilities.import === 'replaces' && runSparql) {
    return {
      format: 'sparql-insert',
      async send(worldId, body, signal) {
        await runSparql(worldId, { text: body, kind: 'update' }, signal);
      },
    };
  }
  throw new ApiError('unsupported', 'This server cannot add triples to a world.');
}

/**
 * How parts already added are taken back, where the server runs SPARQL updates: each as a `DELETE DATA` of the same
 * triples. Undefined where it has no SPARQL.
 */
export async function takeBackPartsOf(
  connection: Connection,
): Promise<((worldId: string, body: string, signal?: AbortSignal) => Promise<void>) | undefined> {
  const { runSparql, capabilities } = await worldsApi(connection);
  if (!runSparql || capabilities.sparql === false) return undefined;
  return async (worldId, body, signal) => {
    await runSparql(worldId, { text: body, kind: 'update' }, signal);
  };
}

/**
 * Everything read of a world's data is stale once triples were added or taken away: its facts, searches, things,
 * SPARQL answers (and the overview's aggregates, which belong here too). Resolves once they are read again.
 */
export function invalidateWorldData(connection: Connection, queryClient: QueryClient, worldId: string) {
  return queryClient.invalidateQueries({ queryKey: worldKeys.all(connectionId(connection), worldId) });
}
