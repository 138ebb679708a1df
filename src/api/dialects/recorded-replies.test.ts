import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { readRecordings, type Recording } from '../../test/recordings';
import { getConnection, saveConnection } from '../connection';
import { getWorld, listWorlds } from '../worlds';
import { worldsApi } from '../dialect';
import { ApiError } from '../request';

/*
 * The dialect adapters read every success reply the real servers were recorded sending (../shared/api/recorded)
 * for the operations they parse: list, get, update and search. Each reply is played back as the server's answer
 * to the adapter's own request.
 */

type Operation = 'list' | 'get' | 'update' | 'search';

function operationOf({ server: dialect, request }: Recording): Operation | undefined {
  if (dialect === 'rpc') {
    const action = typeof request.body === 'object' && request.body !== null ? Reflect.get(request.body, 'action') : '';
    const actions: Record<string, Operation> = {
      listWorlds: 'list',
      getWorld: 'get',
      updateWorld: 'update',
      searchWorlds: 'search',
    };
    return typeof action === 'string' ? actions[action] : undefined;
  }
  const path = request.path.split('?')[0] ?? '';
  if (request.method === 'GET' && path === '/v1/worlds') return 'list';
  if (request.method === 'GET' && /^\/v1\/worlds\/[^/]+$/.test(path)) return 'get';
  if (request.method === 'PUT' && /^\/v1\/worlds\/[^/]+$/.test(path)) return 'update';
  if (request.method === 'GET' && /^\/v1\/worlds\/[^/]+\/search$/.test(path)) return 'search';
  return undefined;
}

const successes = readRecordings().flatMap((recording) => {
  const operation = operationOf(recording);
  const { status } = recording.response;
  return operation && status >= 200 && status < 300 ? [{ recording, operation, file: recording.file }] : [];
});

const BASE = 'https://recorded.example';

/** Plays the recorded reply back once; later pages of a list are empty, so a recorded next-page token ends. */
function playBack({ server: dialect, response }: Recording) {
  let answered = false;
  server.use(
    http.all(`${BASE}/*`, () => {
      if (answered)
        return dialect === 'rpc'
          ? HttpResponse.json({ action: 'listWorlds', response: { worlds: [] } })
          : HttpResponse.json([]);
      answered = true;
      if (response.json !== undefined) return HttpResponse.json(response.json, { status: response.status });
      const headers = response.contentType ? { 'Content-Type': response.contentType } : undefined;
      return new HttpResponse(response.text || null, { status: response.status, headers });
    }),
  );
}

const recordedWorldCount = ({ response }: Recording) => {
  const json = response.json;
  if (Array.isArray(json)) return json.length;
  const worlds: unknown = Reflect.get(Reflect.get(Object(json), 'response') ?? {}, 'worlds');
  return Array.isArray(worlds) ? worlds.length : -1;
};

/** A world ID the recording asked about, however its dialect carries it. */
function recordedWorldId({ server: dialect, request }: Recording): string {
  if (dialect === 'rest') return decodeURIComponent(request.path.split('?')[0]?.split('/')[3] ?? '');
  const source: unknown = Reflect.get(Reflect.get(Object(request.body), 'request') ?? {}, 'source');
  if (typeof source === 'string') return source;
  return `${String(Reflect.get(Object(source), 'namespace'))}/${String(Reflect.get(Object(source), 'id'))}`;
}

it('plays back every recorded success of list, get, update and search', () => {
  expect(successes.map(({ file }) => file)).toEqual([
    'rest/01-list-worlds.json',
    'rest/04-get-world.json',
    'rest/06-put-unknown-key.json',
    'rest/07-search.json',
    'rest/08-search-q-ignored.json',
    'rest/09-search-iri.json',
    'rest/10-search-subject-filter.json',
    'rest/11-search-predicate-filter.json',
    'rpc/01-list-worlds.json',
    'rpc/02-list-worlds-paged.json',
    'rpc/04-get-world.json',
    'rpc/05-get-world-object-source.json',
    'rpc/06-get-world-missing.json',
    'rpc/08-search.json',
    'rpc/10-search-subject-filter.json',
    'rpc/11-search-empty-query.json',
    'rpc/19-get-created.json',
    'rpc/25-get-deleted.json',
  ]);
});

