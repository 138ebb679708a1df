import type { ApiDialect } from './connection';

/*
 * What a connection's server can do, found out once with its dialect (dialect.ts) and remembered like it. This is
 * the one truth the screens ask: they never branch on a dialect or a status code. What a server does that people
 * must know before they act (a soft delete, the fields a new world asks for) is said here too, and how a server
 * refuses is turned into a refusal a person can act on by its adapter (src/api/dialects/), not by a page.
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
  /** SPARQL, with the query forms the server runs (rpc refuses CONSTRUCT and DESCRIBE, recorded/rpc/15). */
  sparql: false | { forms: readonly SparqlForm[] };
  create: false | WorldCreation;
  delete: false | { whatHappens: string };
  /**
   * How an import treats what the world holds: `adds` (rpc, the offline data) or `replaces` (rest: its import
   * replaces the world's triples, DIALECTS.md), or false where there is no import.
   */
  import: false | 'adds' | 'replaces';
  export: boolean;
  /** A log of what was done to each world (rest: `GET /v1/worlds/{id}/logs`, recorded/rest/28). */
  log: boolean;
  /** Whether a world has a description: the dataplane server keeps none (its world has only `displayName`). */
  description: boolean;
}

type SparqlForm = 'SELECT' | 'ASK' | 'CONSTRUCT' | 'DESCRIBE';
const ALL_FORMS: readonly SparqlForm[] = ['SELECT', 'ASK', 'CONSTRUCT', 'DESCRIBE'];

export type NewWorldField = 'name' | 'slug' | 'namespace' | 'id' | 'description';

/** What a new world is on this server: the fields its form asks for, in the server's own terms. */
export interface WorldCreation {
  /** In the order the form asks for them. */
  fields: readonly NewWorldField[];
  /** The field whose value follows the name until it is typed in. */
  suggested: 'slug' | 'id';
  /** A world may have no name (rpc: it is shown by its ID). */
  nameOptional: boolean;
  /** The ID is a path of its own (the offline data): lower-case letters, digits and single hyphens only. */
  plainId: boolean;
  /** The form's first line. */
  about: string;
}

/** The REST server refuses a larger search limit and has no offset: rows past its 100th are out of reach. */
export const REST_SEARCH_MAX = 100;

/**
 * The capabilities of a server that speaks a dialect. A v1 server is the description, which has only the save and
 * the search; one that answers `GET /v1/worlds` (the REST server of January 2026) lists its worlds and reads them,
 * and one found to answer SPARQL (see probeSparql) has it.
 */
export function capabilitiesOf(
  // The dataplane server's are in dialects/dataplane-profile.ts, loaded only once a server is found to speak it.
  dialect: Exclude<ApiDialect, 'dataplane'>,
  { readsWorlds, sparql = false }: { readsWorlds: boolean; sparql?: boolean | undefined },
): Capabilities {
  switch (dialect) {
    case 'v1':
      return {
        readWorld: readsWorlds,
        listWorlds: readsWorlds,
        search: { paging: 'offset' },
        filters: false,
        filtersAlone: false,
        sparql: sparql ? { forms: ALL_FORMS } : false,
        create: false,
        delete: false,
        import: false,
        export: false,
        log: false,
        description: true,
      };
    case 'rest':
      return {
        readWorld: true,
        listWorlds: true,
        search: { paging: 'offset', rowLimit: REST_SEARCH_MAX },
        filters: true,
        filtersAlone: true,
        sparql: { forms: ALL_FORMS },
        create: {
          fields: ['name', 'slug', 'description'],
          suggested: 'slug',
          nameOptional: false,
          plainId: false,
          about: 'The REST server asks for a name and a slug.',
        },
        delete: {
          whatHappens:
            'The REST server deletes softly: the world and its data disappear from every read, but the server keeps them, and the world’s slug can never be used for a new world.',
        },
        import: 'replaces',
        export: true,
        log: true,
        description: true,
      };
    case 'rpc':
      return {
        readWorld: true,
        listWorlds: true,
        search: { paging: 'token' },
        filters: true,
        filtersAlone: false,
        sparql: { forms: ['SELECT', 'ASK'] },
        create: {
          fields: ['namespace', 'id', 'name', 'description'],
          suggested: 'id',
          nameOptional: true,
          plainId: false,
          about: 'The RPC server asks for a namespace and an ID; the world’s full ID is namespace/ID.',
        },
        delete: { whatHappens: 'The RPC server deletes the world and its data.' },
        import: 'adds',
        export: true,
        log: false,
        description: true,
      };
  }
}

/**
 * The offline sample data: a connection of its own, answered in this browser by the mock (the described routes,
 * with reads, SPARQL by Oxigraph, and the management the servers have), never a v1 server found to do more.
 */
export const OFFLINE_CAPABILITIES: Capabilities = {
  readWorld: true,
  listWorlds: true,
  search: { paging: 'offset' },
  filters: false,
  filtersAlone: false,
  sparql: { forms: ALL_FORMS },
  create: {
    fields: ['name', 'id', 'description'],
    suggested: 'id',
    nameOptional: false,
    plainId: true,
    about: 'The offline sample data keeps the new world in this browser; “Restore the sample data” removes it.',
  },
  delete: {
    whatHappens:
      'The offline sample data removes it from this browser; “Restore the sample data” brings the samples back.',
  },
  import: 'adds',
  export: true,
  log: false,
  description: true,
};
