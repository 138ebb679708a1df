import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getConnection, saveConnection } from '../../api/connection';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

const SERVER = 'https://worlds.example';

async function openSettings() {
  const view = renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings' });
  return view;
}

async function fillServer(user: ReturnType<typeof renderApp>['user'], { baseUrl = SERVER, apiKey = '' } = {}) {
  await user.click(screen.getByRole('checkbox', { name: /Use offline sample data/ }));
  await user.type(screen.getByLabelText('API base URL'), baseUrl);
  if (apiKey) await user.type(screen.getByLabelText('API key'), apiKey);
}

describe('settings', () => {
  it('keeps the key for the browser session unless remembered on this device', async () => {
    saveConnection({ mode: 'server', baseUrl: SERVER, apiKey: '', dialect: 'v1' });
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('API key'), 'session-key');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(getConnection()).toEqual({ mode: 'server', baseUrl: SERVER, apiKey: 'session-key', dialect: 'v1' });
    expect(localStorage.getItem('worlds-dashboard:connection')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(localStorage.getItem('worlds-dashboard:connection')).toContain('session-key');
  });

  it('hides the key until asked to show it', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('checkbox', { name: /Use offline sample data/ }));
    const key = screen.getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(key).toHaveAttribute('type', 'text');
  });

  it('refuses a base URL that is not an http(s) address', async () => {
    const { user } = await openSettings();
    await fillServer(user, { baseUrl: 'javascript:alert(1)' });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('API base URL')).toHaveAccessibleDescription(/full http:\/\/ or https:\/\/ address/);
    expect(getConnection().mode).toBe('offline');
  });

  it('refuses an API key that no HTTP header could carry', async () => {
    const { user } = await openSettings();
    await fillServer(user, { apiKey: 'ключ' });
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(screen.getByLabelText('API key')).toHaveAccessibleDescription(/only letters, digits and ASCII symbols/);
    expect(screen.queryByText('The test failed')).not.toBeInTheDocument();
  });

  it('keeps credentials out of the base URL', async () => {
    const { user } = await openSettings();
    await fillServer(user, { baseUrl: 'https://me:secret@worlds.example' });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('API base URL')).toHaveAccessibleDescription(/Leave credentials out of the URL/);
    expect(sessionStorage.getItem('worlds-dashboard:connection')).toBeNull();
  });

  describe('Test connection', () => {
    async function testWith(reply: Parameters<typeof http.get>[1], settings?: { apiKey?: string }) {
      server.use(
        http.get(`${SERVER}/v1/worlds`, reply),
        // Like the REST servers, no RPC here: an unknown route is a plain 404.
        http.post(`${SERVER}/rpc`, () => new HttpResponse('Not found', { status: 404 })),
      );
      const { user } = await openSettings();
      await fillServer(user, settings);
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
    }

    /** The whole message under a result's title. */
    const resultText = async (title: string) => {
      await screen.findByText(title);
      const messages = [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')];
      return messages.find((message) => message.textContent.includes(title))?.textContent ?? '';
    };

    it('says the server answered, with its key', async () => {
      let authorization: string | null = null;
      await testWith(
        ({ request }) => {
          authorization = request.headers.get('Authorization');
          return HttpResponse.json([{ id: 'w', label: 'W' }]);
        },
        { apiKey: 'k-123' },
      );
      expect(await resultText('Connected: Worlds REST API, 1 world')).toMatch(/It has 1 world\./);
      expect(authorization).toBe('Bearer k-123');
    });

    it('says a key was refused', async () => {
      await testWith(() => HttpResponse.json({ error: { message: 'Invalid API key' } }, { status: 401 }), {
        apiKey: 'wrong',
      });
      expect(await resultText('The API key was refused')).toMatch(/Invalid API key/);
    });

    it('says when something answered that is not a Worlds API', async () => {
      await testWith(() => new HttpResponse('<!doctype html><title>Shop</title>', { status: 200 }));
      expect(await resultText('This does not look like a Worlds API')).toMatch(/Check the base URL/);
    });

    it('says when there is no Worlds API at the address', async () => {
      await testWith(() => new HttpResponse('Not Found', { status: 404 }));
      expect(await resultText('No Worlds API at this address')).toMatch(/404/);
    });

    it('tells a server that blocks cross-origin calls from one that cannot be reached', async () => {
      await testWith(({ request }) => (request.mode === 'no-cors' ? new HttpResponse(null) : HttpResponse.error()));
      expect(await resultText('Blocked by the browser')).toMatch(/WORLDS_API_URL/);
    });

    it('says when nothing answers', async () => {
      await testWith(() => HttpResponse.error());
      expect(await resultText('The server could not be reached')).toMatch(/Check the URL/);
    });
  });
});

describe('a refused key', () => {
  it('leads to the settings once, not in a loop', async () => {
    saveConnection({ mode: 'server', baseUrl: SERVER, apiKey: 'expired', dialect: 'v1' });
    server.use(
      http.get(`${SERVER}/v1/worlds`, () =>
        HttpResponse.json({ error: { message: 'API key expired' } }, { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    const { user, router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('401 Unauthorized: API key expired');

    await user.click(screen.getByRole('link', { name: 'Worlds' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The list of worlds could not be loaded');
    expect(within(failure).getByRole('link', { name: 'Open settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says why it was sent here for that visit only: not after a reload or Back, nor after Save', async () => {
    saveConnection({ mode: 'server', baseUrl: SERVER, apiKey: 'expired', dialect: 'v1' });
    server.use(
      http.get(`${SERVER}/v1/worlds`, () =>
        HttpResponse.json({ error: { message: 'API key expired' } }, { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    const { user, router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('API key expired');
    // The history entry no longer carries the reason, so a reload or a return here shows no stale banner.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    server.use(http.get(`${SERVER}/v1/worlds`, () => HttpResponse.json([])));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.queryByText('The server refused the request')).not.toBeInTheDocument();
  });

  it('names the server in the header', () => {
    saveConnection({ mode: 'server', baseUrl: SERVER, apiKey: '', dialect: 'v1' });
    server.use(http.get(`${SERVER}/v1/worlds`, () => HttpResponse.json([])));
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Data source: worlds.example' })).toHaveTextContent(
      'Server: worlds.example',
    );
  });
});
