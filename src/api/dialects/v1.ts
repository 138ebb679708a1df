import type { HttpRequestDescription } from '../http-request';
import * as z from 'zod/mini';
import { request, requestAllowingEmpty, requestUnreadBody } from '../request';
import { explainRefusal } from '../refusals';
import { v1SearchReplySchema, worldListSchema, worldSchema, worldUpdateSchema } from '../schemas';
import { RDF_MEDIA_TYPES, type RequestDescriptions, type WorldsApiFactory } from '../worlds-api';
import { loadOnce } from '../../lib/load-once';
import { emptyReply, saveReplySchema } from './save-reply';

/*
 * v1: the service's own description (and the offline mock). The operations
 * map one to one: PUT {name, description}, GET …/search?q&limit&offset.
 * Its search sends terms as strings in the dashboard's convention, the one
 * place where what a term is must be guessed (lib/rdf-term.ts).
 */

// The reply's schemas load with the first query: a v1 deployment's first visit carries this dialect.
const sparqlCode = loadOnce(() => import('../sparql'));

const worldPath = (worldId: string) => `/v1/worlds/${encodeURIComponent(worldId)}`;

const get = (path: string, query?: HttpRequestDescription['query']): HttpRequestDescription => ({
  method: 'GET',
  path,
  ...(query ? { query } : {}),
  keyHeader: 'bearer',
});

// No world log: neither the description nor the offline data keeps one.
const describe: Required<Omit<RequestDescriptions, 'worldLog'>> = {
  listWorlds: () => get('/v1/worlds'),
  getWorld: (worldId) => get(worldPath(worldId)),
  updateWorld: (worldId, changes) => ({
    method: 'PUT',
    path: worldPath(worldId),
    json: worldUpdateSchema.parse(changes),
    keyHeader: 'bearer',
  }),
  searchWorld: ({ worldId, q, limit, offset }) => get(`${worldPath(worldId)}/search`, { q, limit, offset }),
  // Not in the description: the route of the REST server (the protocol's GET), which the offline data answers too.
  sparql: (worldId, query) => get(`${worldPath(worldId)}/sparql`, { query }),
  // Not in the description either: the offline data's own, shaped as the REST server's routes.
  createWorld: ({ id = '', name, description }) => ({
    method: 'POST',
    path: '/v1/worlds',
    json: { worldId: id, name, description },
    keyHeader: 'bearer',
  }),
  deleteWorld: (worldId) => ({ method: 'DELETE', path: worldPath(worldId), keyHeader: 'bearer' }),
  importWorld: (worldId, rdf, format) => ({
    method: 'POST',
    path: `${worldPath(worldId)}/import`,
    text: { body: rdf, contentType: RDF_MEDIA_TYPES[format] },
    keyHeader: 'bearer',
  }),
  exportWorld: (worldId, format) => ({
    ...get(`${worldPath(worldId)}/export`, { format }),
    accept: RDF_MEDIA_TYPES[format],
  }),
  // The protocol's POST, as sparql.ts's sparqlProtocolOperation (that file loads with the first query).
  sparqlOperation: (worldId, { text, kind }) => ({
    method: 'POST',
    path: `${worldPath(worldId)}/sparql`,
    text: { body: text, contentType: `application/sparql-${kind}` },
    keyHeader: 'bearer',
  }),
};

const timesSchema = z.object({ createdAt: z.optional(z.number()), updatedAt: z.optional(z.number()) });

/** A PUT's reply body is not described: any 2xx is success, and a world in it says what the server stored. */
const savedWorldSchema = saveReplySchema(worldSchema);

export const createV1Api: WorldsApiFactory = (connection, capabilities) => ({
  dialect: 'v1',
  capabilities,

  // The description has neither read: only a server found to have them gets them.
  ...(capabilities.listWorlds
    ? { listWorlds: (signal) => request(describe.listWorlds(), { schema: worldListSchema, signal, connection }) }
    : {}),
  ...(capabilities.readWorld
    ? {
        getWorld: (worldId, signal) => request(describe.getWorld(worldId), { schema: worldSchema, signal, connection }),
      }
    : {}),

  updateWorld: async (worldId, changes, signal) =>
    (await requestAllowingEmpty(describe.updateWorld(worldId, changes), {
      schema: savedWorldSchema,
      signal,
      connection,
    })) ?? emptyReply,

  async searchWorld(search, signal) {
    // What reads a page loads with the first search, beside its request: a v1 deployment's first visit carries this
    // dialect, and the home page searches nothing.
    const [reply, { guessTriple }, { filterPage, hasFilters }] = await Promise.all([
      request(describe.searchWorld(search), { schema: v1SearchReplySchema, signal, connection }),
      import('../../lib/rdf-term'),
      import('../search-filters'),
    ]);
    const results = reply.response.map(({ score, value }) => ({ score, value: guessTriple(value) }));
    // The server has no filters: they narrow the page it returned, and whether there is more is the server's page's.
    const { filters } = search;
    return {
      results: hasFilters(filters) ? filterPage(results, filters) : results,
      hasMore: reply.response.length === search.limit,
      ...(hasFilters(filters) ? { filteredHere: true } : {}),
    };
  },

  ...(capabilities.sparql
    ? {
        sparqlSelect: async (worldId, query, signal) => {
          const { checkedSelect, sparqlSelectSchema } = await sparqlCode();
          return checkedSelect(
            await request(describe.sparql(worldId, query), { schema: sparqlSelectSchema, signal, connection }),
          );
        },
        runSparql: async (worldId, operation, signal) => {
          const { readSparqlStream } = await import('../sparql-rows');
          return readSparqlStream(
            await requestUnreadBody(describe.sparqlOperation(worldId, operation), { signal, connection }),
            'protocol',
            operation,
            signal,
          );
        },
      }
    : {}),

  ...(capabilities.create
    ? {
        createWorld: (world, signal) =>
          request(describe.createWorld(world), { schema: worldSchema, signal, connection }).catch((error: unknown) => {
            throw explainRefusal(error, (refused) => refused.status === 409, {
              field: 'id',
              message: () => 'A world with this ID exists. Choose another ID.',
            });
          }),
        deleteWorld: async (worldId, signal) => {
          await requestAllowingEmpty(describe.deleteWorld(worldId), { schema: z.unknown(), signal, connection });
        },
        importWorld: async (worldId, rdf, format, signal) => {
          await requestAllowingEmpty(describe.importWorld(worldId, rdf, format), {
            schema: z.unknown(),
            signal,
            connection,
          });
        },
        // The export's reader loads with the first export: this adapter is part of the first visit.
        async *exportWorld(worldId, format, signal) {
          const { streamedExport } = await import('../export-parts');
          yield* streamedExport(describe.exportWorld(worldId, format), format, { signal, connection });
        },
        worldTimes: (worldId, signal) =>
          request(describe.getWorld(worldId), { schema: timesSchema, signal, connection }),
      }
    : {}),

  describe: {
    ...(capabilities.sparql ? { sparql: describe.sparql, sparqlOperation: describe.sparqlOperation } : {}),
    ...(capabilities.create
      ? {
          createWorld: describe.createWorld,
          deleteWorld: describe.deleteWorld,
          importWorld: describe.importWorld,
          exportWorld: describe.exportWorld,
        }
      : {}),
    updateWorld: describe.updateWorld,
    searchWorld: describe.searchWorld,
    ...(capabilities.listWorlds ? { listWorlds: describe.listWorlds } : {}),
    ...(capabilities.readWorld ? { getWorld: describe.getWorld } : {}),
  },
});
