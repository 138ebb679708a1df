import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import type { Connection } from './connection';
import { connectionProfile } from './dialect';
import { connect, failure, REST, restWorld } from '../test/rest-fixtures';
import { dataplaneHandlers } from '../mocks/dialects/dataplane-handlers';

/* Finding out which dialect a server speaks, with harmless reads, once per server. */

const dialectOf = async (connection: Connection) => (await connectionProfile(connection)).dialect;

describe('detection', () => {
  const notFound = () => new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

  it.each([
    ['rest', () => HttpResponse.json([restWorld('W', 'A')]), notFound],
    ['v1', () => HttpResponse.json([{ worldId: 'a', name: 'A' }]), notFound],
    ['rpc', notFound, () => HttpResponse.json({ action: 'listWorlds', response: { worlds: [] } })],
    [
      'rpc',
      notFound,
      () =>
        HttpResponse.json(
          { action: 'listWorlds', error: { code: 'UNAUTHENTICATED', message: 'Invalid API key' } },
          { status: 401 },
        ),
    ],
    ['v1', notFound, notFound],
  ])('finds %s', async (dialect, list, rpcReply) => {
    const requests: string[] = [];
    server.use(
      http.get(`${REST}/v1/worlds`, ({ request }) => {
        requests.push(`GET ${new URL(request.url).search}`);
        return list();
      }),
      http.post(`${REST}/rpc`, () => {
        requests.push('POST /rpc');
        return rpcReply();
      }),
    );
    connect({ dialect: 'auto' });
    await expect(dialectOf({ mode: 'server', baseUrl: REST, apiKey: '', dialect: 'auto' })).resolves.toBe(dialect);
    // Once per server: the answer is remembered.
    await expect(dialectOf({ mode: 'server', baseUrl: REST, apiKey: '', dialect: 'auto' })).resolves.toBe(dialect);
    expect(requests[0]).toBe('GET ?page=1&pageSize=1');
    expect(requests.length).toBeLessThanOrEqual(2);
  });

  it('finds dataplane by its own description, though its /rpc refuses the key sent as X-Api-Key', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) =>
      asked.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    server.use(...dataplaneHandlers({ apiKey: 'wzw_k', origin: REST }));
    const connection: Connection = { mode: 'server', baseUrl: REST, apiKey: 'wzw_k', dialect: 'auto' };
    await expect(dialectOf(connection)).resolves.toBe('dataplane');
    expect(asked.slice(0, 3).sort()).toEqual(['GET /openapi.json', 'GET /v1/worlds', 'POST /rpc']);
    server.events.removeAllListeners();
  });

  it('finds dataplane on its double answering every origin, as the e2e test server runs it', async () => {
    server.use(...dataplaneHandlers({ apiKey: 'wzw_k' }));
    const connection: Connection = { mode: 'server', baseUrl: REST, apiKey: 'wzw_k', dialect: 'auto' };
    await expect(dialectOf(connection)).resolves.toBe('dataplane');
  });

  it('lets a refused key through, and remembers nothing', async () => {
    let probes = 0;
    server.use(
      http.get(`${REST}/v1/worlds`, () => {
        probes += 1;
        return HttpResponse.json({ error: { code: 401, message: 'Unauthorized' } }, { status: 401 });
      }),
    );
    const connection: Connection = { mode: 'server', baseUrl: REST, apiKey: 'bad', dialect: 'auto' };
    expect((await failure(dialectOf(connection))).status).toBe(401);
    expect((await failure(dialectOf(connection))).status).toBe(401);
    expect(probes).toBe(2);
  });

  it('skips detection when the dialect is chosen, and offline data is always v1', async () => {
    await expect(dialectOf({ mode: 'server', baseUrl: REST, apiKey: '', dialect: 'rpc' })).resolves.toBe('rpc');
    await expect(dialectOf({ mode: 'offline', baseUrl: '', apiKey: '', dialect: 'rest' })).resolves.toBe('v1');
  });
});