describe.each(successes)('$file', ({ recording, operation }) => {
  beforeEach(() => {
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: 'k', dialect: recording.server });
    playBack(recording);
  });

  it(`is read by the ${recording.server} adapter's ${operation}`, async () => {
    const api = await worldsApi();
    const worldId = recordedWorldId(recording);
    switch (operation) {
      case 'list': {
        const list = await listWorlds(getConnection());
        expect(list.unreadable).toBe(0);
        expect(list.worlds).toHaveLength(recordedWorldCount(recording));
        return;
      }
      case 'get': {
        const reply = recording.response.json;
        // The RPC server's 200 {} for a world it does not have (missing or deleted) is read as a 404.
        const response: unknown = Reflect.get(Object(reply), 'response');
        if (
          recording.server === 'rpc' &&
          (typeof response !== 'object' || response === null || !('world' in response))
        ) {
          await expect(getWorld(getConnection(), worldId)).rejects.toMatchObject({ kind: 'http', status: 404 });
          return;
        }
        expect((await getWorld(getConnection(), worldId)).id).toBe(worldId);
        return;
      }
      case 'update':
        // A 204 says nothing of what was stored: the adapter says the reply was empty, and the save reads it back.
        await expect(api.updateWorld(worldId, { name: 'ignored' })).resolves.toEqual({ kind: 'empty' });
        return;
      case 'search': {
        const search = api.searchWorld({ worldId, q: 'moon', limit: 10, offset: 0 });
        const rows = recording.response.json;
        const unranked =
          Array.isArray(rows) &&
          rows.some(
            (row) => Reflect.get(Object(row), 'ftsRank') === null && Reflect.get(Object(row), 'vecRank') === null,
          );
        if (unranked) {
          // Parsed, then refused on purpose: rows the server did not rank for the query are not answers.
          const error: unknown = await search.catch((reason: unknown) => reason);
          expect(error).toBeInstanceOf(ApiError);
          expect(error).toMatchObject({ kind: 'invalid-reply', message: expect.stringMatching(/did not rank/) });
          return;
        }
        await expect(search).resolves.toMatchObject({ results: expect.any(Array) });
        return;
      }
    }
  });
});

it('reads the world listed with displayName null with no name, so the screens show its ID', async () => {
  const recording = successes.find(({ file }) => file === 'rpc/01-list-worlds.json')?.recording;
  if (!recording) throw new Error('rpc/01-list-worlds.json is missing');
  saveConnection({ mode: 'server', baseUrl: BASE, apiKey: 'k', dialect: 'rpc' });
  playBack(recording);
  const { worlds } = await listWorlds(getConnection());
  expect(worlds).toContainEqual({ id: 'acme/empty world', name: '', description: '' });
});

it('reads the REST server’s recorded log of a world, newest first, with its details', async () => {
  const recording = readRecordings().find(({ file }) => file === 'rest/28-logs.json');
  if (!recording) throw new Error('recorded/rest/28-logs.json is missing');
  saveConnection({ mode: 'server', baseUrl: BASE, apiKey: 'k', dialect: 'rest' });
  playBack(recording);
  const api = await worldsApi();
  const log = await api.worldLog?.(recordedWorldId(recording));
  expect(log?.map(({ message, metadata }) => ({ message, metadata }))).toEqual([
    {
      message: 'SPARQL update',
      metadata: { query: 'INSERT DATA { <http://ex.org/c> <http://ex.org/name> "Gamma" }' },
    },
    { message: 'World data imported', metadata: { triples: 2 } },
  ]);
  expect(log?.[0]?.timestamp).toBe(1795457230268);
});
