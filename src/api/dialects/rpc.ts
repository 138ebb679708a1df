import * as z from 'zod/mini';
import { connectionId, getConnection, subscribeToConnection, type Connection } from '../connection';
import type { HttpRequestDescription } from '../http-request';
import { base64Export } from '../export-parts';
import { ApiError, request, requestAllowingEmpty, requestUnreadBody } from '../request';
import { explainRefusal } from '../refusals';
import { worldsOneByOne, worldUpdateSchema, type World, type WorldUpdate } from '../schemas';
import { noFilters } from '../search-filters';
import {
  RDF_MEDIA_TYPES,
  type NewWorld,
  type RdfFormat,
  type SearchRequest,
  type WorldsApiFactory,
} from '../worlds-api';
import { readSparqlStream } from '../sparql-rows';
import { checkedSelect, rpcSource, rpcSparqlOperation, rpcSparqlRequest, rpcSparqlSelectSchema } from '../sparql';
import { createPageTokenMemory } from './page-tokens';
import { rankedResults, rankedRowSchema } from './ranked-results';
import { saveReplySchema } from './save-reply';

/*
 * rpc: the current server (wazootech/worlds-api). Every call is
 * `POST /rpc {action, request}` answered `{action, response}`; the key goes in
 * X-Api-Key. A world's ID is "namespace/id" and its name is `displayName`.
 * Searches and lists page by an opaque `nextPageToken`, not by offset.
 */

const LIST_PAGE_SIZE = 100;
const LIST_PAGES_MAX = 100;
/**
 * How many pages a copied link may walk to reach its page. The server ranks at most 100 candidates, so
 * with 10 rows a page no search has more than 10 pages.
 */
export const RPC_PAGE_WALK_MAX = 10;

/*
 * A world created without a displayName or a description is listed and read with `null` for them (and the
 * createWorld reply leaves them out): every field but the ID may be null or missing. A world without a
 * displayName has the name "", so the form shows Name empty and the screens show its ID.
 */
const rpcWorldSchema = z.pipe(
  z
    .object({
      name: z.nullish(z.string().check(z.minLength(1))),
      namespace: z.nullish(z.string().check(z.minLength(1))),
      id: z.nullish(z.string().check(z.minLength(1))),
      displayName: z.nullish(z.string()),
      description: z.nullish(z.string()),
    })
    .check(
      z.refine((world) => world.name != null || (world.namespace != null && world.id != null), {
        message: 'A world needs its name ("namespace/id") or its namespace and id',
      }),
    ),
  z.transform((world): World => ({
    id: world.name ?? `${world.namespace ?? ''}/${world.id ?? ''}`,
    name: world.displayName ?? '',
    description: world.description ?? '',
  })),
);

// A token that is null, like one that is missing, means there is no next page.
const pageTokenSchema = z.optional(
  z.pipe(
    z.nullable(z.string()),
    z.transform((token) => token ?? undefined),
  ),
);

const searchReplySchema = z.object({
  results: z.array(rankedRowSchema),
  nextPageToken: pageTokenSchema,
});

/** Every call: one action and its request, posted to /rpc. */
const rpcCall = (action: string, body: Record<string, unknown>): HttpRequestDescription => ({
  method: 'POST',
  path: '/rpc',
  json: { action, request: body },
  keyHeader: 'x-api-key',
});

/** Sends a described call; the success reply is `{action, response}`, and `schema` reads the response. */
function call<T>(
  connection: Connection,
  description: HttpRequestDescription,
  schema: z.ZodMiniType<T>,
  signal?: AbortSignal,
) {
  return request(description, {
    schema: z.pipe(
      z.object({ response: schema }),
      z.transform((reply) => reply.response),
    ),
    signal,
    connection,
  });
}

const notFound = (worldId: string) =>
  new ApiError('http', `404 Not Found: The server has no world with the ID ${worldId}`, { status: 404 });

/*
 * Page tokens remembered per search (world, query, filters, page size) and connection: a bounded memory
 * (page-tokens.ts). Another server's (or key's) tokens mean nothing here: a switch of connection forgets all but the
 * new one's.
 */
const pageTokens = createPageTokenMemory();

// The server signs a token for one search, its filters included.
const searchKey = ({ worldId, q, limit, filters = noFilters }: SearchRequest) =>
  JSON.stringify([worldId, q, limit, filters.subjects, filters.predicates, filters.types]);

subscribeToConnection(() => pageTokens.forgetAllBut(connectionId(getConnection())));

