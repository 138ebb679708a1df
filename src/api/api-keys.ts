import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection } from './connection';
import { worldsApi } from './dialect';
import { ApiError, isApiError } from './request';
import type { ApiKey, NewApiKey } from './worlds-api';

/*
 * The server's API keys (capabilities.apiKeys), for the keys page and the header's link to it; loaded by them only,
 * never on a first visit. Whether the key in use is an admin's is found out by listing the keys (an admin's key gets
 * them, a namespace's a 403), once per connection, in this one query: the header and the page share it.
 */

/** What listing the keys showed: the keys, or that the key in use is not an admin's. */
export type KeysAccess = { admin: true; keys: ApiKey[] } | { admin: false };

const lacking = () => new ApiError('unsupported', 'This server has no API keys to manage.');

const keysKey = (connection: Connection) => ['api-keys', connectionId(connection)] as const;

export const apiKeysQuery = (connection: Connection) =>
  queryOptions({
    queryKey: keysKey(connection),
    queryFn: async ({ signal }): Promise<KeysAccess> => {
      const { apiKeys } = await worldsApi(connection);
      if (!apiKeys) throw lacking();
      try {
        return { admin: true, keys: await apiKeys.list(signal) };
      } catch (error) {
        // A namespace's key is refused here and nowhere else: an answer, not a failure (nor a reason to leave for
        // the settings, as a refused key elsewhere is). The proxy's own refusal is a failure.
        if (isApiError(error) && error.kind === 'http' && error.status === 403 && !error.fromProxy) {
          return { admin: false };
        }
        throw error;
      }
    },
  });

/**
 * Creates a key; resolves to the server's reply, its token with it, which is shown once and kept nowhere else: not
 * in the query cache (the list is read again instead, for the scopes the reply leaves out).
 */
export async function createApiKey(connection: Connection, queryClient: QueryClient, key: NewApiKey) {
  const { apiKeys } = await worldsApi(connection);
  if (!apiKeys) throw lacking();
  const created = await apiKeys.create(key);
  await queryClient.invalidateQueries({ queryKey: keysKey(connection) });
  return created;
}

export async function revokeApiKey(connection: Connection, queryClient: QueryClient, uid: string) {
  const { apiKeys } = await worldsApi(connection);
  if (!apiKeys) throw lacking();
  try {
    await apiKeys.revoke(uid);
  } finally {
    // Revoked, or already gone (404): either way the list is read again, so what it shows is the server's.
    await queryClient.invalidateQueries({ queryKey: keysKey(connection) });
  }
}
