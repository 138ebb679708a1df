import * as z from 'zod/mini';
import type { Connection } from '../connection';
import type { HttpRequestDescription } from '../http-request';
import { explainRefusal } from '../refusals';
import { request } from '../request';
import type { ImportParts } from '../worlds-api';
import { dataplaneErrorCode, dataplaneRoot } from './dataplane-profile';

/*
 * The dataplane server's import, as the dashboard uses it: a JSON array of `{subject, predicate, object, graph?}`
 * inside `{data, contentType: "application/json"}` (recorded/dataplane/49), one part a request. The server takes no
 * RDF format, whatever its OpenAPI document says (46-48 refuse Turtle and N-Triples, 52 answers a raw body with
 * 500), and keeps every term as its plain value: an object that looks like an IRI becomes one, any other a plain
 * literal, so language tags and datatypes are lost (54). Its document calls a subject an "RDF subject URI" and has
 * no blank nodes: a file's blank nodes are sent as IRIs of their own, `urn:uuid:…`, one per blank node of the file,
 * so that what they connect stays connected (capabilities.importTerms says so before anything is sent; the
 * writer is part-writers.ts's).
 */

const importReplySchema = z.object({ imported: z.object({ quads: z.number(), chunks: z.optional(z.number()) }) });

/** The request of one part: its JSON array as the `data` string. */
const importPartRequest = (connection: Connection, worldId: string, body: string): HttpRequestDescription => ({
  method: 'POST',
  path: `${dataplaneRoot(connection)}/worlds/${encodeURIComponent(worldId)}/import`,
  json: { data: body, contentType: 'application/json' },
  keyHeader: 'bearer',
});

export const dataplaneImportParts = (connection: Connection): ImportParts => ({
  format: 'dataplane-json',
  async send(worldId, body, signal) {
    try {
      await request(importPartRequest(connection, worldId, body), { schema: importReplySchema, signal, connection });
    } catch (error) {
      // The dashboard sends only JSON arrays: a refusal of its content type means the server changed what it takes.
      throw explainRefusal(error, (refused) => dataplaneErrorCode(refused) === 'UNSUPPORTED_CONTENT_TYPE', {
        message: (refused) =>
          `The server no longer takes triples as a JSON array, the only form this dashboard sends it. The server said: ${refused.message}`,
      });
    }
  },
});
