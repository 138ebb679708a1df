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
  /*
   * What only some servers have (today only dataplane's): absent means the server has none of it, so that the
   * capabilities of a first visit's own server carry no bytes for them.
   */
  /** A deleted world can be restored by its ID for this many days (dataplane: `POST /worlds/{id}/undelete`). */
  restore?: { graceDays: number };
  /**
   * What the server's import does not keep of a file's terms (dataplane: every value is stored as plain text, so
   * language tags and datatypes are dropped, and its import has no blank nodes: subjects are IRIs, and an object
   * that is not an IRI becomes text). Absent: the import keeps terms as they are.
   */
  importTerms?: { plainTextValues?: true; blankNodesAsIris?: true };
  /** A world can be suspended and resumed (dataplane: a suspended world keeps its data and answers no search). */
  suspend?: true;
  /** A world's search index can be rebuilt on request (dataplane: `POST /worlds/{id}/reindex`). */
  reindex?: true;
  /**
   * A world has search settings of its own (dataplane: embedding model, chunk size, top K, minimum score), a search
   * takes a minimum score, and its filters can exclude as well as include.
   */
  searchSettings?: true;
  /** API keys are managed through the server by an admin's key (dataplane: `/api-keys`). */
  apiKeys?: true;
  /** The server says how it is with a health route of its own (dataplane: `GET /health`), read by the header. */
  health?: true;
  /**
   * The one form a world's ID takes on this server, so that Open by ID explains a malformed ID before sending it
   * (dataplane: `w_` and a UUID; another form is a 400). `about` says the form to a person, `example` is one.
   */
  worldId?: { pattern: RegExp; example: string; about: string };
}

export type SparqlForm = 'SELECT' | 'ASK' | 'CONSTRUCT' | 'DESCRIBE';
export const ALL_FORMS: readonly SparqlForm[] = ['SELECT', 'ASK', 'CONSTRUCT', 'DESCRIBE'];

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
 * The capabilities of a server of the description, which has only the save and the search; one that answers
 * `GET /v1/worlds` (the REST server of January 2026) lists its worlds and reads them, and one found to answer SPARQL
 * (see probeSparql, sparql-probe.ts) has it. The other servers' are beside their adapters (dialects/*), loaded with them, so that a
 * first visit carries only what its own server needs.
 */
export function v1Capabilities({
  readsWorlds,
  sparql = false,
}: {
  readsWorlds: boolean;
  sparql?: boolean | undefined;
}): Capabilities {
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
}