/** The filters as arrays, each left out when empty (recorded/rpc/10). */
const filterFields = ({ subjects, predicates, types }: NonNullable<SearchRequest['filters']>) => ({
  ...(subjects.length > 0 ? { subjects } : {}),
  ...(predicates.length > 0 ? { predicates } : {}),
  ...(types.length > 0 ? { types } : {}),
});

const searchCall = ({ worldId, q, limit, filters = noFilters }: SearchRequest, pageToken: string | undefined) =>
  rpcCall('searchWorlds', {
    source: rpcSource(worldId),
    query: q,
    ...filterFields(filters),
    pageSize: limit,
    ...(pageToken === undefined ? {} : { pageToken }),
  });

const listCall = (pageToken: string | undefined) =>
  rpcCall('listWorlds', { pageSize: LIST_PAGE_SIZE, ...(pageToken === undefined ? {} : { pageToken }) });

// `source` always as {namespace, id}: the string form fails for an ID with a `/` (DIALECTS.md).
const getCall = (worldId: string) => rpcCall('getWorld', { source: rpcSource(worldId) });

const updateCall = (worldId: string, changes: WorldUpdate) => {
  const { name, description } = worldUpdateSchema.parse(changes);
  return rpcCall('updateWorld', { source: rpcSource(worldId), displayName: name, description });
};

// Fields not given are left out: the server then stores null (recorded/rpc/17, 19).
const createCall = ({ namespace = '', id = '', name, description }: NewWorld) =>
  rpcCall('createWorld', {
    namespace,
    id,
    ...(name.trim() === '' ? {} : { displayName: name }),
    ...(description.trim() === '' ? {} : { description }),
  });

const deleteCall = (worldId: string) => rpcCall('deleteWorld', { source: rpcSource(worldId) });

const importCall = (worldId: string, rdf: string, format: RdfFormat) =>
  rpcCall('importWorld', { source: rpcSource(worldId), data: rdf, contentType: RDF_MEDIA_TYPES[format] });

const exportCall = (worldId: string, format: RdfFormat) =>
  rpcCall('exportWorld', { source: rpcSource(worldId), contentType: RDF_MEDIA_TYPES[format] });

const exportReplySchema = z.object({ data: z.string(), contentType: z.optional(z.string()) });

const rpcTimesSchema = z.object({
  world: z.nullish(z.object({ createTime: z.optional(z.number()), updateTime: z.optional(z.number()) })),
});

