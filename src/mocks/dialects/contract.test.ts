import { readRecordings, readSequences, type RecordedSequence, type Recording } from '../../test/recordings';
import { PRESENT_BY_DATA, shapeDifferences } from '../../test/reply-shape';
import * as z from 'zod/mini';
import { answerApiRequest, dialectHandlers } from './dialect-server';
import { restWorldId } from './rest-handlers';
import { RPC_NAMESPACE } from './rpc-handlers';
import {
  readDataplaneRecordings,
  readDataplaneSequence,
  type DataplaneRecording,
} from '../../test/dataplane-recordings';
import {
  DATAPLANE_CHECKED,
  DATAPLANE_NOT_SERVED,
  EMPTY_WORLD_ID,
  isAdminRecording,
  KEYS_BEFORE,
  REPLAY_BEFORE,
  SCRATCH_BEFORE,
  SCRATCH_ID,
  SCRATCH_IMPORTS,
  SOLAR_SYSTEM_ID,
} from './dataplane-contract-cases';
import { dataplaneWorldId } from './dataplane-world';

/** Saturn in the double's Solar System (src/mocks/data/solar-system.ts). */
const SATURN = 'http://www.wikidata.org/entity/Q193';

/*
 * The contract: each recorded request to a real server (../shared/api/recorded, see its README), sent to our
 * double of that server, gets the same status, the same content type and a reply of the same shape (field
 * names, JSON types, null where the server sends null, bare array or object, empty or not). It goes through
 * dialectHandlers() and answerApiRequest(), exactly as the end-to-end test server answers, with a key
 * configured so that authentication behaves as recorded. A double kinder than the real server hides bugs:
 * where they differ, the double is fixed, not this test.
 */

const KEY = 'contract-key';
const ORIGIN = 'http://worlds.test';

