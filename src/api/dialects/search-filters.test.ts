import { rpcSource } from '../sparql';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { readRecordings } from '../../test/recordings';
import { getConnection, saveConnection, type ApiDialect } from '../connection';
import { worldsApi } from '../dialect';
import { ApiError } from '../request';
import { noFilters, type SearchFilters } from '../search-filters';
import { curlCommand, searchRequest } from '../shown-request';

/*
 * The search filters go over the wire in each server's own shape (shared/api/DIALECTS.md): rest as repeated query
 * parameters, rpc as arrays; v1 has none, so the filters narrow the page it returned, and the page says so.
 */

const BASE = 'https://filters.example';
const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const COMMENT = 'http://www.w3.org/2000/01/rdf-schema#comment';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const SATURN = 'http://example.org/solar-system/Saturn';
const PLANET = 'http://example.org/solar-system/Planet';

interface Sent {
  url: URL;
  json: unknown;
}
let sent: Sent[] = [];

/** Records what is sent and answers with `reply`. */
function serve(dialect: ApiDialect, reply: () => Response) {
  saveConnection({ mode: 'server', baseUrl: BASE, apiKey: 'k', dialect });
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const text = await request.text();
      sent.push({ url: new URL(request.url), json: text === '' ? undefined : JSON.parse(text) });
      return reply();
    }),
  );
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const filters = (given: Partial<SearchFilters>): SearchFilters => ({ ...noFilters, ...given });

const ranked = (subject: string, predicate: string, object: string, rank: number) => ({
  subject,
  predicate,
  object,
  ftsRank: rank,
  vecRank: rank,
  score: 2 / (60 + rank),
});

beforeEach(() => {
  sent = [];
});

describe('rest: repeated query parameters', () => {
  it('sends each filter as its own subjects=, predicates=, types= parameter', async () => {
    serve('rest', () => HttpResponse.json([ranked(SATURN, LABEL, 'Saturn', 1)]));
    const search = {
      worldId: 'W',
      q: 'saturn',
      limit: 10,
      offset: 0,
      filters: filters({ subjects: [SATURN], predicates: [LABEL, COMMENT], types: [PLANET] }),
    };
    const page = await (await worldsApi()).searchWorld(search);
    const query = sent[0]?.url.searchParams;
    expect(query?.get('query')).toBe('saturn');
    expect(query?.getAll('subjects')).toEqual([SATURN]);
    expect(query?.getAll('predicates')).toEqual([LABEL, COMMENT]);
    expect(query?.getAll('types')).toEqual([PLANET]);
    expect(page.filteredHere).toBeUndefined();
    // The curl command is the same request.
    expect(curlCommand(await searchRequest(getConnection(), search))).toContain(
      `'${BASE}/v1/worlds/W/search?query=saturn&subjects=${encodeURIComponent(SATURN)}&predicates=${encodeURIComponent(LABEL)}&predicates=${encodeURIComponent(COMMENT)}&types=${encodeURIComponent(PLANET)}&limit=10'`,
    );
  });

  it('searches by filters alone with no query parameter, and shows the unranked rows it answers', async () => {
    serve('rest', () =>
      HttpResponse.json([{ ...ranked(SATURN, LABEL, 'Saturn', 1), ftsRank: null, vecRank: null, score: 0 }]),
    );
    const page = await (
      await worldsApi()
    ).searchWorld({ worldId: 'W', q: '', limit: 10, offset: 0, filters: filters({ subjects: [SATURN] }) });
    expect(sent[0]?.url.searchParams.has('query')).toBe(false);
    expect(page.results).toEqual([
      {
        score: 0,
        value: {
          subject: { kind: 'iri', value: SATURN },
          predicate: { kind: 'iri', value: LABEL },
          object: { kind: 'literal', value: 'Saturn' },
        },
      },
    ]);
  });

  it('still refuses unranked rows for a query, filtered or not', async () => {
    serve('rest', () => HttpResponse.json([{ ...ranked(SATURN, LABEL, 'Saturn', 1), ftsRank: null, vecRank: null }]));
    const error: unknown = await (
      await worldsApi()
    )
      .searchWorld({ worldId: 'W', q: 'saturn', limit: 10, offset: 0, filters: filters({ subjects: [SATURN] }) })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-reply' });
  });
});

