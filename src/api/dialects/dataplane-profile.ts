import * as z from 'zod/mini';
import type { Capabilities } from '../capabilities';
import type { Connection } from '../connection';
import type { HttpRequestDescription } from '../http-request';
import { DATAPLANE_PREFIX } from '../proxy-guard';
import { request } from '../request';

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
  // Imports are being reworked into parts: the dataplane import (a JSON array of triples) comes with them.
  import: false,
  export: true,
  log: false,
  description: false,
  restore: { graceDays: 30 },
  suspend: true,
  reindex: true,
  searchSettings: true,
  apiKeys: true,
  health: true,
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
