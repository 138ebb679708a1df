import * as z from 'zod/mini';
import type { HttpRequestDescription } from '../http-request';
import { streamedExport } from '../export-parts';
import { request, requestAllowingEmpty, requestUnreadBody, type ApiError } from '../request';
import { explainRefusal } from '../refusals';
import { worldsOneByOne, worldUpdateSchema, type World } from '../schemas';
import {
  RDF_MEDIA_TYPES,
  type RequestDescriptions,
  type SearchRequest,
  type WorldLogEntry,
  type WorldsApiFactory,
} from '../worlds-api';
import { REST_SEARCH_MAX } from '../capabilities';
import { hasFilters, noFilters } from '../search-filters';
import { readSparqlStream } from '../sparql-rows';
import { checkedSelect, sparqlProtocolOperation, sparqlProtocolRequest, sparqlSelectSchema } from '../sparql';
import { collapseRepeats, rankedResults, rankedRowSchema } from './ranked-results';
import { emptyReply, saveReplySchema } from './save-reply';

/*
 * rest: the REST server of 2026 (wazootech/worlds). Its world calls the name
 * `label` and drops unknown keys such as `name` without an error; its search
 * reads `query` and `limit` (at most 100) but no offset, so a page is a slice
 * of the first `offset + limit` rows; its list pages by `page`/`pageSize`.
 */

const LIST_PAGE_SIZE = 100;
/** 10,000 worlds: a bound, so that a server that ignores `page` cannot keep the list loading for ever. */
const LIST_PAGES_MAX = 100;

// Only the ID is relied on: the label and description of a world may be null or missing, as on every dialect.
const restWorldSchema = z.pipe(
  z.object({
    id: z.string().check(z.minLength(1)),
    label: z.nullish(z.string()),
    description: z.nullish(z.string()),
    slug: z.nullish(z.string()),
  }),
  z.transform((world): World => ({
    id: world.id,
    name: world.label ?? '',
    description: world.description ?? '',
    ...(world.slug ? { slug: world.slug } : {}),
  })),
);

const worldPath = (worldId: string) => `/v1/worlds/${encodeURIComponent(worldId)}`;

// A bare array, newest first (recorded/rest/28). An entry needs its time and message; the rest may be missing.
const restLogSchema = z.array(
  z.pipe(
    z.object({
      id: z.nullish(z.string()),
      timestamp: z.number(),
      level: z.nullish(z.string()),
      message: z.string(),
      metadata: z.nullish(z.record(z.string(), z.unknown())),
    }),
    z.transform((entry): WorldLogEntry => ({
      id: entry.id ?? `${entry.timestamp} ${entry.message}`,
      timestamp: entry.timestamp,
      level: entry.level ?? 'info',
      message: entry.message,
      metadata: entry.metadata ?? {},
    })),
  ),
);

// Times are epoch milliseconds; a world read without them has none to show.
const restTimesSchema = z.object({ createdAt: z.optional(z.number()), updatedAt: z.optional(z.number()) });

/** The server has no offset: ask for every row up to the end of the page, and show the page's slice. */
const rowsUpToPageEnd = ({ limit, offset }: SearchRequest) => Math.min(offset + limit, REST_SEARCH_MAX);

const get = (path: string, query?: HttpRequestDescription['query']): HttpRequestDescription => ({
  method: 'GET',
  path,
  ...(query ? { query } : {}),
  keyHeader: 'bearer',
});

const listPage = (page: number) => get('/v1/worlds', { page, pageSize: LIST_PAGE_SIZE });