describe('rpc: arrays in searchWorlds', () => {
  it('sends the filters as arrays, leaving out the empty ones, and keeps page tokens per filter', async () => {
    let page = 0;
    serve('rpc', () => {
      page += 1;
      return HttpResponse.json({
        action: 'searchWorlds',
        response: { results: [ranked(SATURN, LABEL, 'Saturn', page)], nextPageToken: `t${page}` },
      });
    });
    const api = await worldsApi();
    const narrowed = { worldId: 'ns/W', q: 'saturn', limit: 1, filters: filters({ predicates: [LABEL] }) };
    await api.searchWorld({ ...narrowed, offset: 0 });
    expect(sent[0]?.json).toEqual({
      action: 'searchWorlds',
      request: { source: { namespace: 'ns', id: 'W' }, query: 'saturn', predicates: [LABEL], pageSize: 1 },
    });
    // The same query with other filters is another search: its first page has no token of the first one's.
    await api.searchWorld({ ...narrowed, offset: 1 });
    expect(sent[1]?.json).toMatchObject({ request: { predicates: [LABEL], pageToken: 't1' } });
    await api.searchWorld({ ...narrowed, offset: 1, filters: filters({ types: [PLANET] }) });
    expect(sent.slice(2).map(({ json }) => json)).toEqual([
      {
        action: 'searchWorlds',
        request: { source: { namespace: 'ns', id: 'W' }, query: 'saturn', types: [PLANET], pageSize: 1 },
      },
      {
        action: 'searchWorlds',
        request: {
          source: { namespace: 'ns', id: 'W' },
          query: 'saturn',
          types: [PLANET],
          pageSize: 1,
          pageToken: 't3',
        },
      },
    ]);
  });
});

describe('v1: no filters on the server', () => {
  it('asks for the page as ever, and narrows what it returned, saying so', async () => {
    const triple = (subject: string, predicate: string, object: string) => ({
      score: 1,
      value: { subject, predicate, object },
    });
    serve('v1', () =>
      HttpResponse.json({
        response: [
          triple(SATURN, LABEL, 'Saturn'),
          triple(SATURN, RDF_TYPE, PLANET),
          triple(SATURN, COMMENT, 'A gas giant'),
          triple('http://example.org/solar-system/Titan', LABEL, 'Titan'),
        ],
      }),
    );
    const search = { worldId: 'W', q: 'saturn', limit: 4, offset: 0 };
    const page = await (
      await worldsApi()
    ).searchWorld({ ...search, filters: filters({ predicates: [LABEL], types: [PLANET] }) });
    // (A v1 server is first asked whether it lists its worlds.)
    expect(sent.filter(({ url }) => url.pathname.endsWith('/search')).map(({ url }) => url.search)).toEqual([
      '?q=saturn&limit=4&offset=0',
    ]);
    // Titan's type is not on the page, so the type filter cannot keep its label.
    expect(page.results.map(({ value }) => value.object.value)).toEqual(['Saturn']);
    expect(page).toMatchObject({ hasMore: true, filteredHere: true });
  });
});

describe('the recorded filter exchanges', () => {
  const recorded = readRecordings().filter(({ file }) =>
    [
      'rest/10-search-subject-filter.json',
      'rest/11-search-predicate-filter.json',
      'rpc/10-search-subject-filter.json',
    ].includes(file),
  );

  it('are all here', () => expect(recorded).toHaveLength(3));

  it.each(recorded.map((recording) => [recording.file, recording] as const))(
    '%s: the dialect sends what the server was sent, and reads its reply',
    async (_file, recording) => {
      serve(
        recording.server,
        () =>
          new HttpResponse(JSON.stringify(recording.response.json), {
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      const search =
        recording.server === 'rest'
          ? (() => {
              const url = new URL(recording.request.path, BASE);
              return {
                worldId: decodeURIComponent(url.pathname.split('/')[3] ?? ''),
                q: url.searchParams.get('query') ?? '',
                limit: Number(url.searchParams.get('limit')),
                offset: 0,
                filters: filters({
                  subjects: url.searchParams.getAll('subjects'),
                  predicates: url.searchParams.getAll('predicates'),
                }),
              };
            })()
          : (() => {
              const request: unknown = Reflect.get(Object(recording.request.body), 'request');
              const field = (name: string): unknown => Reflect.get(Object(request), name);
              return {
                worldId: String(field('source')),
                q: String(field('query')),
                limit: Number(field('pageSize')),
                offset: 0,
                filters: filters({ subjects: strings(field('subjects')) }),
              };
            })();
      const page = await (await worldsApi()).searchWorld(search);
      if (recording.server === 'rest') {
        const url = sent[0]?.url;
        expect(url && `${url.pathname}${url.search}`).toBe(recording.request.path);
      } else {
        // The same call, its source in the object form the dashboard sends (recorded/rpc/05 shows the server takes it).
        const body = Object(recording.request.body) as { request: Record<string, unknown> };
        expect(sent[0]?.json).toEqual({
          ...body,
          request: { ...body.request, source: rpcSource(String(body.request.source)) },
        });
      }
      expect(page.results.length).toBeGreaterThan(0);
    },
  );
});
