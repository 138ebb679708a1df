import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { getConnection, saveConnection, type ApiDialect } from '../connection';
import { getWorld, listWorlds } from '../worlds';
import { worldsApi } from '../dialect';
import { worldTitle } from '../schemas';

/*
 * Every field of a world but its ID may be null or missing, on every dialect: the RPC server lists a world
 * created without a displayName as `"displayName": null`, and both servers send `"description": null`. Such a
 * world is read with an empty name (the screens show its ID); a listed entry that is not a world at all is
 * skipped and counted, and never hides the others.
 */

const BASE = 'https://api.example';

const connect = (dialect: ApiDialect) => saveConnection({ mode: 'server', baseUrl: BASE, apiKey: '', dialect });

/** Answers every RPC action from `answers`, as the one route of an RPC server. */
function rpc(answers: Record<string, (request: Record<string, unknown>) => unknown>) {
  server.use(
    http.post(`${BASE}/rpc`, async ({ request }) => {
      const body = (await request.json()) as { action: string; request: Record<string, unknown> };
      return HttpResponse.json({ action: body.action, response: answers[body.action]?.(body.request) ?? {} });
    }),
  );
}

describe('a world without a name', () => {
  it('is titled by its ID, and by its name once it has one', () => {
    expect(worldTitle({ id: 'acme/empty world', name: '' })).toBe('acme/empty world');
    expect(worldTitle({ id: 'w', name: '   ' })).toBe('w');
    expect(worldTitle({ id: 'w', name: 'Solar System' })).toBe('Solar System');
  });
});

describe('v1', () => {
  beforeEach(() => connect('v1'));

  it('reads null and missing names and descriptions as empty', async () => {
    server.use(
      http.get(`${BASE}/v1/worlds/a`, () => HttpResponse.json({ worldId: 'a', name: null, description: null })),
      http.get(`${BASE}/v1/worlds/b`, () => HttpResponse.json({ worldId: 'b' })),
    );
    await expect(getWorld(getConnection(), 'a')).resolves.toEqual({ id: 'a', name: '', description: '' });
    await expect(getWorld(getConnection(), 'b')).resolves.toEqual({ id: 'b', name: '', description: '' });
  });

  it('skips and counts listed entries that are not worlds, and keeps the others', async () => {
    server.use(
      http.get(`${BASE}/v1/worlds`, () =>
        HttpResponse.json([
          { worldId: 'a', name: 'A', description: 'First' },
          { worldId: 'b', name: null, description: null, createdAt: null },
          { name: 'No ID' },
          { worldId: 'c', name: 42 },
          'not even an object',
        ]),
      ),
    );
    await expect(listWorlds(getConnection())).resolves.toEqual({
      worlds: [
        { id: 'a', name: 'A', description: 'First' },
        { id: 'b', name: '', description: '' },
      ],
      unreadable: 3,
    });
  });

  it('reads a PUT reply whose world has null fields', async () => {
    server.use(
      http.put(`${BASE}/v1/worlds/a`, () => HttpResponse.json({ worldId: 'a', name: null, description: 'New' })),
    );
    await expect((await worldsApi()).updateWorld('a', { description: 'New' })).resolves.toEqual({
      kind: 'world',
      world: { id: 'a', name: '', description: 'New' },
    });
  });
});

describe('rest', () => {
  beforeEach(() => connect('rest'));

  const restWorld = {
    id: '01M84QJY8Q2AMBJ21CCCQ91TGD',
    organizationId: null,
    slug: 'no-description',
    label: 'No description',
    description: null,
    createdAt: 1795455285527,
    updatedAt: 1795455285527,
    deletedAt: null,
  };

  it('reads a null or missing label and description as empty', async () => {
    server.use(
      http.get(`${BASE}/v1/worlds/W1`, () => HttpResponse.json({ ...restWorld, id: 'W1', label: null, slug: null })),
      http.get(`${BASE}/v1/worlds/W2`, () => HttpResponse.json({ id: 'W2' })),
    );
    await expect(getWorld(getConnection(), 'W1')).resolves.toEqual({ id: 'W1', name: '', description: '' });
    await expect(getWorld(getConnection(), 'W2')).resolves.toEqual({ id: 'W2', name: '', description: '' });
  });

  it('skips and counts listed entries that are not worlds, and keeps the others', async () => {
    server.use(
      http.get(`${BASE}/v1/worlds`, () =>
        HttpResponse.json([
          restWorld,
          { ...restWorld, id: 'W2', label: null },
          { ...restWorld, id: null },
          { ...restWorld, id: 'W4', description: 7 },
        ]),
      ),
    );
    await expect(listWorlds(getConnection())).resolves.toEqual({
      worlds: [
        { id: restWorld.id, name: 'No description', description: '', slug: 'no-description' },
        { id: 'W2', name: '', description: '', slug: 'no-description' },
      ],
      unreadable: 2,
    });
  });

  it('asks for the next page when a full page held unreadable entries', async () => {
    const pages: number[] = [];
    server.use(
      http.get(`${BASE}/v1/worlds`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(page);
        if (page > 1) return HttpResponse.json([{ ...restWorld, id: 'LAST' }]);
        return HttpResponse.json(
          Array.from({ length: 100 }, (_, i) => ({ ...restWorld, id: i === 0 ? null : `W${i}` })),
        );
      }),
    );
    const list = await listWorlds(getConnection());
    expect(pages).toEqual([1, 2]);
    expect(list.worlds).toHaveLength(100);
    expect(list.unreadable).toBe(1);
  });
});

