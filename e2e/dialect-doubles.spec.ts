import { expect, test, type APIRequestContext } from '@playwright/test';
import { REST_TEST_API_PORT, RPC_TEST_API_PORT } from '../playwright.config';
import type { RecordedApiRequest, TestApiConfig } from './test-api/protocol';

/*
 * The test API server in the rest and rpc dialects, over real HTTP, as the
 * dashboard's journeys will meet it: the quirks of each real server, and the
 * control routes (key, generated worlds, misbehaviour, recording). The
 * handlers' every quirk is proved in src/mocks/dialects/*.test.ts; this proves
 * the server passes them through. The servers are shared: one test at a time.
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

  test('a PUT of {name} is a 204 that changes nothing; label is the name, read back by ULID', async ({ request }) => {
    const before = await solarSystem(request);
    expect(before.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    const ignored = await request.put(`${REST}/v1/worlds/${before.id}`, { data: { name: 'Renamed' } });
    expect(ignored.status()).toBe(204);
    expect(await ignored.text()).toBe('');
    expect((await solarSystem(request)).label).toBe('Solar System');

    expect((await request.put(`${REST}/v1/worlds/${before.id}`, { data: { label: 'Sol' } })).status()).toBe(204);
    const after = (await (await request.get(`${REST}/v1/worlds/${before.id}`)).json()) as RestWorld;
    expect(after.label).toBe('Sol');
    expect((await request.get(`${REST}/v1/worlds/solar-system`)).status()).toBe(404);
  });

  test('ETag and If-None-Match give 304 over HTTP', async ({ request }) => {
    const first = await request.get(`${REST}/v1/worlds`);
    const etag = first.headers().etag ?? '';
    expect(etag).not.toBe('');
    const second = await request.get(`${REST}/v1/worlds`, { headers: { 'If-None-Match': etag } });
    expect(second.status()).toBe(304);
  });

  test('search reads query and limit only; q gives unranked rows with score 0', async ({ request }) => {
    const { id } = await solarSystem(request);
    const ranked = (await (await request.get(`${REST}/v1/worlds/${id}/search?query=moon&limit=5`)).json()) as {
      score: number;
      worldId: string;
    }[];
    expect(ranked).toHaveLength(5);
    expect(ranked.every((result) => result.score > 0 && result.score <= 2 / 61 && result.worldId === id)).toBe(true);
    const withQ = (await (await request.get(`${REST}/v1/worlds/${id}/search?q=moon&limit=5&offset=5`)).json()) as {
      score: number;
    }[];
    expect(withQ.map((result) => result.score)).toEqual([0, 0, 0, 0, 0]);
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
  test('getWorld of a missing world is 200 {}; updateWorld edits displayName', async ({ request }) => {
    const missing = await rpc(request, 'getWorld', { source: 'samples/nope' });
    expect(missing.status()).toBe(200);
    expect(await missing.json()).toEqual({ action: 'getWorld', response: {} });

    const updated = await rpc(request, 'updateWorld', { source: 'samples/solar-system', displayName: 'Sol' });
    expect(((await updated.json()) as RpcBody).response).toMatchObject({ world: { displayName: 'Sol' } });
    const read = await rpc(request, 'getWorld', { source: { namespace: 'samples', id: 'solar-system' } });
    expect(((await read.json()) as RpcBody).response).toMatchObject({
      world: { name: 'samples/solar-system', displayName: 'Sol' },
    });
  });

  // The body goes as bytes: Playwright would send a string as a JSON string, which is valid JSON.
  test('no REST routes; a body that is not JSON is a plain 500; a bad call is 400 Invalid RPC request', async ({
    request,
  }) => {
    const rest = await request.put(`${RPC}/v1/worlds/x`, { data: { name: 'x' } });
    expect(rest.status()).toBe(404);
    expect(rest.headers()['content-type']).toMatch(/^text\/plain/);
    const notJson = await request.post(`${RPC}/rpc`, {
      data: Buffer.from('{action:'),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status()).toBe(500);
    expect(notJson.headers()['content-type']).toMatch(/^text\/plain/);
    const bad = await rpc(request, 'updateWorld', { source: 'samples/solar-system', displayName: null });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({
      action: 'updateWorld',
      error: { code: 'INVALID_ARGUMENT', message: 'Invalid RPC request' },
    });
  });

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

  test('extraWorlds: listWorlds pages by token to the 250th world', async ({ request }) => {
    await configure(request, RPC, { extraWorlds: 250 });
    const names: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = ((await (await rpc(request, 'listWorlds', { pageSize: 100, pageToken })).json()) as RpcBody)
        .response as {
        worlds: { name: string }[];
        nextPageToken?: string;
      };
      names.push(...page.worlds.map((world) => world.name));
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(names).toHaveLength(254);
    expect(names.at(-1)).toBe('samples/generated-0250');
  });

  test('searchWorlds pages by a signed token; a tampered one is 400', async ({ request }) => {
    const first = (
      (await (await rpc(request, 'searchWorlds', { source: 'samples/solar-system', query: 'moon' })).json()) as RpcBody
    ).response as { results: unknown[]; nextPageToken: string };
    expect(first.results).toHaveLength(20);
    const tampered = await rpc(request, 'searchWorlds', {
      source: 'samples/solar-system',
      query: 'moon',
      pageToken: `x${first.nextPageToken}`,
    });
    expect(tampered.status()).toBe(400);
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
