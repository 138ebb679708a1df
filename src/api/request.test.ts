import { http, HttpResponse } from 'msw';
import { proxyUnreachableBody } from './proxy-guard';
import { server } from '../mocks/node';
import { getConnection, saveConnection } from './connection';
import { ApiError, isKeyRefusal, serverMessageFrom, shouldRetryRead } from './request';
import { worldsApi } from './dialect';
import { getWorld, listWorlds, searchWorld } from './worlds';

const updateWorld = async (...args: Parameters<Awaited<ReturnType<typeof worldsApi>>['updateWorld']>) =>
  (await worldsApi()).updateWorld(...args);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('request()', () => {
  it('accepts the world shape of real deployments (id, slug, label, epoch-ms times)', async () => {
    server.use(
      http.get('*/v1/worlds/w1', () =>
        HttpResponse.json({
          id: 'w1',
          slug: 'w-one',
          label: 'World One',
          description: null,
          createdAt: 1,
          updatedAt: 2,
        }),
      ),
    );
    await expect(getWorld(getConnection(), 'w1')).resolves.toEqual({
      id: 'w1',
      name: 'World One',
      description: '',
      slug: 'w-one',
    });
  });

  it('accepts a world list as a bare array or as { worlds }', async () => {
    server.use(http.get('*/v1/worlds', () => HttpResponse.json({ worlds: [{ worldId: 'a', name: 'A' }] })));
    await expect(listWorlds(getConnection())).resolves.toEqual({
      worlds: [{ id: 'a', name: 'A', description: '' }],
      unreadable: 0,
    });
  });

  it('explains a reply of the wrong shape instead of passing it on', async () => {
    server.use(http.get('*/v1/worlds/:id/search', () => HttpResponse.json({ results: [] })));
    const error = await failure(
      searchWorld(getConnection(), { worldId: 'solar-system', q: 'moon', limit: 10, offset: 0 }),
    );
    expect(error.kind).toBe('invalid-reply');
    expect(error.message).toBe('The server\'s reply was not understood: "response" should be an array.');
  });

  it('explains a reply that is not JSON', async () => {
    server.use(http.get('*/v1/worlds/w1', () => new HttpResponse('<html>proxy error</html>', { status: 200 })));
    const error = await failure(getWorld(getConnection(), 'w1'));
    expect(error.kind).toBe('invalid-reply');
    expect(error.message).toBe('The server replied with something that is not JSON.');
  });

  it('turns a non-2xx reply into an ApiError with the status and the server message', async () => {
    server.use(
      http.get('*/v1/worlds/w1', () =>
        HttpResponse.json(
          { error: { code: 404, message: 'World not found', statusText: 'Not Found' } },
          { status: 404, statusText: 'Not Found' },
        ),
      ),
    );
    const error = await failure(getWorld(getConnection(), 'w1'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: '404 Not Found: World not found' });
  });

  it('reads Retry-After from a 429', async () => {
    server.use(
      http.get('*/v1/worlds', () =>
        HttpResponse.json({ message: 'slow down' }, { status: 429, headers: { 'Retry-After': '12' } }),
      ),
    );
    const error = await failure(listWorlds(getConnection()));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(12);
  });

  it('reports an unreachable server as a network failure', async () => {
    server.use(http.get('*/v1/worlds', () => HttpResponse.error()));
    const error = await failure(listWorlds(getConnection()));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/could not be reached/);
  });

  it.each([
    ['204 No Content', () => new HttpResponse(null, { status: 204 })],
    ['200 with an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('treats %s to a PUT as success with an empty reply', async (_label, reply) => {
    server.use(http.put('*/v1/worlds/w1', reply));
    await expect(updateWorld('w1', { name: 'New' })).resolves.toEqual({ kind: 'empty' });
  });

  it('treats a PUT reply that is not a world as success whose reply was not understood', async () => {
    server.use(http.put('*/v1/worlds/w1', () => HttpResponse.json({ ok: true })));
    await expect(updateWorld('w1', { name: 'New' })).resolves.toEqual({ kind: 'not-understood' });
  });

  it('returns the saved world when a PUT replies with one', async () => {
    server.use(http.put('*/v1/worlds/w1', () => HttpResponse.json({ worldId: 'w1', name: 'New', description: 'd' })));
    await expect(updateWorld('w1', { name: 'New' })).resolves.toMatchObject({
      kind: 'world',
      world: { id: 'w1', name: 'New' },
    });
  });

  it('sends JSON with Content-Type and only the given fields', async () => {
    let seen: { contentType: string | null; body: unknown } | undefined;
    server.use(
      http.put('*/v1/worlds/w1', async ({ request }) => {
        seen = { contentType: request.headers.get('Content-Type'), body: await request.json() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await updateWorld('w1', { description: '' });
    expect(seen).toEqual({ contentType: 'application/json', body: { description: '' } });
  });

  describe('Authorization', () => {
    let authorization: string | null | undefined;
    beforeEach(() => {
      authorization = undefined;
      server.use(
        http.get('*/v1/worlds', ({ request }) => {
          authorization = request.headers.get('Authorization');
          return HttpResponse.json([]);
        }),
      );
    });

    it('sends the bearer key when a server and a key are configured', async () => {
      saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: 'secret-key', dialect: 'v1' });
      await listWorlds(getConnection());
      expect(authorization).toBe('Bearer secret-key');
    });

    it('sends no Authorization header without a key', async () => {
      saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: '', dialect: 'v1' });
      await listWorlds(getConnection());
      expect(authorization).toBeNull();
    });

    it('never sends the key to the offline sample data', async () => {
      saveConnection({ mode: 'offline', baseUrl: '', apiKey: 'secret-key', dialect: 'v1' });
      await listWorlds(getConnection());
      expect(authorization).toBeNull();
    });
  });

  describe('the dashboard’s own proxy', () => {
    let marker: string | null | undefined;
    beforeEach(() => {
      marker = undefined;
      server.use(
        http.get('*/v1/worlds', ({ request }) => {
          marker = request.headers.get('X-Worlds-Dashboard');
          return HttpResponse.json([]);
        }),
      );
    });

    it('marks requests to the dashboard’s own origin, which its proxy requires', async () => {
      saveConnection({ mode: 'server', baseUrl: '', apiKey: '', dialect: 'v1' });
      await listWorlds(getConnection());
      expect(marker).toBe('1');
    });

    it('sends no marker to another origin, where it would only cost a preflight', async () => {
      saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: '', dialect: 'v1' });
      await listWorlds(getConnection());
      expect(marker).toBeNull();
    });

    it('tells the proxy’s own refusal from a refused key', async () => {
      saveConnection({ mode: 'server', baseUrl: '', apiKey: '', dialect: 'v1' });
      server.use(
        http.get('*/v1/worlds', () =>
          HttpResponse.json(
            {
              error: {
                code: 403,
                message: 'Refused by the proxy.',
                statusText: 'Forbidden',
                source: 'dashboard-proxy',
              },
            },
            { status: 403 },
          ),
        ),
      );
      const byProxy = await failure(listWorlds(getConnection()));
      expect(byProxy).toMatchObject({ status: 403, fromProxy: true });
      expect(isKeyRefusal(byProxy)).toBe(false);

      server.use(
        http.get('*/v1/worlds', () =>
          HttpResponse.json({ error: { code: 403, message: 'No scope.', source: 'elsewhere' } }, { status: 403 }),
        ),
      );
      const byServer = await failure(listWorlds(getConnection()));
      expect(byServer).toMatchObject({ status: 403, fromProxy: false });
      expect(isKeyRefusal(byServer)).toBe(true);
    });
  });

  it('builds URLs on a configured base URL, keeping its path', async () => {
    let url: string | undefined;
    server.use(
      http.get('https://worlds.example/api/v1/worlds/:id/search', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ response: [] });
      }),
    );
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example/api/', apiKey: '', dialect: 'v1' });
    await searchWorld(getConnection(), { worldId: 'a b', q: 'moon & sun', limit: 25, offset: 50 });
    expect(url).toBe('https://worlds.example/api/v1/worlds/a%20b/search?q=moon+%26+sun&limit=25&offset=50');
  });
});

