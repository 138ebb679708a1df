/** What the test API server recorded of one request. */
export interface RecordedApiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  contentType: string | null;
  body: string | null;
}

/** A canned reply the test API server gives instead of the real answer. */
export interface Misbehaviour {
  /** Only requests with this method misbehave; all when absent. */
  method?: 'GET' | 'PUT';
  status: number;
  body: string;
  headers?: Record<string, string>;
  delayMs?: number;
}
