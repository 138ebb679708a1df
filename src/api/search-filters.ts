import type { SearchResult } from './schemas';

/*
 * The real servers' search filters (shared/api/DIALECTS.md): rest takes them as repeated query parameters, rpc as
 * arrays. Each kind given must match: a triple's subject, its predicate, the rdf:type of its subject. A server
 * without them (v1, the offline sample data) gets the filters applied to the page it returned (filterPage).
 */
export interface SearchFilters {
  subjects: readonly string[];
  predicates: readonly string[];
  types: readonly string[];
}

export const FILTER_KINDS = ['predicates', 'types', 'subjects'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const noFilters: SearchFilters = { subjects: [], predicates: [], types: [] };

export const hasFilters = (filters: SearchFilters | undefined): filters is SearchFilters =>
  filters !== undefined && FILTER_KINDS.some((kind) => filters[kind].length > 0);

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

/**
 * The rows of a page that pass the filters, as far as the page tells. A subject's type is known only from an
 * rdf:type row on the same page, so the type filter keeps the rows of subjects whose type the page shows.
 */
export function filterPage(results: readonly SearchResult[], { subjects, predicates, types }: SearchFilters) {
  const typed =
    types.length === 0
      ? undefined
      : new Set(
          results
            .filter(({ value }) => value.predicate.value === RDF_TYPE && types.includes(value.object.value))
            .map(({ value }) => value.subject.value),
        );
  return results.filter(
    ({ value }) =>
      (subjects.length === 0 || (value.subject.kind === 'iri' && subjects.includes(value.subject.value))) &&
      (predicates.length === 0 || predicates.includes(value.predicate.value)) &&
      (typed === undefined || typed.has(value.subject.value)),
  );
}
