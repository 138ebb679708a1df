import { Store, type Quad, type Term } from 'oxigraph';
import { tripleToNTriples } from '../lib/rdf-term';
import { worldTriples } from './db';

/*
 * SPARQL over a world of the offline store, answered by a real engine (Oxigraph, WebAssembly), never a
 * hand-written matcher: the doubles of the REST and RPC servers (src/mocks/dialects) dress its answers in each
 * server's own shapes. Each world's store is built from its triples on first use and kept, so an update lasts
 * until resetSparqlStores(). Node only for now: the dialect doubles run in the e2e test server and in Vitest.
 */

/** A term as SPARQL 1.1 Query Results JSON writes it. */
export interface SparqlJsonTerm {
  type: 'uri' | 'literal' | 'bnode';
  value: string;
  'xml:lang'?: string;
  datatype?: string;
}

export interface SparqlJsonTriple {
  subject: SparqlJsonTerm;
  predicate: SparqlJsonTerm;
  object: SparqlJsonTerm;
}

/** What a query or update came to, before a server's dialect dresses it. */
export type SparqlOutcome =
  | { form: 'select'; vars: string[]; bindings: Record<string, SparqlJsonTerm>[] }
  | { form: 'ask'; boolean: boolean }
  /** CONSTRUCT and DESCRIBE. */
  | { form: 'graph'; triples: SparqlJsonTriple[] }
  | { form: 'update' };

/** A query the engine could not parse; the message names the line and column ("error at 1:10: …"). */
export class SparqlSyntaxError extends Error {
  override name = 'SparqlSyntaxError';
}

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';

const stores = new Map<string, Store>();

function storeOf(worldId: string): Store | undefined {
  const known = stores.get(worldId);
  if (known) return known;
  const triples = worldTriples(worldId);
  if (!triples) return undefined;
  const store = new Store();
  store.load(triples.map(tripleToNTriples).join('\n'), { format: 'application/n-triples' });
  stores.set(worldId, store);
  return store;
}

/** Forgets every update, as resetMockDb() forgets edits. */
export function resetSparqlStores() {
  stores.clear();
}

function jsonTerm(term: Term): SparqlJsonTerm {
  switch (term.termType) {
    case 'NamedNode':
      return { type: 'uri', value: term.value };
    case 'BlankNode':
      return { type: 'bnode', value: term.value };
    case 'Literal':
      // As the engine's results JSON writes them: a tagged or a plain string literal names no datatype.
      if (term.language) return { type: 'literal', value: term.value, 'xml:lang': term.language };
      return term.datatype.value === XSD_STRING
        ? { type: 'literal', value: term.value }
        : { type: 'literal', value: term.value, datatype: term.datatype.value };
    default:
      throw new Error(`A ${term.termType} cannot be a triple's term`);
  }
}

const jsonTriple = (quad: Quad): SparqlJsonTriple => ({
  subject: jsonTerm(quad.subject),
  predicate: jsonTerm(quad.predicate),
  object: jsonTerm(quad.object),
});

const isSyntaxError = (error: unknown): error is Error =>
  error instanceof Error && /^error at \d+:\d+/.test(error.message);

interface ResultsJson {
  head: { vars?: string[] };
  boolean?: boolean;
  results?: { bindings: Record<string, SparqlJsonTerm>[] };
}

/**
 * Runs a query (or, as `kind: 'update'`, an update) against a world's store; undefined when the world does not
 * exist. `kind: 'either'` is the RPC server's one field for both: a text that is no query is tried as an update.
 */
export function runSparql(
  worldId: string,
  text: string,
  kind: 'query' | 'update' | 'either',
): SparqlOutcome | undefined {
  const store = storeOf(worldId);
  if (!store) return undefined;
  if (kind === 'update') return update(store, text);
  try {
    return query(store, text);
  } catch (error) {
    if (kind === 'either' && error instanceof SparqlSyntaxError) {
      try {
        return update(store, text);
      } catch {
        // Neither: the query's own error says more than the update's.
      }
    }
    throw error;
  }
}

function query(store: Store, text: string): SparqlOutcome {
  let json: string;
  try {
    json = store.query(text, { results_format: 'application/sparql-results+json' }) as string;
  } catch (error) {
    if (isSyntaxError(error)) throw new SparqlSyntaxError(error.message);
    // CONSTRUCT and DESCRIBE give triples, which no results format can hold.
    if (error instanceof Error && error.message.startsWith('Not supported RDF format')) {
      return { form: 'graph', triples: (store.query(text) as Quad[]).map(jsonTriple) };
    }
    throw error;
  }
  const results = JSON.parse(json) as ResultsJson;
  if (results.boolean !== undefined) return { form: 'ask', boolean: results.boolean };
  return { form: 'select', vars: results.head.vars ?? [], bindings: results.results?.bindings ?? [] };
}

function update(store: Store, text: string): SparqlOutcome {
  try {
    store.update(text);
  } catch (error) {
    if (isSyntaxError(error)) throw new SparqlSyntaxError(error.message);
    throw error;
  }
  return { form: 'update' };
}
