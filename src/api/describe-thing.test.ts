import { http, HttpResponse } from 'msw';
import { restHandlers, restWorldId } from '../mocks/dialects/rest-handlers';
import { RPC_NAMESPACE, rpcHandlers } from '../mocks/dialects/rpc-handlers';
import { server } from '../mocks/node';
import { readRecordings } from '../test/recordings';
import { recordRequests } from '../test/record-requests';
import { termId, type TermTriple } from '../lib/rdf-term';
import { runSparql } from '../mocks/sparql-store';
import { saveConnection, type Connection } from './connection';
import { describeThing, describedRows } from './describe-thing';
import { DESCRIBE_CAP } from './worlds';
import { ApiError } from './request';

/*
 * Describing a thing against the doubles of the real servers (which index only literals and answer SPARQL as those
 * servers do) and against a v1 server without SPARQL, which falls back to search.
 */

const SATURN = 'http://www.wikidata.org/entity/Q193';
const TITAN = 'http://example.org/solar-system/Titan';
const HAS_MOON = 'http://example.org/solar-system/hasMoon';
const PLANET = 'http://example.org/solar-system/Planet';
const BASE = 'https://worlds.example';
const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';

const connection = (dialect: Connection['dialect']): Connection => {
  const saved: Connection = { mode: 'server', baseUrl: BASE, apiKey: 'k', dialect };
  saveConnection(saved);
  return saved;
};

const lines = (triples: TermTriple[]) =>
  triples.map(({ subject, predicate, object }) => `${termId(subject)} ${predicate.value} ${object.value}`);

const dialects = [
  { dialect: 'rest', handlers: () => restHandlers({ apiKey: 'k' }), worldId: () => restWorldId('solar-system') ?? '' },
  { dialect: 'rpc', handlers: () => rpcHandlers({ apiKey: 'k' }), worldId: () => `${RPC_NAMESPACE}/solar-system` },
] as const;

describe.each(dialects)('on the $dialect double', ({ dialect, handlers, worldId }) => {
  beforeEach(() => server.use(...handlers()));

  it('gives Saturn’s links both ways, by SPARQL, with the names and types of what they mention', async () => {
    const described = await describeThing(connection(dialect), {
      worldId: worldId(),
      iri: SATURN,
      outgoingLimit: DESCRIBE_CAP,
      incomingLimit: DESCRIBE_CAP,
    });
    expect(described.source).toBe('sparql');
    expect(lines(described.outgoing)).toContain(`${SATURN} ${HAS_MOON} ${TITAN}`);
    expect(described.outgoing.every((triple) => termId(triple.subject) === SATURN)).toBe(true);
    // Titan names Saturn as its parent body: an incoming link.
    expect(lines(described.incoming)).toContain(`${TITAN} http://www.wikidata.org/prop/direct/P397 ${SATURN}`);
    expect(described.incoming.every((triple) => triple.object.value === SATURN)).toBe(true);
    expect(described.facts.get(TITAN)?.labels).toContainEqual({
      predicate: 'http://www.w3.org/2000/01/rdf-schema#label',
      value: 'Titan',
      language: 'en',
    });
    expect(described.facts.get(SATURN)?.types).toEqual([PLANET]);
    expect(described.more).toEqual({ outgoing: false, incoming: false });
  });

  it('stops at the limit asked for and says there is more', async () => {
    const described = await describeThing(connection(dialect), {
      worldId: worldId(),
      iri: SATURN,
      outgoingLimit: 3,
      incomingLimit: 1,
    });
    expect(described.outgoing).toHaveLength(3);
    expect(described.incoming).toHaveLength(1);
    expect(described.more).toEqual({ outgoing: true, incoming: true });
  });

  it('holds exactly the thing’s neighbours as rows', async () => {
    const described = await describeThing(connection(dialect), {
      worldId: worldId(),
      iri: SATURN,
      outgoingLimit: DESCRIBE_CAP,
      incomingLimit: DESCRIBE_CAP,
    });
    const rows = describedRows(described);
    expect(rows.length).toBe(described.outgoing.length + described.incoming.length);
    expect(rows.every(({ value }) => termId(value.subject) === SATURN || value.object.value === SATURN)).toBe(true);
  });
});

describe.each(dialects)('the names it gives, on the $dialect double', ({ dialect, handlers, worldId }) => {
  beforeEach(() => server.use(...handlers()));
  const describeIri = (iri: string) =>
    describeThing(connection(dialect), {
      worldId: worldId(),
      iri,
      outgoingLimit: DESCRIBE_CAP,
      incomingLimit: DESCRIBE_CAP,
    });

  it('name a thing met on two rows, and as a predicate, once', async () => {
    const both = 'http://example.org/both';
    runSparql(
      'solar-system',
      `INSERT DATA { <${SATURN}> <${both}> <${both}> . <${SATURN}> <${HAS_MOON}> <${both}> . <${both}> <${LABEL}> "Both"@en . }`,
      'update',
    );
    const described = await describeIri(SATURN);
    expect(described.facts.get(both)?.labels).toEqual([{ predicate: LABEL, value: 'Both', language: 'en' }]);
  });
});

