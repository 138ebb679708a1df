import { getConnection, resolveBaseUrl, type Connection } from './connection';

/*
 * A request as a dialect describes it: what goes over the wire, and nothing of the connection. One executor
 * (request.ts) sends a description, adding the base URL, the key, the proxy's marker and the time-out; the same
 * description, shown, is the curl command and the request beside an export. So what is shown is what is sent.
 */

/** A repeated parameter (the REST server's filters) is an array: one `name=value` each, none when empty. */
type Query = Record<string, string | number | readonly string[] | undefined>;

/** Where a dialect carries the API key: `Authorization: Bearer <key>` (v1, rest) or `X-Api-Key: <key>` (rpc). */
type KeyHeader = 'bearer' | 'x-api-key';

export interface HttpRequestDescription {
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
  /** From the server's root: `/v1/worlds/…`, `/rpc`. */
  path: string;
  query?: Query;
  /** A JSON body, sent with its Content-Type. */
  json?: unknown;
  /** A body that is not JSON (RDF to import), sent with its own Content-Type. */
  text?: { body: string; contentType: string };
  /** What the reply is asked to be when it is not JSON (an export's RDF). */
  accept?: string;
  keyHeader: KeyHeader;
  /**
   * Set when the server cannot be asked for the page alone (the REST server has no offset, so the page is a slice of
   * a longer reply): the rows of the reply, a JSON array, that the page shows, counted from 0, `to` excluded; `field`
   * names the reply's member that holds the rows, when the reply is an object (the dataplane server's `results`).
   */
  shownRows?: { from: number; to: number; field?: string };
}

export function buildUrl(path: string, query: Query = {}, connection: Connection = getConnection()): string {
  const url = new URL(resolveBaseUrl(connection) + path);
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'object') for (const item of value) url.searchParams.append(name, item);
    else if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}
