import { guessTriple } from '../../lib/rdf-term';
import type { HttpRequestDescription } from '../http-request';
import { request, requestAllowingEmpty } from '../request';
import { filterPage, hasFilters } from '../search-filters';
import { v1SearchReplySchema, worldListSchema, worldSchema, worldUpdateSchema } from '../schemas';
import type { RequestDescriptions, WorldsApiFactory } from '../worlds-api';
import { emptyReply, saveReplySchema } from './save-reply';

/*
 * v1: the service's own description (and the offline mock). The operations
 * map one to one: PUT {name, description}, GET …/search?q&limit&offset.
 * Its search sends terms as strings in the dashboard's convention, the one
 * place where what a term is must be guessed (lib/rdf-term.ts).
 */

const worldPath = (worldId: string) => `/v1/worlds/${encodeURIComponent(worldId)}`;

const get = (path: string, query?: HttpRequestDescription['query']): HttpRequestDescription => ({
  method: 'GET',
  path,
  ...(query ? { query } : {}),
  keyHeader: 'bearer',
});

const describe: Required<RequestDescriptions> = {
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
  // The protocol's POST, as sparql.ts's sparqlProtocolOperation (that file loads with the first query).
  sparqlOperation: (worldId, { text, kind }) => ({
    method: 'POST',
    path: `${worldPath(worldId)}/sparql`,
    body: { contentType: `application/sparql-${kind}`, text },
    keyHeader: 'bearer',
  }),
};

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
    const reply = await request(describe.searchWorld(search), { schema: v1SearchReplySchema, signal, connection });
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
        // The reply's schemas load with the first query: a v1 deployment's first visit carries this dialect.
        sparqlSelect: async (worldId, query, signal) => {
          const { checkedSelect, sparqlSelectSchema } = await import('../sparql');
          return checkedSelect(
            await request(describe.sparql(worldId, query), { schema: sparqlSelectSchema, signal, connection }),
          );
        },
        runSparql: async (worldId, operation, signal) => {
          const { anySparqlReply, protocolAnswer } = await import('../sparql');
          return protocolAnswer(
            await requestAllowingEmpty(describe.sparqlOperation(worldId, operation), {
              schema: anySparqlReply,
              signal,
              connection,
            }),
            operation,
          );
        },
      }
    : {}),

  describe: {
    ...(capabilities.sparql ? { sparql: describe.sparql, sparqlOperation: describe.sparqlOperation } : {}),
    updateWorld: describe.updateWorld,
    searchWorld: describe.searchWorld,
    ...(capabilities.listWorlds ? { listWorlds: describe.listWorlds } : {}),
    ...(capabilities.readWorld ? { getWorld: describe.getWorld } : {}),
  },
});
