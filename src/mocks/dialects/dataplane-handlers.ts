import { http, HttpResponse } from 'msw';
import {
  createWorldRecord,
  deletedWorldIds,
  deleteWorldRecord,
  findDeletedWorldRecord,
  listWorldRecords,
  restoreWorldRecord,
  updateWorldRecord,
} from '../db';
import { dataplaneDataHandlers } from './dataplane-data-handlers';
import { dataplaneKeysHandlers, type DataplaneCaller } from './dataplane-keys-handlers';
import {
  dataplaneError,
  dataplaneIdOf,
  findByDataplaneId,
  GRACE_PERIOD_MS,
  readJsonBody,
  toDataplaneWorld,
  worldFieldsSchema,
  worldIdSchema,
  zodErrorReply,
} from './dataplane-world';

/*
 * A double of the dataplane server (the Worlds API of today, "Worlds API 0.1.0", the hosted service), speaking as
 * ../shared/api/DIALECTS.md and recorded/dataplane record it, quirks included: paths at the root, string error
 * codes, ZodError bodies for what fails a route's schema, no description, soft delete with undelete, suspend and
 * resume. Backed by the offline mock's store, search index and SPARQL engine, as the other doubles are. Its routes
 * into a world's data are in dataplane-data-handlers.ts, its API keys in dataplane-keys-handlers.ts.
 */

export interface DataplaneHandlerOptions {
  /**
   * The namespace token: every request but /health, /ready and /openapi.json sends `Authorization: Bearer <key>`.
   * null: open, a request without a token is a namespace's.
   */
  apiKey?: string | null;
  /** The admin key: it alone manages API keys, and it may not create worlds. null: none. */
  adminKey?: string | null;
  /** Only requests to this origin are answered; every origin by default. */
  origin?: string;
  /** 'down': the server's search engine is unavailable, and its search falls back to an unranked text match. */
  searchEngine?: 'up' | 'down';
}

const notFound = () => dataplaneError(404, 'NOT_FOUND', 'Not found');
const worldNotFound = () => dataplaneError(404, 'NOT_FOUND', 'World not found');

/** The fields PATCH reads: a body with none of them (only `description`, say) is refused (recorded/dataplane/10). */
const PATCH_FIELDS = ['displayName', 'embeddingModel', 'chunkSize', 'topK', 'minScore'];

/** The first segments of the server's paths: every route is at its root. */
const SERVER_ROOTS = ['worlds', 'api-keys', 'health', 'ready', 'openapi.json'];

/**
 * The dataplane double's handlers. The last one answers every other request to the origin with the server's JSON
 * 404, so put these after any handlers that should still answer (or use them alone).
 */
