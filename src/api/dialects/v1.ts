import { buildUrl, keyHeaderPrefix, request, requestAllowingEmpty, shownHeaders } from '../request';
import { searchReplySchema, worldListSchema, worldSchema, worldUpdateSchema } from '../schemas';
import type { WorldsApiFactory } from '../worlds-api';
import { emptyReply, saveReplySchema } from './save-reply';

/*
 * v1: the service's own description (and the offline mock). The operations
 * map one to one: PUT {name, description}, GET …/search?q&limit&offset.
 */

const worldPath = (worldId: string) => `/v1/worlds/${encodeURIComponent(worldId)}`;
const searchPath = (worldId: string) => `${worldPath(worldId)}/search`;

/** A PUT's reply body is not described: any 2xx is success, and a world in it says what the server stored. */
const savedWorldSchema = saveReplySchema(worldSchema);

export const createV1Api: WorldsApiFactory = (connection, capabilities) => ({
  dialect: 'v1',
  capabilities,

  // The description has neither read: only a server found to have them gets them.
  ...(capabilities.listWorlds
    ? { listWorlds: (signal) => request('/v1/worlds', { schema: worldListSchema, signal, connection }) }
    : {}),
  ...(capabilities.readWorld
    ? { getWorld: (worldId, signal) => request(worldPath(worldId), { schema: worldSchema, signal, connection }) }
    : {}),

  updateWorld: async (worldId, changes, signal) =>
    (await requestAllowingEmpty(worldPath(worldId), {
      method: 'PUT',
      body: worldUpdateSchema.parse(changes),
      schema: savedWorldSchema,
      signal,
      connection,
    })) ?? emptyReply,

  async searchWorld({ worldId, q, limit, offset }, signal) {
    const reply = await request(searchPath(worldId), {
      query: { q, limit, offset },
      schema: searchReplySchema,
      signal,
      connection,
    });
    return { results: reply.response, hasMore: reply.response.length === limit };
  },

  searchRequest: ({ worldId, q, limit, offset }) => ({
    url: buildUrl(searchPath(worldId), { q, limit, offset }, connection),
    keyHeader: keyHeaderPrefix('bearer', connection),
    headers: shownHeaders(connection),
  }),
});
