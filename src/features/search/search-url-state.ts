import * as z from 'zod/mini';
import { EXPANSION_LIMIT } from '../../components/graph/expansion-limit';
import { readStored, writeStored } from '../../lib/browser-storage';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, wholeNumber } from '../../api/schemas';
import { FILTER_KINDS, hasFilters, noFilters, type FilterKind, type SearchFilters } from '../../api/search-filters';
import type { SearchRequest } from '../../api/worlds';

/*
 * The search lives in the URL (`?q=&limit=&offset=`, the filters `predicate=`, `type=`, `subject=`, and where the
 * server can, `hide-predicate=` and `min-score=`), so reload, Back/Forward
 * and a copied link reopen the same page. Whatever the URL says is parsed
 * leniently: a bad value falls back to its default instead of failing.
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;

const searchUrlSchema = z.object({
  q: z.catch(z.string().check(z.trim()), ''),
  limit: z.catch(z.optional(z.coerce.number().check(wholeNumber, z.gte(1), z.lte(SEARCH_LIMIT_MAX))), undefined),
  // Past the largest exact integer an offset can no longer be sent as typed.
  offset: z.catch(z.coerce.number().check(wholeNumber, z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)), 0),
});

export interface SearchUrlState {
  q: string;
  limit: number;
  offset: number;
  /** Left out, a search is shown as the table. */
  view?: SearchView;
  /** The things whose neighbours are added to the graph, in the order they were added. */
  expand?: readonly string[];
  /** Left out, none. */
  filters?: SearchFilters;
  /** Predicates left out of the search (`hide-predicate=`, repeated). Left out, none. */
  hidden?: readonly string[];
  /** The least score a row may have, 0–1 (`min-score=`). Left out, the world's own. */
  minScore?: number;
}

/** The URL's name of each kind of filter: one parameter per IRI, repeated. */
const FILTER_PARAMS: Record<FilterKind, string> = {
  predicates: 'predicate',
  types: 'type',
  subjects: 'subject',
};
/** The most IRIs of one kind a link may filter by: past a few, a link is no longer one a person wrote. */
export const FILTER_LIMIT = 10;

