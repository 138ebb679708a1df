import * as z from 'zod/mini';
import type { RdfTerm, TermTriple } from '../lib/rdf-term';
import type { HttpRequestDescription } from './http-request';
import { ApiError } from './request';
import type { SparqlRows } from './sparql-rows';
import { NotABinding, readBinding, sparqlTermSchema } from './sparql-term';

/*
 * SPARQL as each dialect sends it and as its reply is read: the REST server (and a v1 server that has it, the
 * offline one included) takes the SPARQL 1.1 protocol at /v1/worlds/{id}/sparql; the RPC server takes the `sparql`
 * action and wraps the same JSON results in `{response}`. The query goes as `?query=` (the protocol's GET): the
 * executor sends JSON bodies only, and the queries the dashboard sends are short.
 */

/** The rows of a SELECT, each bound variable's term typed. */
export interface SparqlSelect {
  vars: string[];
  rows: Record<string, RdfTerm>[];
}

export const sparqlProtocolRequest = (worldId: string, query: string): HttpRequestDescription => ({
  method: 'GET',
  path: `/v1/worlds/${encodeURIComponent(worldId)}/sparql`,
  query: { query },
  keyHeader: 'bearer',
});

/** The RPC server's source, as an object: its string form fails for IDs the server itself accepts (DIALECTS.md). */
export function rpcSource(worldId: string) {
  const slash = worldId.indexOf('/');
  return slash < 0
    ? { namespace: '', id: worldId }
    : { namespace: worldId.slice(0, slash), id: worldId.slice(slash + 1) };
}

export const rpcSparqlRequest = (worldId: string, query: string): HttpRequestDescription => ({
  method: 'POST',
  path: '/rpc',
  json: { action: 'sparql', request: { source: rpcSource(worldId), query } },
  keyHeader: 'x-api-key',
});

/*
 * A SELECT's JSON results are read by hand (readSelect), as a zod object of terms would read them, in a tenth of the
 * time: a thing's 5,000-triple view reads some 2,000 rows, which zod read in about 16 ms on the click's critical path.
 * A reply of any other shape is the same explained error as zod's, saying where it is wrong.
 */
const selectResults = (inside: 'response' | undefined) =>
  z.pipe(
    z.unknown(),
    z.transform((reply, context): SparqlSelect => {
      const results = inside === undefined ? reply : (reply as Partial<Record<string, unknown>> | null)?.[inside];
      const select = readSelect(results, undefined);
      if ('rows' in select) return select;
      context.issues.push({
        ...select,
        path: inside === undefined ? select.path : [inside, ...select.path],
        input: reply,
      });
      return z.NEVER;
    }),
  );

/** A SELECT's JSON results, as the protocol sends them. */
export const sparqlSelectSchema = selectResults(undefined);

/** The same, inside the RPC server's `{response}`. */
export const rpcSparqlSelectSchema = selectResults('response');

export const sparqlAskSchema = z.object({ boolean: z.boolean() });

/**
 * A SELECT's answer, checked against the REST server's way of refusing a query it cannot parse: 200 with no
 * variables and one empty row (recorded/rest/18). A SELECT the dashboard sends always names its variables, so such
 * an answer is never a result.
 */
export function checkedSelect(select: SparqlSelect): SparqlSelect {
  if (select.vars.length === 0 && select.rows.every((row) => Object.keys(row).length === 0)) {
    throw new ApiError(
      'invalid-reply',
      'The server could not run the query: it answered with no variables and one empty row, which is how it answers a query it cannot read.',
      { body: select },
    );
  }
  return select;
}

/** A query or an update, as the SPARQL page sends it: what it is was found by parsing it in the browser. */
export interface SparqlOperation {
  text: string;
  kind: 'query' | 'update';
}

/**
 * What a query or an update came to, whatever the server. A SELECT's rows (and CONSTRUCT's triples, as a table) are
 * held in the results worker, read once from the reply, and reached through `table` (sparql-rows.ts): sorted,
 * filtered, a page at a time, and written as files. `raw` is the server's JSON of a small answer, for its download.
 */
export type SparqlAnswer =
  | { form: 'select'; vars: string[]; table: SparqlRows }
  | { form: 'ask'; boolean: boolean; raw: unknown }
  /** CONSTRUCT and DESCRIBE: the triples (for the graph), and the same as a table of subject, predicate, object. */
  | { form: 'triples'; triples: TermTriple[]; table: SparqlRows; raw: unknown }
  /** An update: the server said it was done (rest: 204; rpc: `{response: null}`). */
  | { form: 'updated'; raw: unknown };

/** A reply as the results worker reads it, before a SELECT's rows are kept there: no copy of a SELECT's JSON. */
export type ReadAnswer =
  | ({ form: 'select' } & SparqlSelect)
  | { form: 'ask'; boolean: boolean; raw: unknown }
  | { form: 'triples'; triples: TermTriple[]; raw: unknown }
  | { form: 'updated'; raw: unknown };

/**
 * The protocol's POST (rest, and v1 servers that have SPARQL): the text as the body, of the media type of its kind
 * (recorded/rest/13 and 24). A query typed on the page may be long, too long for a URL. (v1.ts writes the same
 * inline: its dialect is on a first visit, and this file is not.)
 */
