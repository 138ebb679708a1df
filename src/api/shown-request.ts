import type { Connection } from './connection';
import { worldsApi } from './dialect';
import { buildUrl, type HttpRequestDescription } from './http-request';
import { DASHBOARD_REQUEST_HEADER } from './proxy-guard';
import type { SearchRequest } from './worlds-api';

/*
 * Requests as people are shown them (Copy as curl, beside exports): apart from http-request.ts, which sends them,
 * because only the pages that show a request need this, not a first visit.
 */

/** A request as people are shown it: in a curl command, or beside exported results. Never with the key. */
export interface ShownRequest {
  url: string;
  method?: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
  json?: unknown;
  text?: { body: string; contentType: string };
  /** The header that carries the key, up to the key ("Authorization: Bearer ", "X-Api-Key: "); none without a key. */
  keyHeader?: string;
  /** Other headers the request needs (the dashboard's own proxy asks for its marker). */
  headers?: Record<string, string>;
  shownRows?: { from: number; to: number; field?: string };
}

/**
 * A description as sent through a connection, without the key. Through the dashboard's own proxy (no base URL),
 * the proxy adds the key to the browser's requests, so the browser has none; the request names the header all the
 * same: the proxy puts its own key in it, and pointed at the server itself, it carries the person's. The proxy
 * also asks for the dashboard's marker, without which it refuses a request (proxy-guard.ts).
 */
export function shownRequest(description: HttpRequestDescription, connection: Connection): ShownRequest {
  const { method, path, query, json, text, keyHeader, shownRows } = description;
  const server = connection.mode === 'server';
  const proxied = server && connection.baseUrl.trim() === '';
  const keyed = server && (connection.apiKey !== '' || proxied);
  return {
    url: buildUrl(path, query, connection),
    ...(method === 'GET' ? {} : { method }),
    ...(json === undefined ? {} : { json }),
    ...(text === undefined ? {} : { text }),
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
export function curlCommand({
  url,
  method = 'GET',
  json,
  text,
  keyHeader,
  headers = {},
  shownRows,
}: ShownRequest): string {
  const parts = ['curl -sS'];
  if (method !== 'GET') parts.push(`-X ${method}`);
  parts.push(`-H 'Accept: application/json'`);
  for (const [name, value] of Object.entries(headers)) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (json !== undefined) parts.push(`-H 'Content-Type: application/json'`);
  if (text !== undefined) parts.push(`-H ${shellQuote(`Content-Type: ${text.contentType}`)}`);
  if (keyHeader !== undefined) parts.push(`-H "${keyHeader}$WORLDS_API_KEY"`);
  if (json !== undefined) parts.push(`--data ${shellQuote(JSON.stringify(json))}`);
  if (text !== undefined) parts.push(`--data-binary ${shellQuote(text.body)}`);
  parts.push(shellQuote(url));
  if (shownRows) {
    const { from, to, field = '' } = shownRows;
    parts.push(
      `| jq '.${field}[${from}:${to}]'`,
      `# This server cannot skip rows: it answers rows 1-${to}, and jq keeps rows ${from + 1}-${to}, the page shown.`,
    );
  }
  return parts.join(' ');
}

/** The HTTP request of a search on the connection's server, in its dialect, as shown; never with the key itself. */
export async function searchRequest(connection: Connection, search: SearchRequest) {
  return shownRequest((await worldsApi(connection)).describe.searchWorld(search), connection);
}
