import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { playBackDataplane } from '../../test/dataplane-recordings';
import { saveConnection, type Connection } from '../connection';
import { worldsApi } from '../dialect';
import { isApiError } from '../request';

/*
 * The dataplane adapter's API keys (dataplane-keys.ts): the recorded replies, played back as the server's answers to
 * its own requests, and what each request sends.
 */

const BASE = 'https://dataplane.example';
const connection: Connection = { mode: 'server', baseUrl: BASE, apiKey: 'wzw_admin', dialect: 'dataplane' };
const playBack = (file: string) => playBackDataplane(BASE, file);

const keysApi = async () => {
  const { apiKeys } = await worldsApi();
  if (!apiKeys) throw new Error('the dataplane adapter has no apiKeys');
  return apiKeys;
};

beforeEach(() => saveConnection(connection));

describe('the dataplane adapter’s API keys', () => {
  it('lists the keys, a namespace-wide one without a world, times as epoch milliseconds', async () => {
    const asked = playBack('90-admin-list-keys-after.json');
    expect(await (await keysApi()).list()).toEqual([
      {
        uid: 'b1dbb62e-a7ac-4eab-ab30-9a7c2d51a7a3',
        name: 'recorded one world',
        namespace: 'recorded',
        worldId: 'w_41cd9707-cd27-42ab-9880-00ed9d25beca',
        scopes: ['data:read', 'data:write'],
        createdAt: Date.parse('2026-11-25T16:23:54.575Z'),
      },
      {
        uid: 'ae4906ee-1ac2-40c9-b694-5d02848dbe3d',
        name: 'recorded read-only',
        namespace: 'recorded',
        scopes: ['data:read'],
        createdAt: Date.parse('2026-11-25T16:23:54.566Z'),
      },
    ]);
    expect(asked).toEqual(['GET /api-keys']);
  });

  it('creates a key: the token, and no scopes that the reply does not hold', async () => {
    const asked = playBack('87-admin-create-key.json');
    const created = await (
      await keysApi()
    ).create({ namespace: 'recorded', name: 'recorded read-only', scopes: ['data:read'] });
    expect(created).toEqual({
      key: {
        uid: 'ae4906ee-1ac2-40c9-b694-5d02848dbe3d',
        name: 'recorded read-only',
        namespace: 'recorded',
        createdAt: Date.parse('2026-11-25T16:23:54.566Z'),
      },
      token: 'wzw_<redacted>',
    });
    expect(asked).toEqual([
      'POST /api-keys {"namespace":"recorded","name":"recorded read-only","scopes":["data:read"]}',
    ]);
  });

  it('revokes a key by its UID', async () => {
    const asked = playBack('91-admin-delete-key.json');
    await (await keysApi()).revoke('ae4906ee-1ac2-40c9-b694-5d02848dbe3d');
    expect(asked).toEqual(['DELETE /api-keys/ae4906ee-1ac2-40c9-b694-5d02848dbe3d']);
  });

  it.each([
    [
      '77-list-keys.json',
      (api: Awaited<ReturnType<typeof keysApi>>) => api.list(),
      403,
      /Only an admin key may manage API keys/,
    ],
    [
      '89-admin-create-key-bad-scope.json',
      (api: Awaited<ReturnType<typeof keysApi>>) => api.create({ namespace: 'recorded', scopes: ['admin'] }),
      400,
      /scopes\.0: Invalid option: expected one of "data:read"\|"data:write"/,
    ],
    [
      '92-admin-delete-key-missing.json',
      (api: Awaited<ReturnType<typeof keysApi>>) => api.revoke('missing-key'),
      404,
      /The server has no such key/,
    ],
  ])('says the refusal of %s in a person’s words, its status kept', async (file, call, status, message) => {
    playBack(file);
    const error: unknown = await call(await keysApi()).catch((caught: unknown) => caught);
    expect(isApiError(error) && { status: error.status, message: error.message }).toEqual({
      status,
      message: expect.stringMatching(message),
    });
  });

  it('asks under /dataplane through the dashboard’s own proxy', async () => {
    saveConnection({ mode: 'server', baseUrl: '', apiKey: '', dialect: 'dataplane' });
    const asked: string[] = [];
    server.use(
      http.get('*/dataplane/api-keys', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ keys: [] });
      }),
    );
    expect(await (await keysApi()).list()).toEqual([]);
    expect(asked).toEqual(['/dataplane/api-keys']);
  });
});