/** Operations the doubles serve today, by recording: what each checks. */
const CHECKED: Record<string, string> = {
  'rest/01-list-worlds.json': 'the list: a bare array; organizationId, description and deletedAt null',
  'rest/02-list-worlds-bad-page.json': 'the list with pageSize above 100: 400',
  'rest/03-no-key.json': 'no key: 401 before anything else',
  'rest/04-get-world.json': 'one world',
  'rest/05-get-world-missing.json': 'a missing world: 404 World not found',
  'rest/06-put-unknown-key.json': 'a PUT of an unknown key: 204, no body',
  'rest/07-search.json': 'search: a bare array of ranked rows',
  'rest/08-search-q-ignored.json': 'search with q: not read, unranked rows',
  'rest/09-search-iri.json': 'search for an IRI: 200 []',
  'rest/12-search-bad-limit.json': 'search with limit 500: 400',
  'rest/30-get-deleted.json': 'a deleted world reads as a missing one: 404',
  'rest/32-unknown-route.json': 'an unknown route: 404 text/plain',
  'rpc/01-list-worlds.json': 'listWorlds: a world without displayName listed with null',
  'rpc/02-list-worlds-paged.json': 'listWorlds paged: a nextPageToken',
  'rpc/03-no-key.json': 'no key: 401 UNAUTHENTICATED',
  'rpc/04-get-world.json': 'getWorld',
  'rpc/05-get-world-object-source.json': 'getWorld with source {namespace, id}',
  'rpc/06-get-world-missing.json': 'getWorld of a missing world: 200 {}',
  'rpc/07-update-null.json': 'updateWorld with displayName null: 400',
  'rpc/08-search.json': 'searchWorlds: rows with their world, and a nextPageToken',
  'rpc/09-search-iri.json': 'searchWorlds for an IRI: 500 INTERNAL',
  'rpc/11-search-empty-query.json': 'searchWorlds with an empty query: {results: []}',
  'rpc/19-get-created.json': 'getWorld of a world created without displayName: null',
  'rpc/25-get-deleted.json': 'getWorld of a deleted world: 200 {}',
  'rpc/26-bad-json.json': 'a body that is not JSON: 500 text/plain',
  'rpc/27-put-v1.json': 'a REST route: 404 text/plain',
  'rpc/10-search-subject-filter.json': 'searchWorlds with subjects: rows of that subject',
  'rest/11-search-predicate-filter.json': 'search with predicates=: ranked rows of that predicate',
  'rest/10-search-subject-filter.json': 'search by subjects= alone: the literal triples of the subject, unranked',
  'rest/13-sparql-select-out.json': 'SPARQL SELECT by POST: results JSON, link null, every literal with its datatype',
  'rest/14-sparql-select-in.json': 'SPARQL SELECT of the incoming links',
  'rest/15-sparql-select-get.json': 'SPARQL SELECT by GET ?query=: a typed literal',
  'rest/16-sparql-ask.json': 'SPARQL ASK: {head, boolean}',
  'rest/17-sparql-construct.json': 'SPARQL CONSTRUCT: quads in a body of its own, under the results media type',
  'rest/18-sparql-malformed.json': 'a malformed query: 200 and one empty row',
  'rest/19-sparql-put.json': 'PUT on the SPARQL endpoint: 405',
  'rest/24-sparql-update.json': 'SPARQL update: 204',
  'rpc/12-sparql-select-out.json': 'sparql SELECT: {head, results}',
  'rpc/13-sparql-select-in.json': 'sparql SELECT of the incoming links',
  'rpc/14-sparql-ask.json': 'sparql ASK: {head: {}, boolean}',
  'rpc/15-sparql-construct.json': 'sparql CONSTRUCT: 400 not supported',
  'rpc/16-sparql-malformed.json': 'a malformed query: 500 INTERNAL',
  'rpc/22-sparql-update.json': 'sparql update: {response: null}',
  'rest/20-create-world.json': 'create: 201 and the world, description null',
  'rest/21-create-world-duplicate.json': 'create with a slug that exists: 409',
  'rest/22-import-turtle.json': 'import Turtle: 204',
  'rest/23-import-broken.json': 'import of something that is not RDF: 400 with the line',
  'rest/25-export-turtle.json': 'export as Turtle: the triples, one a line',
  'rest/26-export-n-triples.json': 'export as N-Triples',
  'rest/27-export-bad-format.json': 'export in an unknown format: 400 naming the formats',
  'rest/28-logs.json': 'the world’s log: a bare array, newest first (an update, then an import)',
  'rest/29-delete-world.json': 'delete: 204, no body',
  'rest/31-create-deleted-slug.json': 'create with a deleted world’s slug: 500 plain text',
  'rpc/17-create-world.json': 'createWorld: the reply leaves out what was not given',
  'rpc/18-create-world-duplicate.json': 'createWorld again: 409 ALREADY_EXISTS',
  'rpc/20-import-turtle.json': 'importWorld: {}',
  'rpc/21-import-broken.json': 'importWorld of something that is not RDF: 500 INTERNAL',
  'rpc/23-export.json': 'exportWorld: base64 data and its content type',
  'rpc/24-delete-world.json': 'deleteWorld: {}',
};

/** Operations the doubles do not serve yet: each is served, and then checked here, by a later issue. */
const LATER: Record<string, string> = {};

/*
 * The recordings of a world's life (rest 20-31, rpc 17-25) were made one after another; each is checked alone, so
 * what came before it is done first: the world created, its data imported, the world deleted.
 */
const REST_TMP = { slug: 'recorded-tmp', label: 'Recorded' };
const restTmpId = () => restWorldId('recorded-tmp') ?? '';
const asRestServer = (
  path: string,
  { headers = {}, ...init }: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> },
) => new Request(`${ORIGIN}${path}`, { ...init, headers: { Authorization: `Bearer ${KEY}`, ...headers } });
const createRestTmp = (): Request =>
  asRestServer('/v1/worlds', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(REST_TMP),
  });
