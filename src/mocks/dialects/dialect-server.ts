import { getResponse, HttpResponse, type RequestHandler } from 'msw';
import { errorReply, handlers as v1Handlers } from '../handlers';
import { dataplaneHandlers } from './dataplane-handlers';
import { restHandlers } from './rest-handlers';
import { rpcHandlers } from './rpc-handlers';

/*
 * How the end-to-end test server (e2e/test-api/server.ts) answers the API: the handlers of one dialect, and
 * what it adds around them. It lives here, not in the server, so that the contract test
 * (contract.test.ts) holds these very answers to the recorded servers, and not a copy of them.
 */

export type DoubleDialect = 'v1' | 'rest' | 'rpc' | 'dataplane';

export interface DoubleKeys {
  /** The server's API key (`Authorization: Bearer`, or `X-Api-Key` on rpc); null: open. */
  apiKey: string | null;
  /** rpc: a key that may only read; null: none. */
  readOnlyApiKey?: string | null;
  /** dataplane: 'down' stands for an outage of its search engine, which its search survives in `fallback` mode. */
  searchEngine?: 'up' | 'down';
  /** dataplane: the admin key, which manages API keys; null: none. */
  adminKey?: string | null;
}

/** The handlers of the dialect with these keys (and, on dataplane, this state of its search engine). */
export function dialectHandlers(
  dialect: DoubleDialect,
  { apiKey, readOnlyApiKey = null, adminKey = null, searchEngine = 'up' }: DoubleKeys,
): RequestHandler[] {
  switch (dialect) {
    case 'rest':
      return restHandlers({ apiKey });
    case 'rpc':
      return rpcHandlers({ apiKey, readOnlyApiKey });
    case 'dataplane':
      return dataplaneHandlers({ apiKey, adminKey, searchEngine });
    case 'v1':
      return v1Handlers;
  }
}

/**
 * The reply to one API request (the test server's control routes, CORS and misbehaviours aside). A reply of
 * type "error" stands for a dropped connection.
 */
export async function answerApiRequest(
  handlers: readonly RequestHandler[],
  request: Request,
  { dialect, apiKey }: { dialect: DoubleDialect; apiKey: string | null },
): Promise<Response> {
  // The offline mock's v1 handlers know no keys; a configured key guards them as a real v1 server would.
  if (dialect === 'v1' && apiKey && request.headers.get('Authorization') !== `Bearer ${apiKey}`) {
    return errorReply(401, 'Missing or invalid API key');
  }
  const reply = await getResponse([...handlers], request);
  return reply ?? HttpResponse.json({ error: { code: 404, message: 'No such route' } }, { status: 404 });
}
