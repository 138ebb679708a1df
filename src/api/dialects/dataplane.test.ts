import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { dataplaneHandlers } from '../../mocks/dialects/dataplane-handlers';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { playBackDataplane } from '../../test/dataplane-recordings';
import { saveConnection, type Connection } from '../connection';
import { worldsApi } from '../dialect';
import { isApiError } from '../request';
import { shownRequest } from '../shown-request';

/*
 * The dataplane adapter (dataplane.ts): each recorded success reply it parses, played back as the server's answer to
 * its own request, and the double (dataplane-handlers.ts) for what takes several requests.
 */

const BASE = 'https://dataplane.example';
const connection: Connection = { mode: 'server', baseUrl: BASE, apiKey: 'wzw_k', dialect: 'dataplane' };
/** The recorded reply of `file`, played back to whatever is asked; each request's method and path noted. */
const playBack = (file: string) => playBackDataplane(BASE, file);

beforeEach(() => saveConnection(connection));

describe('the dataplane adapter reads the recorded replies', () => {
  it('restores a deleted world by POST …/undelete, and reads the world the server returned', async () => {
    const asked = playBack('74-undelete.json');
    const world = await (await worldsApi()).restoreWorld?.('w_e13f3d6d-ac3b-42d6-a90c-8cac6aa31aa3');
    expect(asked).toEqual(['POST /worlds/w_e13f3d6d-ac3b-42d6-a90c-8cac6aa31aa3/undelete {}']);
    expect(world).toEqual({
      id: 'w_e13f3d6d-ac3b-42d6-a90c-8cac6aa31aa3',
      name: 'while suspended',
      description: '',
      state: 'active',
      searchSettings: { embeddingModel: 'tfjs-universal-sentence-encoder', chunkSize: 1000, topK: 20, minScore: 0 },
    });
  });

  it('says what “Deleted world not found” may mean, for a person', async () => {
    playBack('75-undelete-active.json');
    const error: unknown = await (
      await worldsApi()
    )
      .restoreWorld?.('w_e13f3d6d-ac3b-42d6-a90c-8cac6aa31aa3')
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(404);
    expect(error).toHaveProperty(
      'message',
      'The server has no deleted world with this ID: the world is not deleted (it may have been restored already), was deleted more than 30 days ago, or never existed.',
    );
  });

  it('lists the worlds, their state and search settings kept, without a description', async () => {
    const asked = playBack('01-list-worlds.json');
    const { worlds, unreadable } = (await (await worldsApi()).listWorlds?.()) ?? { worlds: [], unreadable: -1 };
    expect(asked).toEqual(['GET /worlds']);
    expect(unreadable).toBe(0);
    expect(worlds).toContainEqual({
      id: 'w_41cd9707-cd27-42ab-9880-00ed9d25beca',
      name: 'Solar System',
      description: '',
      state: 'active',
      searchSettings: { embeddingModel: 'tfjs-universal-sentence-encoder', chunkSize: 1000, topK: 20, minScore: 0 },
    });
  });

  it('reads one world, and when it was created and changed', async () => {
    playBack('04-get-world.json');
    const api = await worldsApi();
    expect(await api.getWorld?.('w_41cd9707-cd27-42ab-9880-00ed9d25beca')).toMatchObject({ name: 'Solar System' });
    expect(await api.worldTimes?.('w_41cd9707-cd27-42ab-9880-00ed9d25beca')).toEqual({
      createdAt: Date.parse('2026-11-25T16:04:34.311Z'),
      updatedAt: Date.parse('2026-11-25T16:04:34.311Z'),
    });
  });

  it('saves the name by PATCH, never a description, and reads the world in its reply', async () => {
    const asked = playBack('07-patch-display-name.json');
    const reply = await (
      await worldsApi()
    ).updateWorld('w_f7048596-4618-4049-a8ec-7c6fa8ec1604', {
      name: 'Empty World (renamed)',
      description: 'not sent',
    });
    expect(asked).toEqual([
      'PATCH /worlds/w_f7048596-4618-4049-a8ec-7c6fa8ec1604 {"displayName":"Empty World (renamed)"}',
    ]);
    expect(reply).toEqual({
      kind: 'world',
      world: expect.objectContaining({ name: 'Empty World (renamed)' }) as unknown,
    });
  });

  it('saves search settings by PATCH, only those given, and reads them in the reply', async () => {
    const asked = playBack('11-patch-search-settings.json');
    const reply = await (
      await worldsApi()
    ).updateWorld('w_f7048596-4618-4049-a8ec-7c6fa8ec1604', { topK: 15, minScore: 0.1 });
    expect(asked).toEqual(['PATCH /worlds/w_f7048596-4618-4049-a8ec-7c6fa8ec1604 {"topK":15,"minScore":0.1}']);
    expect(reply).toEqual({
      kind: 'world',
      world: expect.objectContaining({
        searchSettings: { embeddingModel: 'tfjs-universal-sentence-encoder', chunkSize: 1000, topK: 15, minScore: 0.1 },
      }) as unknown,
    });
  });

  it('says a refused setting against its field, in words', async () => {
    playBack('13-patch-bad-min-score.json');
    const refused: unknown = await (
      await worldsApi()
    )
      .updateWorld('w_1', { minScore: 2 })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && [refused.field, refused.status, refused.message]).toEqual([
      'minScore',
      400,
      'The server refused the request’s minimum score: Too big: expected number to be <=1.',
    ]);
  });

  it('suspends, resumes and reindexes a world, with what the server answered', async () => {
    const id = 'w_e13f3d6d-ac3b-42d6-a90c-8cac6aa31aa3';
    const api = await worldsApi();
    const suspending = playBack('66-suspend.json');
    expect(await api.setWorldSuspended?.(id, true)).toMatchObject({ id, state: 'suspended' });
    expect(suspending).toEqual([`POST /worlds/${id}/suspend {}`]);
    const resuming = playBack('69-resume.json');
    expect(await api.setWorldSuspended?.(id, false)).toMatchObject({ id, state: 'active' });
    expect(resuming).toEqual([`POST /worlds/${id}/resume {}`]);
    const reindexing = playBack('65-reindex.json');
    expect(await api.reindexWorld?.(id)).toEqual({ status: 'completed' });
    expect(reindexing).toEqual([`POST /worlds/${id}/reindex {}`]);
  });

  it('searches by POST for the server’s 100 rows, each object a literal of the content, score and mode kept', async () => {
    const asked = playBack('15-search.json');
    const page = await (await worldsApi()).searchWorld({ worldId: 'w_1', q: 'moon', limit: 2, offset: 0 });
    expect(asked).toEqual(['POST /worlds/w_1/search {"query":"moon","limit":100}']);
    expect(page.results[0]).toEqual({
      score: 1,
      scoreType: 'rrf',
      value: {
        subject: { kind: 'iri', value: 'http://example.org/solar-system/vocab/Moon' },
        predicate: { kind: 'iri', value: 'http://www.w3.org/2000/01/rdf-schema#label' },
        object: { kind: 'literal', value: 'Moon' },
      },
    });
    expect(page).toMatchObject({ hasMore: true, searchMode: 'keyword' });
    expect(page.results).toHaveLength(2);
  });

  it('sends subjects and predicates as the filter’s include', async () => {
    const asked = playBack('18-search-filter-include.json');
    const label = 'http://www.w3.org/2000/01/rdf-schema#label';
    await (
      await worldsApi()
    ).searchWorld({
      worldId: 'w_1',
      q: 'moon',
      limit: 10,
      offset: 0,
      filters: { subjects: [], predicates: [label], types: [] },
    });
    expect(asked).toEqual([
      `POST /worlds/w_1/search {"query":"moon","limit":100,"filter":{"include":{"predicates":["${label}"]}}}`,
    ]);
  });

  it('sends hidden predicates as the filter’s exclude, and a minimum score', async () => {
    const label = 'http://www.w3.org/2000/01/rdf-schema#label';
    const asked = playBack('20-search-filter-exclude.json');
    const page = await (
      await worldsApi()
    ).searchWorld({ worldId: 'w_1', q: 'moon', limit: 10, offset: 0, excludePredicates: [label] });
    expect(asked).toEqual([
      `POST /worlds/w_1/search {"query":"moon","limit":100,"filter":{"exclude":{"predicates":["${label}"]}}}`,
    ]);
    expect(page.results.map(({ value }) => value.predicate.value)).not.toContain(label);
    const asked21 = playBack('21-search-min-score.json');
    const scored = await (
      await worldsApi()
    ).searchWorld({ worldId: 'w_1', q: 'moon', limit: 10, offset: 0, minScore: 0.9 });
    expect(asked21).toEqual(['POST /worlds/w_1/search {"query":"moon","limit":100,"minScore":0.9}']);
    expect(scored.results.every(({ score }) => score !== null && score >= 0.9)).toBe(true);
  });

  it('keeps a fallback search’s rows unranked: no score, never a made-up 0', async () => {
    server.use(
      http.post(`${BASE}/worlds/:worldId/search`, () =>
        HttpResponse.json({
          results: [
            {
              id: 'q2.a',
              subject: 'http://example.org/a',
              predicate: 'http://example.org/p',
              graph: '',
              content: 'a moon',
              score: null,
              scoreType: 'unranked',
            },
          ],
          mode: 'fallback',
        }),
      ),
    );
    const page = await (await worldsApi()).searchWorld({ worldId: 'w_2', q: 'moon', limit: 10, offset: 0 });
    expect(page.searchMode).toBe('fallback');
    expect(page.results).toEqual([expect.objectContaining({ score: null, scoreType: 'unranked' })]);
  });

  it('reads a world without its search settings when one of them is malformed', async () => {
    server.use(
      http.get(`${BASE}/worlds/:worldId`, ({ params }) =>
        HttpResponse.json({
          id: params.worldId,
          displayName: 'Odd',
          embeddingModel: 'm',
          chunkSize: 1000,
          topK: 'ten',
          minScore: 0.3,
        }),
      ),
    );
    const world = await (await worldsApi()).getWorld?.('w_3');
    expect(world).toEqual({ id: 'w_3', name: 'Odd', description: '' });
  });

  it('runs a SELECT and an ASK as {query} JSON', async () => {
    const asked = playBack('27-sparql-select-out.json');
    const select = await (await worldsApi()).sparqlSelect?.('w_1', 'SELECT ?p ?o WHERE { ?s ?p ?o }');
    expect(asked).toEqual(['POST /worlds/w_1/sparql {"query":"SELECT ?p ?o WHERE { ?s ?p ?o }"}']);
    expect(select?.vars).toEqual(['p', 'o']);
    playBack('31-sparql-ask.json');
    const ask = await (await worldsApi()).runSparql?.('w_1', { text: 'ASK {}', kind: 'query' });
    expect(ask).toMatchObject({ form: 'ask', boolean: true });
  });

  it('says the refusal of a CONSTRUCT in a person’s words', async () => {
    playBack('32-sparql-construct.json');
    const refused: unknown = await (
      await worldsApi()
    )
      .runSparql?.('w_1', { text: 'CONSTRUCT WHERE { ?s ?p ?o }', kind: 'query' })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused.message).toMatch(/SELECT and ASK queries .* only/);
  });

  it('says a ZodError’s issues, not a JSON array in a string', async () => {
    playBack('23-search-big-limit.json');
    const refused: unknown = await (
      await worldsApi()
    )
      .searchWorld({ worldId: 'w_1', q: 'moon', limit: 10, offset: 0 })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused.message).toBe(
      'The server refused the request: limit: Too big: expected number to be <=100.',
    );
  });

  it('creates a world with its name only, and deletes one', async () => {
    const asked = playBack('43-create-world.json');
    const api = await worldsApi();
    expect(await api.createWorld?.({ name: 'Recorded 1795623833', description: 'not sent', id: 'x' })).toMatchObject({
      id: 'w_e13f3d6d-ac3b-42d6-a90c-8cac6aa31aa3',
    });
    expect(asked).toEqual(['POST /worlds {"displayName":"Recorded 1795623833"}']);
    const deleted = playBack('70-delete-world.json');
    await api.deleteWorld?.('w_e13f3d6d-ac3b-42d6-a90c-8cac6aa31aa3');
    expect(deleted).toEqual(['DELETE /worlds/w_e13f3d6d-ac3b-42d6-a90c-8cac6aa31aa3']);
  });
});