const BEFORE: Record<string, (() => Request)[]> = {
  'rest/21-create-world-duplicate.json': [createRestTmp],
  'rest/22-import-turtle.json': [createRestTmp],
  'rest/23-import-broken.json': [createRestTmp],
  'rest/25-export-turtle.json': [
    createRestTmp,
    () =>
      asRestServer(`/v1/worlds/${restTmpId()}/import`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/turtle' },
        body: '@prefix ex: <http://ex.org/> .\nex:a ex:name "Alpha" ; ex:knows ex:b .\n',
      }),
    () =>
      asRestServer(`/v1/worlds/${restTmpId()}/sparql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/sparql-update' },
        body: 'INSERT DATA { <http://ex.org/c> <http://ex.org/name> "Gamma" }',
      }),
  ],
  'rest/27-export-bad-format.json': [createRestTmp],
  'rest/29-delete-world.json': [createRestTmp],
  'rest/31-create-deleted-slug.json': [
    createRestTmp,
    () => asRestServer(`/v1/worlds/${restTmpId()}`, { method: 'DELETE' }),
  ],
  'rpc/18-create-world-duplicate.json': [
    () =>
      new Request(`${ORIGIN}/rpc`, {
        method: 'POST',
        headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'createWorld', request: { namespace: 'recorded', id: 'tmp' } }),
      }),
  ],
};
BEFORE['rest/26-export-n-triples.json'] = BEFORE['rest/25-export-turtle.json'] ?? [];
BEFORE['rest/28-logs.json'] = BEFORE['rest/25-export-turtle.json'] ?? [];

/** The REST recordings about the world created in them (01M84SE8…), once created here too. */
const ABOUT_REST_TMP = new Set(Object.keys(BEFORE).filter((file) => file.startsWith('rest/')));

/*
 * The recordings' worlds, as the double's sample worlds. rest: the Solar System world is the double's
 * `solar-system` under its ULID; every other ULID (01AAAA…, the created-then-deleted 01M84SE8…) is one the double
 * does not have either. rpc: namespace `acme` is the double's `samples`; `recorded/tmp`, created without a
 * displayName, is the double's nameless `scratchpad`, and once deleted a world the double does not have.
 */
function worldMapping(recording: Recording): [string, string][] {
  // The recordings' Saturn, in the double's Solar System (SPARQL names it).
  const saturn: [string, string][] = [
    'http://example.org/solar-system/Saturn',
    'https://example.org/solar-system/saturn',
  ].flatMap((iri): [string, string][] => [
    [iri, SATURN],
    [encodeURIComponent(iri), encodeURIComponent(SATURN)],
  ]);
  if (recording.server === 'rest') {
    return [
      ['01M84QBZXT8AAKTDKV4HA4K3V1', restWorldId('solar-system') ?? ''],
      // The world created for the update (recorded/rest/24), before it was deleted: the double's empty one.
      ...(recording.file === 'rest/24-sparql-update.json'
        ? [['01M84SE8XMQNVGQ1VW8Z01WARJ', restWorldId('scratchpad') ?? ''] as [string, string]]
        : []),
      ...(ABOUT_REST_TMP.has(recording.file) ? [['01M84SE8XMQNVGQ1VW8Z01WARJ', restTmpId()] as [string, string]] : []),
      ...saturn,
    ];
  }
  const tmp = recording.file === 'rpc/25-get-deleted.json' ? 'deleted-world' : 'scratchpad';
  return [
    ...saturn,
    ['recorded/tmp', `${RPC_NAMESPACE}/${tmp}`],
    ['acme/', `${RPC_NAMESPACE}/`],
    ['acme%2F', `${RPC_NAMESPACE}%2F`],
    ['"acme"', `"${RPC_NAMESPACE}"`],
  ];
}

/** Fields that are `T | null` by DIALECTS.md, where which of the two a row has depends on the data. */
const VALUE_OR_NULL = ['description', 'vecRank', 'ftsRank'];

/**
 * A page of one world shows whichever world comes first: the recorded server's was nameless, the double's is
 * named (the order is data). Everywhere else displayName is held strictly: a recorded null needs a null.
 */
const valueOrNullOf = (recording: Recording) =>
  new Set([...VALUE_OR_NULL, ...(recording.file === 'rpc/02-list-worlds-paged.json' ? ['displayName'] : [])]);

/**
 * Fields whose presence depends on the data: a SPARQL term's language and datatype, and, where the recorded search
 * ended within its page (2 rows of Saturn) and the double's Saturn has more, the next page's token.
 */
const presentByDataOf = (recording: Recording) =>
  new Set([...PRESENT_BY_DATA, ...(recording.file === 'rpc/10-search-subject-filter.json' ? ['nextPageToken'] : [])]);

function doubleRequest(recording: Recording): Request {
  const map = (text: string) =>
    worldMapping(recording).reduce((mapped, [from, to]) => mapped.replaceAll(from, to), text);
  const { method, path, headers, body } = recording.request;
  // The recordings' keys are redacted: the double's key stands in, in the same header.
  const sent = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      value !== '<redacted>' ? value : name.toLowerCase() === 'authorization' ? `Bearer ${KEY}` : KEY,
    ]),
  );
  return new Request(`${ORIGIN}${map(path)}`, {
    method,
    headers: sent,
    body: body === null ? undefined : map(typeof body === 'string' ? body : JSON.stringify(body)),
  });
}

async function answerOfDouble(recording: Recording): Promise<Response> {
  const dialect = recording.server;
  const handlers = dialectHandlers(dialect, { apiKey: KEY });
  for (const before of BEFORE[recording.file] ?? []) {
    const reply = await answerApiRequest(handlers, before(), { dialect, apiKey: KEY });
    expect(reply.ok, `${before().method} ${before().url} before ${recording.file}`).toBe(true);
  }
  return answerApiRequest(handlers, doubleRequest(recording), { dialect, apiKey: KEY });
}

const recordings = readRecordings();

it('checks every recording, or names it as served by a later issue', () => {
  const files = recordings.map((recording) => recording.file);
  expect(files.filter((file) => !(file in CHECKED) && !(file in LATER))).toEqual([]);
  expect(files.filter((file) => file in CHECKED && file in LATER)).toEqual([]);
  expect([...Object.keys(CHECKED), ...Object.keys(LATER)].filter((file) => !files.includes(file))).toEqual([]);
});

describe.each(recordings.filter((recording) => recording.file in CHECKED))('$file', (recording) => {
  it(`answers as the ${recording.server} server: ${CHECKED[recording.file] ?? ''}`, async () => {
    const reply = await answerOfDouble(recording);
    const recorded = recording.response;
    expect({ status: reply.status, contentType: reply.headers.get('Content-Type') }).toEqual({
      status: recorded.status,
      contentType: recorded.contentType,
    });
    if (recorded.json === undefined) {
      expect(await reply.text()).toBe(recorded.text);
    } else {
      expect(
        shapeDifferences(recorded.json, await reply.json(), valueOrNullOf(recording), presentByDataOf(recording)),
      ).toEqual([]);
    }
  });
});

/*
 * The sequences (recorded/sequences, see its README): what single exchanges cannot show, such as the REST server's
 * import replacing a world's triples while its search keeps their text. Each is replayed against the double, step
 * by step, on a fresh store: each step gets the recorded status, content type and shape, and each SPARQL COUNT the
 * recorded number.
 */
const SEQUENCES: Record<string, 'rest' | 'rpc'> = {
  'sequences/rest-import-replaces.json': 'rest',
  'sequences/rpc-import-adds.json': 'rpc',
};
/**
 * Sequences replayed by their own dialect's block below: the dataplane one ("the dataplane double": import twice,
 * then count), whose world IDs and replies differ from rest's and rpc's.
 */
const SEQUENCES_REPLAYED_BELOW = ['sequences/dataplane-import-adds.json'];

const sequences = readSequences();

/** The number a COUNT step answered: rest's SPARQL JSON, or the same inside rpc's `{response}`. */
function countIn(json: unknown): string | undefined {
  const reply = z.safeParse(
    z.object({ results: z.object({ bindings: z.array(z.record(z.string(), z.object({ value: z.string() }))) }) }),
    typeof json === 'object' && json !== null && 'response' in json ? json.response : json,
  );
  const row = reply.success ? reply.data.results.bindings[0] : undefined;
  return row ? Object.values(row)[0]?.value : undefined;
}

/** The literal texts a search step found (rest's bare array of rows). */
const foundTexts = (json: unknown) =>
  Array.isArray(json)
    ? json.map((row: unknown) => z.safeParse(z.object({ object: z.string() }), row).data?.object)
    : [];

async function replay(sequence: RecordedSequence, dialect: 'rest' | 'rpc') {
  const handlers = dialectHandlers(dialect, { apiKey: KEY });
  // The world the sequence creates gets another ID on the double (rest: a ULID of its own).
  const ids: [string, string][] = [];
  const map = (text: string) => ids.reduce((mapped, [from, to]) => mapped.replaceAll(from, to), text);
  const differences: string[] = [];
  for (const [index, { request, response }] of sequence.steps.entries()) {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        value !== '<redacted>' ? value : name.toLowerCase() === 'authorization' ? `Bearer ${KEY}` : KEY,
      ]),
    );
    const body =
      request.body === null
        ? undefined
        : typeof request.body === 'string'
          ? request.body
          : JSON.stringify(request.body);
    const reply = await answerApiRequest(
      handlers,
      new Request(`${ORIGIN}${map(request.path)}`, { method: request.method, headers, body: body && map(body) }),
      { dialect, apiKey: KEY },
    );
    const step = `step ${index + 1} (${request.method} ${request.path})`;
    const got = { status: reply.status, contentType: reply.headers.get('Content-Type') };
    if (got.status !== response.status || got.contentType !== response.contentType) {
      differences.push(
        `${step}: the server answered ${JSON.stringify(response.status)} ${String(response.contentType)}, the double ${JSON.stringify(got.status)} ${String(got.contentType)}`,
      );
      continue;
    }
    if (response.json === undefined) continue;
    const json: unknown = await reply.json();
    differences.push(...shapeDifferences(response.json, json, new Set(VALUE_OR_NULL)).map((d) => `${step}: ${d}`));
    if (index === 0 && dialect === 'rest') {
      const created = z.safeParse(z.object({ id: z.string() }), json).data?.id;
      const recorded = z.safeParse(z.object({ id: z.string() }), response.json).data?.id;
      if (created && recorded) ids.push([recorded, created]);
    }
    const counted = countIn(response.json);
    if (counted !== undefined && countIn(json) !== counted) {
      differences.push(`${step}: the server counted ${counted}, the double ${String(countIn(json))}`);
    }
    const texts = foundTexts(response.json);
    if (texts.length > 0 && JSON.stringify(foundTexts(json).sort()) !== JSON.stringify(texts.sort())) {
      differences.push(
        `${step}: the server's search found ${JSON.stringify(texts)}, the double's ${JSON.stringify(foundTexts(json))}`,
      );
    }
  }
  return differences;
}

it('replays every recorded sequence whose server has a double', () => {
  const files = sequences.map((sequence) => sequence.file);
  expect(files.filter((file) => !(file in SEQUENCES) && !SEQUENCES_REPLAYED_BELOW.includes(file))).toEqual([]);
  expect([...Object.keys(SEQUENCES), ...SEQUENCES_REPLAYED_BELOW].filter((file) => !files.includes(file))).toEqual([]);
});

describe.each(sequences.filter((sequence) => sequence.file in SEQUENCES))('$file', (sequence) => {
  it(`behaves as the server did over the sequence: ${sequence.note}`, async () => {
    expect(await replay(sequence, SEQUENCES[sequence.file] ?? 'rest')).toEqual([]);
  });
});

describe('the shape comparison', () => {
  it('finds a left-out field, a type, a null where the server sends a value, and an empty array', () => {
    expect(shapeDifferences({ a: null, b: 'x' }, { b: 'y' })).toEqual([
      '$.a: the server sends it, the double leaves it out',
    ]);
    expect(shapeDifferences({ a: 1 }, { a: '1' })).toEqual(['$.a: the server sends number, the double string']);
    expect(shapeDifferences({ worlds: [{ d: null }, { d: 'x' }] }, { worlds: [{ d: 'y' }] })).toEqual([
      '$.worlds[].d: the server sends null or string, the double string',
    ]);
    expect(shapeDifferences([], [{ a: 1 }])).toEqual(['$: the server sends empty arrays, the double filled ones']);
    expect(shapeDifferences({ e: [] }, {})).toHaveLength(1);
  });

  it('lets a SPARQL term have a language or datatype as its literal does, and compares them where both have them', () => {
    const tagged = { o: { type: 'literal', value: 'Saturn', 'xml:lang': 'en' } };
    const plain = { o: { type: 'literal', value: '6' } };
    expect(shapeDifferences(tagged, plain)).toEqual([]);
    expect(shapeDifferences(plain, tagged)).toEqual([]);
    expect(shapeDifferences(tagged, { o: { type: 'literal', value: 'x', 'xml:lang': 1 } })).toHaveLength(1);
  });

  it('lets a value-or-null field be either, and ignores values', () => {
    const lenient = new Set(['description']);
    expect(shapeDifferences({ description: null }, { description: 'Planets' }, lenient)).toEqual([]);
    expect(shapeDifferences({ description: 'x' }, { description: 3 }, lenient)).toHaveLength(1);
    expect(
      shapeDifferences(
        [{ id: 'a', n: 1 }],
        [
          { id: 'b', n: 2 },
          { id: 'c', n: 3 },
        ],
      ),
    ).toEqual([]);
  });
});

/*
 * The dataplane double (dataplane-handlers.ts) held to recorded/dataplane and its sequence, by the same rule: each
 * recording checked, or named as not served with why (dataplane-contract-cases.ts). Apart from the rest and rpc
 * cases above, which it shares nothing with but the shape comparison.
 */
describe('the dataplane double', () => {
  const dataplane = readDataplaneRecordings();
  const ADMIN_KEY = 'contract-admin-key';
  const handlers = () => dialectHandlers('dataplane', { apiKey: KEY, adminKey: ADMIN_KEY });
  const ask = (request: Request) => answerApiRequest(handlers(), request, { dialect: 'dataplane', apiKey: KEY });
  const asServer = (path: string, method = 'GET', body?: unknown, key = KEY) =>
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** The recordings' worlds and things, as the double's: the Solar System, its Saturn, the Empty World. */
  const mapping = (scratchId: string): [string, string][] => [
    [SOLAR_SYSTEM_ID, dataplaneWorldId('solar-system') ?? ''],
    [EMPTY_WORLD_ID, dataplaneWorldId('scratchpad') ?? ''],
    [SCRATCH_ID, scratchId],
    ['http://example.org/solar-system/Saturn', SATURN],
  ];

  /** The keys a recording found on the server, created by the admin key: each recorded UID with the double's. */
  async function prepareKeys(file: string): Promise<[string, string][]> {
    const pairs: [string, string][] = [];
    for (const { uid, body } of KEYS_BEFORE[file] ?? []) {
      const created = await ask(asServer('/api-keys', 'POST', body, ADMIN_KEY));
      expect(created.status, `a key before ${file}`).toBe(201);
      pairs.push([uid, ((await created.json()) as { uid: string }).uid]);
    }
    return pairs;
  }

  /** The scratch world created, and what came before the recording done to it; its ID. */
  async function prepare(file: string): Promise<string> {
    const replayed = dataplane.find((recording) => recording.file === REPLAY_BEFORE[file]);
    if (replayed)
      expect((await ask(doubleRequest(replayed, mapping(SCRATCH_ID)))).ok, `${replayed.file} first`).toBe(true);
    const steps = SCRATCH_BEFORE[parseInt(file.split('/')[1] ?? '', 10)];
    if (!steps) return SCRATCH_ID;
    const created = await ask(asServer('/worlds', 'POST', { displayName: 'Recorded' }));
    const { id } = (await created.json()) as { id: string };
    for (const step of steps) {
      const replies =
        step === 'imports'
          ? await Promise.all(SCRATCH_IMPORTS.map((body) => ask(asServer(`/worlds/${id}/import`, 'POST', body))))
          : [
              await ask(
                asServer(`/worlds/${id}${step === 'delete' ? '' : '/suspend'}`, step === 'delete' ? 'DELETE' : 'POST'),
              ),
            ];
      expect(
        replies.map((reply) => reply.ok),
        `${step} before ${file}`,
      ).not.toContain(false);
    }
    return id;
  }

  function doubleRequest(
    recording: { request: DataplaneRecording['request']; file?: string },
    pairs: [string, string][],
  ) {
    const map = (text: string) => pairs.reduce((mapped, [from, to]) => mapped.replaceAll(from, to), text);
    const { method, path, headers, body } = recording.request;
    // The recordings' tokens are redacted: the double's keys stand in, the admin's where the admin key was used.
    const key = recording.file !== undefined && isAdminRecording(recording.file) ? ADMIN_KEY : KEY;
    const sent = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value.includes('<redacted>') ? `Bearer ${key}` : value]),
    );
    return new Request(`${ORIGIN}${map(path)}`, {
      method,
      headers: sent,
      body: body === null ? undefined : map(typeof body === 'string' ? body : JSON.stringify(body)),
    });
  }

  /** Status, content type and shape as recorded; a text body line for line (in any order: the store's order is data). */
  async function expectAsRecorded(reply: Response, recorded: DataplaneRecording['response']) {
    expect({ status: reply.status, contentType: reply.headers.get('Content-Type') }).toEqual({
      status: recorded.status,
      contentType: recorded.contentType,
    });
    if (recorded.json === undefined) {
      const lines = (text: string) => text.split('\n').sort();
      expect(lines(await reply.text())).toEqual(lines(recorded.text ?? ''));
    } else {
      expect(shapeDifferences(recorded.json, await reply.json())).toEqual([]);
    }
  }

  it('checks every dataplane recording, or names it as not served and why', () => {
    const files = dataplane.map((recording) => recording.file);
    expect(files).toHaveLength(101);
    expect(files.filter((file) => !(file in DATAPLANE_CHECKED) && !(file in DATAPLANE_NOT_SERVED))).toEqual([]);
    expect(files.filter((file) => file in DATAPLANE_CHECKED && file in DATAPLANE_NOT_SERVED)).toEqual([]);
    expect(
      [...Object.keys(DATAPLANE_CHECKED), ...Object.keys(DATAPLANE_NOT_SERVED)].filter((file) => !files.includes(file)),
    ).toEqual([]);
  });

  describe.each(dataplane.filter((recording) => recording.file in DATAPLANE_CHECKED))('$file', (recording) => {
    it(`answers as the dataplane server: ${DATAPLANE_CHECKED[recording.file] ?? ''}`, async () => {
      const scratchId = await prepare(recording.file);
      const keys = await prepareKeys(recording.file);
      await expectAsRecorded(await ask(doubleRequest(recording, [...mapping(scratchId), ...keys])), recording.response);
    });
  });

  it('answers the older servers’ paths with its 404 whatever the method, as detection first asks GET /v1/worlds', async () => {
    for (const [path, method] of [
      ['/v1/worlds?page=1&pageSize=1', 'GET'],
      ['/v1/worlds/x', 'GET'],
      ['/rpc', 'POST'],
    ] as const) {
      const reply = await ask(asServer(path, method, method === 'POST' ? {} : undefined));
      expect([path, reply.status, await reply.json()]).toEqual([
        path,
        404,
        { error: { code: 'NOT_FOUND', message: 'Not found' } },
      ]);
    }
  });

  it('serves the recorded OpenAPI document itself (detection reads its title)', async () => {
    const recorded = dataplane.find(({ file }) => file === 'dataplane/97-openapi.json');
    const reply = await ask(new Request(`${ORIGIN}/openapi.json`));
    expect(await reply.json()).toEqual(recorded?.response.json);
  });

  it('adds an import to what the world holds, as a set, over the recorded sequence', async () => {
    const sequence = readDataplaneSequence('dataplane-import-adds');
    const [create, ...rest] = sequence.steps;
    if (!create) throw new Error(`${sequence.file} has no steps`);
    const created = await ask(doubleRequest(create, []));
    await expectAsRecorded(created.clone(), create.response);
    const { id } = (await created.json()) as { id: string };
    const recordedId = (create.response.json as { id: string }).id;
    for (const step of rest) {
      const reply = await ask(doubleRequest(step, [[recordedId, id]]));
      await expectAsRecorded(reply.clone(), step.response);
      // The values that make the point: the COUNT after the imports.
      if (step.request.path.endsWith('/sparql')) expect(await reply.json()).toEqual(step.response.json);
    }
  });
});
