import * as z from 'zod/mini';
import type { Connection } from '../connection';
import { explainRefusal } from '../refusals';
import { request, requestAllowingEmpty } from '../request';
import type { ApiKey, ApiKeysApi, NewApiKey } from '../worlds-api';
import { dataplaneRoot } from './dataplane-profile';

/*
 * The dataplane server's API keys (`/api-keys`, recorded/dataplane/77–92), managed with its admin key: a namespace
 * token is refused with 403 FORBIDDEN, which `list` passes on (worded) so that the dashboard finds out whether the
 * key in use is an admin's. Part of the dataplane adapter (dataplane.ts spreads it in), loaded with it.
 */

/** An ISO 8601 time as epoch milliseconds; left out when missing or unreadable. */
const createdAtOf = (time: string | null | undefined) => {
  const ms = time ? Date.parse(time) : NaN;
  return Number.isNaN(ms) ? {} : { createdAt: ms };
};

/** What a listed key and a created one share; `worldId` is absent in a list (90) and null in a create's reply (87). */
const keyFields = {
  uid: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  namespace: z.string(),
  worldId: z.nullish(z.string()),
  createTime: z.nullish(z.string()),
};

const asKey = ({ uid, name, namespace, worldId, createTime }: z.output<z.ZodMiniObject<typeof keyFields>>) => ({
  uid,
  name: name ?? '',
  namespace,
  ...(worldId ? { worldId } : {}),
  ...createdAtOf(createTime),
});

const keyListSchema = z.pipe(
  z.object({ keys: z.array(z.object({ ...keyFields, scopes: z.array(z.string()) })) }),
  z.transform(({ keys }): ApiKey[] => keys.map((key) => ({ ...asKey(key), scopes: key.scopes }))),
);

// The reply to a create holds the token, once, and no scopes (recorded/dataplane/87): none are made up here.
const createdKeySchema = z.pipe(
  z.object({ ...keyFields, token: z.string().check(z.minLength(1)), scopes: z.optional(z.array(z.string())) }),
  z.transform(({ token, scopes, ...key }) => ({
    key: { ...asKey(key), ...(scopes ? { scopes } : {}) },
    token,
  })),
);

/** The server's refusal of a namespace token, said as what to do (77, 79, 83: "Only admin keys can … API keys"). */
const explainNotAdmin = (error: unknown) =>
  explainRefusal(error, (refused) => refused.status === 403, {
    message: (refused) =>
      `Only an admin key may manage API keys, and the key this dashboard uses is a namespace’s. The server said: ${refused.message}`,
  });

const explainMissingKey = (error: unknown) =>
  explainRefusal(error, (refused) => refused.status === 404, {
    message: (refused) =>
      `The server has no such key: it may have been revoked already. The server said: ${refused.message}`,
  });

/**
 * The API keys of a dataplane connection. `explainSchemaRefusal` says the server's ZodError bodies (a bad scope, a
 * missing namespace: 81, 82) as their fields' complaints, as the rest of the adapter does.
 */
export function dataplaneApiKeys(
  connection: Connection,
  explainSchemaRefusal: (error: unknown) => unknown,
): ApiKeysApi {
  const path = `${dataplaneRoot(connection)}/api-keys`;
  const explain = (error: unknown) => explainSchemaRefusal(explainMissingKey(explainNotAdmin(error)));
  const bearer = { keyHeader: 'bearer' } as const;
  return {
    list: (signal) =>
      request({ method: 'GET', path, ...bearer }, { schema: keyListSchema, signal, connection }).catch(
        (error: unknown) => {
          throw explain(error);
        },
      ),

    create: ({ namespace, worldId, name, scopes }: NewApiKey, signal) =>
      request(
        {
          method: 'POST',
          path,
          json: { namespace, ...(worldId ? { worldId } : {}), ...(name ? { name } : {}), scopes },
          ...bearer,
        },
        { schema: createdKeySchema, signal, connection },
      ).catch((error: unknown) => {
        throw explain(error);
      }),

    async revoke(uid, signal) {
      await requestAllowingEmpty(
        { method: 'DELETE', path: `${path}/${encodeURIComponent(uid)}`, ...bearer },
        { schema: z.unknown(), signal, connection },
      ).catch((error: unknown) => {
        throw explain(error);
      });
    },
  };
}
