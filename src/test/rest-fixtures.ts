import { saveConnection, type Connection } from '../api/connection';
import { ApiError } from '../api/request';

/* What the API tests against a REST-shaped server share: its address, a connection to it, its world, a failure. */

export const REST = 'https://rest.example';

export const connect = (connection: Partial<Connection>) =>
  saveConnection({ mode: 'server', baseUrl: REST, apiKey: 'k-1', dialect: 'auto', ...connection });

/** A world as the REST server sends it (recorded/rest/02), its slug from its label. */
export const restWorld = (id: string, label: string, description: string | null = null) => ({
  id,
  organizationId: null,
  slug: label.toLowerCase(),
  label,
  description,
  createdAt: 1,
  updatedAt: 2,
  deletedAt: null,
});

/** The ApiError a promise rejects with; anything else fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ApiError) return error;
  throw new Error(`expected an ApiError, got ${String(error)}`);
}
