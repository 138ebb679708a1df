// A real HTTP server that speaks the Worlds API contract, for the end-to-end
// tests: it answers with the same handlers as the offline mock, records every
// request it receives, and misbehaves on demand. Like real deployments it sends
// no CORS headers and answers OPTIONS with 404, unless told to allow CORS.
//
//   npx tsx e2e/test-api/server.ts --port 4398
//
// Control routes (for the tests only): GET /__test/requests, POST /__test/reset,
// POST /__test/config with { cors?: boolean, misbehave?: Misbehaviour | null }.
import { getResponse } from 'msw';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resetMockDb } from '../../src/mocks/db';
import { handlers } from '../../src/mocks/handlers';
import type { Misbehaviour, RecordedApiRequest } from './protocol';

const port = Number(process.argv[process.argv.indexOf('--port') + 1] || 4398);

let recorded: RecordedApiRequest[] = [];
let cors = false;
let misbehave: Misbehaviour | null = null;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    ...headers,
    ...(cors
      ? {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Allow-Methods': 'GET, PUT, OPTIONS',
          'Access-Control-Expose-Headers': 'Retry-After',
        }
      : {}),
  });
  response.end(body);
}

const json = (value: unknown) => JSON.stringify(value);

async function handleControl(path: string, body: string, response: ServerResponse) {
  if (path === '/__test/requests') return send(response, 200, json(recorded), { 'Content-Type': 'application/json' });
  if (path === '/__test/reset') {
    recorded = [];
    cors = false;
    misbehave = null;
    resetMockDb();
    return send(response, 204, '');
  }
  if (path === '/__test/config') {
    const config = JSON.parse(body) as { cors?: boolean; misbehave?: Misbehaviour | null };
    if (config.cors !== undefined) cors = config.cors;
    if (config.misbehave !== undefined) misbehave = config.misbehave;
    return send(response, 204, '');
  }
  return send(response, 404, '');
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const body = await readBody(request);
  if (url.pathname.startsWith('/__test/')) return handleControl(url.pathname, body, response);

  recorded.push({
    method: request.method ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.authorization ?? null,
    contentType: request.headers['content-type'] ?? null,
    body: body === '' ? null : body,
  });

  if (request.method === 'OPTIONS') return cors ? send(response, 204, '') : send(response, 404, '');

  // Held for this request: a reset during its delay (the next test starting) must not leave it without a reply.
  const canned = misbehave;
  if (canned && (canned.method === undefined || canned.method === request.method)) {
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
  const reply = await getResponse(handlers, fetchRequest);
  if (!reply) return send(response, 404, json({ error: { code: 404, message: 'No such route' } }));
  if (reply.type === 'error') return response.destroy();
  send(response, reply.status, await reply.text(), Object.fromEntries(reply.headers));
});

server.listen(port, '127.0.0.1', () => console.log(`test Worlds API on http://127.0.0.1:${port}`));
