import { waitFor } from '@testing-library/react';
import { connectionId, saveConnection, type Connection } from '../api/connection';
import { capabilitiesQuery, DESCRIBE_CAP, worldKeys } from '../api/worlds';
import { restHandlers, restWorldId } from '../mocks/dialects/rest-handlers';
import { server } from '../mocks/node';
import { startDeepLinkReads } from './deep-link-reads';
import { createQueryClient } from './query-client';

const SATURN = 'http://example.org/solar-system/Saturn';
const rest: Connection = { mode: 'server', baseUrl: 'https://worlds.example', apiKey: 'k', dialect: 'rest' };

describe('a deep link’s reads, started with the entry', () => {
  beforeEach(() => {
    server.use(...restHandlers({ apiKey: 'k' }));
    saveConnection(rest);
  });

  const worldId = () => restWorldId('solar-system') ?? '';
  const worldPath = (page: string) => `/worlds/${encodeURIComponent(worldId())}/${page}`;
  // Keyed exactly as the thing page asks (thing-page.tsx): anything else would be a second read, not the same one.
  const describeKey = (iri: string) =>
    worldKeys.describe(connectionId(rest), {
      worldId: worldId(),
      iri,
      outgoingLimit: DESCRIBE_CAP,
      incomingLimit: DESCRIBE_CAP,
    });

  it('read a thing’s world, its description and what the server can do, under the keys its page reads', async () => {
    const client = createQueryClient();
    startDeepLinkReads(client, { pathname: worldPath('thing'), search: `?iri=${encodeURIComponent(` ${SATURN} `)}` });
    await waitFor(() => expect(client.getQueryState(describeKey(SATURN))?.status).toBe('success'));
    await waitFor(() =>
      expect(client.getQueryState(worldKeys.world(connectionId(rest), worldId()))?.status).toBe('success'),
    );
    await waitFor(() => expect(client.getQueryState(capabilitiesQuery(rest).queryKey)?.status).toBe('success'));
  });

  it('read only the world and what the server can do on its other pages, and nothing off a world', () => {
    const client = createQueryClient();
    startDeepLinkReads(client, { pathname: worldPath('search'), search: `?iri=${encodeURIComponent(SATURN)}&q=moon` });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([worldKeys.world(connectionId(rest), worldId()), capabilitiesQuery(rest).queryKey]);
    const elsewhere = createQueryClient();
    startDeepLinkReads(elsewhere, { pathname: '/settings', search: '' });
    expect(elsewhere.getQueryCache().getAll()).toEqual([]);
  });

  it('read no description of a thing page without an IRI', () => {
    const client = createQueryClient();
    startDeepLinkReads(client, { pathname: worldPath('thing'), search: '?iri=%20' });
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });
});
