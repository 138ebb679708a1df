import type { Quad, Store, Term } from 'oxigraph';
import { guessTriple } from '../lib/rdf-term';
import { tripleToNTriples } from '../lib/rdf-term-writing';
import type { Triple } from '../api/schemas';
import { changeWorldTriples, worldRevision, worldTriples } from './db';
import { storedTriple } from './rdf-io';
import { selectJsonFromTsv } from './sparql-results-tsv';

/*
 * SPARQL over a world of the offline store, answered by a real engine (Oxigraph, WebAssembly), never a
 * hand-written matcher; the doubles dress its answers in each server's own shapes (sparql-replies.ts,
 * dialects/rpc-handlers.ts). Each world's store is built from its triples on first use and kept; what an update
 * changes is written back to the world's triples (db.ts), as one store would hold it, so search, export and a
 * later import see it too. The engine is Oxigraph's Node build in Node (sparql-store.ts) and its web build in a worker
 * in the browser (sparql-worker.ts): this file takes the Store class and knows neither.
 */

/** A term as SPARQL 1.1 Query Results JSON writes it. */
export interface SparqlJsonTerm {
  type: 'uri' | 'literal' | 'bnode';
  value: string;
  'xml:lang'?: string;
  datatype?: string;
}

interface SparqlJsonTriple {
  subject: SparqlJsonTerm;
  predicate: SparqlJsonTerm;
  object: SparqlJsonTerm;
}

/**
 * What a query or update came to, before a server's dialect dresses it. A SELECT's rows stay in the engine's own
 * SPARQL 1.1 Results JSON text: a dialect that answers that JSON (or wraps it) passes it on without reading 20 MB
 * into objects and writing them out again; `selectBindings` reads it where a dialect needs the rows themselves.
 */
export type SparqlOutcome =
  | { form: 'select'; vars: string[]; resultsJson: string }
  | { form: 'ask'; boolean: boolean }
  /** CONSTRUCT and DESCRIBE. */
  | { form: 'graph'; triples: SparqlJsonTriple[] }
  | { form: 'update' };

/** A query the engine could not parse; the message names the line and column ("error at 1:10: …"). */
export class SparqlSyntaxError extends Error {
  override name = 'SparqlSyntaxError';
}

/** A query, an update, or (the RPC server's one field for both) either: a text that is no query is tried as an update. */
export type SparqlKind = 'query' | 'update' | 'either';

/** Runs SPARQL on a world: undefined when the world does not exist; a SparqlSyntaxError when the text is malformed. */
export type SparqlEngine = (worldId: string, text: string, kind: SparqlKind) => Promise<SparqlOutcome | undefined>;

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';

/** What an update changed in a world's triples. */
export interface TriplesChange {
  added: Triple[];
  removed: Triple[];
}

/**
 * Where a world's triples come from, how they stand, and where an update's change goes (db.ts): a store is rebuilt
 * when its revision moves, but not for its own update: `change` answers with the revision to keep the store under.
 */
export interface WorldSource {
  triples: (worldId: string) => Triple[] | undefined;
  revision: (worldId: string) => string;
  change: (worldId: string, change: TriplesChange) => string;
}

const offlineStore: WorldSource = { triples: worldTriples, revision: worldRevision, change: changeWorldTriples };

/** One store per world, of the Store class given, and the means to run SPARQL on them and to forget them. */
export function createSparqlStores(StoreClass: new () => Store, source: WorldSource = offlineStore) {
  const stores = new Map<string, { revision: string; store: Store }>();

  function storeOf(worldId: string): Store | undefined {
    const revision = source.revision(worldId);
    const known = stores.get(worldId);
    // A world created, imported into or deleted since is read afresh (its SPARQL updates before that are lost).
    if (known?.revision === revision) return known.store;
    const triples = source.triples(worldId);
    if (!triples) {
      stores.delete(worldId);
      return undefined;
    }
    const store = new StoreClass();
    store.load(triples.map((triple) => tripleToNTriples(guessTriple(triple))).join('\n'), {
      format: 'application/n-triples',
    });
    stores.set(worldId, { revision, store });
    return store;
  }

  return {
    run: (worldId: string, text: string, kind: SparqlKind): SparqlOutcome | undefined => {
      const store = storeOf(worldId);
      if (!store) return undefined;
      return runOn(store, text, kind, (apply) => {
        const data = dataBlockChange(StoreClass, store, text);
        if (data) {
          apply();
          const { added, removed } = data;
          if (added.length > 0 || removed.length > 0) {
            const change = { added: added.map(storedTriple), removed: removed.map(storedTriple) };
            stores.set(worldId, { revision: source.change(worldId, change), store });
          }
          return;
        }
        const before = contents(store);
        apply();
        const after = contents(store);
        const added = [...after].filter(([line]) => !before.has(line)).map(([, quad]) => storedTriple(quad));
        const removed = [...before].filter(([line]) => !after.has(line)).map(([, quad]) => storedTriple(quad));
        if (added.length > 0 || removed.length > 0) {
          stores.set(worldId, { revision: source.change(worldId, { added, removed }), store });
        }
      });
    },
    /** Forgets the stores, a cache of the worlds' triples: each is built afresh (after resetMockDb(), as shipped). */
    reset: () => stores.clear(),
  };
}

