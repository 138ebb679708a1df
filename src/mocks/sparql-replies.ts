import { HttpResponse } from 'msw';
import { errorReply } from './handlers';
import {
  selectBindings,
  SparqlSyntaxError,
  type SparqlEngine,
  type SparqlJsonTerm,
  type SparqlOutcome,
} from './sparql-engine';

/*
 * SPARQL answered as the REST server answers it (../shared/api/DIALECTS.md, recorded/rest/13-19 and 24): by the
 * REST double, and by the offline mock, which explores as the REST server does.
 */

/**
 * The reply to a request to `/v1/worlds/{id}/sparql` of the world `worldId` (undefined: no such world, for the
 * caller's own 404).
 */
export async function answerSparqlAsRest(
  request: Request,
  worldId: string | undefined,
  engine: SparqlEngine,
  /**
   * Told of each operation run on a world, with its text and whether it was an update (the REST double logs them
   * all; a query it cannot parse counts as a query).
   */
  onRun?: (text: string, kind: 'query' | 'update') => void,
): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'POST') return errorReply(405, 'Method Not Allowed');
  if (worldId === undefined) return undefined;
  const { text, kind } = await sparqlOperation(request);
  try {
    const outcome = await engine(worldId, text, kind);
    if (outcome) onRun?.(text, outcome.form === 'update' ? 'update' : 'query');
    return outcome && restSparqlReply(outcome);
  } catch (error) {
    // The server answers a query it cannot parse as if it had one empty row (recorded/rest/18).
    if (error instanceof SparqlSyntaxError) {
      onRun?.(text, 'query');
      return sparqlResults({ head: { vars: [] }, results: { bindings: [{}] } });
    }
    throw error;
  }
}

/**
 * The SPARQL 1.1 protocol's ways to send an operation: `?query=` (GET), a body of `application/sparql-query` or
 * `application/sparql-update`, or a form with `query=` or `update=`.
 */
async function sparqlOperation(request: Request): Promise<{ text: string; kind: 'query' | 'update' }> {
  const url = new URL(request.url);
  if (request.method === 'GET') return { text: url.searchParams.get('query') ?? '', kind: 'query' };
  const type = request.headers.get('Content-Type') ?? '';
  const body = await request.text();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body);
    const update = form.get('update');
    return update === null ? { text: form.get('query') ?? '', kind: 'query' } : { text: update, kind: 'update' };
  }
  return { text: body, kind: type.startsWith('application/sparql-update') ? 'update' : 'query' };
}

const RDF_LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';
const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';

/** The server names every literal's datatype, a tagged one's too (recorded/rest/13). */
const withDatatype = (term: SparqlJsonTerm): SparqlJsonTerm =>
  term.type !== 'literal' || term.datatype !== undefined
    ? term
    : { ...term, datatype: term['xml:lang'] === undefined ? XSD_STRING : RDF_LANG_STRING };

const resultsReply = (json: string) =>
  new HttpResponse(json, { headers: { 'Content-Type': 'application/sparql-results+json' } });

/** Results under the results media type, with the `link: null` the server puts in every head. */
const sparqlResults = (body: { head: object } & Record<string, unknown>) =>
  resultsReply(JSON.stringify({ ...body, head: { ...body.head, link: null } }));

/*
 * A SELECT's results as the engine writes them (`{"head":{"vars":[…]},"results":{"bindings":[…]}}`, its keys in
 * that order, a literal's `type` and `value` first, then `xml:lang` and `its:dir`, or `datatype`), given the
 * server's `link: null` and every literal's datatype as text: a 100,000-row answer is 22 MB, which JSON.parse, a
 * copy of each row and JSON.stringify took over half a second to dress. What is looked for cannot be found inside
 * a string, where every quote is escaped.
 */
const ENGINE_HEAD = /^\{"head":\{"vars":\[[^\]]*\]/;
const LITERAL = '{"type":"literal","value":"';
const LANGUAGE = ',"xml:lang":"';
const DIRECTION = ',"its:dir":"';

/** Where the JSON string whose text starts at `from` ends, after its closing quote. */
function afterString(json: string, from: number): number {
  for (let quote = json.indexOf('"', from); ; quote = json.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (json.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
  }
}

/** The engine's results with every literal's datatype named, as the server names it (withDatatype). */
function withDatatypes(json: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let at = json.indexOf(LITERAL); at !== -1; at = json.indexOf(LITERAL, at)) {
    at = afterString(json, at + LITERAL.length);
    let datatype = XSD_STRING;
    if (json.startsWith(LANGUAGE, at)) {
      at = afterString(json, at + LANGUAGE.length);
      if (json.startsWith(DIRECTION, at)) at = afterString(json, at + DIRECTION.length);
      datatype = RDF_LANG_STRING;
    }
    // A literal that names its datatype already is left as it is.
    if (json[at] !== '}') continue;
    parts.push(json.slice(copied, at), `,"datatype":"${datatype}"`);
    copied = at;
  }
  parts.push(json.slice(copied));
  return parts.join('');
}

function restSelectJson(outcome: Extract<SparqlOutcome, { form: 'select' }>): string {
  const json = outcome.resultsJson;
  const head = ENGINE_HEAD.exec(json);
  // A triple term's literals keep the engine's form (withDatatype dresses a binding's own term only), so an answer
  // holding one is dressed row by row.
  if (!head || json.includes('"type":"triple"')) {
    return JSON.stringify({
      head: { vars: outcome.vars, link: null },
      results: {
        bindings: selectBindings(outcome).map((row) =>
          Object.fromEntries(Object.entries(row).map(([name, term]) => [name, withDatatype(term)])),
        ),
      },
    });
  }
  return `${head[0]},"link":null${withDatatypes(json.slice(head[0].length))}`;
}

function restSparqlReply(outcome: SparqlOutcome) {
  switch (outcome.form) {
    case 'select':
      return resultsReply(restSelectJson(outcome));
    case 'ask':
      return sparqlResults({ head: {}, boolean: outcome.boolean });
    case 'graph':
      // Triples in a body of the server's own, still under the results media type (recorded/rest/17).
      return sparqlResults({
        head: {},
        results: {
          quads: outcome.triples.map(({ subject, predicate, object }) => ({
            subject,
            predicate,
            object: withDatatype(object),
            graph: { type: 'default', value: '' },
          })),
        },
      });
    case 'update':
      return new HttpResponse(null, { status: 204 });
  }
}
