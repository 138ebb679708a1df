import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import { getConnection } from './connection';
import { saveWorld } from './save-world';
import { connect, REST, restWorld } from '../test/rest-fixtures';

/*
 * Saving a world where a 2xx proves nothing (the REST server answers 204 and drops what it does not know): only the
 * read-back says what was saved, and a change made elsewhere is not saved over.
 */

describe('saveWorld() on a server that answers 204', () => {
  let stored = restWorld('W1', 'Old', 'Old description');
  beforeEach(() => {
    stored = restWorld('W1', 'Old', 'Old description');
    connect({ dialect: 'rest' });
    server.use(
      http.get(`${REST}/v1/worlds/W1`, () => HttpResponse.json(stored)),
      http.put(`${REST}/v1/worlds/W1`, async ({ request }) => {
        // The REST server keeps what it knows and drops the rest, silently.
        const body = (await request.json()) as { label?: string; description?: string };
        stored = { ...stored, label: body.label ?? stored.label, description: body.description ?? stored.description };
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

  it('confirms what the read-back shows', async () => {
    await expect(saveWorld(getConnection(), 'W1', { changes: { name: 'New', description: '' } })).resolves.toEqual({
      kind: 'saved',
      world: { id: 'W1', name: 'New', description: '', slug: 'old' },
      seenIn: 'read-back',
      replyUnderstood: true,
      unchanged: [],
    });
  });

  it('names a field that the server did not change', async () => {
    server.use(http.put(`${REST}/v1/worlds/W1`, () => new HttpResponse(null, { status: 204 })));
    await expect(
      saveWorld(getConnection(), 'W1', { changes: { name: 'New', description: 'Old description' } }),
    ).resolves.toMatchObject({ kind: 'saved', seenIn: 'read-back', unchanged: ['name'] });
  });

  it('says it is not confirmed when the world cannot be read back', async () => {
    server.use(
      http.get(`${REST}/v1/worlds/W1`, () => HttpResponse.json({ error: { message: 'down' } }, { status: 503 })),
    );
    await expect(saveWorld(getConnection(), 'W1', { changes: { name: 'New' } })).resolves.toMatchObject({
      kind: 'unconfirmed',
      replyUnderstood: true,
      readBackError: { kind: 'http', status: 503 },
    });
  });

  it('reads back after a 2xx whose reply is not JSON, and says the reply was not understood', async () => {
    server.use(http.put(`${REST}/v1/worlds/W1`, () => new HttpResponse('<html>OK</html>', { status: 200 })));
    await expect(saveWorld(getConnection(), 'W1', { changes: { name: 'New' } })).resolves.toMatchObject({
      kind: 'saved',
      world: { name: 'Old' },
      seenIn: 'read-back',
      replyUnderstood: false,
      unchanged: ['name'],
    });
  });

  it('sends nothing when someone else changed a field being saved, and returns what the server holds', async () => {
    stored = { ...stored, label: 'Theirs' };
    let puts = 0;
    server.use(http.put(`${REST}/v1/worlds/W1`, () => void (puts += 1)));
    const loaded = { name: 'Old', description: 'Old description' };
    await expect(saveWorld(getConnection(), 'W1', { changes: { name: 'Mine' }, loaded })).resolves.toEqual({
      kind: 'conflict',
      server: { id: 'W1', name: 'Theirs', description: 'Old description', slug: 'old' },
    });
    expect(puts).toBe(0);
  });

  it('saves over a change elsewhere to a field it does not send, and reads back once', async () => {
    stored = { ...stored, description: 'Theirs' };
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') reads += 1;
    });
    const loaded = { name: 'Old', description: 'Old description' };
    await expect(saveWorld(getConnection(), 'W1', { changes: { name: 'Mine' }, loaded })).resolves.toMatchObject({
      kind: 'saved',
      world: { name: 'Mine', description: 'Theirs' },
      unchanged: [],
    });
    server.events.removeAllListeners();
    // The check, then the one read-back after the 204.
    expect(reads).toBe(2);
  });

  it('sends nothing when the check cannot be made, and says why', async () => {
    let puts = 0;
    server.use(
      http.get(`${REST}/v1/worlds/W1`, () => HttpResponse.json({ error: { message: 'down' } }, { status: 503 })),
      http.put(`${REST}/v1/worlds/W1`, () => void (puts += 1)),
    );
    const loaded = { name: 'Old', description: 'Old description' };
    await expect(saveWorld(getConnection(), 'W1', { changes: { name: 'Mine' }, loaded })).resolves.toMatchObject({
      kind: 'unchecked',
      error: { kind: 'http', status: 503 },
    });
    expect(puts).toBe(0);
  });
});
