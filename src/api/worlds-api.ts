import type { PartWriter } from './file-quad';
import type { Capabilities } from './capabilities';
import type { ApiDialect, Connection } from './connection';
import type { HttpRequestDescription } from './http-request';
import type { SparqlAnswer, SparqlOperation, SparqlSelect } from './sparql';
import type { SearchParams, SearchResult, World, WorldList, WorldUpdate } from './schemas';
import type { SearchFilters } from './search-filters';

/*
 * The Worlds API as the features see it, whatever the server speaks. Each
 * dialect (v1: the description; rest: the REST server; rpc: the RPC server)
 * implements it in src/api/dialects/, so the screens see one World and one
 * page of search results everywhere.
 */

/**
 * A search of one world. With filters, the query may be empty where the server can search by filters alone
 * (capabilities.filtersAlone).
 */
export type SearchRequest = SearchParams & {
  worldId: string;
  filters?: SearchFilters;
  /** The least score a row may have, 0–1 (capabilities.searchSettings); left out, the world's own minimum. */
  minScore?: number;
  /** Predicates whose triples are left out of the search (capabilities.searchSettings: dataplane's `exclude`). */
  excludePredicates?: readonly string[];
};

/** One page of a search, as the screens show it. */
export interface SearchPage {
  results: SearchResult[];
  /** Whether a next page may exist. No dialect gives a total: a full page may have a next one. */
  hasMore: boolean;
  /** Set when this page reached the most the server will ever return for a query (rest: 100 rows). */
  serverLimit?: number;
  /**
   * Set when the server cannot filter, so the filters were applied to the page it returned: matches on its other
   * pages are not shown, and a page may be empty while the next has some.
   */
  filteredHere?: boolean;
  /**
   * What the server ran, where it says (dataplane: `keyword`, `semantic`, `hybrid`, or `fallback`, a plain text
   * match whose rows are unranked).
   */
  searchMode?: string;
}

/**
 * What the reply to a save said: the world as the server says it stored it, nothing at all (a 204, an empty
 * 200), or something that is not a world, so that whether the save was made is not known from the reply.
 */
export type SaveReply = { kind: 'world'; world: World } | { kind: 'empty' } | { kind: 'not-understood' };

/**
 * An operation that a server may lack is an optional member, present exactly when `capabilities` says so, so that
 * TypeScript makes every caller check.
 */
export interface WorldsApi {
  readonly dialect: ApiDialect;
  readonly capabilities: Capabilities;
  /**
   * Every world of the server, however many pages its list takes. A listed world that cannot be read is
   * counted in `unreadable`, not thrown: one malformed world must not hide the others.
   */
  readonly listWorlds?: (signal?: AbortSignal) => Promise<WorldList>;
  /** The world, or an ApiError with status 404 when the server has none with this ID. */
  readonly getWorld?: (worldId: string, signal?: AbortSignal) => Promise<World>;
  /** Sends only the given fields; resolves to what the reply says of the world it stored. */
  updateWorld(worldId: string, changes: WorldUpdate, signal?: AbortSignal): Promise<SaveReply>;
  searchWorld(search: SearchRequest, signal?: AbortSignal): Promise<SearchPage>;
  /**
   * A SPARQL SELECT against one world, its rows typed. A reply that is the REST server's answer to a query it
   * could not read (no variables, one empty row) is an ApiError, never a result.
   */
  readonly sparqlSelect?: (worldId: string, query: string, signal?: AbortSignal) => Promise<SparqlSelect>;
  /** Creates a world; resolves to it, its ID as the server gave it. */
  readonly createWorld?: (world: NewWorld, signal?: AbortSignal) => Promise<World>;
  readonly deleteWorld?: (worldId: string, signal?: AbortSignal) => Promise<void>;
  /**
   * The server's own import of one RDF body: where it replaces what the world holds (capabilities.import), the
   * Data page's Replace; where it adds, what each part of a file goes through (see importParts).
   */
  readonly importWorld?: (worldId: string, rdf: string, format: RdfFormat, signal?: AbortSignal) => Promise<void>;
  /**
   * How a file's triples are added to a world on this server, in parts, one request each (api/add-triples.ts), where
   * that is not the default: N-Quads through importWorld where the server's import adds (rpc, the offline data),
   * SPARQL INSERT DATA where it replaces (rest). Dataplane's import takes a JSON array of triples.
   */
  readonly importParts?: ImportParts;
  /**
   * The whole world as RDF, part by part as the server gives it (a reply's body as it arrives, rpc's base64 decoded
   * a slice at a time, dataplane's JSON pages written one by one): the next part is read only once the one before
   * has been taken, so a file written as it goes holds memory to one part.
   */
  readonly exportWorld?: (worldId: string, format: RdfFormat, signal?: AbortSignal) => AsyncIterable<ExportPart>;
  /** When the world was created and changed, as its read gives it. */
  readonly worldTimes?: (worldId: string, signal?: AbortSignal) => Promise<WorldTimes>;
  /** What was done to the world, newest first, as the server logged it. */
  readonly worldLog?: (worldId: string, signal?: AbortSignal) => Promise<WorldLogEntry[]>;
  /**
   * Any SPARQL, as the SPARQL page sends it: a query of any form, or an update. Where the server refuses a form
   * (rpc: CONSTRUCT and DESCRIBE), its refusal is the ApiError it sent.
   */
  readonly runSparql?: (worldId: string, operation: SparqlOperation, signal?: AbortSignal) => Promise<SparqlAnswer>;
  /** Brings back a world deleted within capabilities.restore's grace; resolves to the world as the server gives it. */
  readonly restoreWorld?: (worldId: string, signal?: AbortSignal) => Promise<World>;
  /** Suspends (true) or resumes (false) a world (capabilities.suspend); resolves to the world as the server gives it. */
  readonly setWorldSuspended?: (worldId: string, suspended: boolean, signal?: AbortSignal) => Promise<World>;
  /** Rebuilds the world's search index (capabilities.reindex); resolves to what the server said it did. */
  readonly reindexWorld?: (worldId: string, signal?: AbortSignal) => Promise<{ status: string }>;
  /** The server's API keys (capabilities.apiKeys), managed with an admin's key. */
  readonly apiKeys?: ApiKeysApi;
  /** What the server's health route says (capabilities.health), e.g. `ok`. */
  readonly health?: (signal?: AbortSignal) => Promise<{ status: string }>;
  /**
   * The HTTP request each operation sends on this server, as its dialect describes it: the operations above send
   * exactly these, and the curl command and the exports show them.
   */
  readonly describe: RequestDescriptions;
}

