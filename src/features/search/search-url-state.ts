import * as z from 'zod/mini';
import { readStored, writeStored } from '../../lib/browser-storage';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, wholeNumber } from '../../api/schemas';

/*
 * The search lives in the URL (`?q=&limit=&offset=`), so reload, Back/Forward
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
}

export type SearchView = 'table' | 'graph';

/** How many neighbourhoods can be added to one graph: beyond a few, the picture stops being readable. */
export const EXPANSION_LIMIT = 5;

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
  return { q: parsed.q, limit: parsed.limit ?? fallbackLimit, offset: parsed.offset };
}

/** The URL of a search: every part written out, so a copied link does not depend on the reader's page size. */
export function searchUrlParams({ q, limit, offset, view, expand = [] }: SearchUrlState): URLSearchParams {
  const trimmed = q.trim();
  if (trimmed === '') return view === 'graph' ? new URLSearchParams({ view }) : new URLSearchParams();
  const params = new URLSearchParams({ q: trimmed, limit: String(limit), offset: String(offset) });
  // The table is the default, so its links read as they always did.
  if (view === 'graph') params.set('view', view);
  for (const iri of expand) params.append('expand', iri);
  return params;
}

/**
 * What the history entry of a search knows besides its URL: the pivots that
 * led to it (for the breadcrumb; Back restores the trail with the page) and
 * whether it came from typing (so typing replaces one entry, not one per pause).
 */
const navigationStateSchema = z.object({
  trail: z.catch(z.array(z.string()), []),
  typing: z.catch(z.boolean(), false),
});
export type SearchNavigationState = z.output<typeof navigationStateSchema>;

export function parseNavigationState(state: unknown): SearchNavigationState {
  const parsed = navigationStateSchema.safeParse(state ?? {});
  return parsed.success ? parsed.data : { trail: [], typing: false };
}

const PAGE_SIZE_KEY = 'worlds-dashboard:search-page-size';

export function readPageSize(): number {
  const stored = Number(readStored('device', PAGE_SIZE_KEY));
  return (PAGE_SIZES as readonly number[]).includes(stored) ? stored : SEARCH_LIMIT_DEFAULT;
}

export function rememberPageSize(size: number) {
  writeStored('device', PAGE_SIZE_KEY, String(size));
}
