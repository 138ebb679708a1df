import { screen, within } from '@testing-library/react';
import { saveConnection } from '../../api/connection';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * The server dialect's code loads once, with the first request to that server; once in hand it is never asked for
 * again (src/lib/load-once.ts), so it can fail only then. After a deploy, the page open in the browser asks for a
 * chunk the server no longer has: simulated by a module that throws when imported. The world's frame says it for every
 * page of the world, which could otherwise only wait for what the server can do.
 */

const KEY = 'test-key';
const BASE = 'https://worlds.example';
const SLOW = { timeout: 20_000 };

vi.mock('../../api/dialects/rest', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/rest-1a2b.js');
});

it(
  'says on a world’s page that the dashboard was updated when the server dialect’s code does not arrive',
  { timeout: 60_000 },
  async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
    const world = restWorldId('solar-system') ?? '';
    renderApp(`/worlds/${encodeURIComponent(world)}/sparql`);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The dashboard was updated on the server: reload the page');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
  },
);
