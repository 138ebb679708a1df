import { connectionId, describeDataSource, getConnection, proxiedApiHost, saveConnection } from './connection';
import { getRuntimeConfig, loadRuntimeConfig, offlineRuntimeConfig, setRuntimeConfig } from './runtime-config';

const serving = (body: string, init: ResponseInit = {}) => {
  const fetchConfig = vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, init)));
  return fetchConfig;
};

afterEach(() => setRuntimeConfig(offlineRuntimeConfig));

describe('the runtime configuration', () => {
  it('names the proxied server, which becomes the default data source', async () => {
    const fetchConfig = serving('{"dataSource":"server","dialect":"rpc","serverName":"Team worlds"}', {
      headers: { 'Content-Type': 'application/json' },
    });
    await loadRuntimeConfig(fetchConfig);

    expect(fetchConfig).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(getRuntimeConfig()).toEqual({
      dataSource: 'server',
      dialect: 'rpc',
      serverName: 'Team worlds',
      serverId: '',
    });
    expect(getConnection().mode).toBe('server');
    expect(proxiedApiHost()).toBe('Team worlds');
    expect(describeDataSource()).toBe('Team worlds');
  });

  it('takes the read index.html started, once, rather than asking again', async () => {
    const fetchConfig = serving('{"dataSource":"offline"}');
    window.worldsDashboardConfig = Promise.resolve(
      new Response('{"dataSource":"server","dialect":"rest","serverName":"Team worlds"}'),
    );
    await loadRuntimeConfig(fetchConfig);
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(getRuntimeConfig()).toMatchObject({ dataSource: 'server', dialect: 'rest', serverName: 'Team worlds' });
    // Its answer is read: a later load (none is made today) asks the server.
    expect(window.worldsDashboardConfig).toBeUndefined();
    await loadRuntimeConfig(fetchConfig);
    expect(fetchConfig).toHaveBeenCalledOnce();
  });

  it('detects the dialect and names the page’s own host when the configuration does not say', async () => {
    await loadRuntimeConfig(serving('{"dataSource":"server"}'));
    expect(getRuntimeConfig().dialect).toBe('auto');
    expect(describeDataSource()).toBe(window.location.host);
  });

  it.each([
    ['none (404)', serving('Not found', { status: 404 })],
    ['the app’s page from a static host', serving('<!doctype html><html></html>', { status: 200 })],
    ['a configuration of the wrong shape', serving('{"dataSource":"cloud"}')],
    ['an unknown dialect', serving('{"dataSource":"server","dialect":"soap"}')],
    ['no answer', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('is the offline sample data with %s', async (_, fetchConfig) => {
    expect(await loadRuntimeConfig(fetchConfig)).toEqual(offlineRuntimeConfig);
    expect(getConnection().mode).toBe('offline');
    expect(proxiedApiHost()).toBe('');
  });

  it('gives way to a connection the person saved', async () => {
    await loadRuntimeConfig(serving('{"dataSource":"server","serverName":"Team worlds"}'));
    saveConnection({ mode: 'offline', baseUrl: '', apiKey: '', dialect: 'auto' });
    expect(getConnection().mode).toBe('offline');
  });

  it('makes a proxy re-pointed to another server another connection, with its own dialect and recent worlds', async () => {
    const proxied = { mode: 'server', baseUrl: '', apiKey: '', dialect: 'auto' } as const;
    await loadRuntimeConfig(serving('{"dataSource":"server","serverName":"Team worlds","serverId":"aaaa"}'));
    const before = connectionId(proxied);
    await loadRuntimeConfig(serving('{"dataSource":"server","serverName":"Team worlds","serverId":"bbbb"}'));
    expect(connectionId(proxied)).not.toBe(before);
    // A server named in the settings is its own address, whatever the proxy forwards to.
    const named = { ...proxied, baseUrl: 'https://worlds.example' };
    const namedBefore = connectionId(named);
    await loadRuntimeConfig(serving('{"dataSource":"server","serverName":"Team worlds","serverId":"cccc"}'));
    expect(connectionId(named)).toBe(namedBefore);
  });
});