export function dataplaneHandlers({
  apiKey = null,
  adminKey = null,
  origin = '*',
  searchEngine = 'up',
}: DataplaneHandlerOptions = {}) {
  const root = origin === '*' ? '*' : origin;
  const callerOf = (request: Request): DataplaneCaller | Response => {
    const sent = request.headers.get('Authorization');
    if (adminKey && sent === `Bearer ${adminKey}`) return 'admin';
    return !apiKey || sent === `Bearer ${apiKey}`
      ? 'namespace'
      : dataplaneError(401, 'UNAUTHORIZED', 'Missing or invalid API key');
  };
  const refused = (request: Request) => {
    const caller = callerOf(request);
    return caller instanceof Response ? caller : null;
  };
  /** The key, then the world's ID against the route's own schema (an ID of another form: 400 ZodError). */
  const guard = (request: Request, params: unknown) => {
    const denied = refused(request);
    if (denied) return denied;
    const id = worldIdSchema.safeParse(params);
    return id.success ? null : zodErrorReply(id.error);
  };

  /** A world's state change (suspend, resume): the world as it is after. */
  const setSuspended = (suspended: boolean) =>
    (({ request, params }) => {
      const denied = guard(request, params);
      if (denied) return denied;
      const world = findByDataplaneId(String(params.worldId));
      if (!world) return worldNotFound();
      const changed = updateWorldRecord(world.id, { dataplane: { suspended } });
      return HttpResponse.json(toDataplaneWorld(changed ?? world));
    }) satisfies Parameters<typeof http.post>[1];

  return [
    // On every origin ('*'), a route pattern such as `*/worlds` also matches `/v1/worlds` or `/dataplane/worlds`: the
    // server has only its root's paths, so any other first segment is its 404 (recorded/dataplane/100, 101).
    ...(origin === '*'
      ? [
          http.all('*', ({ request }) =>
            SERVER_ROOTS.includes(new URL(request.url).pathname.split('/')[1] ?? '')
              ? undefined
              : (refused(request) ?? notFound()),
          ),
        ]
      : []),
    http.get(`${root}/health`, () => HttpResponse.json({ status: 'ok' })),
    http.get(`${root}/ready`, () => HttpResponse.json({ status: 'ready' })),
    // The server's own description of itself, as recorded (recorded/dataplane/97); loaded when asked for.
    http.get(`${root}/openapi.json`, async () => HttpResponse.json((await import('./dataplane-openapi.json')).default)),

    // Deleted worlds are not listed (recorded/dataplane/72); there is no paging.
    http.get(`${root}/worlds`, ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      return HttpResponse.json({ worlds: listWorldRecords().map((world) => toDataplaneWorld(world)) });
    }),

    http.post(`${root}/worlds`, async ({ request }) => {
      const caller = callerOf(request);
      if (caller instanceof Response) return caller;
      // A world belongs to a namespace, and the admin key has none (recorded/dataplane/94).
      if (caller === 'admin') {
        return dataplaneError(400, 'INVALID_ARGUMENT', 'A namespace-scoped API key is required to create a world');
      }
      const parsed = await readJsonBody(request, worldFieldsSchema);
      if ('reply' in parsed) return parsed.reply;
      const { displayName, ...settings } = parsed.data;
      const id = dataplaneIdOf(`w_${crypto.randomUUID()}`);
      // Without a displayName the ID becomes the name (recorded/dataplane/44).
      const world = createWorldRecord({
        id,
        name: displayName ?? id,
        description: '',
        ...(Object.keys(settings).length > 0 ? { dataplane: settings } : {}),
      });
      return world ? HttpResponse.json(toDataplaneWorld(world), { status: 201 }) : worldNotFound();
    }),

    // The SPARQL route without a world (recorded/dataplane/37).
    http.post(`${root}/worlds/sparql`, ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      return dataplaneError(400, 'INVALID_ARGUMENT', 'Use /worlds/:id/sparql to query one World');
    }),

    http.get(`${root}/worlds/:worldId`, ({ request, params }) => {
      const denied = guard(request, params);
      if (denied) return denied;
      const world = findByDataplaneId(String(params.worldId));
      return world ? HttpResponse.json(toDataplaneWorld(world)) : worldNotFound();
    }),

    http.patch(`${root}/worlds/:worldId`, async ({ request, params }) => {
      const denied = guard(request, params);
      if (denied) return denied;
      const parsed = await readJsonBody(request, worldFieldsSchema);
      if ('reply' in parsed) return parsed.reply;
      const fields = Object.fromEntries(Object.entries(parsed.data).filter(([key]) => PATCH_FIELDS.includes(key)));
      if (Object.keys(fields).length === 0) {
        return dataplaneError(400, 'INVALID_ARGUMENT', 'At least one field to update is required');
      }
      const world = findByDataplaneId(String(params.worldId));
      if (!world) return worldNotFound();
      // A suspended world can still be renamed (recorded/dataplane/68).
      const { displayName, ...settings } = parsed.data;
      const changed = updateWorldRecord(world.id, {
        ...(displayName === undefined ? {} : { name: displayName }),
        ...(Object.keys(settings).length > 0 ? { dataplane: settings } : {}),
      });
      return HttpResponse.json(toDataplaneWorld(changed ?? world));
    }),

    // Soft: the world is 404 and unlisted from now on, and can be undeleted for 30 days.
    http.delete(`${root}/worlds/:worldId`, ({ request, params }) => {
      const denied = guard(request, params);
      if (denied) return denied;
      const world = findByDataplaneId(String(params.worldId));
      if (!world) return worldNotFound();
      deleteWorldRecord(world.id);
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(`${root}/worlds/:worldId/undelete`, ({ request, params }) => {
      const denied = guard(request, params);
      if (denied) return denied;
      const id = String(params.worldId);
      const storeId = deletedWorldIds().find((candidate) => dataplaneIdOf(candidate) === id);
      const deleted = storeId === undefined ? undefined : findDeletedWorldRecord(storeId);
      if (!storeId || !deleted || Date.now() - deleted.deletedAt > GRACE_PERIOD_MS) {
        return dataplaneError(404, 'NOT_FOUND', 'Deleted world not found');
      }
      const world = restoreWorldRecord(storeId);
      return world ? HttpResponse.json(toDataplaneWorld(world)) : worldNotFound();
    }),

    http.post(`${root}/worlds/:worldId/suspend`, setSuspended(true)),
    http.post(`${root}/worlds/:worldId/resume`, setSuspended(false)),

    ...dataplaneDataHandlers(root, guard, searchEngine),
    ...dataplaneKeysHandlers(root, callerOf),

    http.all(origin === '*' ? '*' : `${origin}/*`, ({ request }) => refused(request) ?? notFound()),
  ];
}
