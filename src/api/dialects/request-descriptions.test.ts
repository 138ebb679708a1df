import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { getConnection, saveConnection, type ApiDialect, type Connection } from '../connection';
import { worldsApi } from '../dialect';
import { shownRequest, type ShownRequest } from '../shown-request';

/*
 * What each dialect describes is what goes over the wire, for every operation: the curl command and the exports
 * show the description, so a description that drifted from the request would show a command that does something
 * else. And each dialect types a search row's terms as it knows them.
 */

const BASE = 'https://worlds.example';

interface Sent {
  method: string;
  url: string;
  json: unknown;
  key: string | null;
}

let sent: Sent[] = [];

const restWorld = { id: 'W', label: 'W', description: null };
const rankedRow = (subject: string, object: string) => ({
  subject,
  predicate: 'http://www.w3.org/2000/01/rdf-schema#seeAlso',
  object,
  vecRank: 1,
  ftsRank: 1,
  score: 0.03,
});

/** What each server answers, whatever it is asked: enough for every operation to succeed. */
const replies: Record<ApiDialect, (request: Request, json: unknown) => Response> = {
  v1: (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/search')) {
      return HttpResponse.json({
        response: [
          {
            score: 1,
            value: {
              subject: 'http://example.org/s',
              predicate: 'http://example.org/p',
              object: 'https://example.org/x',
            },
          },
        ],
      });
    }
    if (pathname === '/v1/worlds') return HttpResponse.json([{ worldId: 'W', name: 'W' }]);
    return request.method === 'PUT' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ worldId: 'W' });
  },
  rest: (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/search')) {
      return HttpResponse.json([rankedRow('http://example.org/s', 'https://example.org/x'), rankedRow('_:b0', '_:b1')]);
    }
    if (pathname === '/v1/worlds') return HttpResponse.json([restWorld]);
    return request.method === 'PUT' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(restWorld);
  },
  rpc: (_request, json) => {
    const action = typeof json === 'object' && json !== null ? Reflect.get(json, 'action') : undefined;
    const world = { name: 'ns/W', displayName: 'W' };
    const responses: Record<string, unknown> = {
      listWorlds: { worlds: [world] },
      getWorld: { world },
      updateWorld: { world },
      searchWorlds: {
        results: [rankedRow('http://example.org/s', 'https://example.org/x'), rankedRow('_:b0', '_:b1')],
      },
    };
    return HttpResponse.json({ action, response: responses[String(action)] });
  },
  dataplane: (request) => {
    const { pathname } = new URL(request.url);
    const world = { id: 'W', displayName: 'W', state: 'active' };
    if (pathname.endsWith('/search')) {
      const row = (subject: string, content: string) => ({
        id: 'q2.x',
        subject,
        predicate: 'http://www.w3.org/2000/01/rdf-schema#seeAlso',
        graph: '',
        content,
        score: 1,
        scoreType: 'rrf',
      });
      return HttpResponse.json({
        results: [row('http://example.org/s', 'https://example.org/x'), row('_:b0', '_:b1')],
        mode: 'keyword',
      });
    }
    if (pathname === '/worlds') return HttpResponse.json({ worlds: [world] });
    return HttpResponse.json(world);
  },
};

function connect(dialect: ApiDialect, connection: Partial<Connection> = {}) {
  saveConnection({ mode: 'server', baseUrl: BASE, apiKey: 'k-1', dialect, ...connection });
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const text = await request.clone().text();
      const json: unknown = text === '' ? undefined : JSON.parse(text);
      sent.push({
        method: request.method,
        url: request.url,
        json,
        key: request.headers.get('Authorization') ?? request.headers.get('X-Api-Key'),
      });
      return replies[dialect](request, json);
    }),
  );
}

/** A shown request as it went over the wire, the key filled in. */
const asSent = ({ method = 'GET', url, json, keyHeader }: ShownRequest): Sent => ({
  method,
  url,
  json,
  key: keyHeader === undefined ? null : keyHeader.replace(/^Authorization: |^X-Api-Key: /, '') + 'k-1',
});

beforeEach(() => {
  sent = [];
});

describe.each(['v1', 'rest', 'rpc', 'dataplane'] as const)('%s: every operation sends what it describes', (dialect) => {
  beforeEach(() => connect(dialect));
  const worldId = dialect === 'rpc' ? 'ns/W' : 'W';
  const search = { worldId, q: 'moon', limit: 10, offset: 0 };

  it('reads a world', async () => {
    const api = await worldsApi();
    sent = [];
    await api.getWorld?.(worldId);
    const describe = api.describe.getWorld;
    if (!describe) throw new Error('the dialect describes no read');
    expect(sent).toEqual([asSent(shownRequest(describe(worldId), getConnection()))]);
  });

  it('lists the worlds (its first page)', async () => {
    const api = await worldsApi();
    sent = [];
    await api.listWorlds?.();
    const describe = api.describe.listWorlds;
    if (!describe) throw new Error('the dialect describes no list');
    expect(sent[0]).toEqual(asSent(shownRequest(describe(), getConnection())));
  });

  it('saves a world', async () => {
    const api = await worldsApi();
    sent = [];
    await api.updateWorld(worldId, { name: ' Sol ', description: '' });
    expect(sent).toEqual([
      asSent(shownRequest(api.describe.updateWorld(worldId, { name: ' Sol ', description: '' }), getConnection())),
    ]);
  });

  it('searches', async () => {
    const api = await worldsApi();
    sent = [];
    await api.searchWorld(search);
    expect(sent).toEqual([asSent(shownRequest(api.describe.searchWorld(search), getConnection()))]);
  });
});

describe('the terms of a search row, as each dialect knows them', () => {
  const search = (worldId: string) => ({ worldId, q: 'moon', limit: 10, offset: 0 });

  it.each(['rest', 'rpc', 'dataplane'] as const)(
    '%s: the object is a literal whatever its text, the subject an IRI or a blank node',
    async (dialect) => {
      connect(dialect);
      const { results } = await (await worldsApi()).searchWorld(search(dialect === 'rpc' ? 'ns/W' : 'W'));
      expect(results.map((result) => result.value)).toEqual([
        {
          subject: { kind: 'iri', value: 'http://example.org/s' },
          predicate: { kind: 'iri', value: 'http://www.w3.org/2000/01/rdf-schema#seeAlso' },
          object: { kind: 'literal', value: 'https://example.org/x' },
        },
        {
          subject: { kind: 'blank', value: 'b0' },
          predicate: { kind: 'iri', value: 'http://www.w3.org/2000/01/rdf-schema#seeAlso' },
          object: { kind: 'literal', value: '_:b1' },
        },
      ]);
    },
  );

  it('v1: the strings are guessed by the convention, as the server gives no more', async () => {
    connect('v1');
    const { results } = await (await worldsApi()).searchWorld(search('W'));
    expect(results[0]?.value.object).toEqual({ kind: 'iri', value: 'https://example.org/x' });
  });
});