describe('the dataplane adapter on the double', () => {
  beforeEach(() => server.use(...dataplaneHandlers({ apiKey: 'wzw_k', origin: BASE })));
  const solar = () => dataplaneWorldId('solar-system') ?? '';

  it('asks for a search once and pages through its rows in the browser', async () => {
    let searches = 0;
    server.use(
      http.post(`${BASE}/worlds/:worldId/search`, () => {
        searches += 1;
      }),
      ...dataplaneHandlers({ apiKey: 'wzw_k', origin: BASE }),
    );
    const api = await worldsApi();
    const first = await api.searchWorld({ worldId: solar(), q: 'moon', limit: 5, offset: 0 });
    const second = await api.searchWorld({ worldId: solar(), q: 'moon', limit: 5, offset: 5 });
    expect(searches).toBe(1);
    expect(first.results).toHaveLength(5);
    expect(second.results.map((row) => row.value)).not.toContainEqual(first.results[0]?.value);
  });

  it('exports the JSON pages as N-Triples written in the browser', async () => {
    const parts: Uint8Array[] = [];
    for await (const { bytes } of (await worldsApi()).exportWorld?.(solar(), 'n-triples') ?? []) parts.push(bytes);
    const text = await new Blob(parts as BlobPart[]).text();
    expect(text.split('\n').filter(Boolean).length).toBeGreaterThan(100);
    expect(text).toMatch(/^<http[^>]+> <http[^>]+> (<[^>]+>|"[^"]*") \.$/m);
  });

  it('says a suspended world’s 404 as its suspension, and a missing world’s as the 404 it is', async () => {
    const api = await worldsApi();
    await api.setWorldSuspended?.(solar(), true);
    const search = { worldId: solar(), q: 'moon', limit: 5, offset: 0 };
    const refused: unknown = await api.searchWorld(search).catch((error: unknown) => error);
    expect(isApiError(refused) && [refused.status, refused.message]).toEqual([
      undefined,
      expect.stringMatching(/^This world is suspended: .* It said: .*World database not found/) as unknown,
    ]);
    const count: unknown = await api
      .sparqlSelect?.(solar(), 'SELECT * WHERE { ?s ?p ?o }')
      .catch((error: unknown) => error);
    expect(isApiError(count) && count.message).toMatch(/^This world is suspended/);

    await api.setWorldSuspended?.(solar(), false);
    expect((await api.searchWorld(search)).results).toHaveLength(5);
    const missing = 'w_00000000-0000-4000-8000-000000000000';
    const gone: unknown = await api.searchWorld({ ...search, worldId: missing }).catch((error: unknown) => error);
    expect(isApiError(gone) && [gone.status, gone.message]).toEqual([
      404,
      expect.not.stringMatching(/suspended/) as unknown,
    ]);
  });

  it('renames a world, and the list shows the new name', async () => {
    const api = await worldsApi();
    await api.updateWorld(solar(), { name: 'Sol' });
    const list = await api.listWorlds?.();
    expect(list?.worlds.find((world) => world.id === solar())?.name).toBe('Sol');
  });
});

describe('the dataplane adapter’s paths', () => {
  it('goes under /dataplane through the dashboard’s own proxy, at the root with a base URL', async () => {
    const proxied: Connection = { mode: 'server', baseUrl: '', apiKey: '', dialect: 'dataplane' };
    const through = await worldsApi(proxied);
    expect(shownRequest(through.describe.updateWorld('w_1', { name: 'x' }), proxied).url).toBe(
      `${window.location.origin}/dataplane/worlds/w_1`,
    );
    const direct = await worldsApi(connection);
    expect(shownRequest(direct.describe.updateWorld('w_1', { name: 'x' }), connection).url).toBe(`${BASE}/worlds/w_1`);
  });
});
