import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { getConnection } from '../connection';
import { searchRequest } from '../shown-request';
import { getWorld, listWorlds } from '../worlds';
import { worldsApi } from '../dialect';
import { PAGE_TOKEN_SEARCHES_MAX } from './page-tokens';
import { connect, failure, REST, restWorld } from '../../test/rest-fixtures';

/*
 * Each adapter's mapping, both ways, against replies shaped as the real servers send them
 * (../../../docs/worlds-api.md): what goes out (paths, bodies, key headers) and what the screens get back.
 */

const RPC = 'https://rpc.example';

const row = (n: number) => ({
  subject: `http://example.org/s${n}`,
  predicate: 'http://www.w3.org/2000/01/rdf-schema#label',
  object: `Thing ${n}`,
  vecRank: n,
  ftsRank: n,
  score: 2 / (60 + n),
  worldId: 'W',
});

describe('rest', () => {
  beforeEach(() => connect({ dialect: 'rest' }));

  it('reads label as the name and a null description as empty', async () => {
    server.use(http.get(`${REST}/v1/worlds/W1`, () => HttpResponse.json(restWorld('W1', 'Solar System'))));
    await expect(getWorld(getConnection(), 'W1')).resolves.toEqual({
      id: 'W1',
      name: 'Solar System',
      slug: 'solar system',
      description: '',
    });
  });

  it('saves the name as label, with the key as a bearer token', async () => {
    let seen: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.put(`${REST}/v1/worlds/W1`, async ({ request }) => {
        seen = { body: await request.json(), authorization: request.headers.get('Authorization') };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect((await worldsApi()).updateWorld('W1', { name: 'New', description: '' })).resolves.toEqual({
      kind: 'empty',
    });
    expect(seen).toEqual({ body: { label: 'New', description: '' }, authorization: 'Bearer k-1' });
  });

  it('lists every world, page after page', async () => {
    const all = Array.from({ length: 250 }, (_, i) => restWorld(`W${i + 1}`, `World ${i + 1}`));
    server.use(
      http.get(`${REST}/v1/worlds`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page') ?? 1);
        const size = Number(query.get('pageSize') ?? 20);
        return HttpResponse.json(all.slice((page - 1) * size, page * size));
      }),
    );
    const { worlds, unreadable } = await listWorlds(getConnection());
    expect(worlds).toHaveLength(250);
    expect(unreadable).toBe(0);
    expect(worlds.at(-1)).toEqual({ id: 'W250', name: 'World 250', description: '', slug: 'world 250' });
  });

  describe('search', () => {
    let asked: URLSearchParams[];
    beforeEach(() => {
      asked = [];
      server.use(
        http.get(`${REST}/v1/worlds/W/search`, ({ request }) => {
          const query = new URL(request.url).searchParams;
          asked.push(query);
          // The server's own rule: it reads `query` and `limit` only, and at most 100 rows.
          const limit = Number(query.get('limit') ?? 20);
          if (limit > 100)
            return HttpResponse.json({ error: { code: 400, message: 'Invalid limit' } }, { status: 400 });
          return HttpResponse.json(Array.from({ length: Math.min(limit, 130) }, (_, i) => row(i + 1)));
        }),
      );
    });

    it('asks with query and no offset, for every row up to the page end, and shows the slice', async () => {
      const page = await (await worldsApi()).searchWorld({ worldId: 'W', q: 'moon', limit: 10, offset: 20 });
      expect(Object.fromEntries(asked[0] ?? [])).toEqual({ query: 'moon', limit: '30' });
      expect(page.results.map((result) => result.value.object)).toEqual(
        Array.from({ length: 10 }, (_, i) => ({ kind: 'literal', value: `Thing ${i + 21}` })),
      );
      expect(page.results[0]?.score).toBeCloseTo(2 / 81);
      expect(page.hasMore).toBe(true);
      expect(page.serverLimit).toBeUndefined();
    });

    it('says where the server stops: 100 rows', async () => {
      const api = await worldsApi();
      const last = await api.searchWorld({ worldId: 'W', q: 'moon', limit: 25, offset: 75 });
      expect(asked[0]?.get('limit')).toBe('100');
      expect(last).toMatchObject({ hasMore: false, serverLimit: 100 });
      expect(last.results).toHaveLength(25);
      const beyond = await api.searchWorld({ worldId: 'W', q: 'moon', limit: 25, offset: 100 });
      expect(beyond).toEqual({ results: [], hasMore: false, serverLimit: 100 });
      expect(asked).toHaveLength(1);
    });

    it('refuses rows that the server did not rank for the query', async () => {
      server.use(
        http.get(`${REST}/v1/worlds/W/search`, () =>
          HttpResponse.json([{ ...row(1), vecRank: null, ftsRank: null, score: 0 }]),
        ),
      );
      const error = await failure((await worldsApi()).searchWorld({ worldId: 'W', q: 'moon', limit: 10, offset: 0 }));
      expect(error.kind).toBe('invalid-reply');
      expect(error.message).toMatch(/did not rank for this query/);
    });

    it('describes the request as the server takes it', async () => {
      expect(await searchRequest(getConnection(), { worldId: 'W', q: 'moon', limit: 10, offset: 10 })).toEqual({
        url: `${REST}/v1/worlds/W/search?query=moon&limit=20`,
        keyHeader: 'Authorization: Bearer ',
        shownRows: { from: 10, to: 20 },
      });
    });
  });

  it('turns the server error shape into an explained ApiError', async () => {
    server.use(
      http.get(`${REST}/v1/worlds/nope`, () =>
        HttpResponse.json(
          { error: { code: 404, message: 'World not found', statusText: 'Not Found' } },
          { status: 404, statusText: 'Not Found' },
        ),
      ),
    );
    const error = await failure(getWorld(getConnection(), 'nope'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: '404 Not Found: World not found' });
  });
});

describe('rpc', () => {
  type RpcCall = { action: string; request: Record<string, unknown>; key: string | null };
  let calls: RpcCall[];
  const rpcWorld = {
    name: 'ns/solar',
    namespace: 'ns',
    id: 'solar',
    displayName: 'Solar',
    description: null,
    createTime: 1,
  };

  /** Answers each action with `answer(request)`; an RPC server has one route. */
  function rpc(answers: Record<string, (request: Record<string, unknown>) => Response>) {
    server.use(
      http.post(`${RPC}/rpc`, async ({ request }) => {
        const body = (await request.json()) as { action: string; request: Record<string, unknown> };
        calls.push({ ...body, key: request.headers.get('X-Api-Key') });
        const answer = answers[body.action];
        return answer
          ? answer(body.request)
          : HttpResponse.json(
              { action: body.action, error: { code: 'INVALID_ARGUMENT', message: 'Invalid RPC request' } },
              { status: 400 },
            );
      }),
    );
  }

  beforeEach(() => {
    calls = [];
    connect({ baseUrl: RPC, dialect: 'rpc' });
  });

  it('reads displayName as the name, and a world without one with no name', async () => {
    rpc({
      getWorld: ({ source }) =>
        HttpResponse.json({
          action: 'getWorld',
          response: {
            world:
              JSON.stringify(source) === JSON.stringify({ namespace: 'ns', id: 'solar' })
                ? rpcWorld
                : { ...rpcWorld, name: 'ns/bare', displayName: undefined },
          },
        }),
    });
    await expect(getWorld(getConnection(), 'ns/solar')).resolves.toEqual({
      id: 'ns/solar',
      name: 'Solar',
      description: '',
    });
    await expect(getWorld(getConnection(), 'ns/bare')).resolves.toEqual({ id: 'ns/bare', name: '', description: '' });
    expect(calls[0]).toEqual({ action: 'getWorld', request: { source: { namespace: 'ns', id: 'solar' } }, key: 'k-1' });
  });

  it('treats the 200 {} for a missing world as not found', async () => {
    rpc({ getWorld: () => HttpResponse.json({ action: 'getWorld', response: {} }) });
    const error = await failure(getWorld(getConnection(), 'ns/atlantis'));
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(error.message).toMatch(/no world with the ID ns\/atlantis/);
  });

  it('saves the name as displayName and returns the world the server stored', async () => {
    rpc({
      updateWorld: ({ displayName }) =>
        HttpResponse.json({ action: 'updateWorld', response: { world: { ...rpcWorld, displayName } } }),
    });
    const saved = await (await worldsApi()).updateWorld('ns/solar', { name: 'Renamed' });
    expect(calls[0]?.request).toEqual({ source: { namespace: 'ns', id: 'solar' }, displayName: 'Renamed' });
    expect(saved).toEqual({ kind: 'world', world: { id: 'ns/solar', name: 'Renamed', description: '' } });
  });

  it('says a save reply without the world was not understood', async () => {
    rpc({ updateWorld: () => HttpResponse.json({ action: 'updateWorld', response: {} }) });
    await expect((await worldsApi()).updateWorld('ns/solar', { name: 'Renamed' })).resolves.toEqual({
      kind: 'not-understood',
    });
  });

  it('explains an RPC error reply', async () => {
    server.use(
      http.post(`${RPC}/rpc`, () =>
        HttpResponse.json(
          { action: 'getWorld', error: { code: 'PERMISSION_DENIED', message: 'Key lacks scope world:read' } },
          { status: 403, statusText: 'Forbidden' },
        ),
      ),
    );
    const error = await failure(getWorld(getConnection(), 'ns/solar'));
    expect(error).toMatchObject({ status: 403, message: '403 Forbidden: Key lacks scope world:read' });
  });

  it('lists every world by following page tokens', async () => {
    rpc({
      listWorlds: ({ pageToken }) => {
        const page = Number(pageToken ?? 0);
        const worlds = Array.from({ length: 100 }, (_, i) => ({ ...rpcWorld, name: `ns/w${page * 100 + i}` }));
        return HttpResponse.json({
          action: 'listWorlds',
          response: {
            worlds: page < 2 ? worlds : worlds.slice(0, 50),
            ...(page < 2 ? { nextPageToken: String(page + 1) } : {}),
          },
        });
      },
    });
    const { worlds } = await listWorlds(getConnection());
    expect(worlds).toHaveLength(250);
    expect(worlds.at(-1)?.id).toBe('ns/w249');
  });

  describe('search by page token', () => {
    // 35 ranked rows; tokens are opaque to the client ("t" + the next row's index here).
    const TOTAL = 35;
    beforeEach(() =>
      rpc({
        searchWorlds: ({ pageSize, pageToken, query }) => {
          if (query === '') return HttpResponse.json({ action: 'searchWorlds', response: { results: [] } });
          const start = typeof pageToken === 'string' ? Number(pageToken.slice(1)) : 0;
          const end = Math.min(start + Number(pageSize ?? 20), TOTAL);
          const results = Array.from({ length: end - start }, (_, i) => ({ ...row(start + i + 1), world: rpcWorld }));
          return HttpResponse.json({
            action: 'searchWorlds',
            response: { results, ...(end < TOTAL ? { nextPageToken: `t${end}` } : {}) },
          });
        },
      }),
    );
    const objects = (page: { results: { value: { object: { value: string } } }[] }) =>
      page.results.map((result) => result.value.object.value);

    it('follows the tokens forward and remembers them, so going back costs one request', async () => {
      const api = await worldsApi();
      const first = await api.searchWorld({ worldId: 'ns/solar', q: 'moon', limit: 10, offset: 0 });
      expect(calls[0]?.request).toEqual({ source: { namespace: 'ns', id: 'solar' }, query: 'moon', pageSize: 10 });
      expect(first.hasMore).toBe(true);
      await api.searchWorld({ worldId: 'ns/solar', q: 'moon', limit: 10, offset: 10 });
      expect(calls[1]?.request).toMatchObject({ pageToken: 't10' });
      const last = await api.searchWorld({ worldId: 'ns/solar', q: 'moon', limit: 10, offset: 30 });
      expect(objects(last)).toEqual(['Thing 31', 'Thing 32', 'Thing 33', 'Thing 34', 'Thing 35']);
      expect(last.hasMore).toBe(false);
      expect(calls).toHaveLength(4);
      calls = [];
      await api.searchWorld({ worldId: 'ns/solar', q: 'moon', limit: 10, offset: 20 });
      expect(calls.map((call) => call.request.pageToken)).toEqual(['t20']);
    });

    it('walks the tokens for a copied link to a later page, and pages that do not start on a boundary', async () => {
      const api = await worldsApi();
      const third = await api.searchWorld({ worldId: 'ns/solar', q: 'sun', limit: 10, offset: 20 });
      expect(objects(third)[0]).toBe('Thing 21');
      expect(calls.map((call) => call.request.pageToken)).toEqual([undefined, 't10', 't20']);
      const shifted = await api.searchWorld({ worldId: 'ns/solar', q: 'sun', limit: 10, offset: 15 });
      expect(objects(shifted)).toEqual(Array.from({ length: 10 }, (_, i) => `Thing ${i + 16}`));
    });

    it('remembers tokens for a bounded number of searches, and no world’s tokens for another', async () => {
      const api = await worldsApi();
      const second = (worldId: string, q: string) => api.searchWorld({ worldId, q, limit: 10, offset: 10 });
      await second('ns/solar', 'planet');
      calls = [];
      await second('ns/other', 'planet');
      expect(calls.map((call) => call.request.pageToken)).toEqual([undefined, 't10']);
      for (let n = 0; n < PAGE_TOKEN_SEARCHES_MAX; n += 1) await second('ns/solar', `query ${n}`);
      calls = [];
      // The first search is the oldest and forgotten: its second page is walked to again, from the first.
      await second('ns/solar', 'planet');
      expect(calls.map((call) => call.request.pageToken)).toEqual([undefined, 't10']);
      calls = [];
      await second(`ns/solar`, `query ${PAGE_TOKEN_SEARCHES_MAX - 1}`);
      expect(calls.map((call) => call.request.pageToken)).toEqual(['t10']);
    });

    it('uses no token of another connection, even for the same search', async () => {
      await (await worldsApi()).searchWorld({ worldId: 'ns/solar', q: 'ring', limit: 10, offset: 10 });
      connect({ baseUrl: RPC, dialect: 'rpc', apiKey: 'k-2' });
      calls = [];
      await (await worldsApi()).searchWorld({ worldId: 'ns/solar', q: 'ring', limit: 10, offset: 10 });
      expect(calls.map((call) => [call.key, call.request.pageToken])).toEqual([
        ['k-2', undefined],
        ['k-2', 't10'],
      ]);
    });

    it('says why a page too far away cannot be reached', async () => {
      const error = await failure(
        (await worldsApi()).searchWorld({ worldId: 'ns/solar', q: 'moon', limit: 1, offset: 500 }),
      );
      expect(error.kind).toBe('unsupported');
      expect(error.message).toMatch(/pages by token/);
      expect(calls).toHaveLength(0);
    });

    it('describes the request as a POST to /rpc, with the key header named and the key left out', async () => {
      expect(await searchRequest(getConnection(), { worldId: 'ns/solar', q: 'moon', limit: 10, offset: 0 })).toEqual({
        url: `${RPC}/rpc`,
        method: 'POST',
        json: {
          action: 'searchWorlds',
          request: { source: { namespace: 'ns', id: 'solar' }, query: 'moon', pageSize: 10 },
        },
        keyHeader: 'X-Api-Key: ',
      });
    });
  });
});