/**
 * A world to create, in the fields its server asks for: rest a slug (and its name as `label`), rpc a namespace and an
 * ID (and its name as `displayName`), the offline data an ID, dataplane only the name (its server gives the ID).
 */
export interface NewWorld {
  name: string;
  description: string;
  /** rest */
  slug?: string;
  /** rpc */
  namespace?: string;
  /** rpc, and the offline data */
  id?: string;
}

/** The RDF formats an import sends (TriG goes as N-Quads: neither server reads TriG) and an export asks for. */
export const RDF_MEDIA_TYPES = {
  turtle: 'text/turtle',
  'n-triples': 'application/n-triples',
  'n-quads': 'application/n-quads',
} as const;
export type RdfFormat = keyof typeof RDF_MEDIA_TYPES;

/** How a server takes a file's triples in parts (api/add-triples.ts writes them, then sends them one by one). */
export interface ImportParts {
  /** A writer for one file (fresh for each: a writer may remember what it named, such as blank nodes). */
  writer(): Promise<PartWriter>;
  /** Sends one written part; resolves once the server acknowledged it. */
  send(worldId: string, body: string, signal?: AbortSignal): Promise<void>;
}

/** A part of a world's RDF as an export gives it: its bytes (UTF-8) and, where the format counts them, its triples. */
export interface ExportPart {
  bytes: Uint8Array;
  /** N-Triples and N-Quads lines; undefined for Turtle read from a server, whose triples span lines. */
  triples?: number;
}

/** When a world was created and last changed (epoch milliseconds), where its server says. */
interface WorldTimes {
  createdAt?: number;
  updatedAt?: number;
}

/** One entry of a world's log (recorded/rest/28): "World data imported" `{triples: 2}`, "SPARQL update" `{query}`. */
export interface WorldLogEntry {
  id: string;
  /** Epoch milliseconds. */
  timestamp: number;
  level: string;
  message: string;
  metadata: Record<string, unknown>;
}

/** One API key as the server lists it; its token is never listed, only given once when the key is created. */
export interface ApiKey {
  uid: string;
  name: string;
  namespace: string;
  /** Set when the key is narrowed to one world. */
  worldId?: string;
  /** `data:read`, `data:write`. */
  scopes: string[];
  /** Epoch milliseconds, where the server says. */
  createdAt?: number;
}

/** A key as the reply to its creation gives it: that reply holds no scopes (recorded/dataplane/87). */
export type CreatedApiKey = Omit<ApiKey, 'scopes'> & { scopes?: string[] };

export interface NewApiKey {
  namespace: string;
  worldId?: string;
  name?: string;
  scopes: string[];
}

/**
 * The server's API keys. `list` with a key that is not an admin's is an ApiError with status 403: that is how a
 * page finds out whether the key in use may manage keys.
 */
export interface ApiKeysApi {
  list(signal?: AbortSignal): Promise<ApiKey[]>;
  /** Resolves to the key and its token, which the server shows this once. */
  create(key: NewApiKey, signal?: AbortSignal): Promise<{ key: CreatedApiKey; token: string }>;
  revoke(uid: string, signal?: AbortSignal): Promise<void>;
}

/** One describer per operation, present exactly when the operation is. */
export interface RequestDescriptions {
  /** The first page of the list; the list asks for as many more as the server has. */
  readonly listWorlds?: () => HttpRequestDescription;
  readonly getWorld?: (worldId: string) => HttpRequestDescription;
  updateWorld(worldId: string, changes: WorldUpdate): HttpRequestDescription;
  /** The request for the page asked for: on rpc, with its page token once known. */
  searchWorld(search: SearchRequest): HttpRequestDescription;
  readonly sparql?: (worldId: string, query: string) => HttpRequestDescription;
  readonly createWorld?: (world: NewWorld) => HttpRequestDescription;
  readonly deleteWorld?: (worldId: string) => HttpRequestDescription;
  readonly importWorld?: (worldId: string, rdf: string, format: RdfFormat) => HttpRequestDescription;
  readonly exportWorld?: (worldId: string, format: RdfFormat) => HttpRequestDescription;
  readonly worldLog?: (worldId: string) => HttpRequestDescription;
  readonly sparqlOperation?: (worldId: string, operation: SparqlOperation) => HttpRequestDescription;
}

export type WorldsApiFactory = (connection: Connection, capabilities: Capabilities) => WorldsApi;
