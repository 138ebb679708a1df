import { getConnection, resolveBaseUrl, type Connection } from './connection';
import { DASHBOARD_REQUEST_HEADER } from './proxy-guard';

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
  method: 'GET' | 'PUT' | 'POST';
  /** From the server's root: `/v1/worlds/…`, `/rpc`. */
  path: string;
  query?: Query;
  /** A JSON body, sent with its Content-Type. */
  json?: unknown;
  keyHeader: KeyHeader;
  /**
   * Set when the server cannot be asked for the page alone (the REST server has no offset, so the page is a slice of
   * a longer reply): the rows of the reply, a JSON array, that the page shows, counted from 0, `to` excluded.
   */
  shownRows?: { from: number; to: number };
}

export function buildUrl(path: string, query: Query = {}, connection: Connection = getConnection()): string {
  const url = new URL(resolveBaseUrl(connection) + path);
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'object') for (const item of value) url.searchParams.append(name, item);
    else if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** A request as people are shown it: in a curl command, or beside exported results. Never with the key. */
export interface ShownRequest {
  url: string;
  method?: 'GET' | 'PUT' | 'POST';
  json?: unknown;
  /** The header that carries the key, up to the key ("Authorization: Bearer ", "X-Api-Key: "); none without a key. */
  keyHeader?: string;
  /** Other headers the request needs (the dashboard's own proxy asks for its marker). */
  headers?: Record<string, string>;
  shownRows?: { from: number; to: number };
}

/**
 * A description as sent through a connection, without the key. Through the dashboard's own proxy (no base URL),
 * the proxy adds the key to the browser's requests, so the browser has none; the request names the header all the
 * same: the proxy puts its own key in it, and pointed at the server itself, it carries the person's. The proxy
 * also asks for the dashboard's marker, without which it refuses a request (proxy-guard.ts).
 */
export function shownRequest(description: HttpRequestDescription, connection: Connection): ShownRequest {
  const { method, path, query, json, keyHeader, shownRows } = description;
  const server = connection.mode === 'server';
  const proxied = server && connection.baseUrl.trim() === '';
  const keyed = server && (connection.apiKey !== '' || proxied);
  return {
    url: buildUrl(path, query, connection),
    ...(method === 'GET' ? {} : { method }),
    ...(json === undefined ? {} : { json }),
    ...(keyed ? { keyHeader: keyHeader === 'x-api-key' ? 'X-Api-Key: ' : 'Authorization: Bearer ' } : {}),
    ...(proxied ? { headers: { [DASHBOARD_REQUEST_HEADER]: '1' } } : {}),
    ...(shownRows ? { shownRows } : {}),
  };
}

/** Quotes a word for a POSIX shell: inside single quotes nothing is special but the quote itself. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The curl command of a request. The key itself is never written: the key
 * header names the environment variable to set, in double quotes so the shell
 * fills it in. When the page is a slice of the reply, jq cuts the same slice,
 * and a comment says why, so the command prints the rows the page shows.
 */
export function curlCommand({ url, method = 'GET', json, keyHeader, headers = {}, shownRows }: ShownRequest): string {
  const parts = ['curl -sS'];
  if (method !== 'GET') parts.push(`-X ${method}`);
  parts.push(`-H 'Accept: application/json'`);
  for (const [name, value] of Object.entries(headers)) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (json !== undefined) parts.push(`-H 'Content-Type: application/json'`);
  if (keyHeader !== undefined) parts.push(`-H "${keyHeader}$WORLDS_API_KEY"`);
  if (json !== undefined) parts.push(`--data ${shellQuote(JSON.stringify(json))}`);
  parts.push(shellQuote(url));
  if (shownRows) {
    const { from, to } = shownRows;
    parts.push(
      `| jq '.[${from}:${to}]'`,
      `# This server cannot skip rows: it answers rows 1-${to}, and jq keeps rows ${from + 1}-${to}, the page shown.`,
    );
  }
  return parts.join(' ');
}
