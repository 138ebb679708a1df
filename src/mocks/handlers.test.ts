import { v1SearchReplySchema } from '../api/schemas';

// The offline server as any client sees it: plain HTTP through the same handlers the app uses.
const api = (path: string, init?: RequestInit) => fetch(`http://localhost/v1${path}`, init);
const put = (worldId: string, body: string) =>
  api(`/worlds/${worldId}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body });

async function search(query: string) {
  const response = await api(`/worlds/solar-system/search?${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('offline server: worlds', () => {
  it('lists the sample worlds', async () => {
    const worlds = (await (await api('/worlds')).json()) as { worldId: string }[];
    expect(worlds.map((world) => world.worldId)).toEqual(
      expect.arrayContaining(['solar-system', 'periodic-table', 'minor-planets', 'scratchpad']),
    );
  });

  it("answers 404 in the real servers' error shape for an unknown world", async () => {
    const response = await api('/worlds/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 404, message: 'World not found', statusText: 'Not Found' },
    });
  });

  it("keeps one store for the browser: another tab's save is what this tab reads next", async () => {
    await put('scratchpad', JSON.stringify({ name: 'Saved here' }));
    // Another tab of the same browser runs its own copy of the offline server over the same localStorage.
    const edits = JSON.parse(localStorage.getItem('worlds-dashboard:mock-edits') ?? '{}') as Record<string, object>;
    localStorage.setItem(
      'worlds-dashboard:mock-edits',
      JSON.stringify({ ...edits, scratchpad: { ...edits.scratchpad, name: 'Saved in another tab' } }),
    );
    const world = (await (await api('/worlds/scratchpad')).json()) as { name: string };
    expect(world.name).toBe('Saved in another tab');
  });

  it('updates only the fields sent and keeps the rest', async () => {
    const response = await put('solar-system', JSON.stringify({ name: 'Sol' }));
    expect(response.status).toBe(200);
    const world = (await (await api('/worlds/solar-system')).json()) as { name: string; description: string };
    expect(world.name).toBe('Sol');
    expect(world.description).toMatch(/Sun/);
  });

  it('clears the description when it is sent as ""', async () => {
    await put('solar-system', JSON.stringify({ description: '' }));
    const world = (await (await api('/worlds/solar-system')).json()) as { description: string };
    expect(world.description).toBe('');
  });

  it.each([
    ['a body that is not JSON', '{name:'],
    ['a body that is not an object', '["Sol"]'],
    ['a name that is not a string', '{"name":42}'],
    ['a blank name', '{"name":"   "}'],
  ])('rejects %s with 400 and a message', async (_label, body) => {
    const response = await put('solar-system', body);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { error: { message: string } };
    expect(reply.error.message.length).toBeGreaterThan(0);
  });

  it('names the field a 400 is about', async () => {
    const response = await put('solar-system', '{"name":""}');
    expect(await response.json()).toMatchObject({ error: { fields: { name: 'Name is required.' } } });
  });

  it('answers 415 to a PUT whose body is not declared as JSON', async () => {
    const response = await api('/worlds/solar-system', { method: 'PUT', body: '{"name":"Sol"}' });
    expect(response.status).toBe(415);
  });

  it('answers 404 to a PUT on an unknown world', async () => {
    expect((await put('nope', '{"name":"x"}')).status).toBe(404);
  });
});

describe('offline server: search', () => {
  it.each(['', 'q=', 'q=%20%20'])('rejects a missing or blank q (%j) with 400', async (query) => {
    expect((await search(query)).status).toBe(400);
  });

  it.each(['limit=0', 'limit=101', 'limit=banana', 'limit=2.5', 'offset=-1'])('rejects %s with 400', async (query) => {
    expect((await search(`q=moon&${query}`)).status).toBe(400);
  });

  it('returns at most 10 results by default, best first, with positive scores', async () => {
    const { status, body } = await search('q=moon');
    expect(status).toBe(200);
    const { response } = v1SearchReplySchema.parse(body);
    expect(response).toHaveLength(10);
    const scores = response.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Math.min(...scores)).toBeGreaterThan(0);
  });

  it('pages with limit and offset', async () => {
    const all = v1SearchReplySchema.parse((await search('q=moon&limit=20')).body).response;
    const second = v1SearchReplySchema.parse((await search('q=moon&limit=10&offset=10')).body).response;
    expect(second).toEqual(all.slice(10, 20));
  });

  it('answers an empty page past the last result', async () => {
    const { body } = await search('q=moon&offset=100000');
    expect(v1SearchReplySchema.parse(body).response).toEqual([]);
  });

  it('finds nothing in a world with no triples', async () => {
    const response = await api('/worlds/scratchpad/search?q=anything');
    expect(await response.json()).toEqual({ response: [] });
  });

  it('finds what a SPARQL update added, and no longer what it removed', async () => {
    const update = (text: string) =>
      api('/worlds/scratchpad/sparql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/sparql-update' },
        body: text,
      });
    const triple = '<http://ex.org/vulcan> <http://www.w3.org/2000/01/rdf-schema#label> "Vulcan"';
    expect((await update(`INSERT DATA { ${triple} }`)).status).toBe(204);
    const found = await api('/worlds/scratchpad/search?q=vulcan');
    expect(v1SearchReplySchema.parse(await found.json()).response).toHaveLength(1);
    expect((await update(`DELETE DATA { ${triple} }`)).status).toBe(204);
    const gone = await api('/worlds/scratchpad/search?q=vulcan');
    expect(await gone.json()).toEqual({ response: [] });
  });

  it('searches the large generated world', async () => {
    const response = await api('/worlds/minor-planets/search?q=palomar&limit=100');
    const { response: results } = v1SearchReplySchema.parse(await response.json());
    expect(results).toHaveLength(100);
  });
});

describe('offline server: pivots', () => {
  it("ranks an IRI's own triples (as subject or object) first, before text that mentions its words", async () => {
    const iri = 'http://example.org/solar-system/Apollo11';
    const { body } = await search(`q=${encodeURIComponent(iri)}&limit=25`);
    const { response: results } = v1SearchReplySchema.parse(body);
    const own = (result: (typeof results)[number]) =>
      result.value.subject === iri || result.value.object === iri || result.value.object === `<${iri}>`;
    const firstOther = results.findIndex((result) => !own(result));
    expect(firstOther).toBeGreaterThan(0);
    expect(results.slice(0, firstOther).every(own)).toBe(true);
    expect(results.slice(firstOther).some(own)).toBe(false);
    expect(results[0]?.score).toBe(1);
    expect(results[firstOther]?.score).toBeLessThan(1);
  });
});

describe('offline server: scenario', () => {
  afterEach(() => sessionStorage.clear());

  it('slows only the requests "Fail on" names: with "Saves only", reads stay fast', async () => {
    sessionStorage.setItem(
      'worlds-dashboard:mock-scenario',
      JSON.stringify({ latencyMs: 3000, failure: 'none', scope: 'writes' }),
    );
    const started = performance.now();
    const response = await api('/worlds/solar-system');
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
