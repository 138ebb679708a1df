import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import type { Triple } from '../../api/schemas';
import { guessTriple } from '../../lib/rdf-term';
import { worldTriples } from '../db';
import { hybridSearch, isInvalidFullTextQuery } from '../search-index';
import { noDatabase, reachable, readJsonBody, tripleLine } from './dataplane-world';
import { hash64 } from './hash';

/*
 * The dataplane double's search (`POST /worlds/{id}/search`), as recorded (recorded/dataplane/15–26): at most 100
 * rows, no paging, scores 0–1 with their kind, the mode that ran, `graph: ""`, the minimum score and the filters'
 * include and exclude honoured; and, when its search engine is down, the fallback: unranked rows, `score: null`.
 */

/** One search result as the dataplane server sends it: the literal's text as `content`, no `object`. */
export interface DataplaneSearchResult {
  id: string;
  subject: string;
  predicate: string;
  /** "" for the default graph (the OpenAPI says it is left out). */
  graph: string;
  content: string;
  /** 0–1, 1 the best; null in fallback mode. */
  score: number | null;
  scoreType: 'rrf' | 'cosine' | 'unranked';
}

const termListsSchema = z.object({
  subjects: z.optional(z.array(z.string())),
  predicates: z.optional(z.array(z.string())),
  graphs: z.optional(z.array(z.string())),
});

const searchSchema = z.object({
  query: z.string().check(z.minLength(1)),
  limit: z.optional(z.int().check(z.gte(1), z.lte(100))),
  minScore: z.optional(z.number().check(z.gte(0), z.lte(1))),
  filter: z.optional(z.object({ include: z.optional(termListsSchema), exclude: z.optional(termListsSchema) })),
});

/**
 * The server's fallback (its OpenAPI: "LIKE-based search if the primary engine is unavailable"): the literals whose
 * text holds the query, in the world's order, each unranked (`score: null`). The minimum score cannot apply to rows
 * without a score; the filters do.
 */
function likeSearch(
  triples: Triple[],
  query: string,
  passes: (subject: string, predicate: string) => boolean,
): DataplaneSearchResult[] {
  const needle = query.toLowerCase();
  return triples.flatMap((triple) => {
    const { subject, predicate, object } = guessTriple(triple);
    if (object.kind !== 'literal' || !object.value.toLowerCase().includes(needle)) return [];
    if (!passes(subject.value, predicate.value)) return [];
    return [
      {
        id: `q2.${hash64(tripleLine(triple))}`,
        subject: subject.value,
        predicate: predicate.value,
        graph: '',
        content: object.value,
        score: null,
        scoreType: 'unranked',
      },
    ];
  });
}

/** The search route, behind `guard` (the key and the world ID's checks). */
export function dataplaneSearchHandler(
  origin: string,
  guard: (request: Request, params: unknown) => Response | null,
  searchEngine: 'up' | 'down',
) {
  return http.post(`${origin}/worlds/:worldId/search`, async ({ request, params }) => {
    const denied = guard(request, params);
    if (denied) return denied;
    const parsed = await readJsonBody(request, searchSchema);
    if ('reply' in parsed) return parsed.reply;
    const world = reachable(String(params.worldId));
    const triples = world ? worldTriples(world.id) : undefined;
    if (!world || !triples) return noDatabase();
    // `offset` is not a field: there is no paging (recorded/dataplane/24).
    // Without a minScore the world's own applies (the OpenAPI: minScore "overrides the world's minimum").
    const { query, limit = 20, minScore = world.dataplane?.minScore ?? 0, filter } = parsed.data;
    const include = filter?.include;
    const excluded = (subject: string, predicate: string) =>
      (filter?.exclude?.subjects?.includes(subject) ?? false) ||
      (filter?.exclude?.predicates?.includes(predicate) ?? false);
    if (searchEngine === 'down') {
      const included = (subject: string, predicate: string) =>
        (include?.subjects === undefined || include.subjects.length === 0 || include.subjects.includes(subject)) &&
        (include?.predicates === undefined ||
          include.predicates.length === 0 ||
          include.predicates.includes(predicate)) &&
        !excluded(subject, predicate);
      return HttpResponse.json({ results: likeSearch(triples, query, included).slice(0, limit), mode: 'fallback' });
    }
    // Only literals are indexed: a query holding an IRI (full-text syntax) finds nothing (recorded/dataplane/17).
    // Only the default graph holds triples here: a filter naming graphs keeps only those in "".
    if (
      isInvalidFullTextQuery(query) ||
      (include?.graphs && include.graphs.length > 0 && !include.graphs.includes(''))
    ) {
      return HttpResponse.json({ results: [], mode: 'keyword' });
    }
    // Keyword search ranked by the full-text half alone, scored 60/(59+rank) as recorded (1, 60/61, 60/62…).
    const hits = hybridSearch(world.id, triples, query, 100, {
      subjects: include?.subjects,
      predicates: include?.predicates,
    })
      .filter((hit) => hit.ftsRank !== null && !excluded(hit.subject, hit.predicate))
      .sort((a, b) => (a.ftsRank ?? 0) - (b.ftsRank ?? 0));
    const results = hits
      .map((hit, index): DataplaneSearchResult => ({
        id: `q2.${hash64(tripleLine(hit))}`,
        subject: hit.subject,
        predicate: hit.predicate,
        graph: '',
        content: hit.object,
        score: 60 / (60 + index),
        scoreType: 'rrf',
      }))
      .filter((result) => (result.score ?? 0) >= minScore)
      .slice(0, limit);
    return HttpResponse.json({ results, mode: 'keyword' });
  });
}
