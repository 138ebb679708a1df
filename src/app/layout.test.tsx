import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { proxyUnreachableBody } from '../api/proxy-guard';
import { offlineRuntimeConfig, setRuntimeConfig } from '../api/runtime-config';
import { server } from '../mocks/node';
import { updateWorldRecord, createWorldRecord, deleteWorldRecord } from '../mocks/db';
import { renderApp } from '../test/render-app';

describe('pages', () => {
  it('gives each route its own title, moves focus to the new heading and announces the page', async () => {
    const { user } = renderApp('/');
    await waitFor(() => expect(document.title).toBe('Worlds · Worlds Dashboard'));
    const allWorlds = await screen.findByRole('region', { name: /All worlds/ });
    await user.click(await within(allWorlds).findByRole('link', { name: 'Open Solar System' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Solar System' });
    await waitFor(() => expect(document.title).toBe('Overview · Solar System · Worlds Dashboard'));
    expect(heading).toHaveFocus();
    // Announced as titled at the moment of arrival: with the world's ID if its name is still on its way.
    const announcer = screen.getByText(/^Overview · (Solar System|solar-system) · Worlds Dashboard$/, {
      selector: '[aria-live]',
    });
    expect(announcer).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(document.title).toBe('Edit · Solar System · Worlds Dashboard'));
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(document.title).toBe('Settings · Worlds Dashboard'));
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toHaveFocus();
  });

  it('has an h1 while the world loads, showing the ID the URL gives until the name comes', async () => {
    renderApp('/worlds/solar-system/search');
    const loading = await screen.findByRole('heading', { level: 1, name: /Loading the world solar-system/ });
    // What the URL says is painted at once, not a placeholder waiting for the server.
    expect(loading).toHaveTextContent(/solar-system$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar System' })).toBeInTheDocument();
  });

  it('skips to the content by moving focus, without a history entry', async () => {
    const { user, router } = renderApp('/worlds/solar-system/search?q=moon');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Solar System' });
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(heading).toHaveFocus();
    expect(router.state.location.hash).toBe('');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('offline sample data', () => {
  it('keeps renames, created and deleted worlds in the browser until the Scenario menu restores the samples', async () => {
    updateWorldRecord('solar-system', { name: 'Renamed in another session' });
    createWorldRecord({ id: 'made-here', name: 'Made here', description: '' });
    deleteWorldRecord('periodic-table');
    const { user } = renderApp('/');
    const allWorlds = await screen.findByRole('region', { name: /All worlds/ });
    expect(await within(allWorlds).findByRole('heading', { name: 'Renamed in another session' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Scenario' }));
    await user.click(screen.getByRole('button', { name: 'Restore the sample data' }));
    expect(
      await screen.findByText(
        'The sample worlds are back as shipped: renames, created and deleted worlds and imports are undone.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(await within(allWorlds).findByRole('heading', { name: 'Solar System' })).toBeInTheDocument();
    expect(await within(allWorlds).findByRole('heading', { name: 'Periodic Table' })).toBeInTheDocument();
    expect(within(allWorlds).queryByRole('heading', { name: 'Made here' })).not.toBeInTheDocument();
    expect(within(allWorlds).queryByRole('heading', { name: 'Renamed in another session' })).not.toBeInTheDocument();
  });
});

describe('a server that the proxy cannot reach', () => {
  beforeEach(() =>
    setRuntimeConfig({ dataSource: 'server', dialect: 'v1', serverName: 'worlds.example', serverId: '' }),
  );
  afterEach(() => setRuntimeConfig(offlineRuntimeConfig));

  // What deploy/nginx.conf.template's @upstream_unreachable (and vite.config.ts's proxy) answer.
  const proxyUnreachable = () =>
    new HttpResponse(proxyUnreachableBody('worlds.example'), {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'Content-Type': 'application/json' },
    });

  it('says so on the page and in the header, until the server answers again', async () => {
    server.use(http.get('*/v1/worlds', proxyUnreachable, { once: true }));
    const { user } = renderApp('/');
    expect(screen.getByRole('link', { name: 'Data source: worlds.example' })).toHaveTextContent(
      'Server: worlds.example',
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "The dashboard's proxy could not reach the Worlds API server worlds.example. The server may be down",
    );
    expect(alert).not.toHaveTextContent('The server failed');
    const badge = screen.getByRole('link', { name: 'Data source: worlds.example, which the proxy could not reach' });
    expect(badge).toHaveTextContent('Server: worlds.example ⚠ unreachable');
    expect(badge).toHaveClass('bg-amber-100');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: /All worlds/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data source: worlds.example' })).toHaveClass('bg-emerald-100');
  });
});