describe('rpc', () => {
  beforeEach(() => connect('rpc'));

  // As the RPC server lists them (recorded/rpc/01): a world created without displayName has it null.
  const nameless = {
    name: 'acme/empty world',
    namespace: 'acme',
    id: 'empty world',
    displayName: null,
    description: null,
    createTime: 1795455012676,
  };
  const named = { ...nameless, name: 'acme/solar-system', id: 'solar-system', displayName: 'Solar System' };

  it('lists a world whose displayName is null next to the named ones', async () => {
    rpc({ listWorlds: () => ({ worlds: [nameless, named] }) });
    await expect(listWorlds(getConnection())).resolves.toEqual({
      worlds: [
        { id: 'acme/empty world', name: '', description: '' },
        { id: 'acme/solar-system', name: 'Solar System', description: '' },
      ],
      unreadable: 0,
    });
  });

  it('skips and counts listed entries that are not worlds, and keeps the others', async () => {
    rpc({
      listWorlds: () => ({
        worlds: [
          nameless,
          // As createWorld answers: fields not given are left out.
          { name: 'recorded/tmp', namespace: 'recorded', id: 'tmp', createTime: 1 },
          // No `name`, but its namespace and id say it.
          { namespace: 'acme', id: 'parts', displayName: 'Parts' },
          { displayName: 'No ID at all' },
          { ...named, displayName: 12 },
          null,
        ],
        nextPageToken: null,
      }),
    });
    await expect(listWorlds(getConnection())).resolves.toEqual({
      worlds: [
        { id: 'acme/empty world', name: '', description: '' },
        { id: 'recorded/tmp', name: '', description: '' },
        { id: 'acme/parts', name: 'Parts', description: '' },
      ],
      unreadable: 3,
    });
  });

  it('opens a world whose displayName and description are null', async () => {
    rpc({ getWorld: () => ({ world: nameless }) });
    await expect(getWorld(getConnection(), 'acme/empty world')).resolves.toEqual({
      id: 'acme/empty world',
      name: '',
      description: '',
    });
  });

  it('reads an updateWorld reply whose displayName is null', async () => {
    rpc({ updateWorld: () => ({ world: { ...nameless, description: 'Now described' } }) });
    await expect(
      (await worldsApi()).updateWorld('acme/empty world', { description: 'Now described' }),
    ).resolves.toEqual({ kind: 'world', world: { id: 'acme/empty world', name: '', description: 'Now described' } });
  });

  it('reads search rows whose world has null fields, and a null page token as the last page', async () => {
    rpc({
      searchWorlds: () => ({
        results: [
          {
            subject: 'https://example.org/s',
            predicate: 'http://www.w3.org/2000/01/rdf-schema#label',
            object: 'Moon',
            vecRank: null,
            ftsRank: 1,
            score: 0.016,
            world: nameless,
          },
        ],
        nextPageToken: null,
      }),
    });
    const page = await (
      await worldsApi()
    ).searchWorld({ worldId: 'acme/empty world', q: 'moon', limit: 10, offset: 0 });
    expect(page.results).toEqual([
      {
        score: 0.016,
        value: {
          subject: { kind: 'iri', value: 'https://example.org/s' },
          predicate: { kind: 'iri', value: expect.any(String) },
          object: { kind: 'literal', value: 'Moon' },
        },
      },
    ]);
    expect(page.hasMore).toBe(false);
  });
});
