import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import type { Triple } from '../../api/schemas';
import {
  createWorldRecord,
  deleteWorldRecord,
  findWorldRecord,
  isDeletedSlug,
  listWorldRecords,
  logWorldEvent,
  replacedTriplesOf,
  replaceWorldTriples,
  updateWorldRecord,
  worldLogOf,
  worldTriples,
  type WorldMeta,
} from '../db';
import { IMPORT_FORMATS, mediaTypeOf, parseRdf } from '../rdf-io';
import { errorReply, exportReply } from '../handlers';
import { hybridSearch, indexedTriples, isInvalidFullTextQuery, type HybridHit } from '../search-index';
import { answerSparqlAsRest } from '../sparql-replies';
import { nodeSparqlEngine } from '../sparql-store';
import { fnv1a, hash64 } from './hash';

/*
 * A double of the REST server (wazootech/worlds, packages/server), speaking
 * exactly as ../shared/api/DIALECTS.md records it, quirks included: a kinder
 * double would hide the dashboard's bugs. Backed by the offline mock's store and
 * search index, so an edit made here is seen by every dialect.
 */

export interface RestHandlerOptions {
  /** The server's API key: every request must send `Authorization: Bearer <key>`. None or null: open. */
  apiKey?: string | null;
  /** A key that is not an admin's: it may read and write worlds, but creating one is 403. */
  userApiKey?: string | null;
  /** Only requests to this origin are answered; every origin by default. */
  origin?: string;
}

/** A world as the REST server sends it. */
export interface RestWorld {
  /** A 26-character ULID. */
  id: string;
  organizationId: null;
  slug: string;
  /** The name people edit. There is no `name`. */
  label: string;
  description: string | null;
  /** epoch milliseconds */
  createdAt: number;
  updatedAt: number;
  deletedAt: null;
}

/**
 * The REST server indexes a long literal in chunks and answers one row per chunk that matched, each with the same
 * subject, predicate and object: a literal of 10,000 characters comes back as several identical rows.
 */
const SEARCH_CHUNK_CHARS = 4_000;
const chunkCount = (text: string) => Math.max(1, Math.ceil(text.length / SEARCH_CHUNK_CHARS));

/** One search result as the REST server sends it, in a bare array. */
export interface RestSearchResult extends HybridHit {
  worldId: string;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The ULID a mock world has on the REST double: its creation time in the first
 * 10 characters, as a real ULID, and 16 characters derived from the mock ID,
 * so the same world has the same ID in every run.
 */
function restWorldIdOf(world: Pick<WorldMeta, 'id' | 'createdAt'>): string {
  let time = '';
  for (let rest = world.createdAt, i = 0; i < 10; i++, rest = Math.floor(rest / 32)) {
    time = CROCKFORD.charAt(rest % 32) + time;
  }
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD.charAt(fnv1a(world.id, 0x811c9dc5 + i * 0x9e37) % 32);
  return time + random;
}

/** The REST ID of a mock world (e.g. `solar-system`), for tests that address it directly. */
export function restWorldId(mockWorldId: string): string | undefined {
  const world = findWorldRecord(mockWorldId);
  return world ? restWorldIdOf(world) : undefined;
}

function findByRestId(restId: string): WorldMeta | undefined {
  return listWorldRecords().find((world) => restWorldIdOf(world) === restId);
}

function toRestWorld(world: WorldMeta): RestWorld {
  return {
    id: restWorldIdOf(world),
    organizationId: null,
    slug: world.slug ?? world.id,
    label: world.name,
    // The store keeps "" for a cleared description; the real server's column is nullable.
    description: world.description === '' ? null : world.description,
    createdAt: world.createdAt,
    updatedAt: world.updatedAt,
    deletedAt: null,
  };
}

/** A strong ETag over the exact body, and 304 when If-None-Match names it, as @std/http's helpers do. */
function jsonWithETag(request: Request, value: unknown) {
  const body = JSON.stringify(value);
  const etag = `"${body.length.toString(16)}-${hash64(body)}"`;
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (tags.includes('*') || tags.includes(etag)) {
      return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
    }
  }
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/json', ETag: etag } });
}

// null and omitted both leave a field unchanged; unknown keys (such as `name`) are stripped without a word.
const restUpdateSchema = z.object({
  slug: z.nullish(z.string()),
  label: z.nullish(z.string()),
  description: z.nullish(z.string()),
});

const restCreateSchema = z.object({
  slug: z.string(),
  label: z.string(),
  description: z.nullish(z.string()),
});

