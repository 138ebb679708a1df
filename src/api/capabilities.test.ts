import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import type { Connection } from './connection';
import { connectionProfile, worldsApi } from './dialect';

const SERVER = 'https://caps.example';
const at = (dialect: Connection['dialect']): Connection => ({ mode: 'server', baseUrl: SERVER, apiKey: '', dialect });
const others = { sparql: true, create: true, delete: true, export: true, filters: true };

describe('capabilities, per dialect', () => {
  it('offline: the described API with its reads, SPARQL at the REST server’s route, and managing worlds', async () => {
    const { dialect, capabilities } = await connectionProfile({ ...at('rest'), mode: 'offline' });
    expect(dialect).toBe('v1');
    expect(capabilities).toEqual({
      readWorld: true,
      listWorlds: true,
      search: { paging: 'offset' },
      filters: false,
      filtersAlone: false,
      sparql: true,
      create: true,
      delete: true,
      import: 'adds',
      export: true,
      log: false,
    });
  });

  it('rest: reads, pages by offset up to its 100 rows, and has the rest', async () => {
    expect((await connectionProfile(at('rest'))).capabilities).toEqual({
      readWorld: true,
      listWorlds: true,
      search: { paging: 'offset', rowLimit: 100 },
      ...others,
      // Its import replaces the world's triples (recorded/sequences/rest-import-replaces.json).
      import: 'replaces',
      // Filters with no query: the triples that pass them, unranked (recorded/rest/10).
      filtersAlone: true,
      // Each world's log (recorded/rest/28).
      log: true,
    });
  });

  it('rpc: reads, pages by token, and has the rest', async () => {
    expect((await connectionProfile(at('rpc'))).capabilities).toEqual({
      readWorld: true,
      listWorlds: true,
      search: { paging: 'token' },
      ...others,
      // Its import adds (recorded/sequences/rpc-import-adds.json).
      import: 'adds',
      // An empty query is answered with nothing, filters or not (recorded/rpc/11).
      filtersAlone: false,
      log: false,
    });
  });

  it('v1 on a server: reads only when it lists, asked once; the API then lacks both reads', async () => {
    let probes = 0;
    server.use(
      http.get(`${SERVER}/v1/worlds`, () => {
        probes += 1;
        return new HttpResponse('Not found', { status: 404 });
      }),
    );
    const { capabilities } = await connectionProfile(at('v1'));
    expect(capabilities).toMatchObject({ readWorld: false, listWorlds: false, search: { paging: 'offset' } });
    const api = await worldsApi(at('v1'));
    expect(api.getWorld).toBeUndefined();
    expect(api.listWorlds).toBeUndefined();
    expect(probes).toBe(1);
  });

  it('v1 on a server that lists its worlds reads them too', async () => {
    server.use(http.get(`${SERVER}/v1/worlds`, () => HttpResponse.json([])));
    const api = await worldsApi(at('v1'));
    expect(api.capabilities).toMatchObject({ readWorld: true, listWorlds: true });
    expect(api.getWorld).toBeTypeOf('function');
  });

  it('detected: a server with neither /v1/worlds nor /rpc is the described API alone', async () => {
    server.use(
      http.get(`${SERVER}/v1/worlds`, () => new HttpResponse('Not found', { status: 404 })),
      http.post(`${SERVER}/rpc`, () => new HttpResponse('Not found', { status: 404 })),
    );
    expect(await connectionProfile(at('auto'))).toMatchObject({
      dialect: 'v1',
      capabilities: { readWorld: false, listWorlds: false },
    });
  });
});
