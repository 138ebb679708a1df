import { type TermTriple } from './rdf-term';
import { formatTerm, tripleToNTriples } from './rdf-term-writing';

/*
 * A page of search results written as files people take elsewhere: CSV for
 * spreadsheets, JSON for scripts, N-Triples for RDF tools. CSV and JSON write
 * each term in the dashboard's term convention (rdf-term.ts), as the v1 server
 * sends them; a literal the convention would misread (its text an IRI, say) is
 * written as a typed literal, so a reader that follows the convention gets the
 * very terms the page shows.
 */

interface ScoredTriple {
  /** null for an unranked row: written as an empty field (CSV) or null (JSON), never as a score it was not given. */
  score: number | null;
  /** The kind of score, where the server says (its scale is then 0–1). */
  scoreType?: string;
  value: TermTriple;
}

/** A request beside exported results: what was sent, without the key. */
interface SentRequest {
  method?: string;
  url: string;
  json?: unknown;
}

const tripleAsStrings = ({ subject, predicate, object }: TermTriple) => ({
  subject: formatTerm(subject),
  predicate: formatTerm(predicate),
  object: formatTerm(object),
});

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

/** rank,score,subject,predicate,object with CRLF line ends; values are the terms in the convention. */
export function resultsToCsv(results: readonly ScoredTriple[], offset = 0): string {
  const header = ['rank', 'score', 'subject', 'predicate', 'object'].join(',');
  const rows = results.map(({ score, value }, index) => {
    const { subject, predicate, object } = tripleAsStrings(value);
    return [offset + index + 1, score ?? '', subject, predicate, object].map(csvField).join(',');
  });
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** The page, with the search that produced it and, when known, the request that fetched it (without a key). */
export function resultsToJson(
  search: { worldId: string; q: string; limit: number; offset: number },
  results: readonly ScoredTriple[],
  request?: SentRequest,
): string {
  const sent = request && { method: request.method ?? 'GET', url: request.url, body: request.json };
  const response = results.map(({ score, scoreType, value }) => ({
    score,
    ...(scoreType ? { scoreType } : {}),
    value: tripleAsStrings(value),
  }));
  return JSON.stringify({ ...search, ...(sent ? { request: sent } : {}), response }, null, 2) + '\n';
}

export function resultsToNTriples(results: readonly ScoredTriple[]): string {
  return results.map(({ value }) => tripleToNTriples(value) + '\n').join('');
}

/** One result as JSON, in v1's shape. */
export function resultToJson(result: ScoredTriple): string {
  const { score, scoreType, value } = result;
  return JSON.stringify({ score, ...(scoreType ? { scoreType } : {}), value: tripleAsStrings(value) }, null, 2);
}