/** The export's formats, in the order the server lists them in its refusal. */
const EXPORT_FORMATS: Record<string, string> = {
  turtle: 'text/turtle',
  'n-quads': 'application/n-quads',
  'n-triples': 'application/n-triples',
  n3: 'text/n3',
};

/** A world's triples with those its imports replaced, once each: the server's search index keeps their text. */
const searchedTriplesOf = new WeakMap<Triple[], Triple[]>();
function searchedTriples(worldId: string, triples: Triple[]): Triple[] {
  const replaced = replacedTriplesOf(worldId);
  if (replaced.length === 0) return triples;
  let searched = searchedTriplesOf.get(triples);
  if (!searched) {
    const line = ({ subject, predicate, object }: Triple) => `${subject}\n${predicate}\n${object}`;
    const held = new Set(triples.map(line));
    const gone = new Map(replaced.filter((triple) => !held.has(line(triple))).map((triple) => [line(triple), triple]));
    searched = [...gone.values(), ...triples];
    searchedTriplesOf.set(triples, searched);
  }
  return searched;
}

const SEARCH_LIMIT_ERROR = 'Invalid limit parameter: must be a positive integer <= 100';

/** The server logs a SPARQL operation's text up to this many characters. */
const LOGGED_QUERY_MAX = 1000;

/** The server's own "no such route": not JSON, and for OPTIONS too (no CORS). */
const plainNotFound = () =>
  new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });

/**
 * The REST double's handlers. The last one answers every other request to the
 * origin with the real server's plain-text 404, so put these after any
 * handlers that should still answer (or use them alone).
 */