export const createRpcApi: WorldsApiFactory = (connection, capabilities) => {
  const scope = connectionId(connection);
  const fetchPage = async (search: SearchRequest, page: number, signal?: AbortSignal) => {
    const key = searchKey(search);
    let known = page;
    while (known > 0 && pageTokens.token(scope, key, known) === undefined) known -= 1;
    if (page - known > RPC_PAGE_WALK_MAX) {
      throw new ApiError(
        'unsupported',
        `This server pages by token, so result ${page * search.limit + 1} can only be reached by paging from the first page.`,
      );
    }
    // Walk from the last page whose token is known; each reply gives the next page's token.
    let token = pageTokens.token(scope, key, known);
    for (let current = known; ; current += 1) {
      const reply = await call(connection, searchCall(search, token), searchReplySchema, signal);
      token = reply.nextPageToken;
      pageTokens.remember(scope, key, current + 1, token);
      if (current === page || reply.nextPageToken === undefined) {
        return { rows: current === page ? rankedResults(reply.results) : [], next: reply.nextPageToken };
      }
    }
  };

  return {
    dialect: 'rpc',
    capabilities,

    async listWorlds(signal) {
      const worlds: World[] = [];
      let unreadable = 0;
      let pageToken: string | undefined;
      for (let page = 0; page < LIST_PAGES_MAX; page += 1) {
        const reply = await call(
          connection,
          listCall(pageToken),
          z.object({ worlds: worldsOneByOne(rpcWorldSchema), nextPageToken: pageTokenSchema }),
          signal,
        );
        worlds.push(...reply.worlds.worlds);
        unreadable += reply.worlds.unreadable;
        pageToken = reply.nextPageToken;
        if (!pageToken) break;
      }
      return { worlds, unreadable };
    },

    async getWorld(worldId, signal) {
      // A world that does not exist is `{}` with a 200 here, not a 404.
      const reply = await call(connection, getCall(worldId), z.object({ world: z.nullish(rpcWorldSchema) }), signal);
      if (!reply.world) throw notFound(worldId);
      return reply.world;
    },

    async updateWorld(worldId, changes, signal) {
      const reply = await call(
        connection,
        updateCall(worldId, changes),
        z.object({ world: saveReplySchema(rpcWorldSchema) }),
        signal,
      );
      // The server always answers with the world it stored; a reply without one is not understood.
      return reply.world;
    },

    async searchWorld(search, signal) {
      const { limit, offset } = search;
      // The URL's offset may not fall on a page boundary: then the page spans two of the server's pages.
      const first = Math.floor(offset / limit);
      const skip = offset - first * limit;
      const start = await fetchPage(search, first, signal);
      if (skip === 0 || start.next === undefined) {
        return { results: start.rows.slice(skip), hasMore: start.next !== undefined };
      }
      const following = await fetchPage(search, first + 1, signal);
      return {
        results: [...start.rows.slice(skip), ...following.rows.slice(0, skip)],
        hasMore: following.rows.length > skip || following.next !== undefined,
      };
    },

    // The reply's `response` holds the protocol's JSON results; a query it cannot parse is a 500 here.
    sparqlSelect: async (worldId, query, signal) =>
      checkedSelect(
        await request(rpcSparqlRequest(worldId, query), { schema: rpcSparqlSelectSchema, signal, connection }),
      ),

    // CONSTRUCT and DESCRIBE are refused with 400 INVALID_ARGUMENT (recorded/rpc/15), as capabilities.sparql says.
    runSparql: async (worldId, operation, signal) =>
      readSparqlStream(
        await requestUnreadBody(rpcSparqlOperation(worldId, operation), { signal, connection }).catch(
          (error: unknown) => {
            throw explainRefusal(error, (refused) => /CONSTRUCT and DESCRIBE/.test(refused.message), {
              message: (refused) =>
                `This server runs SELECT and ASK queries only: ask for the triples with a SELECT of ?s ?p ?o instead. The server said: ${refused.message}`,
            });
          },
        ),
        'rpc',
        operation,
        signal,
      ),

    async createWorld(world, signal) {
      try {
        const reply = await call(connection, createCall(world), z.object({ world: rpcWorldSchema }), signal);
        return reply.world;
      } catch (error) {
        const exists = explainRefusal(error, (refused) => refused.status === 409, {
          field: 'id',
          message: () => 'A world with this namespace and ID exists. Choose another ID.',
        });
        throw explainRefusal(exists, (refused) => refused.status === 403, {
          field: 'namespace',
          message: () => 'The API key may not create worlds in this namespace. Choose one it may write to.',
        });
      }
    },

    async deleteWorld(worldId, signal) {
      try {
        await call(connection, deleteCall(worldId), z.unknown(), signal);
      } catch (error) {
        // The server's known fault: a world that never held data cannot be deleted (500 INTERNAL).
        throw explainRefusal(error, (refused) => refused.status === 500, {
          message: (refused) =>
            `The RPC server fails with 500 INTERNAL when asked to delete a world that never held any data: a known fault of the server, not of this world. Import data into it (its Data page), then delete it. The server said: ${refused.message}`,
        });
      }
    },

    async importWorld(worldId, rdf, format, signal) {
      await requestAllowingEmpty(importCall(worldId, rdf, format), { schema: z.unknown(), signal, connection });
    },

    // The server sends the whole world in one JSON reply, so that much is held; its decoding is not a second copy.
    async *exportWorld(worldId, format, signal) {
      const reply = await call(connection, exportCall(worldId, format), exportReplySchema, signal);
      yield* base64Export(reply.data, format);
    },

    async worldTimes(worldId, signal) {
      const reply = await call(connection, getCall(worldId), rpcTimesSchema, signal);
      if (!reply.world) throw notFound(worldId);
      const { createTime, updateTime } = reply.world;
      return {
        ...(createTime === undefined ? {} : { createdAt: createTime }),
        ...(updateTime === undefined ? {} : { updatedAt: updateTime }),
      };
    },

    describe: {
      sparql: rpcSparqlRequest,
      sparqlOperation: rpcSparqlOperation,
      createWorld: createCall,
      deleteWorld: deleteCall,
      importWorld: importCall,
      exportWorld: exportCall,
      listWorlds: () => listCall(undefined),
      getWorld: getCall,
      updateWorld: updateCall,
      searchWorld(search) {
        const page = Math.floor(search.offset / search.limit);
        return searchCall(search, pageTokens.token(scope, searchKey(search), page));
      },
    },
  };
};
