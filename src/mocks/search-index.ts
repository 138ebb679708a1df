import MiniSearch from 'minisearch';
import type { Triple, V1SearchResult } from '../api/schemas';
import { parseTerm } from '../lib/rdf-term';

/*
 * Full-text ranking for the offline server, by MiniSearch (BM25). One index per
 * world, built on the first search and kept, since triples never change here.
 */

interface IndexedTriple extends Triple {
  id: number;
}

// Keyed by the triples themselves: a world whose triples change (an import) is a new array (db.ts), so a new index.
const indexes = new WeakMap<Triple[], MiniSearch<IndexedTriple>>();

/**
 * The words of a term worth finding: a literal's text without its quotes and
 * tag, an IRI's last segment ("Mars", "Q405", "orbitalPeriod"). The scheme and
 * host words that every IRI shares ("http", "org") would only slow the index.
 */
function searchableText(term: string): string {
  const parsed = parseTerm(term);
  if (parsed.kind !== 'iri') return parsed.value;
  const { value } = parsed;
  return value.slice(Math.max(value.lastIndexOf('/'), value.lastIndexOf('#'), value.indexOf(':')) + 1);
}

export function buildTripleIndex(triples: Triple[]): MiniSearch<IndexedTriple> {
  const index = new MiniSearch<IndexedTriple>({
    fields: ['subject', 'predicate', 'object'],
    extractField: (triple, field) =>
      field === 'id' ? triple.id : searchableText(String(triple[field as keyof IndexedTriple])),
    searchOptions: {
      boost: { object: 2, subject: 1.5, predicate: 0.5 },
      // "moo" finds "Moon"; a little fuzziness forgives a typo in longer words.
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  });
  index.addAll(triples.map((triple, id) => ({ id, ...triple })));
  return index;
}

function indexFor(triples: Triple[]) {
  let index = indexes.get(triples);
  if (!index) {
    index = buildTripleIndex(triples);
    indexes.set(triples, index);
  }
  return index;
}

/**
 * Ranks a world's triples for a query, best first. Scores are scaled so the
 * best match of the whole query is 1: positive, comparable across pages.
 */
export function searchTriples(
  _worldId: string,
  triples: Triple[],
  { q, limit, offset }: { q: string; limit: number; offset: number },
): V1SearchResult[] {
  const text = indexFor(triples).search(q);
  const best = text[0]?.score ?? 1;
  // Rounded for a tidy reply, but never down to 0: every match has a positive score.
  const scale = (score: number) => Math.max(1e-4, Math.round(score * 1e4) / 1e4);
  /*
   * A query that is a term of the world (a pivot on an IRI) finds the triples with that subject or object first,
   * all with score 1; the words of its path ("solar-system", "Apollo11") would otherwise rank any text that
   * mentions them above the term's own triples. The text matches follow, scaled below 1.
   */
  const exact = new Set(
    triples.flatMap((triple, id) => (isTerm(triple.subject, q) || isTerm(triple.object, q) ? [id] : [])),
  );
  const ranked = [
    ...[...exact].map((id) => ({ id, score: 1 })),
    ...text
      .filter((hit) => !exact.has(hit.id as number))
      .map((hit) => ({ id: hit.id as number, score: exact.size > 0 ? (0.99 * hit.score) / best : hit.score / best })),
  ];
  return ranked.slice(offset, offset + limit).flatMap(({ id, score }) => {
    const triple = triples[id];
    return triple ? [{ score: scale(score), value: triple }] : [];
  });
}

/*
 * The real servers' hybrid search, for the dialect doubles: a full-text half
 * and a vector half, each returning its best k, fused by reciprocal rank.
 * As on the real servers only literal objects are indexed, by their text.
 */

/** The rank constant of reciprocal-rank fusion, as the real servers use it. */
const RRF_K = 60;

const literalIndexes = new WeakMap<Triple[], { index: MiniSearch<IndexedTriple>; literals: IndexedTriple[] }>();

function literalIndexFor(triples: Triple[]) {
  let entry = literalIndexes.get(triples);
  if (!entry) {
    const literals = triples
      .filter((triple) => parseTerm(triple.object).kind === 'literal')
      .map((triple, id) => ({ id, ...triple }));
    const index = new MiniSearch<IndexedTriple>({
      fields: ['object'],
      extractField: (triple, field) => (field === 'id' ? triple.id : parseTerm(triple.object).value),
      searchOptions: { prefix: (term) => term.length >= 3 },
    });
    index.addAll(literals);
    entry = { index, literals };
    literalIndexes.set(triples, entry);
  }
  return entry;
}

/**
 * A literal object as the real servers' search sends it: its text alone, without quotes, language or datatype
 * (recorded/rest/07-search.json gives `"Moon"` for a label tagged `@en`).
 */
const lexicalForm = (object: string) => parseTerm(object).value;

/** The real servers' search filters: each one given must match (a triple's subject, predicate, subject's rdf:type). */
export interface SearchFilters {
  subjects?: readonly string[];
  predicates?: readonly string[];
  types?: readonly string[];
}

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

function filterFor(triples: Triple[], { subjects, predicates, types }: SearchFilters = {}) {
  const some = (values: readonly string[] | undefined) => (values && values.length > 0 ? new Set(values) : undefined);
  const subjectSet = some(subjects);
  const predicateSet = some(predicates);
  const typeSet = some(types);
  const typed = typeSet
    ? new Set(triples.filter((t) => t.predicate === RDF_TYPE && typeSet.has(t.object)).map((t) => t.subject))
    : undefined;
  return (triple: Triple) =>
    (!subjectSet || subjectSet.has(triple.subject)) &&
    (!predicateSet || predicateSet.has(triple.predicate)) &&
    (!typed || typed.has(triple.subject));
}

/** The triples the real servers index (those with a literal object) that pass the filters, in store order. */
export function indexedTriples(_worldId: string, triples: Triple[], filters?: SearchFilters): Triple[] {
  const passes = filterFor(triples, filters);
  return literalIndexFor(triples)
    .literals.filter(passes)
    .map(({ subject, predicate, object }) => ({ subject, predicate, object: lexicalForm(object) }));
}

export interface HybridHit extends Triple {
  /** 1-based rank in the full-text half, or null when that half did not return the triple. */
  ftsRank: number | null;
  /** 1-based rank in the vector half, or null when that half did not return the triple. */
  vecRank: number | null;
  /** 1/(60+ftsRank) + 1/(60+vecRank), a missing half adding 0: at most 2/61 ≈ 0.0328. */
  score: number;
}

/** A 32-bit integer hash, so the stand-in for embeddings is deterministic without storing any. */
function mix32(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Hybrid search as the real servers answer it: the full-text half ranks the
 * literal triples that share words with the query (MiniSearch standing in for
 * SQLite FTS5), the vector half ranks every literal triple by a stand-in
 * similarity, mostly agreeing with the full-text order but perturbed by a
 * seeded hash, so it also brings near neighbours that share no word with the
 * query, as real embeddings do. Each half returns its best `k`; the union is
 * fused by reciprocal rank and sorted by score, best first.
 */
export function hybridSearch(
  worldId: string,
  triples: Triple[],
  query: string,
  k: number,
  filters?: SearchFilters,
): HybridHit[] {
  const { index, literals } = literalIndexFor(triples);
  const passes = filterFor(triples, filters);
  const ftsHits = index
    .search(query, {
      filter: (hit) => {
        const triple = literals[hit.id as number];
        return triple !== undefined && passes(triple);
      },
    })
    .slice(0, k);
  const ftsRankById = new Map(ftsHits.map((hit, rank) => [hit.id as number, rank + 1]));

  const seed = seedOf(`${worldId}\n${query}`);
  const similarity = (id: number) => {
    const noise = mix32(seed ^ Math.imul(id + 1, 0x9e3779b1)) / 0x1_0000_0000;
    const ftsRank = ftsRankById.get(id);
    return (ftsRank === undefined ? 0 : 0.6 / Math.sqrt(ftsRank)) + 0.4 * noise;
  };
  const vecHits = literals
    .filter(passes)
    .map((triple) => ({ id: triple.id, similarity: similarity(triple.id) }))
    .sort((a, b) => b.similarity - a.similarity || a.id - b.id)
    .slice(0, k);
  const vecRankById = new Map(vecHits.map((hit, rank) => [hit.id, rank + 1]));

  const ids = new Set([...ftsRankById.keys(), ...vecRankById.keys()]);
  return [...ids]
    .flatMap((id) => {
      const triple = literals[id];
      if (!triple) return [];
      const ftsRank = ftsRankById.get(id) ?? null;
      const vecRank = vecRankById.get(id) ?? null;
      const score = (ftsRank === null ? 0 : 1 / (RRF_K + ftsRank)) + (vecRank === null ? 0 : 1 / (RRF_K + vecRank));
      return [
        {
          subject: triple.subject,
          predicate: triple.predicate,
          object: lexicalForm(triple.object),
          ftsRank,
          vecRank,
          score,
        },
      ];
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * Whether the query holds full-text syntax (`:`, so every IRI, quotes,
 * brackets, `*`, `^`): the REST server then answers `[]` and the RPC server
 * `{results: []}` (DIALECTS.md), except where fullTextColumnOf() says the RPC
 * server fails instead.
 */
export function isInvalidFullTextQuery(query: string): boolean {
  return /[:"()[\]{}*^]/.test(query);
}

/**
 * The column a query names in FTS5's `column:` syntax, as every IRI does
 * (`https://…` names the column `https`). The RPC server passes such a query
 * to SQLite unchecked and answers 500 `SQLITE_ERROR: no such column: https`
 * (recorded/rpc/09-search-iri.json).
 */
export function fullTextColumnOf(query: string): string | undefined {
  return /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:/.exec(query)?.[1];
}

/** Whether a triple's term is the queried IRI or blank node, however the server wrote it. */
function isTerm(term: string, q: string): boolean {
  const parsed = parseTerm(term);
  if (parsed.kind === 'iri') return parsed.value === q;
  return parsed.kind === 'blank' && (term === q || `_:${parsed.value}` === q);
}
