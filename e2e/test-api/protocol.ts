/** The server dialects the test API server can speak (`--dialect`); see ../shared/api/DIALECTS.md. */
export type TestApiDialect = 'v1' | 'rest' | 'rpc' | 'dataplane';

/** What the test API server recorded of one request. */
export interface RecordedApiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  /** The `X-Api-Key` header (how the rpc dialect takes its key). */
  xApiKey: string | null;
  contentType: string | null;
  body: string | null;
}

/** A canned reply the test API server gives instead of the real answer. */
export interface Misbehaviour {
  /** Only requests with this method misbehave; all when absent. */
  method?: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  /** rpc: only calls of this action misbehave; all when absent. */
  action?: string;
  status: number;
  body: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** The body of `POST /__test/config`: fields present are set, fields absent stay as they were. */
export interface TestApiConfig {
  /** Allow cross-origin calls (real servers do not; the rpc one allows only the Content-Type header). */
  cors?: boolean;
  misbehave?: Misbehaviour | null;
  /**
   * The server's API key: `Authorization: Bearer <key>` (v1, rest) or `X-Api-Key: <key>` (rpc) is then required.
   * null: open.
   */
  apiKey?: string | null;
  /** rpc: a second key that may only read (updateWorld with it is 403). null: none. */
  readOnlyApiKey?: string | null;
  /**
   * dataplane: the admin key (`Authorization: Bearer <key>`), which alone manages API keys and may not create worlds;
   * `apiKey` is then the namespace token. null: none.
   */
  adminKey?: string | null;
  /** Generated worlds listed after the samples (`generated-0001` …), for long lists; 0 removes them. */
  extraWorlds?: number;
  /** dataplane: 'down' makes its search fall back to an unranked text match (`mode: fallback`, `score: null`). */
  searchEngine?: 'up' | 'down';
}
