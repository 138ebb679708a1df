import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { addApiKeyRecord, listApiKeyRecords, removeApiKeyRecord, type ApiKeyRecord } from '../api-key-store';
import { dataplaneError, readJsonBody, worldIdSchema } from './dataplane-world';

/*
 * The dataplane double's API keys (`/api-keys`), as recorded (recorded/dataplane/77–92): only the admin key may list,
 * create or revoke them, a namespace token is refused with 403 FORBIDDEN, each route in its own words; a body that
 * fails the route's schema is a 400 ZodError even with a namespace token (81, 82: the schema is checked first). The
 * token of a new key is in the reply to its creation only; the double does not take it as a key afterwards.
 */

/** Who sent a request: the admin key, a namespace token, or neither (a refusal, said by the caller). */
export type DataplaneCaller = 'admin' | 'namespace';

/** The body of `POST /api-keys`, as the server checks it (the OpenAPI's ApiKeyCreateRequest). */
const newKeySchema = z.object({
  namespace: z.string().check(z.minLength(1)),
  worldId: z.optional(worldIdSchema.shape.worldId),
  name: z.optional(z.string()),
  scopes: z.optional(z.array(z.enum(['data:read', 'data:write']))),
});

const DEFAULT_SCOPES = ['data:read', 'data:write'];

const asListed = ({ uid, name, namespace, worldId, scopes, createdAt }: ApiKeyRecord) => ({
  uid,
  name,
  namespace,
  // Left out for a namespace-wide key (recorded/dataplane/90), not null.
  ...(worldId === undefined ? {} : { worldId }),
  scopes,
  createTime: new Date(createdAt).toISOString(),
});

const forbidden = (what: string) => dataplaneError(403, 'FORBIDDEN', `Only admin keys can ${what} API keys`);

/** `callerOf` says who sent the request, or answers it with its refusal (a missing or unknown token). */
export function dataplaneKeysHandlers(root: string, callerOf: (request: Request) => DataplaneCaller | Response) {
  return [
    http.get(`${root}/api-keys`, ({ request }) => {
      const caller = callerOf(request);
      if (caller instanceof Response) return caller;
      if (caller !== 'admin') return forbidden('list');
      const namespace = new URL(request.url).searchParams.get('namespace') || undefined;
      return HttpResponse.json({ keys: listApiKeyRecords(namespace).map(asListed) });
    }),

    http.post(`${root}/api-keys`, async ({ request }) => {
      const caller = callerOf(request);
      if (caller instanceof Response) return caller;
      const parsed = await readJsonBody(request, newKeySchema);
      if ('reply' in parsed) return parsed.reply;
      if (caller !== 'admin') return forbidden('manage');
      const { namespace, worldId, name = '', scopes = DEFAULT_SCOPES } = parsed.data;
      const key = addApiKeyRecord({ name, namespace, ...(worldId === undefined ? {} : { worldId }), scopes });
      // The reply holds the token, once, and no scopes; its worldId is null for a namespace-wide key (87, 88).
      return HttpResponse.json(
        {
          uid: key.uid,
          token: `wzw_${crypto.randomUUID().replaceAll('-', '')}`,
          name: key.name,
          namespace: key.namespace,
          worldId: key.worldId ?? null,
          createTime: new Date(key.createdAt).toISOString(),
        },
        { status: 201 },
      );
    }),

    http.delete(`${root}/api-keys/:uid`, ({ request, params }) => {
      const caller = callerOf(request);
      if (caller instanceof Response) return caller;
      if (caller !== 'admin') return forbidden('revoke');
      return removeApiKeyRecord(String(params.uid))
        ? new HttpResponse(null, { status: 204 })
        : dataplaneError(404, 'NOT_FOUND', 'API key not found');
    }),
  ];
}