// On one double: every dialect sends the same SPARQL, and this world is a large one to write.
describe('the names it gives of a thing linked with thousands', () => {
  beforeEach(() => server.use(...restHandlers({ apiKey: 'k' })));
  const describeIri = (iri: string) =>
    describeThing(connection('rest'), {
      worldId: restWorldId('solar-system') ?? '',
      iri,
      outgoingLimit: DESCRIBE_CAP,
      incomingLimit: DESCRIBE_CAP,
    });

  it('are those of every row it shows, however many things the world links it with', async () => {
    const hub = 'http://example.org/hub';
    const triples: string[] = [];
    // More named neighbours than one query of names could bring (it took 5,000 rows): each row's own are named.
    for (let index = 0; index < 5000; index++) {
      triples.push(`<${hub}> <http://example.org/knows> <http://example.org/known${index}> .`);
      triples.push(`<http://example.org/known${index}> <${LABEL}> "Known ${index}" .`);
    }
    for (let index = 0; index < 600; index++) {
      triples.push(`<http://example.org/fan${index}> <http://example.org/likes> <${hub}> .`);
      triples.push(`<http://example.org/fan${index}> <${LABEL}> "Fan ${index}" .`);
    }
    runSparql('solar-system', `INSERT DATA { ${triples.join('\n')} }`, 'update');
    const described = await describeIri(hub);
    expect(described.outgoing).toHaveLength(DESCRIBE_CAP);
    expect(described.incoming).toHaveLength(DESCRIBE_CAP);
    const shown = [...described.outgoing.map((triple) => triple.object), ...described.incoming.map((t) => t.subject)];
    const unnamed = shown.filter((thing) => (described.facts.get(thing.value)?.labels.length ?? 0) === 0);
    expect(unnamed).toEqual([]);
  });
});

describe('a malformed query on the REST server', () => {
  it('is an explained error, never an empty result', async () => {
    const recorded = readRecordings().find((recording) => recording.file === 'rest/18-sparql-malformed.json');
    expect(recorded?.response.status).toBe(200);
    server.use(
      http.all(
        `${BASE}/v1/worlds/:worldId/sparql`,
        () =>
          new HttpResponse(JSON.stringify(recorded?.response.json), {
            headers: { 'Content-Type': recorded?.response.contentType ?? '' },
          }),
      ),
      ...restHandlers({ apiKey: 'k' }),
    );
    const failure: unknown = await describeThing(connection('rest'), {
      worldId: restWorldId('solar-system') ?? '',
      iri: SATURN,
      outgoingLimit: DESCRIBE_CAP,
      incomingLimit: DESCRIBE_CAP,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure instanceof ApiError && failure.kind).toBe('invalid-reply');
    expect(failure instanceof ApiError && failure.message).toMatch(/could not run the query/);
  });
});

describe('a v1 server', () => {
  const world = 'solar-system';

  it('without SPARQL: asks once, then builds the view from search results and says it may be incomplete', async () => {
    server.use(http.all(`${BASE}/v1/worlds/:worldId/sparql`, () => new HttpResponse('Not found', { status: 404 })));
    const requests = recordRequests();
    const v1 = connection('v1');
    const request = { worldId: world, iri: SATURN, outgoingLimit: DESCRIBE_CAP, incomingLimit: DESCRIBE_CAP };
    const described = await describeThing(v1, request);
    expect(described.source).toBe('search');
    expect(described.outgoing.length).toBeGreaterThan(0);
    expect(described.outgoing.every((triple) => termId(triple.subject) === SATURN)).toBe(true);
    expect(described.incoming.every((triple) => triple.object.value === SATURN)).toBe(true);
    await describeThing(v1, request);
    const asked = (await requests.all()).filter((sent) => sent.url.pathname.endsWith('/sparql'));
    expect(asked).toHaveLength(1);
  });

  it('with SPARQL (the offline data’s own route): describes by SPARQL after one ASK', async () => {
    const requests = recordRequests();
    const described = await describeThing(connection('v1'), {
      worldId: world,
      iri: SATURN,
      outgoingLimit: DESCRIBE_CAP,
      incomingLimit: DESCRIBE_CAP,
    });
    expect(described.source).toBe('sparql');
    expect(lines(described.outgoing)).toContain(`${SATURN} ${HAS_MOON} ${TITAN}`);
    const asks = (await requests.all()).filter((sent) => sent.url.searchParams.get('query') === 'ASK {}');
    expect(asks).toHaveLength(1);
  });
});
