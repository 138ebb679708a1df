import MiniSearch from 'minisearch';
import type { SearchResult, Triple } from '../api/schemas';
import { parseTerm } from '../lib/rdf-term';

/*
 * Full-text ranking for the offline server, by MiniSearch (BM25). One index per
 * world, built on the first search and kept, since triples never change here.
 */

interface IndexedTriple extends Triple {
  id: number;
}

const indexes = new Map<string, MiniSearch<IndexedTriple>>();

/**
 * The words of a term worth finding: a literal's text without its quotes and
 * tag, an IRI's last segment ("Mars", "Q405", "orbitalPeriod"). The scheme and
 * host words that every IRI shares ("http", "org") would only slow the index.
 */
export function searchableText(term: string): string {
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

function indexFor(worldId: string, triples: Triple[]) {
  let index = indexes.get(worldId);
  if (!index) {
    index = buildTripleIndex(triples);
    indexes.set(worldId, index);
  }
  return index;
}

/**
 * Ranks a world's triples for a query, best first. Scores are scaled so the
 * best match of the whole query is 1: positive, comparable across pages.
 */
export function searchTriples(
  worldId: string,
  triples: Triple[],
  { q, limit, offset }: { q: string; limit: number; offset: number },
): SearchResult[] {
  const text = indexFor(worldId, triples).search(q);
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

/** Whether a triple's term is the queried IRI or blank node, however the server wrote it. */
function isTerm(term: string, q: string): boolean {
  const parsed = parseTerm(term);
  if (parsed.kind === 'iri') return parsed.value === q;
  return parsed.kind === 'blank' && (term === q || `_:${parsed.value}` === q);
}
