import * as z from 'zod/mini';
import { connectionId, type Connection } from '../connection';
import type { HttpRequestDescription } from '../http-request';
import { ApiError, request, requestAllowingEmpty, requestUnreadBody } from '../request';
import { explainRefusal } from '../refusals';
import { worldsOneByOne, worldUpdateSchema, type World } from '../schemas';
import { hasFilters } from '../search-filters';
import { checkedSelect, sparqlSelectSchema, type SparqlOperation } from '../sparql';
import { readSparqlStream } from '../sparql-rows';
import type { RdfFormat, RequestDescriptions, WorldsApiFactory } from '../worlds-api';
import type { WorldUpdate } from '../schemas';
import { subjectTerm, type RdfTerm, type TermTriple } from '../../lib/rdf-term';
import { termToNTriples, tripleToNTriples } from '../../lib/rdf-term-writing';
import { dataplaneImportParts } from './dataplane-import';
import { dataplaneApiKeys } from './dataplane-keys';
import { DATAPLANE_SEARCH_MAX, dataplaneErrorCode, dataplaneRoot as rootOf } from './dataplane-profile';
import { explainingSuspension, explainWorldRefusal, explainZodRefusal } from './dataplane-refusals';
import { pageOfReply, searchBody, searchReplySchema, type SearchReply } from './dataplane-search';
import { saveReplySchema } from './save-reply';

/*
 * dataplane: the Worlds API of today (wazootech/worlds-api on Cloudflare, "Worlds API 0.1.0", the hosted service).
 * Paths at the server's root (`/worlds/{id}`), `Authorization: Bearer`, a world's name is `displayName` and it has
 * no description; PATCH answers with the world; search is a POST of at most 100 rows with no paging, so the pages
 * are slices of one reply; SPARQL is a POST of `{query}` that runs SELECT, ASK and updates only; the export is JSON
 * pages of quads, written as RDF here. Through the dashboard's own proxy (no base URL) the server is under
 * `/dataplane`, since `/worlds/…` is also the dashboard's own route.
 */

const WORLD_STATES = ['active', 'suspended', 'deleted'] as const;

/** A number that may be missing or malformed: such a field is left out, never the world. */
const lenientNumber = z.optional(z.catch(z.nullable(z.number()), null));

/*
 * Only the ID is relied on. A world created without a displayName is named by its ID (the server says so). Its
 * search settings are kept only when all four are read, so that a screen never shows a made-up one.
 */
const dataplaneWorldSchema = z.pipe(
  z.object({
    id: z.string().check(z.minLength(1)),
    displayName: z.nullish(z.string()),
    state: z.optional(z.catch(z.nullable(z.enum(WORLD_STATES)), null)),
    embeddingModel: z.optional(z.catch(z.nullable(z.string()), null)),
    chunkSize: lenientNumber,
    topK: lenientNumber,
    minScore: lenientNumber,
  }),
  z.transform(({ id, displayName, state, embeddingModel, chunkSize, topK, minScore }): World => ({
    id,
    name: displayName ?? '',
    description: '',
    ...(state ? { state } : {}),
    ...(typeof embeddingModel === 'string' &&
    typeof chunkSize === 'number' &&
    typeof topK === 'number' &&
    typeof minScore === 'number'
      ? { searchSettings: { embeddingModel, chunkSize, topK, minScore } }
      : {}),
  })),
);

const timesSchema = z.pipe(
  z.object({ createTime: z.optional(z.string()), updateTime: z.optional(z.string()) }),
  z.transform(({ createTime, updateTime }) => {
    const at = (time: string | undefined) => {
      const ms = time === undefined ? NaN : Date.parse(time);
      return Number.isNaN(ms) ? undefined : ms;
    };
    const createdAt = at(createTime);
    const updatedAt = at(updateTime);
    return { ...(createdAt === undefined ? {} : { createdAt }), ...(updatedAt === undefined ? {} : { updatedAt }) };
  }),
);