/** A store's triples, each by its N-Triples line (as Oxigraph writes a quad). */
/**
 * Where an update is one `INSERT DATA` or `DELETE DATA` block and nothing else (what an import's part is), the
 * quads it adds or removes, found from the block itself (read into a scratch store) and what the store holds of
 * them, so that a part added to a world of a million triples costs the part, not the world. Undefined for any other
 * update, which is found out by comparing the whole store before and after.
 */
function dataBlockChange(
  StoreClass: new () => Store,
  store: Store,
  text: string,
): { added: Quad[]; removed: Quad[] } | undefined {
  const block = /^((?:\s*(?:PREFIX\s+[^\s:]*:\s*<[^>]*>|BASE\s*<[^>]*>))*\s*)(INSERT|DELETE)(\s+DATA\s*\{)/i.exec(text);
  if (!block || !endsAfterBlock(text, block[0].length)) return undefined;
  const [, prologue = '', operation = '', opening = ''] = block;
  const scratch = new StoreClass();
  try {
    scratch.update(`${prologue}INSERT${opening}${text.slice(block[0].length)}`);
  } catch {
    // Malformed: the real update says why.
    return undefined;
  }
  const quads = scratch.match(null, null, null, null);
  return operation.toUpperCase() === 'INSERT'
    ? { added: quads.filter((quad) => !store.has(quad)), removed: [] }
    : { added: [], removed: quads.filter((quad) => store.has(quad)) };
}

/**
 * Whether the block opened just before `from` closes at the text's end (only spaces and comments after it): strings,
 * IRIs and comments are skipped, so a brace or a semicolon inside them is not taken for the block's end.
 */
function endsAfterBlock(text: string, from: number): boolean {
  let depth = 1;
  let at = from;
  while (at < text.length && depth > 0) {
    const char = text[at];
    if (char === '"' || char === "'") {
      const long = text.startsWith(char.repeat(3), at);
      const quote = long ? char.repeat(3) : char;
      at += quote.length;
      while (at < text.length && !text.startsWith(quote, at)) at += text[at] === '\\' ? 2 : 1;
      at += quote.length;
      continue;
    }
    if (char === '<') {
      const close = text.indexOf('>', at);
      // A `<` that opens no IRI (a comparison) has no place in a data block.
      if (close === -1 || /\s/.test(text.slice(at, close))) return false;
      at = close + 1;
      continue;
    }
    if (char === '#') {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end + 1;
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    at += 1;
  }
  return depth === 0 && /^(?:\s|#[^\n]*)*$/.test(text.slice(at));
}

const contents = (store: Store) => new Map(store.match(null, null, null, null).map((quad) => [quad.toString(), quad]));

/** Runs an update inside `around`, which can see the store before and after it. */
type AroundUpdate = (apply: () => void) => void;

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
  results?: { bindings: Record<string, SparqlJsonTerm>[] };
}

/** A SELECT's rows, read from the engine's results JSON. */
export const selectBindings = (outcome: Extract<SparqlOutcome, { form: 'select' }>) =>
  (JSON.parse(outcome.resultsJson) as ResultsJson).results?.bindings ?? [];

/** Where the engine's results JSON holds a SELECT's rows (an ASK's has none): its head ends there. */
const RESULTS_KEY = ',"results":';

function runOn(store: Store, text: string, kind: SparqlKind, around: AroundUpdate): SparqlOutcome {
  if (kind === 'update') return update(store, text, around);
  try {
    return query(store, text);
  } catch (error) {
    if (kind === 'either' && error instanceof SparqlSyntaxError) {
      try {
        return update(store, text, around);
      } catch {
        // Neither: the query's own error says more than the update's.
      }
    }
    throw error;
  }
}

const TSV = 'text/tab-separated-values';
const RESULTS_JSON = 'application/sparql-results+json';

function query(store: Store, text: string): SparqlOutcome {
  let tsv: string;
  try {
    // TSV first, and JSON made from it (sparql-results-tsv.ts): the engine's JSON writer is three times as slow.
    tsv = store.query(text, { results_format: TSV }) as string;
  } catch (error) {
    if (isSyntaxError(error)) throw new SparqlSyntaxError(error.message);
    // CONSTRUCT and DESCRIBE give triples, which no results format can hold.
    if (error instanceof Error && error.message.startsWith('Not supported RDF format')) {
      return { form: 'graph', triples: (store.query(text) as Quad[]).map(jsonTriple) };
    }
    throw error;
  }
  // An ASK's TSV is its answer alone.
  if (tsv === 'true' || tsv === 'false') return { form: 'ask', boolean: tsv === 'true' };
  const select = selectJsonFromTsv(tsv);
  if (select) return { form: 'select', vars: select.vars, resultsJson: select.json };
  const json = store.query(text, { results_format: RESULTS_JSON }) as string;
  // Only the head is read: the rows are passed on as the engine wrote them.
  const { head } = JSON.parse(`${json.slice(0, json.indexOf(RESULTS_KEY))}}`) as ResultsJson;
  return { form: 'select', vars: head.vars ?? [], resultsJson: json };
}

function update(store: Store, text: string, around: AroundUpdate): SparqlOutcome {
  try {
    around(() => store.update(text));
  } catch (error) {
    if (isSyntaxError(error)) throw new SparqlSyntaxError(error.message);
    throw error;
  }
  return { form: 'update' };
}
