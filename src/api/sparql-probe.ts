import { connectionId, usesOfflineMock, type Connection } from './connection';
import { capabilitiesOf, connectionProfile, findOut, rememberFound } from './dialect';
import type { HttpRequestDescription } from './http-request';
import { isApiError, request } from './request';
import * as z from 'zod/mini';

/*
 * Whether a v1 server answers SPARQL: asked only by the pages that use SPARQL (the SPARQL page, a thing's view), so
 * apart from dialect.ts, whose code every first visit loads.
 */

const anyJson = z.unknown();

/**
 * Whether the connection's server answers SPARQL, for a v1 server found out when first needed by one harmless ASK
 * against the world at hand, and remembered like the dialect. A server without the route (405, 501, a 404 that is
 * not about the world), or one whose answer is not an ASK's, has none. A 404 may be the world's own (it does not
 * exist), which says nothing of the server: the world's read tells them apart, and a missing world is the person's
 * to see, as is any other failure (no answer, a refused key); nothing is remembered then. The other servers'
 * capabilities say it from the start (capabilities.ts).
 */
export async function probeSparql(connection: Connection, worldId: string): Promise<boolean> {
  if (usesOfflineMock(connection)) return (await connectionProfile(connection)).capabilities.sparql !== false;
  const found = await findOut(connection, false);
  if (found.dialect !== 'v1' || found.sparql !== undefined) return (await capabilitiesOf(found)).sparql !== false;
  const { sparqlAskSchema, sparqlProtocolRequest } = await import('./sparql');
  let sparql: boolean;
  try {
    await request(sparqlProtocolRequest(worldId, 'ASK {}'), { schema: sparqlAskSchema, connection });
    sparql = true;
  } catch (error) {
    const status = isApiError(error) && error.kind === 'http' ? error.status : undefined;
    if (status === 404) {
      if (!found.readsWorlds) return false;
      // Throws the world's own 404 when it is the world that is missing.
      await request(readOneWorld(worldId), { schema: anyJson, connection });
    } else if (!(isApiError(error) && error.kind === 'invalid-reply') && status !== 405 && status !== 501) {
      throw error;
    }
    sparql = false;
  }
  rememberFound(connectionId(connection), { ...found, sparql });
  return sparql;
}

const readOneWorld = (worldId: string): HttpRequestDescription => ({
  method: 'GET',
  path: `/v1/worlds/${encodeURIComponent(worldId)}`,
  keyHeader: 'bearer',
});
