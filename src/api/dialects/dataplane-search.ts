import * as z from 'zod/mini';
import type { SearchResult } from '../schemas';
import { noFilters } from '../search-filters';
import type { SearchPage, SearchRequest } from '../worlds-api';
import { subjectTerm } from '../../lib/rdf-term';
import { DATAPLANE_SEARCH_MAX } from './dataplane-profile';

/*
 * The dataplane server's search (`POST /worlds/{id}/search`, recorded/dataplane/15–26): at most 100 rows and no
 * paging, so one reply is asked for and the pages are slices of it. Its scores are on a 0–1 scale, 1 the best, each
 * with the kind of score it is (`scoreType`), and `null` when the server fell back to an unranked text match.
 */

export const searchReplySchema = z.object({
  results: z.array(
    z.object({
      subject: z.string(),
      predicate: z.string(),
      content: z.string(),
      score: z.nullish(z.number()),
      scoreType: z.optional(z.catch(z.nullable(z.string()), null)),
    }),
  ),
  mode: z.optional(z.string()),
});
export type SearchReply = z.output<typeof searchReplySchema>;

/** What one search asks: the server's most rows, once; the page is a slice of them. */
export function searchBody({ q, filters = noFilters, minScore, excludePredicates = [] }: SearchRequest) {
  const { subjects, predicates } = filters;
  const include = {
    ...(subjects.length > 0 ? { subjects } : {}),
    ...(predicates.length > 0 ? { predicates } : {}),
  };
  const filter = {
    ...(Object.keys(include).length > 0 ? { include } : {}),
    ...(excludePredicates.length > 0 ? { exclude: { predicates: excludePredicates } } : {}),
  };
  return {
    query: q,
    limit: DATAPLANE_SEARCH_MAX,
    ...(minScore === undefined ? {} : { minScore }),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

/** The page asked for, out of the server's one reply. */
export function pageOfReply(reply: SearchReply, { offset, limit }: SearchRequest): SearchPage {
  const rows = reply.results.map(({ subject, predicate, content, score, scoreType }): SearchResult => ({
    // A fallback row has no score (null): it is shown as unranked, never as a made-up 0.
    score: score ?? null,
    ...(scoreType ? { scoreType } : {}),
    value: {
      subject: subjectTerm(subject),
      predicate: { kind: 'iri', value: predicate },
      // Only literals are indexed, and the reply gives their text alone.
      object: { kind: 'literal', value: content },
    },
  }));
  const full = rows.length >= DATAPLANE_SEARCH_MAX;
  const atServerLimit = full && offset + limit >= DATAPLANE_SEARCH_MAX;
  return {
    results: rows.slice(offset, offset + limit),
    hasMore: rows.length > offset + limit && !atServerLimit,
    ...(atServerLimit ? { serverLimit: DATAPLANE_SEARCH_MAX } : {}),
    ...(reply.mode ? { searchMode: reply.mode } : {}),
  };
}
