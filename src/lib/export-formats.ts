import { tripleToNTriples } from './rdf-term';

/*
 * A page of search results written as files people take elsewhere: CSV for
 * spreadsheets, JSON for scripts, N-Triples for RDF tools, and the curl
 * command that fetches the same page.
 */

interface ScoredTriple {
  score: number;
  value: { subject: string; predicate: string; object: string };
}

// A spreadsheet runs a cell that starts like a formula (CSV injection); such a
// value gets a leading apostrophe, the convention spreadsheets show as text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** One CSV field (RFC 4180): quoted when it holds a quote, comma, line break or edge space; quotes doubled. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** rank,score,subject,predicate,object with CRLF line ends; values are the terms exactly as the server sent them. */
export function resultsToCsv(results: readonly ScoredTriple[], offset = 0): string {
  const header = ['rank', 'score', 'subject', 'predicate', 'object'].join(',');
  const rows = results.map(({ score, value }, index) =>
    [offset + index + 1, score, value.subject, value.predicate, value.object].map(csvField).join(','),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** The page, with the search that produced it and, when known, the request that fetched it (without a key). */
export function resultsToJson(
  search: { worldId: string; q: string; limit: number; offset: number },
  results: readonly ScoredTriple[],
  request?: HttpRequestDescription,
): string {
  const sent = request && { method: request.method ?? 'GET', url: request.url, body: request.json };
  return JSON.stringify({ ...search, ...(sent ? { request: sent } : {}), response: results }, null, 2) + '\n';
}

export function resultsToNTriples(results: readonly ScoredTriple[]): string {
  return results.map(({ value }) => tripleToNTriples(value) + '\n').join('');
}

/** One result as JSON, in the server's shape. */
export function resultToJson(result: ScoredTriple): string {
  return JSON.stringify({ score: result.score, value: result.value }, null, 2);
}

/** Quotes a word for a POSIX shell: inside single quotes nothing is special but the quote itself. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** An HTTP request as people are shown it: in a curl command, or beside exported results. */
export interface HttpRequestDescription {
  url: string;
  method?: 'GET' | 'POST';
  /** A JSON body, sent with its Content-Type. */
  json?: unknown;
  /** The header that carries the key, up to the key ("Authorization: Bearer ", "X-Api-Key: "); none without a key. */
  keyHeader?: string;
  /** Other headers the request needs (the dashboard's own proxy asks for its marker). */
  headers?: Record<string, string>;
  /**
   * Set when the server cannot be asked for the page alone (the REST server has no offset, so the page is a slice of
   * a longer reply): the rows of the reply, a JSON array, that the page shows, counted from 0, `to` excluded.
   */
  shownRows?: { from: number; to: number };
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
  keyHeader,
  headers = {},
  shownRows,
}: HttpRequestDescription): string {
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
