import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveConnection } from '../api/connection';
import { restHandlers, restWorldId } from '../mocks/dialects/rest-handlers';
import { RPC_NAMESPACE, rpcHandlers } from '../mocks/dialects/rpc-handlers';
import { server } from '../mocks/node';
import { renderApp } from '../test/render-app';

/*
 * The screens against the doubles of the real servers (src/mocks/dialects), found by detection: the features
 * never know which dialect answers.
 */

const KEY = 'test-key';

const dialects = [
  { dialect: 'rest', handlers: () => restHandlers({ apiKey: KEY }), solarSystem: restWorldId('solar-system') ?? '' },
  { dialect: 'rpc', handlers: () => rpcHandlers({ apiKey: KEY }), solarSystem: `${RPC_NAMESPACE}/solar-system` },
] as const;

describe.each(dialects)('against the $dialect server', ({ handlers, solarSystem }) => {
  const worldPath = `/worlds/${encodeURIComponent(solarSystem)}`;

  beforeEach(() => {
    server.use(...handlers());
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'auto' });
  });

  it('lists the worlds', async () => {
    renderApp('/');
    const all = await screen.findByRole('region', { name: /All worlds/ });
    expect(await within(all).findByRole('link', { name: 'Edit Solar System' })).toHaveAttribute(
      'href',
      `${worldPath}/edit`,
    );
  });

  it('renames a world and shows what the server holds', async () => {
    const { user } = renderApp(`${worldPath}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Sol');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved at/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sol');
  });

  it('searches with ranked scores and pages on', async () => {
    const { user } = renderApp(`${worldPath}/search?q=moon&limit=10&offset=0`);
    expect(await screen.findByText('Showing 1–10')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Search results' });
    // Fused ranks give scores near 0.03, shown with three significant digits.
    expect(within(table).getAllByText(/^0\.0\d{3,}$/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–20')).toBeInTheDocument();
  });
});

it('says that the REST server shows only its first 100 results', async () => {
  server.use(...restHandlers());
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: '', dialect: 'rest' });
  renderApp(`/worlds/${restWorldId('solar-system') ?? ''}/search?q=moon&limit=50&offset=50`);
  expect(await screen.findByText('This server shows only its first 100 results')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

describe('world IDs as they are', () => {
  it.each(['samples/solar-system', 'a%2Fb', '100% sure', 'مرحبا 世界'])(
    'opens, reads and searches the world %j, and keeps it through the tabs',
    async (worldId) => {
      const asked: string[] = [];
      server.use(
        http.get('*/v1/worlds/:worldId', ({ request }) => {
          asked.push(new URL(request.url).pathname);
          return HttpResponse.json({ worldId, name: 'Odd world', description: '' });
        }),
        http.get('*/v1/worlds/:worldId/search', ({ request }) => {
          asked.push(new URL(request.url).pathname);
          return HttpResponse.json({ response: [] });
        }),
      );
      const { user, router } = renderApp(`/worlds/${encodeURIComponent(worldId)}/search?q=moon`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Odd world' })).toBeInTheDocument();
      expect(await screen.findByText(/No triples match/, { selector: '[role="status"]' })).toBeInTheDocument();
      const apiPath = `/v1/worlds/${encodeURIComponent(worldId)}`;
      expect(asked).toEqual(expect.arrayContaining([apiPath, `${apiPath}/search`]));
      expect(asked.every((path) => path.startsWith(apiPath))).toBe(true);

      await user.click(screen.getByRole('link', { name: 'Edit' }));
      expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Odd world');
      expect(router.state.location.pathname).toBe(`/worlds/${encodeURIComponent(worldId)}/edit`);
      await user.click(screen.getByRole('link', { name: 'Search' }));
      expect(screen.getByText(worldId, { selector: 'code' })).toBeInTheDocument();
    },
  );
});

describe('finding out how the server speaks', () => {
  it('sends the probe once when a deep link reads its world and its search at the same time', async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'auto' });
    const probes: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/v1/worlds' || url.pathname === '/rpc') probes.push(`${request.method} ${url.pathname}`);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));

    const worldId = restWorldId('solar-system') ?? '';
    renderApp(`/worlds/${worldId}/search?q=moon`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar System' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–10')).toBeInTheDocument();
    expect(probes).toEqual(['GET /v1/worlds']);
  });
});
