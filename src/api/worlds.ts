import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Connection } from './connection';
import { buildUrl, request, requestAllowingEmpty } from './request';
import * as z from 'zod/mini';
import {
  searchReplySchema,
  worldUpdateSchema,
  worldListSchema,
  worldSchema,
  type SearchParams,
  type World,
  type WorldUpdate,
} from './schemas';

const worldPath = (worldId: string) => `/v1/worlds/${encodeURIComponent(worldId)}`;

/** `GET /v1/worlds`: not in the description, but real deployments have it. */
export function listWorlds(signal?: AbortSignal, connection?: Connection) {
  return request('/v1/worlds', { schema: worldListSchema, signal, connection });
}

/** `GET /v1/worlds/{worldId}`: not in the description, but real deployments have it. */
export function getWorld(worldId: string, signal?: AbortSignal) {
  return request(worldPath(worldId), { schema: worldSchema, signal });
}

/**
 * A PUT's reply body is not described: any 2xx is success, and a body that is
 * a world (real deployments may send one) says how the server saved it.
 */
const savedWorldSchema = z.catch(z.optional(worldSchema), undefined);

/** `PUT /v1/worlds/{worldId}` with only the fields that change, checked against the one input schema. */
export function updateWorld(worldId: string, changes: WorldUpdate, signal?: AbortSignal) {
  return requestAllowingEmpty(worldPath(worldId), {
    method: 'PUT',
    body: worldUpdateSchema.parse(changes),
    schema: savedWorldSchema,
    signal,
  });
}

export type SearchRequest = SearchParams & { worldId: string };

/** `GET /v1/worlds/{worldId}/search?q&limit&offset`. */
const searchPath = (worldId: string) => `${worldPath(worldId)}/search`;

/** The full address of a search on the configured server, for showing or copying (the curl command). */
export function searchUrl({ worldId, q, limit, offset }: SearchRequest): string {
  return buildUrl(searchPath(worldId), { q, limit, offset });
}

export async function searchWorld({ worldId, q, limit, offset }: SearchRequest, signal?: AbortSignal) {
  const reply = await request(searchPath(worldId), {
    query: { q, limit, offset },
    schema: searchReplySchema,
    signal,
  });
  return reply.response;
}

export const worldQueries = {
  all: () => ['worlds'] as const,
  list: () =>
    queryOptions({
      queryKey: [...worldQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listWorlds(signal),
    }),
  detail: (worldId: string) =>
    queryOptions({
      queryKey: [...worldQueries.all(), 'detail', worldId] as const,
      queryFn: ({ signal }) => getWorld(worldId, signal),
    }),
  search: (search: SearchRequest) =>
    queryOptions({
      queryKey: [...worldQueries.all(), 'search', search] as const,
      // The page carries the search it answers, so a previous page kept on screen while the next loads
      // is still numbered and exported as what it is.
      queryFn: async ({ signal }) => ({ search, results: await searchWorld(search, signal) }),
      placeholderData: keepPreviousData,
    }),
};

/**
 * Saving a world: PUTs are never retried automatically. On success the saved
 * world goes into the cache at once (from the reply, or from what was sent),
 * and the reads are refreshed in the background. The mutation does not wait
 * for them: the cache already holds what was saved, and a slow or failing
 * read would only make a successful save look stuck.
 */
export function updateWorldMutation(queryClient: QueryClient, worldId: string) {
  return {
    mutationKey: [...worldQueries.all(), 'update', worldId] as const,
    mutationFn: (changes: WorldUpdate) => updateWorld(worldId, changes),
    retry: false,
    onSuccess: (saved: World | undefined, changes: WorldUpdate) => {
      const detailKey = worldQueries.detail(worldId).queryKey;
      const merge = (world: World): World => (saved ? { ...world, ...saved } : { ...world, ...changes });
      queryClient.setQueryData(detailKey, (world) => (world ? merge(world) : saved));
      queryClient.setQueryData(worldQueries.list().queryKey, (worlds) =>
        worlds?.map((world) => (world.id === worldId ? merge(world) : world)),
      );
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: worldQueries.list().queryKey });
    },
  };
}
