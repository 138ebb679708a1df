// A real HTTP server that speaks the Worlds API, for the end-to-end tests: in
// the dialect asked for it answers with the offline mock's handlers (v1, the
// description's shape) or with the doubles of the real servers (rest, rpc, dataplane, as
// ../shared/api/DIALECTS.md records them), records every request it
// receives, and misbehaves on demand. Like real deployments it sends no CORS
// headers, unless told to allow CORS.
//
//   npx tsx e2e/test-api/server.ts --port 4398 [--dialect v1|rest|rpc|dataplane] [--api-key KEY] [--admin-key KEY]
//
// Control routes (for the tests only): GET /__test/requests, GET /__test/page, POST /__test/reset,
// POST /__test/config with a TestApiConfig (see protocol.ts). A reset forgets
// requests, edits, generated worlds and configuration; the keys go back to --api-key and --admin-key (dataplane).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { addGeneratedWorlds, resetMockDb } from '../../src/mocks/db';
import { resetSparqlStores } from '../../src/mocks/sparql-store';
import { answerApiRequest, dialectHandlers } from '../../src/mocks/dialects/dialect-server';
import type { Misbehaviour, RecordedApiRequest, TestApiConfig, TestApiDialect } from './protocol';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const port = Number(argument('--port') || 4398);
const dialectArgument = argument('--dialect') ?? 'v1';
if (
  dialectArgument !== 'v1' &&
  dialectArgument !== 'rest' &&
  dialectArgument !== 'rpc' &&
  dialectArgument !== 'dataplane'
) {
  throw new Error(`--dialect must be v1, rest, rpc or dataplane, not ${dialectArgument}`);
}
const dialect: TestApiDialect = dialectArgument;
const startupApiKey = argument('--api-key') ?? null;
const startupAdminKey = argument('--admin-key') ?? null;

let recorded: RecordedApiRequest[] = [];
let cors = false;
let misbehave: Misbehaviour | null = null;
let apiKey: string | null = startupApiKey;
let readOnlyApiKey: string | null = null;
let searchEngine: 'up' | 'down' = 'up';
let adminKey: string | null = startupAdminKey;

/** The handlers of the dialect, built again whenever a key changes (the contract test holds them to the recordings). */
const buildHandlers = () => dialectHandlers(dialect, { apiKey, readOnlyApiKey, adminKey, searchEngine });
let handlers = buildHandlers();

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// The RPC server's CORS, when configured, allows only Content-Type: a browser's X-Api-Key fails the preflight.
const corsHeaders =
  dialect === 'rpc'
    ? {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
      }
    : {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Allow-Methods':
          dialect === 'dataplane' ? 'GET, POST, PATCH, DELETE, OPTIONS' : 'GET, PUT, OPTIONS',
        'Access-Control-Expose-Headers': 'Retry-After',
      };

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...headers, ...(cors ? corsHeaders : {}) });
  return response.end(body);
}

const json = (value: unknown) => JSON.stringify(value);

function handleControl(path: string, body: string, response: ServerResponse) {
  if (path === '/__test/requests') return send(response, 200, json(recorded), { 'Content-Type': 'application/json' });
  // A page of this server's origin, for tests that need a page of another site than the dashboard's.
  if (path === '/__test/page') {
    return send(response, 200, '<!doctype html><title>Another site</title><p>Nothing to see here.</p>', {
      'Content-Type': 'text/html',
    });
  }
  if (path === '/__test/reset') {
    recorded = [];
    cors = false;
    misbehave = null;
    apiKey = startupApiKey;
    readOnlyApiKey = null;
    searchEngine = 'up';
    adminKey = startupAdminKey;
    handlers = buildHandlers();
    resetMockDb();
    resetSparqlStores();
    return send(response, 204, '');
  }
  if (path === '/__test/config') {
    const config = JSON.parse(body) as TestApiConfig;
    if (config.cors !== undefined) cors = config.cors;
    if (config.misbehave !== undefined) misbehave = config.misbehave;
    if (config.apiKey !== undefined) apiKey = config.apiKey;
    if (config.readOnlyApiKey !== undefined) readOnlyApiKey = config.readOnlyApiKey;
    if (config.adminKey !== undefined) adminKey = config.adminKey;
    if (config.extraWorlds !== undefined) addGeneratedWorlds(config.extraWorlds);
    if (config.searchEngine !== undefined) searchEngine = config.searchEngine;
    handlers = buildHandlers();
    return send(response, 204, '');
  }
  return send(response, 404, '');
}

/** The action of an RPC call, for a misbehaviour limited to one action. */
function rpcAction(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'action' in parsed && typeof parsed.action === 'string'
      ? parsed.action
      : undefined;
  } catch {
    return undefined;
  }
}

async function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const body = await readBody(request);
  if (url.pathname.startsWith('/__test/')) return handleControl(url.pathname, body, response);

  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : null;
  };
  recorded.push({
    method: request.method ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: header('authorization'),
    xApiKey: header('x-api-key'),
    contentType: header('content-type'),
    body: body === '' ? null : body,
  });

  // Without CORS, rest and rpc answer OPTIONS as any unknown route: their own plain-text 404.
  if (request.method === 'OPTIONS' && (cors || dialect === 'v1')) {
    return cors ? send(response, 204, '') : send(response, 404, '');
  }

  // Held for this request: a test may reset the server while a delayed reply is still waiting.
  const canned = misbehave;
  if (
    canned &&
    (canned.method === undefined || canned.method === request.method) &&
    (canned.action === undefined || canned.action === rpcAction(body))
  ) {
    if (canned.delayMs) await new Promise((resolve) => setTimeout(resolve, canned.delayMs));
    return send(response, canned.status, canned.body, canned.headers);
  }

  const fetchRequest = new Request(url, {
    method: request.method,
    headers: Object.entries(request.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    ),
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
  });
  const reply = await answerApiRequest(handlers, fetchRequest, { dialect, apiKey });
  if (reply.type === 'error') return response.destroy();
  return send(response, reply.status, await reply.text(), Object.fromEntries(reply.headers));
}

const server = createServer((request, response) => void answer(request, response));

server.listen(port, '127.0.0.1', () => console.log(`test Worlds API (${dialect}) on http://127.0.0.1:${port}`));
