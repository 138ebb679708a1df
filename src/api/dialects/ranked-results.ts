import * as z from 'zod/mini';
import { ApiError } from '../request';
import { subjectTerm } from '../../lib/rdf-term';
import type { SearchResult } from '../schemas';

/*
 * The real servers (rest and rpc) answer a search with flat rows carrying the
 * ranks of their hybrid search: a full-text rank and a vector rank, fused
 * into the score. A row with neither rank was not ranked for the query at all
 * (the rest server lists every triple, with score 0, when it did not read a
 * query): such rows look like answers but are not, so they are never shown.
 *
 * Both servers index only triples whose object is a literal (DIALECTS.md, "Search finds literal text only"): a
 * row's object is a literal whatever its text looks like, its subject an IRI or a blank node, its predicate an IRI.
 * The rows carry no language or datatype.
 */
export const rankedRowSchema = z.object({
  subject: z.string(),
  predicate: z.string(),
  object: z.string(),
  score: z.number(),
  ftsRank: z.nullish(z.number()),
  vecRank: z.nullish(z.number()),
});
type RankedRow = z.output<typeof rankedRowSchema>;

/**
 * The rows as results. `byFiltersAlone`: the search had filters and no query, so the rows are the triples that pass
 * the filters, unranked by nature (recorded/rest/10), and are shown as such.
 */
export function rankedResults(rows: readonly RankedRow[], { byFiltersAlone = false } = {}): SearchResult[] {
  if (!byFiltersAlone && rows.some((row) => row.ftsRank == null && row.vecRank == null)) {
    throw new ApiError(
      'invalid-reply',
      'The server returned triples that it did not rank for this query (it may not have read the query), so they are not shown.',
      { body: rows },
    );
  }
  return rows.map(({ subject, predicate, object, score }) => ({
    score,
    value: {
      subject: subjectTerm(subject),
      predicate: { kind: 'iri', value: predicate },
      object: { kind: 'literal', value: object },
    },
  }));
}

/**
 * One result per triple, in the order of each triple's first (best) row, carrying how many rows the server sent for
 * it. The REST server sends a row per chunk of a long literal, so the same triple can fill a page several times over.
 */
export function collapseRepeats(results: readonly SearchResult[]): SearchResult[] {
  const byTriple = new Map<string, SearchResult>();
  for (const result of results) {
    const { subject, predicate, object } = result.value;
    const key = JSON.stringify([subject, predicate, object]);
    const first = byTriple.get(key);
    if (first) first.repeats = (first.repeats ?? 1) + 1;
    else byTriple.set(key, { ...result });
  }
  return [...byTriple.values()];
}
