import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveConnection } from '../api/connection';
import { dataplaneHandlers } from '../mocks/dialects/dataplane-handlers';
import { server } from '../mocks/node';
import { renderApp } from '../test/render-app';

const DATAPLANE = 'https://dataplane.example';
const banner = () => within(screen.getByRole('banner'));

describe('the header’s health of the server', () => {
  it('says what a dataplane server’s /health says', async () => {
    server.use(...dataplaneHandlers({ apiKey: 'wzw_k', origin: DATAPLANE }));
    saveConnection({ mode: 'server', baseUrl: DATAPLANE, apiKey: 'wzw_k', dialect: 'dataplane' });
    renderApp('/');
    expect(await banner().findByRole('status')).toHaveTextContent(/^Health: (checking…|ok)$/);
    expect(await banner().findByText('Health: ok')).toHaveAttribute('role', 'status');
  });

  it('says the failure, with the server’s own words', async () => {
    server.use(
      http.get(`${DATAPLANE}/health`, () =>
        HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'Database unreachable' } }, { status: 503 }),
      ),
      ...dataplaneHandlers({ apiKey: 'wzw_k', origin: DATAPLANE }),
    );
    saveConnection({ mode: 'server', baseUrl: DATAPLANE, apiKey: 'wzw_k', dialect: 'dataplane' });
    renderApp('/');
    const health = await banner().findByText(/^Health: 503/);
    expect(health).toHaveTextContent('Database unreachable');
    // The page's own reads are the server's as usual.
    expect(await screen.findByRole('heading', { level: 3, name: 'Solar System' })).toBeInTheDocument();
  });

  it('asks nothing of a server without a health route, and says nothing', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: 'k', dialect: 'v1' });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 3, name: 'Solar System' })).toBeInTheDocument();
    expect(banner().queryByText(/Health/)).not.toBeInTheDocument();
    expect(asked.filter((path) => path.endsWith('/health'))).toEqual([]);
    server.events.removeAllListeners();
  });
});