export function restHandlers({ apiKey = null, userApiKey = null, origin = '*' }: RestHandlerOptions = {}) {
  const sentKey = (request: Request) => request.headers.get('Authorization');
  // Each route checks the key first, so an unknown world without a key is 401, not 404.
  const refused = (request: Request) =>
    apiKey && sentKey(request) !== `Bearer ${apiKey}` && !(userApiKey && sentKey(request) === `Bearer ${userApiKey}`)
      ? errorReply(401, 'Unauthorized')
      : null;
  const worldNotFound = () => errorReply(404, 'World not found');

  return [
    http.post(`${origin}/v1/worlds`, async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      // Only admin keys create (an open server has no keys, so everyone is its admin).
      if (userApiKey && sentKey(request) === `Bearer ${userApiKey}`) return errorReply(403, 'Forbidden');
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return errorReply(400, 'Invalid JSON');
      }
      const parsed = restCreateSchema.safeParse(body);
      if (!parsed.success) return errorReply(400, 'Invalid parameters');
      const { slug, label, description } = parsed.data;
      // Any slug is taken as it is, "Bad Slug!" too.
      if (listWorldRecords().some((world) => (world.slug ?? world.id) === slug)) {
        return errorReply(409, 'World slug already exists');
      }
      // A soft-deleted world keeps its slug: the database's unique constraint escapes as plain text.
      if (isDeletedSlug(slug)) {
        return new HttpResponse('SQLITE_CONSTRAINT: UNIQUE constraint failed: worlds.slug', {
          status: 500,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        });
      }
      const world = createWorldRecord({ id: slug, slug, name: label, description: description ?? '' });
      if (!world) return errorReply(409, 'World slug already exists');
      return HttpResponse.json(toRestWorld(world), { status: 201 });
    }),

    http.delete(`${origin}/v1/worlds/:worldId`, ({ params, request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const world = findByRestId(String(params.worldId));
      if (!world) return worldNotFound();
      // Soft: the world is 404 from now on, and its slug is never given again.
      deleteWorldRecord(world.id);
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(`${origin}/v1/worlds/:worldId/import`, async ({ params, request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const world = findByRestId(String(params.worldId));
      if (!world) return worldNotFound();
      const contentType = request.headers.get('Content-Type') ?? '';
      if (!Object.hasOwn(IMPORT_FORMATS, mediaTypeOf(contentType))) {
        return errorReply(400, `Unsupported content type: ${contentType}`);
      }
      let triples;
      try {
        triples = await parseRdf(await request.text(), contentType);
      } catch (error) {
        return errorReply(400, `Invalid RDF data: ${error instanceof Error ? error.message : String(error)}`);
      }
      // The server's import replaces the world's triples: it does not add to them (DIALECTS.md).
      replaceWorldTriples(world.id, triples);
      logWorldEvent(world.id, 'World data imported', { triples: triples.length });
      return new HttpResponse(null, { status: 204 });
    }),

    // A bare array, newest first (recorded/rest/28).
    http.get(`${origin}/v1/worlds/:worldId/logs`, ({ params, request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const world = findByRestId(String(params.worldId));
      return world ? HttpResponse.json(worldLogOf(world.id)) : worldNotFound();
    }),

    http.get(`${origin}/v1/worlds/:worldId/export`, ({ params, request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const world = findByRestId(String(params.worldId));
      const triples = world ? worldTriples(world.id) : undefined;
      return world && triples ? exportReply(request, triples, EXPORT_FORMATS) : worldNotFound();
    }),

    http.get(`${origin}/v1/worlds`, ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const query = new URL(request.url).searchParams;
      // parseInt as the server does: "2.5" is 2, "20abc" is 20, "abc" fails. limit and offset are not read.
      const page = parseInt(query.get('page') ?? '1');
      const pageSize = parseInt(query.get('pageSize') ?? '20');
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
        return errorReply(400, 'Invalid pagination parameters');
      }
      const worlds = listWorldRecords().slice((page - 1) * pageSize, page * pageSize);
      return jsonWithETag(request, worlds.map(toRestWorld));
    }),

    http.get(`${origin}/v1/worlds/:worldId`, ({ params, request }) => {
      const denied = refused(request);
      if (denied) return denied;
      // By ULID only: the slug of a world is a 404.
      const world = findByRestId(String(params.worldId));
      return world ? jsonWithETag(request, toRestWorld(world)) : worldNotFound();
    }),

    http.put(`${origin}/v1/worlds/:worldId`, async ({ params, request }) => {
      const denied = refused(request);
      if (denied) return denied;
      // The server reads the body as JSON whatever its Content-Type says.
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return errorReply(400, 'Invalid JSON');
      }
      // The server spreads the body into an object: null, a number or an array become {} or index keys, all dropped.
      const parsed = restUpdateSchema.safeParse(Object.assign({}, body));
      if (!parsed.success) return errorReply(400, 'Invalid parameters');
      const world = findByRestId(String(params.worldId));
      if (!world) return worldNotFound();
      const { slug, label, description } = parsed.data;
      updateWorldRecord(world.id, {
        ...(slug == null ? {} : { slug }),
        ...(label == null ? {} : { name: label }),
        ...(description == null ? {} : { description }),
      });
      return new HttpResponse(null, { status: 204 });
    }),

    http.get(`${origin}/v1/worlds/:worldId/search`, ({ params, request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const query = new URL(request.url).searchParams;
      const limit = parseInt(query.get('limit') ?? '20', 10);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) return errorReply(400, SEARCH_LIMIT_ERROR);
      const world = findByRestId(String(params.worldId));
      const held = world ? worldTriples(world.id) : undefined;
      if (!world || !held) return worldNotFound();
      const triples = searchedTriples(world.id, held);
      const worldId = restWorldIdOf(world);
      // Only `query` is read: `q` and `offset` are ignored, so a search sent with `q` is a search with no query.
      const text = query.get('query') ?? '';
      const filters = {
        subjects: query.getAll('subjects'),
        predicates: query.getAll('predicates'),
        types: query.getAll('types'),
      };
      if (text.trim() === '') {
        // Every indexed triple, in store order, unranked: rows that look like answers but are not.
        return HttpResponse.json(
          indexedTriples(world.id, triples, filters)
            .slice(0, limit)
            .map((triple): RestSearchResult => ({ ...triple, vecRank: null, ftsRank: null, score: 0, worldId })),
        );
      }
      if (isInvalidFullTextQuery(text)) return HttpResponse.json([]);
      return HttpResponse.json(
        hybridSearch(world.id, triples, text, limit, filters)
          .flatMap((hit) => Array.from({ length: chunkCount(hit.object) }, () => hit))
          .slice(0, limit)
          .map((hit): RestSearchResult => ({ ...hit, worldId })),
      );
    }),

    http.all(`${origin}/v1/worlds/:worldId/sparql`, async ({ params, request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const world = findByRestId(String(params.worldId));
      // Every operation is logged, queries too (the dashboard's own among them), its text cut at 1000 characters.
      const logRun = (text: string, kind: 'query' | 'update') => {
        if (world) {
          logWorldEvent(world.id, kind === 'update' ? 'SPARQL update' : 'SPARQL query', {
            query: text.slice(0, LOGGED_QUERY_MAX),
          });
        }
      };
      return (await answerSparqlAsRest(request, world?.id, nodeSparqlEngine, logRun)) ?? worldNotFound();
    }),

    http.all(origin === '*' ? '*' : `${origin}/*`, plainNotFound),
  ];
}