/** The export's JSON pages: every term as its plain value, the graph only when named. */
const exportPageSchema = z.object({
  quads: z.array(
    z.object({ subject: z.string(), predicate: z.string(), object: z.string(), graph: z.nullish(z.string()) }),
  ),
  nextOffset: z.nullish(z.number()),
});

/**
 * The body of a POST that needs none (suspend, resume, reindex): the dashboard's proxy refuses a POST without a JSON
 * body, as it refuses another site's form; the server reads none.
 */
const NO_FIELDS = {};

/**
 * What the health route and a reindex say: `{status: "ok"}` (recorded/dataplane/95), `{ok: true, status:
 * "completed"}` (65); whatever else the status says is shown as it is.
 */
const statusReplySchema = z.object({ status: z.string() });

const EXPORT_PAGE_SIZE = 1000;

const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|^`\\]*$/i;

const worldPath = (connection: Connection, worldId: string) =>
  `${rootOf(connection)}/worlds/${encodeURIComponent(worldId)}`;

/**
 * A PATCH's body: the name as `displayName` (checked as every dialect checks it) and the search settings that
 * change; never a description, which the server does not keep.
 */
function patchBody(changes: WorldUpdate) {
  const { name } = worldUpdateSchema.parse(changes);
  const { embeddingModel, chunkSize, topK, minScore } = changes;
  const body = { displayName: name, embeddingModel, chunkSize, topK, minScore };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

function describeFor(connection: Connection): Required<Omit<RequestDescriptions, 'worldLog' | 'importWorld'>> {
  const bearer = { keyHeader: 'bearer' } as const;
  const get = (path: string, query?: HttpRequestDescription['query']): HttpRequestDescription => ({
    method: 'GET',
    path,
    ...(query ? { query } : {}),
    ...bearer,
  });
  const sparql = (worldId: string, query: string): HttpRequestDescription => ({
    method: 'POST',
    path: `${worldPath(connection, worldId)}/sparql`,
    json: { query },
    ...bearer,
  });
  return {
    listWorlds: () => get(`${rootOf(connection)}/worlds`),
    getWorld: (worldId) => get(worldPath(connection, worldId)),
    // The name and the search settings: the server keeps no description, and a PATCH of nothing it knows is a 400.
    updateWorld: (worldId, changes) => ({
      method: 'PATCH',
      path: worldPath(connection, worldId),
      json: patchBody(changes),
      ...bearer,
    }),
    searchWorld: (search) => ({
      method: 'POST',
      path: `${worldPath(connection, search.worldId)}/search`,
      json: searchBody(search),
      shownRows: {
        from: search.offset,
        to: Math.min(search.offset + search.limit, DATAPLANE_SEARCH_MAX),
        field: 'results',
      },
      ...bearer,
    }),
    sparql,
    sparqlOperation: (worldId, { text }) => sparql(worldId, text),
    // Without a displayName the server names the world by its ID.
    createWorld: ({ name }) => ({
      method: 'POST',
      path: `${rootOf(connection)}/worlds`,
      json: name.trim() === '' ? {} : { displayName: name.trim() },
      ...bearer,
    }),
    deleteWorld: (worldId) => ({ method: 'DELETE', path: worldPath(connection, worldId), ...bearer }),
    exportWorld: (worldId) => get(`${worldPath(connection, worldId)}/export`, { limit: EXPORT_PAGE_SIZE, offset: 0 }),
  };
}

/*
 * The last search's reply, so that paging through its rows asks the server once: kept for a minute, for the same
 * connection and the same request only, and only for pages it has not given yet. A page asked for again (a retry,
 * a refresh, the search opened anew) asks the server again: the world may have changed since.
 */
const SEARCH_KEPT_MS = 60_000;
let lastSearch: { key: string; at: number; reply: Promise<SearchReply>; pages: Set<string> } | undefined;

/** The export's quads, written as RDF (the server's own Turtle and N-Triples have defects: DIALECTS.md). */
function writeRdf(quads: z.output<typeof exportPageSchema>['quads'], format: RdfFormat): string {
  const term = (value: string): RdfTerm =>
    value.startsWith('_:')
      ? { kind: 'blank', value: value.slice(2) }
      : IRI.test(value)
        ? { kind: 'iri', value }
        : { kind: 'literal', value };
  return quads
    .flatMap(({ subject, predicate, object, graph }) => {
      // N-Triples and Turtle have no graphs: a named graph's quads (the server's search text) are left out of them.
      if (graph && format !== 'n-quads') return [];
      const triple: TermTriple = {
        subject: subjectTerm(subject),
        predicate: { kind: 'iri', value: predicate },
        object: term(object),
      };
      const line = tripleToNTriples(triple);
      return [graph ? `${line.slice(0, -2)} ${termToNTriples({ kind: 'iri', value: graph })} .\n` : `${line}\n`];
    })
    .join('');
}

export const createDataplaneApi: WorldsApiFactory = (connection, capabilities) => {
  const describe = describeFor(connection);
  const sendSparql = (description: HttpRequestDescription, signal: AbortSignal | undefined) =>
    requestUnreadBody(description, { signal, connection }).catch((error: unknown) => {
      const kind = explainRefusal(error, (refused) => dataplaneErrorCode(refused) === 'UNSUPPORTED_QUERY_KIND', {
        message: (refused) =>
          `This server runs SELECT and ASK queries (and updates) only: ask for the triples with a SELECT of ?s ?p ?o instead. The server said: ${refused.message}`,
      });
      throw explainZodRefusal(kind);
    });

  return explainingSuspension({
    dialect: 'dataplane',
    capabilities,

    listWorlds: (signal) =>
      request(describe.listWorlds(), {
        schema: z.pipe(
          z.object({ worlds: worldsOneByOne(dataplaneWorldSchema) }),
          z.transform(({ worlds }) => worlds),
        ),
        signal,
        connection,
      }),

    getWorld: (worldId, signal) =>
      request(describe.getWorld(worldId), { schema: dataplaneWorldSchema, signal, connection }),

    async updateWorld(worldId, changes, signal) {
      if (Object.keys(patchBody(changes)).length === 0) {
        throw new ApiError(
          'unsupported',
          'This server keeps no description: only the name and the search settings can be saved.',
        );
      }
      try {
        return await request(describe.updateWorld(worldId, changes), {
          schema: saveReplySchema(dataplaneWorldSchema),
          signal,
          connection,
        });
      } catch (error) {
        throw explainWorldRefusal(error);
      }
    },

    async searchWorld(search, signal) {
      if (search.filters?.types.length) {
        throw new ApiError('unsupported', 'This server filters a search by subjects and predicates, not by type.');
      }
      if (search.q.trim() === '' && hasFilters(search.filters)) {
        throw new ApiError('unsupported', 'This server needs words to search for; filters alone find nothing.');
      }
      if (search.offset >= DATAPLANE_SEARCH_MAX) {
        return { results: [], hasMore: false, serverLimit: DATAPLANE_SEARCH_MAX };
      }
      const description = describe.searchWorld(search);
      const key = `${connectionId(connection)}\n${description.path}\n${JSON.stringify(description.json)}`;
      const now = Date.now();
      const page = `${String(search.offset)}:${String(search.limit)}`;
      if (lastSearch?.key !== key || now - lastSearch.at > SEARCH_KEPT_MS || lastSearch.pages.has(page)) {
        const asked = request(description, { schema: searchReplySchema, connection });
        lastSearch = { key, at: now, reply: asked, pages: new Set() };
        // A failed search is asked again next time, not remembered.
        asked.catch(() => {
          if (lastSearch?.reply === asked) lastSearch = undefined;
        });
      }
      const kept = lastSearch;
      kept.pages.add(page);
      const reply = await new Promise<SearchReply>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        kept.reply.then(resolve, (error: unknown) => reject(explainZodRefusal(error) as Error));
      });
      return pageOfReply(reply, search);
    },

    sparqlSelect: async (worldId, query, signal) =>
      checkedSelect(await request(describe.sparql(worldId, query), { schema: sparqlSelectSchema, signal, connection })),

    runSparql: async (worldId, operation: SparqlOperation, signal) =>
      readSparqlStream(
        await sendSparql(describe.sparqlOperation(worldId, operation), signal),
        'protocol',
        operation,
        signal,
      ),

    createWorld: (world, signal) =>
      request(describe.createWorld(world), { schema: dataplaneWorldSchema, signal, connection }).catch(
        (error: unknown) => {
          throw explainRefusal(
            error,
            (refused) => refused.status === 400 && /namespace-scoped API key/.test(refused.message),
            {
              message: (refused) =>
                `Only a namespace’s key may create worlds on this server: the key in the settings is an admin’s. The server said: ${refused.message}`,
            },
          );
        },
      ),

    async deleteWorld(worldId, signal) {
      await requestAllowingEmpty(describe.deleteWorld(worldId), { schema: z.unknown(), signal, connection });
    },

    // Undelete: the world as the server gives it back. Its 404 says only "Deleted world not found" (recorded/
    // dataplane/75), for a world that is not deleted, whose grace has passed, or that never was. The server reads no
    // body; an empty JSON one is sent because the dashboard's proxy refuses a POST without a body type.
    restoreWorld: (worldId, signal) =>
      request(
        { method: 'POST', path: `${worldPath(connection, worldId)}/undelete`, json: {}, keyHeader: 'bearer' },
        { schema: dataplaneWorldSchema, signal, connection },
      ).catch((error: unknown) => {
        const notDeleted = explainRefusal(error, (refused) => refused.status === 404, {
          message: () =>
            `The server has no deleted world with this ID: the world is not deleted (it may have been restored already), was deleted more than ${capabilities.restore?.graceDays ?? 30} days ago, or never existed.`,
        });
        throw explainZodRefusal(notDeleted);
      }),

    importParts: dataplaneImportParts(connection),

    // One JSON page at a time, written as RDF and handed on before the next is asked for.
    async *exportWorld(worldId, format, signal) {
      const first = describe.exportWorld(worldId, format);
      const encoder = new TextEncoder();
      let offset: number | undefined = 0;
      while (offset !== undefined) {
        const at: number = offset;
        const reply: z.output<typeof exportPageSchema> = await request(
          { ...first, query: { limit: EXPORT_PAGE_SIZE, offset: at } },
          { schema: exportPageSchema, signal, connection },
        );
        yield { bytes: encoder.encode(writeRdf(reply.quads, format)), triples: reply.quads.length };
        // A next page must lie ahead, and a page must hold quads, or the pages could go round for ever.
        const next = reply.nextOffset;
        offset = typeof next === 'number' && next > at && reply.quads.length > 0 ? next : undefined;
      }
    },

    worldTimes: (worldId, signal) => request(describe.getWorld(worldId), { schema: timesSchema, signal, connection }),

    apiKeys: dataplaneApiKeys(connection, explainZodRefusal),

    // Asks for no key, and is given the connection's like any request: harmless, and the same path for the proxy.
    health: (signal) =>
      request(
        { method: 'GET', path: `${rootOf(connection)}/health`, keyHeader: 'bearer' },
        { schema: statusReplySchema, signal, connection },
      ),

    // A search kept from before would answer for a world that now answers none, or the other way round.
    setWorldSuspended(worldId, suspended, signal) {
      lastSearch = undefined;
      const path = `${worldPath(connection, worldId)}/${suspended ? 'suspend' : 'resume'}`;
      return request(
        { method: 'POST', path, json: NO_FIELDS, keyHeader: 'bearer' },
        { schema: dataplaneWorldSchema, signal, connection },
      );
    },

    reindexWorld(worldId, signal) {
      lastSearch = undefined;
      const path = `${worldPath(connection, worldId)}/reindex`;
      return request(
        { method: 'POST', path, json: NO_FIELDS, keyHeader: 'bearer' },
        { schema: statusReplySchema, signal, connection },
      );
    },

    describe,
  });
};
