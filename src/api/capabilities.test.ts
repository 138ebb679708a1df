import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import type { Connection } from './connection';
import { connectionProfile, worldsApi } from './dialect';
import { probeSparql } from './sparql-probe';
import { isNotFound } from './request';
import { dataplaneHandlers } from '../mocks/dialects/dataplane-handlers';

const SERVER = 'https://caps.example';
const at = (dialect: Connection['dialect']): Connection => ({ mode: 'server', baseUrl: SERVER, apiKey: '', dialect });

describe('capabilities, per dialect', () => {
  it('offline: a connection of its own, with reads, SPARQL and managing worlds, at the described routes', async () => {
    const { dialect, capabilities } = await connectionProfile({ ...at('rest'), mode: 'offline' });
    expect(dialect).toBe('v1');
    expect(capabilities).toMatchObject({
      readWorld: true,
      listWorlds: true,
      search: { paging: 'offset' },
      filters: false,
      filtersAlone: false,
      sparql: { forms: ['SELECT', 'ASK', 'CONSTRUCT', 'DESCRIBE'] },
      create: { fields: ['name', 'id', 'description'], plainId: true },
      delete: { whatHappens: expect.stringMatching(/Restore the sample data/) as unknown },
      import: 'adds',
      export: true,
      log: false,
    });
  });

  it('rest: reads, pages by offset up to its 100 rows, and has the rest', async () => {
    expect((await connectionProfile(at('rest'))).capabilities).toMatchObject({
      readWorld: true,
      listWorlds: true,
      search: { paging: 'offset', rowLimit: 100 },
      filters: true,
      sparql: { forms: ['SELECT', 'ASK', 'CONSTRUCT', 'DESCRIBE'] },
      create: { fields: ['name', 'slug', 'description'], suggested: 'slug', nameOptional: false, plainId: false },
      delete: { whatHappens: expect.stringMatching(/deletes softly/) as unknown },
      export: true,
      // Its import replaces the world's triples (recorded/sequences/rest-import-replaces.json).
      import: 'replaces',
      // Filters with no query: the triples that pass them, unranked (recorded/rest/10).
      filtersAlone: true,
      // Each world's log (recorded/rest/28).
      log: true,
    });
  });

  it('rpc: reads, pages by token, and has the rest', async () => {
    expect((await connectionProfile(at('rpc'))).capabilities).toMatchObject({
      readWorld: true,
      listWorlds: true,
      search: { paging: 'token' },
      filters: true,
      // CONSTRUCT and DESCRIBE are refused (recorded/rpc/15).
      sparql: { forms: ['SELECT', 'ASK'] },
      create: { fields: ['namespace', 'id', 'name', 'description'], suggested: 'id', nameOptional: true },
      delete: { whatHappens: expect.stringMatching(/deletes the world/) as unknown },
      export: true,
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

  it('v1: a 404 from a world that does not exist leaves SPARQL on for the connection', async () => {
    const v1 = at('v1');
    const missing: unknown = await probeSparql(v1, 'no-such-world').catch((error: unknown) => error);
    // The world's own 404 is the person's to see; it says nothing of the server.
    expect(isNotFound(missing)).toBe(true);
    expect(await probeSparql(v1, 'solar-system')).toBe(true);
    expect((await connectionProfile(v1)).capabilities.sparql).toEqual({
      forms: ['SELECT', 'ASK', 'CONSTRUCT', 'DESCRIBE'],
    });
  });

  it('v1: a server without the route has no SPARQL, found out once', async () => {
    server.use(http.all(`${SERVER}/v1/worlds/:worldId/sparql`, () => new HttpResponse('Not found', { status: 404 })));
    expect(await probeSparql(at('v1'), 'solar-system')).toBe(false);
    expect((await connectionProfile(at('v1'))).capabilities.sparql).toBe(false);
  });
});

describe('the dataplane server', () => {
  it('reads, pages 100 rows in the browser, SELECT and ASK only, soft delete, imports as plain text, no description', async () => {
    expect((await connectionProfile(at('dataplane'))).capabilities).toMatchObject({
      readWorld: true,
      listWorlds: true,
      search: { paging: 'offset', rowLimit: 100 },
      filters: true,
      // An empty query is a 400 (recorded/dataplane/22).
      filtersAlone: false,
      // CONSTRUCT and DESCRIBE: 400 UNSUPPORTED_QUERY_KIND (recorded/dataplane/32, 33).
      sparql: { forms: ['SELECT', 'ASK'] },
      create: { fields: ['name'], nameOptional: true },
      delete: { whatHappens: expect.stringMatching(/softly.*30 days/) as unknown },
      // A JSON array of triples, added as a set; every value kept as plain text, and no blank nodes.
      import: 'adds',
      importTerms: { plainTextValues: true, blankNodesAsIris: true },
      export: true,
      log: false,
      description: false,
    });
  });

  it('every other server keeps a description', async () => {
    for (const dialect of ['rest', 'rpc'] as const) {
      expect((await connectionProfile(at(dialect))).capabilities.description).toBe(true);
    }
    expect((await connectionProfile({ ...at('rest'), mode: 'offline' })).capabilities.description).toBe(true);
  });

  it('is detected by its own OpenAPI document, once /v1/worlds and /rpc have both said 404', async () => {
    const asked: string[] = [];
    server.use(
      http.all(`${SERVER}/*`, ({ request }) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
      }),
      ...dataplaneHandlers({ origin: SERVER }),
    );
    expect(await connectionProfile(at('auto'))).toMatchObject({
      dialect: 'dataplane',
      capabilities: { description: false, sparql: { forms: ['SELECT', 'ASK'] } },
    });
    expect(asked).toEqual(['GET /v1/worlds', 'POST /rpc', 'GET /openapi.json']);
  });

  it('is looked for under /dataplane through the dashboard’s own proxy', async () => {
    const origin = window.location.origin;
    server.use(
      http.get(`${origin}/v1/worlds`, () => HttpResponse.json({ error: { code: 'NOT_FOUND' } }, { status: 404 })),
      http.post(`${origin}/rpc`, () => HttpResponse.json({ error: { code: 'NOT_FOUND' } }, { status: 404 })),
      http.get(`${origin}/dataplane/openapi.json`, () => HttpResponse.json({ info: { title: 'Worlds API' } })),
    );
    const proxied: Connection = { mode: 'server', baseUrl: '', apiKey: '', dialect: 'auto' };
    expect((await connectionProfile(proxied)).dialect).toBe('dataplane');
  });

  it('is not asked for on the other servers: a REST server is found with one read', async () => {
    let described = 0;
    server.use(
      http.get(`${SERVER}/v1/worlds`, () => HttpResponse.json([{ id: 'W', label: 'W' }])),
      http.get(`${SERVER}/openapi.json`, () => {
        described += 1;
        return HttpResponse.json({ info: { title: 'Worlds API' } });
      }),
    );
    expect((await connectionProfile(at('auto'))).dialect).toBe('rest');
    expect(described).toBe(0);
  });

  it('another OpenAPI document is not the dataplane server', async () => {
    server.use(
      http.get(`${SERVER}/v1/worlds`, () => new HttpResponse('Not found', { status: 404 })),
      http.post(`${SERVER}/rpc`, () => new HttpResponse('Not found', { status: 404 })),
      http.get(`${SERVER}/openapi.json`, () => HttpResponse.json({ info: { title: 'Pet Store' } })),
    );
    expect((await connectionProfile(at('auto'))).dialect).toBe('v1');
  });
});
