import { solarSystem } from '../data/solar-system';
import { addGeneratedWorlds, generatedWorldId } from '../db';
import { server } from '../node';
import { parseTerm } from '../../lib/rdf-term';
import { restHandlers, restWorldId, type RestSearchResult, type RestWorld } from './rest-handlers';

/*
 * The REST double as any client sees it, one test per quirk that DIALECTS.md
 * records: each would fail against a kinder double.
 */

const KEY = 'rest-secret';
const BASE = 'http://localhost/v1';

function useRest(apiKey: string | null = null) {
  server.use(...restHandlers({ apiKey }));
}

const call = (path: string, init?: RequestInit) => fetch(`${BASE}${path}`, init);
const get = async <T>(path: string, headers?: HeadersInit) => {
  const response = await call(path, { headers });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
};
const put = (worldId: string, body: string, headers: HeadersInit = { 'Content-Type': 'application/json' }) =>
  call(`/worlds/${worldId}`, { method: 'PUT', headers, body });

const solarId = () => restWorldId('solar-system') ?? '';
const readWorld = async (id = solarId()) => (await get<RestWorld>(`/worlds/${id}`)).body;
const search = (query: string) => get<RestSearchResult[]>(`/worlds/${solarId()}/search?${query}`);

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const PLANET = 'http://example.org/solar-system/Planet';
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const ERROR = (code: number, message: string, statusText: string) => ({ error: { code, message, statusText } });