const describe: Required<RequestDescriptions> = {
  listWorlds: () => listPage(1),
  getWorld: (worldId) => get(worldPath(worldId)),
  updateWorld(worldId, changes) {
    const { name, description } = worldUpdateSchema.parse(changes);
    return { method: 'PUT', path: worldPath(worldId), json: { label: name, description }, keyHeader: 'bearer' };
  },
  searchWorld: (search) => {
    const { subjects, predicates, types } = search.filters ?? noFilters;
    // With filters alone, no query parameter at all, as recorded/rest/10 was asked.
    return {
      ...get(`${worldPath(search.worldId)}/search`, {
        ...(search.q === '' ? {} : { query: search.q }),
        subjects,
        predicates,
        types,
        limit: rowsUpToPageEnd(search),
      }),
      // The reply starts at row 1 whatever the offset: past the first page, the page is its end.
      ...(search.offset > 0 ? { shownRows: { from: search.offset, to: rowsUpToPageEnd(search) } } : {}),
    };
  },
  sparql: sparqlProtocolRequest,
  // The server takes a slug and the name as `label`; it leaves the description null when none is sent.
  createWorld: ({ name, slug = '', description }) => ({
    method: 'POST',
    path: '/v1/worlds',
    json: { slug, label: name, ...(description.trim() === '' ? {} : { description }) },
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
  worldLog: (worldId) => get(`${worldPath(worldId)}/logs`),
  sparqlOperation: sparqlProtocolOperation,
};

/** How the REST server refuses a new world (DIALECTS.md, recorded/rest/20–21 and 31). */
function explainCreateRefusal(error: unknown) {
  const status = (code: number) => (refused: ApiError) => refused.status === code;
  let explained = explainRefusal(error, status(409), {
    field: 'slug',
    message: () => 'A world with this slug exists on the server. Choose another slug.',
  });
  // A deleted world's slug stays taken for good: the server answers 500, as plain text (recorded/rest/31).
  explained = explainRefusal(explained, (refused) => /UNIQUE constraint failed: worlds\.slug/.test(refused.message), {
    field: 'slug',
    message: () =>
      'This slug belonged to a world that was deleted. The server keeps a deleted world’s slug for good, so it cannot be used again: choose another.',
  });
  return explainRefusal(explained, status(403), {
    message: (refused) =>
      `Only an admin key may create worlds on this server: the API key in the settings is not an admin’s. The server said: ${refused.message}`,
  });
}

export const createRestApi: WorldsApiFactory = (connection, capabilities) => ({
  dialect: 'rest',
  capabilities,

  async listWorlds(signal) {
    const worlds: World[] = [];
    let unreadable = 0;
    for (let page = 1; page <= LIST_PAGES_MAX; page += 1) {
      const batch = await request(listPage(page), {
        schema: worldsOneByOne(restWorldSchema),
        signal,
        connection,
      });
      worlds.push(...batch.worlds);
      unreadable += batch.unreadable;
      if (batch.worlds.length + batch.unreadable < LIST_PAGE_SIZE) break;
    }
    return { worlds, unreadable };
  },

  getWorld: (worldId, signal) => request(describe.getWorld(worldId), { schema: restWorldSchema, signal, connection }),

  async updateWorld(worldId, changes, signal) {
    // The server answers 204 with no body; a world in the reply (should it ever send one) is read all the same.
    const reply = await requestAllowingEmpty(describe.updateWorld(worldId, changes), {
      schema: saveReplySchema(restWorldSchema),
      signal,
      connection,
    });
    return reply ?? emptyReply;
  },

  async searchWorld(search, signal) {
    const { limit, offset } = search;
    if (offset >= REST_SEARCH_MAX) return { results: [], hasMore: false, serverLimit: REST_SEARCH_MAX };
    const rows = rowsUpToPageEnd(search);
    const reply = await request(describe.searchWorld(search), {
      schema: z.array(rankedRowSchema),
      signal,
      connection,
    });
    const byFiltersAlone = search.q === '' && hasFilters(search.filters);
    // Rows repeated for each chunk of a long literal are one result on the page; the page is still the rows the
    // server numbered offset to offset + limit, so its curl command and the next page agree with it.
    const results = collapseRepeats(rankedResults(reply, { byFiltersAlone }).slice(offset, offset + limit));
    const full = reply.length >= rows;
    const atServerLimit = full && offset + limit >= REST_SEARCH_MAX;
    return {
      results,
      hasMore: full && !atServerLimit,
      ...(atServerLimit ? { serverLimit: REST_SEARCH_MAX } : {}),
    };
  },

  sparqlSelect: async (worldId, query, signal) =>
    checkedSelect(await request(describe.sparql(worldId, query), { schema: sparqlSelectSchema, signal, connection })),

  createWorld: (world, signal) =>
    request(describe.createWorld(world), { schema: restWorldSchema, signal, connection }).catch((error: unknown) => {
      throw explainCreateRefusal(error);
    }),

  async deleteWorld(worldId, signal) {
    await requestAllowingEmpty(describe.deleteWorld(worldId), { schema: z.unknown(), signal, connection });
  },

  async importWorld(worldId, rdf, format, signal) {
    await requestAllowingEmpty(describe.importWorld(worldId, rdf, format), { schema: z.unknown(), signal, connection });
  },

  exportWorld: (worldId, format, signal) =>
    streamedExport(describe.exportWorld(worldId, format), format, { signal, connection }),

  worldTimes: (worldId, signal) => request(describe.getWorld(worldId), { schema: restTimesSchema, signal, connection }),

  worldLog: (worldId, signal) => request(describe.worldLog(worldId), { schema: restLogSchema, signal, connection }),

  runSparql: async (worldId, operation, signal) =>
    readSparqlStream(
      await requestUnreadBody(describe.sparqlOperation(worldId, operation), { signal, connection }),
      'protocol',
      operation,
      signal,
    ),

  describe,
});
