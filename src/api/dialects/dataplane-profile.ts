import * as z from 'zod/mini';
import type { Capabilities } from '../capabilities';
import type { Connection } from '../connection';
import type { HttpRequestDescription } from '../http-request';
import { DATAPLANE_PREFIX } from '../proxy-guard';
import { request, type ApiError } from '../request';

/*
 * What the dashboard knows of a dataplane server before its adapter: where its root is on a connection, how it is
 * recognised, and what it can do. Loaded only when detection gets as far as asking for it, or a connection speaks
 * it, so a first visit carries none of it.
 */

/** The server's most search rows (a larger limit is a 400), with no paging: the browser pages them. */
export const DATAPLANE_SEARCH_MAX = 100;

/**
 * Where a dataplane server's root is on this connection: under the dashboard's own proxy (no base URL) it is
 * `/dataplane`, since `/worlds/…` is also the dashboard's own route; with a base URL, the server's own root.
 */
export const dataplaneRoot = (connection: Connection): string =>
  connection.mode === 'server' && connection.baseUrl.trim() !== '' ? '' : DATAPLANE_PREFIX;

/** The code of a refusal in the server's own shape, `{error: {code: "NOT_FOUND", message}}`, where it is one. */
export const dataplaneErrorCode = (error: ApiError): string | undefined => {
  try {
    const body: unknown = typeof error.body === 'string' ? JSON.parse(error.body) : undefined;
    const parsed = z.safeParse(z.object({ error: z.object({ code: z.string() }) }), body);
    return parsed.success ? parsed.data.error.code : undefined;
  } catch {
    return undefined;
  }
};

export const DATAPLANE_CAPABILITIES: Capabilities = {
  readWorld: true,
  listWorlds: true,
  // One reply of at most 100 rows, paged in the browser.
  search: { paging: 'offset', rowLimit: DATAPLANE_SEARCH_MAX },
  filters: true,
  // An empty query is a 400 (recorded/dataplane/22).
  filtersAlone: false,
  // CONSTRUCT and DESCRIBE are refused, 400 UNSUPPORTED_QUERY_KIND (recorded/dataplane/32, 33).
  sparql: { forms: ['SELECT', 'ASK'] },
  create: {
    fields: ['name'],
    suggested: 'id',
    nameOptional: true,
    plainId: false,
    about: 'The server gives the new world its ID; without a name, the ID becomes its name.',
  },
  delete: {
    whatHappens:
      'The server deletes softly: the world and its data disappear from every read and list, and can be restored (undeleted) for 30 days.',
  },
  // A JSON array of triples, added as a set (recorded/sequences/dataplane-import-adds), every value as plain text.
  import: 'adds',
  importTerms: { plainTextValues: true, blankNodesAsIris: true },
  export: true,
  log: false,
  description: false,
  restore: { graceDays: 30 },
  suspend: true,
  reindex: true,
  searchSettings: true,
  apiKeys: true,
  health: true,
  // The route's own pattern, quoted by its 400 for an ID of another form (recorded/dataplane/06).
  worldId: {
    pattern: /^w_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    example: 'w_41cd9707-cd27-42ab-9880-00ed9d25beca',
    about: 'A world’s ID on this server is “w_” and a UUID in lower case',
  },
};

/** The dataplane server describes itself, with no key needed: its OpenAPI document, titled "Worlds API". */
const dataplaneDescription = (connection: Connection): HttpRequestDescription => ({
  method: 'GET',
  path: `${dataplaneRoot(connection)}/openapi.json`,
  keyHeader: 'bearer',
});
const openApiTitleSchema = z.object({ info: z.object({ title: z.string() }) });

/** Whether the server is the dataplane one, by its own description; any failure to read it says no. */
export async function isDataplane(connection: Connection): Promise<boolean> {
  try {
    const { info } = await request(dataplaneDescription(connection), { schema: openApiTitleSchema, connection });
    return info.title === 'Worlds API';
  } catch {
    return false;
  }
}