describe('rest double: worlds', () => {
  beforeEach(() => useRest());

  it('sends worlds with a ULID, a slug and a label, and no name', async () => {
    const { status, body } = await get<RestWorld[]>('/worlds');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const solar = body.find((world) => world.slug === 'solar-system');
    expect(solar).toEqual({
      id: expect.stringMatching(ULID),
      organizationId: null,
      slug: 'solar-system',
      label: 'Solar System',
      description: expect.any(String),
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
      deletedAt: null,
    });
    expect(solar).not.toHaveProperty('name');
    expect(body.find((world) => world.slug === 'scratchpad')?.description).toBeNull();
  });

  it('derives the same ULID for a world every time, different for each world', async () => {
    const ids = (await get<RestWorld[]>('/worlds')).body.map((world) => world.id);
    expect(ids).toContain(solarId());
    expect(new Set(ids).size).toBe(ids.length);
    expect(restWorldId('solar-system')).toBe(solarId());
  });

  it('finds a world by its ID only: its slug is a 404', async () => {
    expect((await readWorld()).slug).toBe('solar-system');
    const { status, body } = await get('/worlds/solar-system');
    expect(status).toBe(404);
    expect(body).toEqual(ERROR(404, 'World not found', 'Not Found'));
  });

  it('pages the list by page and pageSize (default 20) and ignores limit and offset', async () => {
    addGeneratedWorlds(250);
    const first = (await get<RestWorld[]>('/worlds')).body;
    expect(first).toHaveLength(20);
    expect((await get<RestWorld[]>('/worlds?limit=5&offset=3')).body).toEqual(first);
    const page2 = (await get<RestWorld[]>('/worlds?page=2&pageSize=10')).body;
    expect(page2.map((world) => world.id)).toEqual(first.slice(10, 20).map((world) => world.id));
    const last = (await get<RestWorld[]>('/worlds?page=3&pageSize=100')).body;
    expect(last).toHaveLength(54);
    expect(last.at(-1)?.slug).toBe(generatedWorldId(250));
    expect((await get<RestWorld[]>('/worlds?page=4&pageSize=100')).body).toEqual([]);
  });

  it.each(['pageSize=0', 'pageSize=101', 'pageSize=abc', 'page=0', 'page=-1'])(
    'answers %s with 400 Invalid pagination parameters',
    async (query) => {
      const { status, body } = await get(`/worlds?${query}`);
      expect(status).toBe(400);
      expect(body).toEqual(ERROR(400, 'Invalid pagination parameters', 'Bad Request'));
    },
  );

  it('sends an ETag and answers a matching If-None-Match with 304, until the world changes', async () => {
    const first = await call(`/worlds/${solarId()}`);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await call(`/worlds/${solarId()}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const list = await call('/worlds');
    const listed = await call('/worlds', { headers: { 'If-None-Match': list.headers.get('ETag') ?? '' } });
    expect(listed.status).toBe(304);

    await put(solarId(), '{"label":"Sol"}');
    expect((await call(`/worlds/${solarId()}`, { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });
});

describe('rest double: PUT', () => {
  beforeEach(() => useRest());

  it('answers 204 with no body and changes the label', async () => {
    const response = await put(solarId(), '{"label":"Sol"}');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await readWorld()).label).toBe('Sol');
  });

  it('drops unknown keys such as name silently, still 204: only updatedAt moves', async () => {
    const before = await readWorld();
    vi.spyOn(Date, 'now').mockReturnValue(before.updatedAt + 60_000);
    const response = await put(solarId(), '{"name":"Renamed"}');
    expect(response.status).toBe(204);
    expect(await readWorld()).toEqual({ ...before, updatedAt: before.updatedAt + 60_000 });
  });

  it('leaves omitted and null fields unchanged, and clears the description with ""', async () => {
    const before = await readWorld();
    await put(solarId(), '{"label":null,"description":null,"slug":null}');
    expect(await readWorld()).toMatchObject({
      label: before.label,
      description: before.description,
      slug: 'solar-system',
    });
    await put(solarId(), '{"description":""}');
    expect(await readWorld()).toMatchObject({ label: before.label, description: null });
  });

  it('changes the slug, while the ID stays the only way in', async () => {
    await put(solarId(), '{"slug":"sol"}');
    expect((await readWorld()).slug).toBe('sol');
    expect((await call('/worlds/sol')).status).toBe(404);
  });

  it.each([
    ['a label that is not a string', '{"label":42}'],
    ['a description that is not a string', '{"description":["x"]}'],
  ])('answers %s with 400 Invalid parameters', async (_label, body) => {
    const response = await put(solarId(), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(ERROR(400, 'Invalid parameters', 'Bad Request'));
  });

  it.each(['{label:', ''])('answers a body that is not JSON (%j) with 400 Invalid JSON', async (body) => {
    const response = await put(solarId(), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(ERROR(400, 'Invalid JSON', 'Bad Request'));
  });

  it('reads the body as JSON whatever the Content-Type (no 415)', async () => {
    expect((await put(solarId(), '{"label":"Plain"}', {})).status).toBe(204);
    expect((await readWorld()).label).toBe('Plain');
  });

  it('answers a PUT on an unknown world with 404', async () => {
    const response = await put('01ARZ3NDEKTSV4RRFFQ69G5FAV', '{"label":"x"}');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(ERROR(404, 'World not found', 'Not Found'));
  });
});

describe('rest double: search', () => {
  beforeEach(() => useRest());

  it('ranks by reciprocal-rank fusion of a full-text and a vector half, best first', async () => {
    const { status, body } = await search('query=moon');
    expect(status).toBe(200);
    expect(body).toHaveLength(20);
    for (const result of body) {
      expect(result.worldId).toBe(solarId());
      const expected =
        (result.ftsRank === null ? 0 : 1 / (60 + result.ftsRank)) +
        (result.vecRank === null ? 0 : 1 / (60 + result.vecRank));
      expect(result.score).toBeCloseTo(expected, 12);
      expect(result.score).toBeGreaterThan(0);
      expect(result.score).toBeLessThanOrEqual(2 / 61);
    }
    const scores = body.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body[0]?.ftsRank).not.toBeNull();
    // The vector half brings near neighbours that share no word with the query.
    expect(body.some((result) => result.ftsRank === null && result.vecRank !== null)).toBe(true);
  });

  it('indexes only triples whose object is a literal, and sends that literal’s text alone', async () => {
    const literalTexts = new Set(
      solarSystem.triples.flatMap(({ subject, predicate, object }) => {
        const term = parseTerm(object);
        return term.kind === 'literal' ? [`${subject} ${predicate} ${term.value}`] : [];
      }),
    );
    for (const query of ['query=moon&limit=100', 'limit=100']) {
      const { body } = await search(query);
      expect(body.length).toBeGreaterThan(0);
      for (const { subject, predicate, object } of body) {
        expect(literalTexts).toContain(`${subject} ${predicate} ${object}`);
      }
    }
    // A label tagged @en comes without its quotes and tag, as recorded/rest/07-search.json shows.
    expect((await search('query=hostile&limit=100')).body.map((result) => result.object)).toContain(
      'Hostile sample: XSS, script, javascript: IRI, RTL, emoji and escaping test values',
    );
  });

  it('filters by repeatable subjects, predicates and types', async () => {
    const planets = new Set(
      solarSystem.triples.filter((t) => t.predicate === RDF_TYPE && t.object === PLANET).map((t) => t.subject),
    );
    const typed = (await search(`query=moon&limit=100&types=${encodeURIComponent(PLANET)}`)).body;
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((result) => planets.has(result.subject))).toBe(true);
    const labels = (await search(`limit=100&predicates=${encodeURIComponent(RDFS_LABEL)}`)).body;
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((result) => result.predicate === RDFS_LABEL)).toBe(true);
    const [subject] = planets;
    const one = (await search(`query=planet&subjects=${encodeURIComponent(subject ?? '')}&subjects=nope`)).body;
    expect(one.every((result) => result.subject === subject)).toBe(true);
  });

  it('answers the same deterministic ranks every time', async () => {
    expect((await search('query=planet')).body).toEqual((await search('query=planet')).body);
  });

  it('does not read q: a search sent with q returns every indexed triple, unranked, score 0', async () => {
    const { status, body } = await search('q=moon&limit=5');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(body.every((result) => result.score === 0 && result.ftsRank === null && result.vecRank === null)).toBe(true);
    expect(body).toEqual((await search('limit=5')).body);
  });

  it('does not read offset: limit=3&offset=3 is the same 3 rows as limit=3', async () => {
    expect((await search('query=moon&limit=3&offset=3')).body).toEqual((await search('query=moon&limit=3')).body);
  });

  it.each(['"moon', 'http://example.org/solar-system/Saturn', 'moon*'])(
    'answers a query holding full-text syntax (%s) with 200 []',
    async (text) => {
      const { status, body } = await search(`query=${encodeURIComponent(text)}`);
      expect(status).toBe(200);
      expect(body).toEqual([]);
    },
  );

  it.each(['limit=0', 'limit=101', 'limit=banana', 'limit=-3'])('answers %s with 400', async (query) => {
    const { status, body } = await search(`query=moon&${query}`);
    expect(status).toBe(400);
    expect(body).toEqual(ERROR(400, 'Invalid limit parameter: must be a positive integer <= 100', 'Bad Request'));
  });

  it('answers a search of an unknown world, or of a slug, with 404', async () => {
    const { status, body } = await get('/worlds/solar-system/search?query=moon');
    expect(status).toBe(404);
    expect(body).toEqual(ERROR(404, 'World not found', 'Not Found'));
  });
});

describe('rest double: routes and auth', () => {
  it.each([
    ['POST', '/worlds/x/search'],
    ['PATCH', '/worlds/x'],
    ['GET', '/nothing'],
    ['OPTIONS', '/worlds'],
  ])('answers %s %s with 404 text/plain Not found, and no CORS headers', async (method, path) => {
    useRest();
    const response = await call(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(await response.text()).toBe('Not found');
  });

  it('is open when the server has no key', async () => {
    useRest(null);
    expect((await call('/worlds')).status).toBe(200);
  });

  it.each([
    ['no key', {}],
    ['a wrong key', { Authorization: 'Bearer nope' }],
    ['the key in X-Api-Key', { 'X-Api-Key': KEY }],
    ['the key without Bearer', { Authorization: KEY }],
  ])('answers %s with 401, before anything else', async (_label, headers: Record<string, string>) => {
    useRest(KEY);
    for (const path of [
      '/worlds',
      `/worlds/${solarId()}`,
      '/worlds/no-such-world',
      '/worlds/no-such-world/search?limit=0',
    ]) {
      const { status, body } = await get(path, headers);
      expect(status).toBe(401);
      expect(body).toEqual(ERROR(401, 'Unauthorized', 'Unauthorized'));
    }
    expect((await put(solarId(), '{bad json', { ...headers, 'Content-Type': 'application/json' })).status).toBe(401);
  });

  it('answers a request with the right Bearer key', async () => {
    useRest(KEY);
    const auth = { Authorization: `Bearer ${KEY}` };
    expect((await get(`/worlds/${solarId()}`, auth)).status).toBe(200);
    expect((await get('/worlds/no-such-world', auth)).status).toBe(404);
    expect((await put(solarId(), '{"label":"Keyed"}', { ...auth, 'Content-Type': 'application/json' })).status).toBe(
      204,
    );
  });
});