// An absolute IRI, as the servers take a filter: a scheme, a colon, and nothing a server would read as a break.
const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|^`\\]+$/i;
const filterIriSchema = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine((text) => IRI.test(text)),
);

/** The URL's name of the predicates left out (where the server can: capabilities.searchSettings). */
const HIDDEN_PARAM = 'hide-predicate';
const MIN_SCORE_PARAM = 'min-score';

/** The URL's filter parameters alone, the hidden predicates with them. */
export const filterParams = (params: URLSearchParams) =>
  new URLSearchParams(
    [...FILTER_KINDS.map((kind) => FILTER_PARAMS[kind]), HIDDEN_PARAM].flatMap((name) =>
      params.getAll(name).map((value) => [name, value]),
    ),
  );

/** The IRIs of one parameter: a value that is no IRI is dropped, as are repeats and those past the limit. */
function readIris(params: URLSearchParams, name: string): string[] {
  const iris = params.getAll(name).flatMap((value) => {
    const parsed = filterIriSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  return [...new Set(iris)].slice(0, FILTER_LIMIT);
}

/** The filters of the URL. */
export function parseFilterUrl(params: URLSearchParams): SearchFilters {
  const read = (kind: FilterKind) => readIris(params, FILTER_PARAMS[kind]);
  return { subjects: read('subjects'), predicates: read('predicates'), types: read('types') };
}

/** The predicates the URL hides. */
export const parseHiddenUrl = (params: URLSearchParams): string[] => readIris(params, HIDDEN_PARAM);

/** A minimum score as typed or linked: a number from 0 to 1, or nothing (empty, not a number, out of range). */
export function parseMinScore(text: string | null): number | undefined {
  // Number('') is 0: an empty value is no minimum, not a minimum of 0.
  const value = text === null || text.trim() === '' ? NaN : Number(text);
  return value >= 0 && value <= 1 ? value : undefined;
}

/** The search the page asks for: each part only when it is given, so that a plain search keeps its key. */
export function searchRequestOf(
  worldId: string,
  {
    q,
    limit,
    offset,
    filters,
    hidden = [],
    minScore,
  }: Pick<SearchUrlState, 'q' | 'limit' | 'offset' | 'filters' | 'hidden' | 'minScore'>,
): SearchRequest {
  return {
    worldId,
    q,
    limit,
    offset,
    ...(hasFilters(filters) ? { filters } : {}),
    ...(hidden.length > 0 ? { excludePredicates: hidden } : {}),
    ...(minScore === undefined ? {} : { minScore }),
  };
}

export type SearchView = 'table' | 'graph';

/**
 * The view (`view=graph`) and the expansions (`expand=`, repeated) of a search. Kept apart from
 * parseSearchUrl so that the table's state reads as before; unknown views fall back to the table,
 * and expansions past the limit or repeated are dropped.
 */
export function parseViewUrl(params: URLSearchParams): { view: SearchView; expand: string[] } {
  // A plain comparison rather than z.enum: that would add zod's enum to the code every first visit loads.
  const view: SearchView = params.get('view') === 'graph' ? 'graph' : 'table';
  const expand = [...new Set(params.getAll('expand').map((iri) => iri.trim()))].filter((iri) => iri !== '');
  return { view, expand: expand.slice(0, EXPANSION_LIMIT) };
}

/** Reads the search from the URL; a missing or bad limit becomes the person's page size (10 until they pick one). */
export function parseSearchUrl(params: URLSearchParams, fallbackLimit: number = SEARCH_LIMIT_DEFAULT): SearchUrlState {
  const parsed = searchUrlSchema.parse({
    q: params.get('q') ?? undefined,
    limit: params.get('limit') ?? undefined,
    offset: params.get('offset') ?? undefined,
  });
  const minScore = parseMinScore(params.get(MIN_SCORE_PARAM));
  return {
    q: parsed.q,
    limit: parsed.limit ?? fallbackLimit,
    offset: parsed.offset,
    ...(minScore === undefined ? {} : { minScore }),
  };
}

/** The URL of a search: every part written out, so a copied link does not depend on the reader's page size. */
export function searchUrlParams({
  q,
  limit,
  offset,
  view,
  expand = [],
  filters = noFilters,
  hidden = [],
  minScore,
}: SearchUrlState): URLSearchParams {
  const trimmed = q.trim();
  const narrowed = hasFilters(filters) || hidden.length > 0 || minScore !== undefined;
  if (trimmed === '' && !narrowed) return view === 'graph' ? new URLSearchParams({ view }) : new URLSearchParams();
  // Filters alone make a search too (where the server can search by them alone): then the URL has no q.
  const params = new URLSearchParams(trimmed === '' ? {} : { q: trimmed });
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  for (const kind of FILTER_KINDS) for (const iri of filters[kind]) params.append(FILTER_PARAMS[kind], iri);
  for (const iri of hidden) params.append(HIDDEN_PARAM, iri);
  if (minScore !== undefined) params.set(MIN_SCORE_PARAM, String(minScore));
  // The table is the default, so its links read as they always did.
  if (view === 'graph') params.set('view', view);
  for (const iri of expand) params.append('expand', iri);
  return params;
}

/**
 * What the history entry of a search knows besides its URL: whether it came from typing (so typing replaces one
 * entry, not one per pause).
 */
const navigationStateSchema = z.object({
  typing: z.catch(z.boolean(), false),
});
export type SearchNavigationState = z.output<typeof navigationStateSchema>;

export function parseNavigationState(state: unknown): SearchNavigationState {
  const parsed = navigationStateSchema.safeParse(state ?? {});
  return parsed.success ? parsed.data : { typing: false };
}

const PAGE_SIZE_KEY = 'worlds-dashboard:search-page-size';

export function readPageSize(): number {
  const stored = Number(readStored('device', PAGE_SIZE_KEY));
  return (PAGE_SIZES as readonly number[]).includes(stored) ? stored : SEARCH_LIMIT_DEFAULT;
}

export function rememberPageSize(size: number) {
  writeStored('device', PAGE_SIZE_KEY, String(size));
}
