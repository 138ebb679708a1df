import { expect, test, type APIRequestContext } from '@playwright/test';
import { REST_TEST_API_PORT, RPC_TEST_API_PORT } from '../playwright.config';
import type { RecordedApiRequest, TestApiConfig } from './test-api/protocol';

/*
 * The test API server in the rest and rpc dialects, over real HTTP: what the server itself adds around the
 * handlers (keys, recording, generated worlds, misbehaviour, CORS, headers passed through). The handlers' quirks
 * are proved in src/mocks/dialects/*.test.ts and held to the recorded servers by contract.test.ts, not again here.
 * The servers are shared: one test at a time.
 */
test.describe.configure({ mode: 'serial' });

const REST = `http://127.0.0.1:${REST_TEST_API_PORT}`;
const RPC = `http://127.0.0.1:${RPC_TEST_API_PORT}`;

interface RestWorld {
  id: string;
  slug: string;
  label: string;
  description: string | null;
  updatedAt: number;
}
interface RpcBody {
  action?: string;
  response?: Record<string, unknown>;
  error?: { code: string; message: string };
}

const configure = (request: APIRequestContext, server: string, config: TestApiConfig) =>
  request.post(`${server}/__test/config`, { data: config });
const recorded = async (request: APIRequestContext, server: string) =>
  (await (await request.get(`${server}/__test/requests`)).json()) as RecordedApiRequest[];
const rpc = (request: APIRequestContext, action: string, body: unknown, headers: Record<string, string> = {}) =>
  request.post(`${RPC}/rpc`, { data: { action, request: body }, headers });

test.beforeEach(async ({ request }) => {
  await request.post(`${REST}/__test/reset`);
  await request.post(`${RPC}/__test/reset`);
});

test.describe('rest dialect', () => {
  async function solarSystem(request: APIRequestContext, headers?: Record<string, string>) {
    const worlds = (await (await request.get(`${REST}/v1/worlds?pageSize=100`, { headers })).json()) as RestWorld[];
    const world = worlds.find((candidate) => candidate.slug === 'solar-system');
    if (!world) throw new Error('no solar-system world');
    return world;
  }

  test('ETag and If-None-Match give 304 over HTTP', async ({ request }) => {
    const first = await request.get(`${REST}/v1/worlds`);
    const etag = first.headers().etag ?? '';
    expect(etag).not.toBe('');
    const second = await request.get(`${REST}/v1/worlds`, { headers: { 'If-None-Match': etag } });
    expect(second.status()).toBe(304);
  });

  test('the configured key is required as a Bearer token, before anything else, and recorded', async ({ request }) => {
    await configure(request, REST, { apiKey: 'rest-key' });
    const refused = await request.get(`${REST}/v1/worlds/no-such-world`);
    expect(refused.status()).toBe(401);
    const xApiKey = await request.get(`${REST}/v1/worlds`, { headers: { 'X-Api-Key': 'rest-key' } });
    expect(xApiKey.status()).toBe(401);
    const world = await solarSystem(request, { Authorization: 'Bearer rest-key' });
    expect(world.label).toBe('Solar System');
    const requests = await recorded(request, REST);
    expect(requests.map(({ path, authorization, xApiKey: key }) => ({ path, authorization, xApiKey: key }))).toEqual([
      { path: '/v1/worlds/no-such-world', authorization: null, xApiKey: null },
      { path: '/v1/worlds', authorization: null, xApiKey: 'rest-key' },
      { path: '/v1/worlds', authorization: 'Bearer rest-key', xApiKey: null },
    ]);
    // A reset opens the server again.
    await request.post(`${REST}/__test/reset`);
    expect((await request.get(`${REST}/v1/worlds`)).status()).toBe(200);
  });

  test('extraWorlds makes a long list; pageSize 1-100 pages it, the 250th is on page 3', async ({ request }) => {
    await configure(request, REST, { extraWorlds: 250 });
    const page3 = (await (await request.get(`${REST}/v1/worlds?page=3&pageSize=100`)).json()) as RestWorld[];
    expect(page3).toHaveLength(54);
    const last = page3.at(-1);
    expect(last?.slug).toBe('generated-0250');
    expect((await request.get(`${REST}/v1/worlds/${last?.id}`)).status()).toBe(200);
    expect((await request.get(`${REST}/v1/worlds?pageSize=101`)).status()).toBe(400);
  });

  test('unknown routes and OPTIONS are a plain-text 404 with no CORS headers', async ({ request }) => {
    for (const method of ['OPTIONS', 'DELETE', 'PATCH']) {
      const response = await request.fetch(`${REST}/v1/worlds/x/search`, { method });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/plain/);
      expect(response.headers()['access-control-allow-origin']).toBeUndefined();
    }
  });
});

test.describe('rpc dialect', () => {
  // The body goes as bytes: Playwright would send a string as a JSON string, which is valid JSON.
  test('the configured keys go in X-Api-Key; the read-only one cannot update; both are recorded', async ({
    request,
  }) => {
    await configure(request, RPC, { apiKey: 'rpc-key', readOnlyApiKey: 'rpc-read' });
    const bearer = await rpc(request, 'getWorld', { source: 'samples/nope' }, { Authorization: 'Bearer rpc-key' });
    expect(bearer.status()).toBe(401);
    expect(((await bearer.json()) as RpcBody).error?.code).toBe('UNAUTHENTICATED');
    expect(
      (await rpc(request, 'getWorld', { source: 'samples/solar-system' }, { 'X-Api-Key': 'rpc-read' })).status(),
    ).toBe(200);
    const denied = await rpc(
      request,
      'updateWorld',
      { source: 'samples/solar-system', displayName: 'x' },
      { 'X-Api-Key': 'rpc-read' },
    );
    expect(denied.status()).toBe(403);
    expect(((await denied.json()) as RpcBody).error?.code).toBe('PERMISSION_DENIED');
    const allowed = await rpc(
      request,
      'updateWorld',
      { source: 'samples/solar-system', displayName: 'x' },
      { 'X-Api-Key': 'rpc-key' },
    );
    expect(allowed.status()).toBe(200);
    expect((await recorded(request, RPC)).map((entry) => entry.xApiKey)).toEqual([
      null,
      'rpc-read',
      'rpc-read',
      'rpc-key',
    ]);
  });

  test('a misbehaviour can be limited to one action', async ({ request }) => {
    await configure(request, RPC, { misbehave: { action: 'updateWorld', status: 503, body: 'down for maintenance' } });
    expect((await rpc(request, 'getWorld', { source: 'samples/solar-system' })).status()).toBe(200);
    const update = await rpc(request, 'updateWorld', { source: 'samples/solar-system', displayName: 'x' });
    expect(update.status()).toBe(503);
    expect(await update.text()).toBe('down for maintenance');
  });

  test('with CORS on, the preflight allows only Content-Type, so a browser cannot send X-Api-Key', async ({
    request,
  }) => {
    await configure(request, RPC, { cors: true });
    const preflight = await request.fetch(`${RPC}/rpc`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBe('*');
    expect(preflight.headers()['access-control-allow-headers']).toBe('Content-Type');
  });
});
