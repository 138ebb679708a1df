import { screen, within } from '@testing-library/react';
import { saveConnection } from '../../api/connection';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * The parser that checks a query loads with the first Run. After a deploy, the page open in the browser asks for a
 * chunk the server no longer has, and the import rejects: simulated by a module that throws when next imported.
 */

const KEY = 'test-key';
const BASE = 'https://worlds.example';
const SLOW = { timeout: 30_000 };
const sparqlPath = (worldId: string, query: string) =>
  `/worlds/${encodeURIComponent(worldId)}/sparql?${new URLSearchParams({ query }).toString()}`;

beforeEach(() => {
  server.use(...restHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
});

afterEach(() => {
  vi.doUnmock('./query-check');
});

describe('a part of the SPARQL page that cannot load', { timeout: 60_000 }, () => {
  it('says the dashboard was updated, offers Reload, and takes the earlier answer off the page', async () => {
    const world = restWorldId('solar-system') ?? '';
    const { user, router } = renderApp(sparqlPath(world, 'ASK { ?s ?p ?o }'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByText('Yes', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy as curl' })).toBeInTheDocument();

    // The parser's chunk is gone from the server: the next import of it fails.
    vi.doMock('./query-check', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/query-check-1a2b.js');
    });
    await router.navigate(sparqlPath(world, 'ASK { ?s a ?c }'));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The dashboard was updated on the server: reload the page');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.queryByText('Yes')).not.toBeInTheDocument();
    expect(screen.queryByText(/Answered in|Cancelled/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy as curl' })).not.toBeInTheDocument();
  });
});