export const sparqlProtocolOperation = (worldId: string, { text, kind }: SparqlOperation): HttpRequestDescription => ({
  method: 'POST',
  path: `/v1/worlds/${encodeURIComponent(worldId)}/sparql`,
  text: { body: text, contentType: `application/sparql-${kind}` },
  keyHeader: 'bearer',
});

/** The RPC server takes queries and updates alike in the `sparql` action (recorded/rpc/12 and 22). */
export const rpcSparqlOperation = (worldId: string, { text }: SparqlOperation) => rpcSparqlRequest(worldId, text);

const quadsSchema = z.object({
  results: z.object({
    quads: z.array(z.object({ subject: sparqlTermSchema, predicate: sparqlTermSchema, object: sparqlTermSchema })),
  }),
});

/** A reply that is not a SPARQL result, as the page and the results worker both say it. */
export const notASparqlResult = (raw?: unknown) =>
  new ApiError('invalid-reply', 'The server answered the query with something that is not a SPARQL result.', {
    body: raw,
  });

function notUnderstood(raw: unknown): never {
  throw notASparqlResult(raw);
}

function asTriple({ subject, predicate, object }: Record<'subject' | 'predicate' | 'object', RdfTerm>, raw: unknown) {
  if (subject.kind === 'literal' || predicate.kind !== 'iri') return notUnderstood(raw);
  return { subject, predicate, object };
}

/**
 * The JSON results of a query, whichever its form: a SELECT's bindings (checked against the REST server's answer
 * to a query it cannot read), an ASK's boolean, or the REST server's own body for CONSTRUCT and DESCRIBE
 * (recorded/rest/17).
 */
function readResults(
  results: unknown,
  raw: unknown,
  streamed: readonly Record<string, RdfTerm>[] | undefined,
): ReadAnswer {
  const ask = z.safeParse(sparqlAskSchema, results);
  if (ask.success) return { form: 'ask', boolean: ask.data.boolean, raw };
  const quads = z.safeParse(quadsSchema, results);
  if (quads.success) {
    return { form: 'triples', triples: quads.data.results.quads.map((quad) => asTriple(quad, raw)), raw };
  }
  const select = readSelect(results, streamed);
  return 'rows' in select ? { form: 'select', ...checkedSelect(select) } : notUnderstood(raw);
}

/** Where a reply is not a SELECT's JSON results, as zod would say it. */
type NotASelect =
  | { code: 'invalid_type'; expected: 'array' | 'object' | 'string'; path: PropertyKey[] }
  | { code: 'custom'; message: string; path: PropertyKey[] };

/**
 * A SELECT's JSON results read by hand (readBinding), or where they are wrong. A reply read as it came
 * (sparql-rows-stream.ts) has its rows read already, and its bindings here are an empty array.
 */
function readSelect(
  results: unknown,
  streamed: readonly Record<string, RdfTerm>[] | undefined,
): SparqlSelect | NotASelect {
  const reply = results as { head?: { vars?: unknown }; results?: { bindings?: unknown } } | null;
  const vars = reply?.head?.vars;
  if (!Array.isArray(vars)) return { code: 'invalid_type', expected: 'array', path: ['head', 'vars'] };
  const notText = vars.findIndex((name) => typeof name !== 'string');
  if (notText >= 0) return { code: 'invalid_type', expected: 'string', path: ['head', 'vars', notText] };
  const bindings = reply?.results?.bindings;
  if (!Array.isArray(bindings)) return { code: 'invalid_type', expected: 'array', path: ['results', 'bindings'] };
  if (streamed) return { vars: vars as string[], rows: streamed as Record<string, RdfTerm>[] };
  const rows = new Array<Record<string, RdfTerm>>(bindings.length);
  for (let index = 0; index < bindings.length; index++) {
    const row = readBinding(bindings[index]);
    if (row instanceof NotABinding) {
      return row.name === undefined
        ? { code: 'invalid_type', expected: 'object', path: ['results', 'bindings', index] }
        : { code: 'custom', message: 'not an RDF term', path: ['results', 'bindings', index, row.name] };
    }
    rows[index] = row;
  }
  return { vars: vars as string[], rows };
}

/** A protocol server's answer: an update's is empty (204). `streamed`: the rows, when read as the reply came. */
export function protocolAnswer(
  raw: unknown,
  { kind }: SparqlOperation,
  streamed?: readonly Record<string, RdfTerm>[],
): ReadAnswer {
  if (kind === 'update') return { form: 'updated', raw: raw ?? null };
  return raw === undefined ? notUnderstood(raw) : readResults(raw, raw, streamed);
}

const rpcReplySchema = z.object({ response: z.nullable(z.unknown()) });

/** The RPC server's answer: the results inside `{response}`, which is null after an update. */
export function rpcAnswer(
  raw: unknown,
  { kind }: SparqlOperation,
  streamed?: readonly Record<string, RdfTerm>[],
): ReadAnswer {
  const reply = z.safeParse(rpcReplySchema, raw);
  if (!reply.success) return notUnderstood(raw);
  if (kind === 'update' || reply.data.response === null) return { form: 'updated', raw };
  return readResults(reply.data.response, raw, streamed);
}
