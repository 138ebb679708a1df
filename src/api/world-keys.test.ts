import { QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection } from './connection';
import { worldKeys } from './worlds';

const offline: Connection = { mode: 'offline', baseUrl: '', apiKey: '', dialect: 'auto' };
const server: Connection = { mode: 'server', baseUrl: 'https://worlds.example/', apiKey: 'secret-key', dialect: 'rpc' };

describe('connectionId', () => {
  it('tells servers, keys and dialects apart, and never writes the key', () => {
    const id = connectionId(server);
    expect(id).not.toContain('secret-key');
    expect(id).toContain('https://worlds.example');
    expect(connectionId({ ...server, apiKey: 'other-key' })).not.toBe(id);
    expect(connectionId({ ...server, dialect: 'rest' })).not.toBe(id);
    expect(connectionId({ ...server, baseUrl: 'https://other.example' })).not.toBe(id);
    // The same server written with or without its trailing slash is one connection.
    expect(connectionId({ ...server, baseUrl: 'https://worlds.example' })).toBe(id);
  });

  it('is one ID for the offline data, whatever the server fields say', () => {
    expect(connectionId(offline)).toBe(connectionId({ ...offline, baseUrl: 'https://x.example', apiKey: 'k' }));
    expect(connectionId(offline)).not.toBe(connectionId({ ...offline, mode: 'server' }));
  });
});

describe('worldKeys', () => {
  const a = connectionId(offline);
  const b = connectionId(server);

  function cacheWithTwoServers() {
    const queryClient = new QueryClient();
    for (const connection of [a, b]) {
      for (const worldId of ['solar-system', 'periodic-table']) {
        queryClient.setQueryData(worldKeys.world(connection, worldId), { id: worldId });
        queryClient.setQueryData(worldKeys.search(connection, { worldId, q: 'moon', limit: 10, offset: 0 }), []);
      }
      queryClient.setQueryData(worldKeys.list(connection), []);
    }
    return queryClient;
  }
  const keys = (queryClient: QueryClient) =>
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);

  it('puts the connection and the world first, from general to specific', () => {
    expect(worldKeys.world(a, 'w')).toEqual(['worlds', a, 'w', 'world']);
    expect(worldKeys.search(a, { worldId: 'w', q: 'moon', limit: 10, offset: 20 })).toEqual([
      'worlds',
      a,
      'w',
      'search',
      { q: 'moon', limit: 10, offset: 20 },
    ]);
  });

  it("removes one world's keys on one connection, and nothing else", () => {
    const queryClient = cacheWithTwoServers();
    queryClient.removeQueries({ queryKey: worldKeys.all(a, 'solar-system') });
    const left = keys(queryClient);
    expect(left).toHaveLength(8);
    expect(left.filter((key) => key[1] === a && key[2] === 'solar-system')).toEqual([]);
    expect(left.filter((key) => key[1] === b && key[2] === 'solar-system')).toHaveLength(2);
    expect(left).toContainEqual(worldKeys.list(a));
  });

  it("invalidates one world's keys on one connection, and nothing else", async () => {
    const queryClient = cacheWithTwoServers();
    await queryClient.invalidateQueries({ queryKey: worldKeys.all(b, 'periodic-table') });
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(invalidated).toEqual([
      worldKeys.world(b, 'periodic-table'),
      worldKeys.search(b, { worldId: 'periodic-table', q: 'moon', limit: 10, offset: 0 }),
    ]);
  });

  it('keeps the list apart from a world whose ID is "list"', () => {
    const queryClient = cacheWithTwoServers();
    queryClient.removeQueries({ queryKey: worldKeys.all(a, 'list') });
    expect(keys(queryClient)).toHaveLength(10);
  });
});
