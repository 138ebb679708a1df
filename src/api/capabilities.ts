import type { ApiDialect } from './connection';

/*
 * What a connection's server can do, found out once with its dialect (dialect.ts) and remembered like it. The
 * screens ask this, never a status code. SPARQL, create, delete, import and export are reported as the servers have
 * them (shared/api/DIALECTS.md); a v1 server has none of the last four, but the offline data has them all.
 */
export interface Capabilities {
  /** One world by its ID. */
  readWorld: boolean;
  /** Every world of the server. */
  listWorlds: boolean;
  /**
   * How a search reaches a later page: by offset, or by the page token of the one before (so a page far ahead is a
   * walk); `rowLimit` is the most rows the server returns for one query, when it has such a limit.
   */
  search: { paging: 'offset' | 'token'; rowLimit?: number };
  /** Search filtered by subjects, predicates and types. */
  filters: boolean;
  /**
   * A search by filters alone, with no query: rest answers with the triples that pass them, unranked; rpc answers
   * nothing at all for an empty query (recorded/rest/10, recorded/rpc/11).
   */
  filtersAlone: boolean;
  sparql: boolean;
  create: boolean;
  delete: boolean;
  /**
   * How an import treats what the world holds: `adds` (rpc, the offline data) or `replaces` (rest: its import
   * replaces the world's triples, DIALECTS.md), or false where there is no import.
   */
  import: false | 'adds' | 'replaces';
  export: boolean;
  /** A log of what was done to each world (rest: `GET /v1/worlds/{id}/logs`, recorded/rest/28). */
  log: boolean;
}

/** The REST server refuses a larger search limit and has no offset: rows past its 100th are out of reach. */
export const REST_SEARCH_MAX = 100;

const everythingElse = { filters: true, sparql: true, create: true, delete: true, export: true };
const nothingElse: Omit<Capabilities, 'readWorld' | 'listWorlds' | 'search' | 'filtersAlone'> = {
  filters: false,
  sparql: false,
  create: false,
  delete: false,
  import: false,
  export: false,
  log: false,
};

/**
 * The capabilities of a dialect. A v1 server is the description, which has only the save and the search; one that
 * answers `GET /v1/worlds` (the offline data, the REST server of January 2026) lists its worlds and reads them, and
 * one found to answer SPARQL (the offline data; see probeSparql) has it.
 */
export function capabilitiesOf(
  dialect: ApiDialect,
  {
    readsWorlds,
    sparql = false,
    manages = false,
  }: { readsWorlds: boolean; sparql?: boolean | undefined; manages?: boolean | undefined },
): Capabilities {
  switch (dialect) {
    case 'v1':
      return {
        readWorld: readsWorlds,
        listWorlds: readsWorlds,
        search: { paging: 'offset' },
        ...nothingElse,
        filtersAlone: false,
        sparql,
        // The offline data (one store per browser) creates, deletes, imports and exports; the description has none.
        ...(manages ? { create: true, delete: true, import: 'adds' as const, export: true } : {}),
      };
    case 'rest':
      return {
        readWorld: true,
        listWorlds: true,
        search: { paging: 'offset', rowLimit: REST_SEARCH_MAX },
        ...everythingElse,
        import: 'replaces',
        filtersAlone: true,
        log: true,
      };
    case 'rpc':
      return {
        readWorld: true,
        listWorlds: true,
        search: { paging: 'token' },
        ...everythingElse,
        import: 'adds',
        filtersAlone: false,
        log: false,
      };
  }
}