describe('serverMessageFrom()', () => {
  it.each([
    ['{"error":{"code":404,"message":"World not found"}}', 'World not found'],
    ['{"message":"Bad limit"}', 'Bad limit'],
    ['{"error":"Unauthorized"}', 'Unauthorized'],
    ['upstream timed out', 'upstream timed out'],
    ['<!doctype html><h1>502</h1>', undefined],
    ['{"detail":"unknown shape"}', undefined],
    ['', undefined],
  ])('finds the message in %j', (body, expected) => {
    expect(serverMessageFrom(body)).toBe(expected);
  });
});

describe('a server that our proxy could not reach', () => {
  // What deploy/nginx.conf.template's @upstream_unreachable and vite.config.ts's proxy answer.
  const proxyUnreachable = () =>
    new HttpResponse(proxyUnreachableBody('x'), {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'Content-Type': 'application/json' },
    });

  it('is told from the server’s own 502, and not retried', async () => {
    server.use(http.get('*/v1/worlds/w1', proxyUnreachable));
    const error = await failure(getWorld(getConnection(), 'w1'));
    expect(error).toMatchObject({ kind: 'unreachable', status: 502 });
    expect(error.message).toMatch(/^The dashboard's proxy could not reach the Worlds API server\b/);
    expect(shouldRetryRead(0, error)).toBe(false);
  });

  it('is not claimed for a 502 that the server (or another proxy) sent', async () => {
    server.use(
      http.get('*/v1/worlds/w1', () =>
        HttpResponse.json({ error: { message: 'Upstream of upstream failed' } }, { status: 502 }),
      ),
    );
    const error = await failure(getWorld(getConnection(), 'w1'));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(shouldRetryRead(0, error)).toBe(true);
  });
});

describe('shouldRetryRead()', () => {
  it('retries what another try can fix, a few times', () => {
    expect(shouldRetryRead(0, new ApiError('http', '503', { status: 503 }))).toBe(true);
    expect(shouldRetryRead(0, new ApiError('network', 'down'))).toBe(true);
    expect(shouldRetryRead(3, new ApiError('network', 'down'))).toBe(false);
  });

  it('does not retry a client error, a reply of the wrong shape, or a request that already timed out', () => {
    expect(shouldRetryRead(0, new ApiError('timeout', 'slow'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError('http', '404', { status: 404 }))).toBe(false);
    expect(shouldRetryRead(0, new ApiError('invalid-reply', 'bad'))).toBe(false);
  });
});
