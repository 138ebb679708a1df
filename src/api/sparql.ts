import * as z from 'zod/mini';
import type { RdfTerm } from '../lib/rdf-term';
import type { HttpRequestDescription } from './http-request';
import { ApiError } from './request';
import { sparqlBindingSchema } from './sparql-term';

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

const selectResultsSchema = z.object({
  head: z.object({ vars: z.array(z.string()) }),
  results: z.object({ bindings: z.array(sparqlBindingSchema) }),
});

/** A SELECT's JSON results, as the protocol sends them. */
export const sparqlSelectSchema = z.pipe(
  selectResultsSchema,
  z.transform((reply): SparqlSelect => ({ vars: reply.head.vars, rows: reply.results.bindings })),
);

/** The same, inside the RPC server's `{response}`. */
export const rpcSparqlSelectSchema = z.pipe(
  z.object({ response: selectResultsSchema }),
  z.transform((reply): SparqlSelect => ({ vars: reply.response.head.vars, rows: reply.response.results.bindings })),
);

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
