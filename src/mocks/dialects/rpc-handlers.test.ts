import { addGeneratedWorlds, generatedWorldId } from '../db';
import { server } from '../node';
import { rpcHandlers, type RpcHandlerOptions, type RpcSearchResult, type RpcWorld } from './rpc-handlers';

/*
 * The RPC double as any client sees it, one test per quirk that DIALECTS.md
 * records: each would fail against a kinder double.
 */

const KEY = 'rpc-secret';
const READ_ONLY_KEY = 'rpc-read-only';

interface RpcReply<T> {
  status: number;
  body: { action?: string; response?: T; error?: { code: string; message: string } };
}

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch('http://localhost/rpc', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

async function rpc<T>(action: string, request: unknown, headers?: Record<string, string>): Promise<RpcReply<T>> {
  const response = await post(JSON.stringify({ action, request }), headers);
  return { status: response.status, body: (await response.json()) as RpcReply<T>['body'] };
}

type WorldsPage = { worlds: RpcWorld[]; nextPageToken?: string };
type ResultsPage = { results: RpcSearchResult[]; nextPageToken?: string };

const useRpc = (options: RpcHandlerOptions = {}) => server.use(...rpcHandlers(options));
const getWorld = async (source: unknown) => (await rpc<{ world?: RpcWorld }>('getWorld', { source })).body.response;
const searchPage = (request: Record<string, unknown>) =>
  rpc<ResultsPage>('searchWorlds', { source: 'samples/solar-system', ...request });

const expectError = (reply: RpcReply<unknown>, status: number, code: string, message?: string) => {
  expect(reply.status).toBe(status);
  expect(reply.body).toEqual({ action: reply.body.action, error: { code, message: message ?? expect.any(String) } });
  expect(reply.body).not.toHaveProperty('response');
};

describe('rpc double: worlds', () => {
  beforeEach(() => useRpc());

  it('wraps every reply as {action, response} and sends worlds named namespace/id', async () => {
    const { status, body } = await rpc<WorldsPage>('listWorlds', {});
    expect(status).toBe(200);
    expect(body.action).toBe('listWorlds');
    const solar = body.response?.worlds.find((world) => world.id === 'solar-system');
    expect(solar).toEqual({
      name: 'samples/solar-system',
      namespace: 'samples',
      id: 'solar-system',
      displayName: 'Solar System',
      description: expect.any(String),
      createTime: expect.any(Number),
    });
  });

  it('sends a null displayName for a world that was never given one, in the list too', async () => {
    const listed = (await rpc<WorldsPage>('listWorlds', {})).body.response?.worlds;
    expect(listed?.find((world) => world.id === 'scratchpad')).toMatchObject({ displayName: null });
    const scratchpad = (await getWorld('samples/scratchpad'))?.world;
    expect(scratchpad).toEqual({
      name: 'samples/scratchpad',
      namespace: 'samples',
      id: 'scratchpad',
      displayName: null,
      description: null,
      createTime: expect.any(Number),
    });
  });

  it('takes a source as "namespace/id" or {namespace, id}', async () => {
    expect((await getWorld('samples/solar-system'))?.world?.displayName).toBe('Solar System');
    expect((await getWorld({ namespace: 'samples', id: 'solar-system' }))?.world?.displayName).toBe('Solar System');
  });

  it('answers 200 {} for a world that does not exist', async () => {
    const reply = await rpc('getWorld', { source: 'samples/nope' });
    expect(reply).toEqual({ status: 200, body: { action: 'getWorld', response: {} } });
    expect((await rpc('getWorld', { source: 'elsewhere/solar-system' })).body.response).toEqual({});
  });

  it('pages a long list by signed tokens (default 20, above 100 capped), the 250th world included', async () => {
    addGeneratedWorlds(250);
    const first = (await rpc<WorldsPage>('listWorlds', {})).body.response;
    expect(first?.worlds).toHaveLength(20);
    expect(first?.nextPageToken).toEqual(expect.any(String));

    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page: WorldsPage | undefined = (await rpc<WorldsPage>('listWorlds', { pageSize: 500, pageToken })).body
        .response;
      expect(page?.worlds.length).toBeLessThanOrEqual(100);
      seen.push(...(page?.worlds.map((world) => world.id) ?? []));
      pageToken = page?.nextPageToken;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(254);
    expect(seen).toContain(generatedWorldId(250));
    expect((await getWorld(`samples/${generatedWorldId(250)}`))?.world?.displayName).toBe('Generated world 250');
  });

  it('rejects a tampered page token with 400', async () => {
    addGeneratedWorlds(50);
    const token = (await rpc<WorldsPage>('listWorlds', {})).body.response?.nextPageToken ?? '';
    const [body = '', signature = ''] = token.split('.');
    const forged = JSON.stringify({ ...(JSON.parse(atob(body)) as object), offset: 40 });
    const tampered = `${btoa(forged).replace(/=+$/, '')}.${signature}`;
    expectError(await rpc('listWorlds', { pageToken: tampered }), 400, 'INVALID_ARGUMENT');
    expectError(await rpc('listWorlds', { pageToken: 'garbage' }), 400, 'INVALID_ARGUMENT');
    expect((await rpc('listWorlds', { pageToken: token })).status).toBe(200);
  });

  it('rejects a negative pageSize with 400', async () => {
    expectError(await rpc('listWorlds', { pageSize: -1 }), 400, 'INVALID_ARGUMENT');
  });
});

describe('rpc double: updateWorld', () => {
  beforeEach(() => useRpc());

  it('sets displayName, keeps what is omitted and answers the world', async () => {
    const before = (await getWorld('samples/solar-system'))?.world;
    const { status, body } = await rpc<{ world: RpcWorld }>('updateWorld', {
      source: 'samples/solar-system',
      displayName: 'Sol',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ action: 'updateWorld', response: { world: { ...before, displayName: 'Sol' } } });
    expect((await getWorld('samples/solar-system'))?.world?.displayName).toBe('Sol');
  });

  it('clears the description with ""', async () => {
    await rpc('updateWorld', { source: { namespace: 'samples', id: 'solar-system' }, description: '' });
    expect((await getWorld('samples/solar-system'))?.world).toMatchObject({
      displayName: 'Solar System',
      description: null,
    });
  });

  it('ignores unknown keys such as name or label', async () => {
    const before = (await getWorld('samples/solar-system'))?.world;
    const reply = await rpc<{ world: RpcWorld }>('updateWorld', {
      source: 'samples/solar-system',
      name: 'x',
      label: 'y',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response?.world).toEqual(before);
  });

  it.each([
    ['a null displayName', { source: 'samples/solar-system', displayName: null }],
    ['a null description', { source: 'samples/solar-system', description: null }],
    ['a source without a namespace', { source: 'solar-system', displayName: 'x' }],
    ['no source', { displayName: 'x' }],
  ])('answers %s with 400 Invalid RPC request', async (_label, request) => {
    expectError(await rpc('updateWorld', request), 400, 'INVALID_ARGUMENT', 'Invalid RPC request');
    expect((await getWorld('samples/solar-system'))?.world?.displayName).toBe('Solar System');
  });

  it('answers an update of a missing world with 404 NOT_FOUND', async () => {
    expectError(await rpc('updateWorld', { source: 'samples/nope', displayName: 'x' }), 404, 'NOT_FOUND');
  });
});

describe('rpc double: searchWorlds', () => {
  beforeEach(() => useRpc());

  it('answers results with their world, ranked by reciprocal-rank fusion, 20 by default', async () => {
    const { status, body } = await searchPage({ query: 'moon' });
    expect(status).toBe(200);
    expect(body.action).toBe('searchWorlds');
    const results = body.response?.results ?? [];
    expect(results).toHaveLength(20);
    for (const result of results) {
      expect(result.world.name).toBe('samples/solar-system');
      const expected =
        (result.ftsRank === null ? 0 : 1 / (60 + result.ftsRank)) +
        (result.vecRank === null ? 0 : 1 / (60 + result.vecRank));
      expect(result.score).toBeCloseTo(expected, 12);
      expect(result.score).toBeLessThanOrEqual(2 / 61);
    }
    const scores = results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('pages by signed token only, through at most 100 candidates, with no offset', async () => {
    const all: RpcSearchResult[] = [];
    let pageToken: string | undefined;
    do {
      const page: ResultsPage | undefined = (await searchPage({ query: 'moon', pageSize: 30, pageToken, offset: 50 }))
        .body.response;
      all.push(...(page?.results ?? []));
      pageToken = page?.nextPageToken;
    } while (pageToken);
    expect(all).toHaveLength(100);
    const first = (await searchPage({ query: 'moon', pageSize: 30 })).body.response?.results;
    expect(all.slice(0, 30)).toEqual(first);
    const keys = all.map((result) => `${result.subject} ${result.predicate} ${result.object}`);
    expect(new Set(keys).size).toBe(100);
    const scores = all.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('caps a pageSize above 100 silently', async () => {
    const page = (await searchPage({ query: 'moon', pageSize: 1000 })).body.response;
    expect(page?.results).toHaveLength(100);
    expect(page).not.toHaveProperty('nextPageToken');
  });

  it('rejects a negative pageSize with 400', async () => {
    expectError(await searchPage({ query: 'moon', pageSize: -5 }), 400, 'INVALID_ARGUMENT');
  });

  it('rejects a tampered token, or one of another query, with 400', async () => {
    const token = (await searchPage({ query: 'moon' })).body.response?.nextPageToken ?? '';
    expect(token).not.toBe('');
    const flipped = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    expectError(await searchPage({ query: 'moon', pageToken: flipped }), 400, 'INVALID_ARGUMENT');
    expectError(await searchPage({ query: 'mars', pageToken: token }), 400, 'INVALID_ARGUMENT');
    expect((await searchPage({ query: 'moon', pageToken: token })).status).toBe(200);
  });

  it('filters by predicates, and a token belongs to its filters too', async () => {
    const label = 'http://www.w3.org/2000/01/rdf-schema#label';
    const page = (await searchPage({ query: 'moon', predicates: [label] })).body.response;
    expect(page?.results.length).toBeGreaterThan(0);
    expect(page?.results.every((result) => result.predicate === label)).toBe(true);
    const token = (await searchPage({ query: 'moon' })).body.response?.nextPageToken;
    expectError(await searchPage({ query: 'moon', predicates: [label], pageToken: token }), 400, 'INVALID_ARGUMENT');
  });

  it('fails a query holding an IRI with 500 INTERNAL, as SQLite reads `https:` as a column', async () => {
    const reply = await searchPage({ query: 'https://example.org/solar-system/saturn' });
    expectError(reply, 500, 'INTERNAL', 'SQLITE_ERROR: no such column: https');
  });

  it('answers other full-text syntax with {results: []}', async () => {
    expect((await searchPage({ query: '"moon' })).body).toEqual({ action: 'searchWorlds', response: { results: [] } });
  });

  it('answers an empty query with {results: []}', async () => {
    expect((await searchPage({ query: '' })).body).toEqual({ action: 'searchWorlds', response: { results: [] } });
  });

  it('answers a search of a missing world with 404 NOT_FOUND', async () => {
    expectError(await rpc('searchWorlds', { source: 'samples/nope', query: 'moon' }), 404, 'NOT_FOUND');
  });
});

describe('rpc double: protocol and auth', () => {
  it('answers a body that is not JSON with a plain 500', async () => {
    useRpc();
    const response = await post('{action:');
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
  });

  it.each([
    ['an unknown action', { action: 'renameWorld', request: {} }],
    ['no request', { action: 'getWorld' }],
    ['a request that is not an object', { action: 'listWorlds', request: 'all' }],
    ['no action', { request: {} }],
  ])('answers %s with 400 Invalid RPC request', async (_label, call) => {
    useRpc();
    const response = await post(JSON.stringify(call));
    expect(response.status).toBe(400);
    expect(((await response.json()) as RpcReply<unknown>['body']).error).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'Invalid RPC request',
    });
  });

  it.each([
    ['PUT', '/v1/worlds/x'],
    ['GET', '/v1/worlds'],
    ['GET', '/rpc'],
  ])('has no REST routes: %s %s is 404 text/plain', async (method, path) => {
    useRpc();
    const response = await fetch(`http://localhost${path}`, { method, body: method === 'PUT' ? '{}' : undefined });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=UTF-8');
    expect(await response.text()).toBe('404 Not Found');
  });

  it.each([
    ['no key', {}],
    ['a wrong key', { 'X-Api-Key': 'nope' }],
    ['the key as a Bearer token', { Authorization: `Bearer ${KEY}` }],
  ])('answers %s with 401 UNAUTHENTICATED, before anything else', async (_label, headers: Record<string, string>) => {
    useRpc({ apiKey: KEY });
    const reply = await rpc('getWorld', { source: 'samples/nope' }, headers);
    expectError(reply, 401, 'UNAUTHENTICATED');
    // The server answers before it reads the action.
    expect(reply.body.action).toBe('unknown');
    expectError(await rpc('renameWorld', {}, headers), 401, 'UNAUTHENTICATED');
  });

  it('answers a request with the key in X-Api-Key', async () => {
    useRpc({ apiKey: KEY });
    const reply = await rpc<{ world: RpcWorld }>(
      'updateWorld',
      { source: 'samples/solar-system', displayName: 'K' },
      {
        'X-Api-Key': KEY,
      },
    );
    expect(reply.status).toBe(200);
  });

  it('answers 403 PERMISSION_DENIED to a key without the scope', async () => {
    useRpc({
      apiKey: KEY,
      readOnlyApiKey: READ_ONLY_KEY,
      apiKeys: [{ key: 'one-world', scopes: ['world:read:samples/periodic-table'] }],
    });
    const readOnly = { 'X-Api-Key': READ_ONLY_KEY };
    expect((await rpc('getWorld', { source: 'samples/solar-system' }, readOnly)).status).toBe(200);
    expect((await rpc('searchWorlds', { source: 'samples/solar-system', query: 'moon' }, readOnly)).status).toBe(200);
    expectError(
      await rpc('updateWorld', { source: 'samples/solar-system', displayName: 'x' }, readOnly),
      403,
      'PERMISSION_DENIED',
    );
    const oneWorld = { 'X-Api-Key': 'one-world' };
    expect((await rpc('getWorld', { source: 'samples/periodic-table' }, oneWorld)).status).toBe(200);
    expectError(await rpc('getWorld', { source: 'samples/solar-system' }, oneWorld), 403, 'PERMISSION_DENIED');
    const listed = (await rpc<WorldsPage>('listWorlds', {}, oneWorld)).body.response?.worlds;
    expect(listed?.map((world) => world.name)).toEqual(['samples/periodic-table']);
  });
});
