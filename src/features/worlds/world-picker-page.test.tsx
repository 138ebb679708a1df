import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';
import { connectionId, saveConnection } from '../../api/connection';
import { worldKeys } from '../../api/worlds';

/** A server of the described API alone: the save and the search, no reads. */
const DESCRIBED = 'https://described.example';
import { rememberWorld } from '../../api/recent-worlds';

describe('world picker', () => {
  it('lists the worlds with their name, ID and links to edit and search', async () => {
    renderApp('/');
    const list = await screen.findByRole('region', { name: /All worlds/ });
    expect(await within(list).findByRole('heading', { name: 'Solar System' })).toBeInTheDocument();
    expect(within(list).getByText('solar-system')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Edit Solar System' })).toHaveAttribute(
      'href',
      '/worlds/solar-system/edit',
    );
    expect(within(list).getByRole('link', { name: 'Open Solar System' })).toHaveAttribute(
      'href',
      '/worlds/solar-system/overview',
    );
  });

  it('lists the offline sample data while the browser says it has no network', async () => {
    onlineManager.setOnline(false);
    try {
      renderApp('/');
      const list = await screen.findByRole('region', { name: /All worlds/ });
      expect(await within(list).findByRole('heading', { name: 'Solar System' })).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('filters the list', async () => {
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Filter worlds' }), 'periodic');
    const list = screen.getByRole('region', { name: /All worlds/ });
    expect(within(list).getByRole('heading', { name: 'Periodic Table' })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: 'Solar System' })).not.toBeInTheDocument();
  });

  it('shows and announces how many worlds the filter leaves', async () => {
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Filter worlds' }), 'periodic');
    expect(screen.getByRole('heading', { name: /^All worlds \(1 of \d+\)$/ })).toBeInTheDocument();
    expect(screen.getByText(/^1 of \d+ worlds match “periodic”$/, { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('announces loading, and gives world names their own direction', async () => {
    renderApp('/');
    expect(screen.getByText('Loading the worlds…', { selector: '[role="status"]' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: /All worlds/ });
    expect(await within(list).findByRole('heading', { name: 'Solar System' })).toHaveAttribute('dir', 'auto');
  });

  it('shows its automatic retries while the list loads', async () => {
    let calls = 0;
    server.use(
      http.get('*/v1/worlds', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : new Promise<Response>(() => {});
      }),
    );
    const { queryClient, user } = renderApp('/settings');
    queryClient.setQueryDefaults(worldKeys.list('offline'), { retry: 3, retryDelay: 10 });
    await user.click(await screen.findByRole('link', { name: 'Worlds' }));
    expect(await screen.findByText('Retrying (1 of 3)…')).toBeInTheDocument();
  });

  it('says that a server of the described API alone does not list worlds, found out once', async () => {
    let probes = 0;
    server.use(
      http.get(`${DESCRIBED}/v1/worlds`, () => {
        probes += 1;
        return HttpResponse.json({ message: 'Not here' }, { status: 404 });
      }),
    );
    saveConnection({ mode: 'server', baseUrl: DESCRIBED, apiKey: '', dialect: 'v1' });
    const { user } = renderApp('/');
    expect(await screen.findByText('This server does not list worlds')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(await screen.findByRole('link', { name: 'Worlds' }));
    expect(await screen.findByText('This server does not list worlds')).toBeInTheDocument();
    expect(probes).toBe(1);
  });

  it('offers Retry when the offline list answers 404 for a moment', async () => {
    let answered = 0;
    server.use(
      http.get('*/v1/worlds', () => {
        answered += 1;
        return answered === 1 ? HttpResponse.json({ message: 'Not here' }, { status: 404 }) : HttpResponse.json([]);
      }),
    );
    const { user } = renderApp('/');
    expect(await screen.findByText('The list of worlds could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/The server has no worlds yet/)).toBeInTheDocument();
  });

  it('opens a world by its ID', async () => {
    const { user, router } = renderApp('/');
    await user.type(screen.getByLabelText('World ID'), '  periodic-table ');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Periodic Table' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/worlds/periodic-table/overview');
  });

  it('says that no world has a mistyped ID, and does not remember it', async () => {
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText('World ID'), 'solar-sytem');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'World not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server has no world with the ID solar-sytem');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solar System' })).toHaveAttribute('href', '/worlds/solar-system/overview');

    await user.click(screen.getByRole('link', { name: 'Go to the world list' }));
    await screen.findByRole('region', { name: /All worlds/ });
    expect(screen.queryByRole('region', { name: 'Recently opened' })).not.toBeInTheDocument();
  });

  it('does not remember a world whose read failed', async () => {
    server.use(http.get('*/v1/worlds/:worldId', () => HttpResponse.error()));
    const { user } = renderApp('/worlds/periodic-table/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'periodic-table' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Worlds' }));
    await screen.findByRole('region', { name: /All worlds/ });
    expect(screen.queryByRole('region', { name: 'Recently opened' })).not.toBeInTheDocument();
  });

  it('asks for an ID instead of opening nothing', async () => {
    const { user, router } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('World ID')).toHaveAccessibleDescription(/Enter the ID of a world/);
    // In a live region that was there before the message, so the message is announced.
    expect(screen.getByText(/Enter the ID of a world/, { selector: '[aria-live] > p' })).toBeInTheDocument();
    expect(screen.getByLabelText('World ID')).toBeInvalid();
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses "." and "..", which a URL path would resolve away', async () => {
    const { user, router } = renderApp('/');
    await user.type(screen.getByLabelText('World ID'), '..');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('World ID')).toHaveAccessibleDescription(/cannot be world IDs/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('remembers a world opened by ID even when the server cannot read it, and never asks it to', async () => {
    const reads: string[] = [];
    server.use(
      http.get(`${DESCRIBED}/v1/worlds`, () => new HttpResponse(null, { status: 405 })),
      http.get(`${DESCRIBED}/v1/worlds/:worldId`, ({ params }) => {
        reads.push(String(params.worldId));
        return new HttpResponse(null, { status: 405 });
      }),
    );
    const connection = { mode: 'server', baseUrl: DESCRIBED, apiKey: '', dialect: 'v1' } as const;
    saveConnection(connection);
    renderApp('/worlds/periodic-table/edit');
    expect(await screen.findByText('This server cannot read worlds')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('periodic-table');
    const key = `worlds-dashboard:recent-worlds:${connectionId(connection)}`;
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toEqual([{ id: 'periodic-table', name: 'periodic-table' }]),
    );
    expect(reads).toEqual([]);
  });

  it('explains a failed list and still offers to open a world by ID', async () => {
    server.use(
      http.get('*/v1/worlds', () => HttpResponse.json({ error: { message: 'Database is down' } }, { status: 503 })),
    );
    const { user } = renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list of worlds could not be loaded');
    expect(alert).toHaveTextContent('503');
    expect(alert).toHaveTextContent('Database is down');
    expect(screen.getByLabelText('World ID')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Solar System' })).toBeInTheDocument();
  });

  it('says when to retry after a 429', async () => {
    server.use(
      http.get('*/v1/worlds', () =>
        HttpResponse.json({ message: 'Rate limit exceeded' }, { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    );
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('429');
    expect(alert).toHaveTextContent('Rate limit exceeded');
    expect(alert).toHaveTextContent('Try again in 30 seconds.');
  });

  it('cancels a request that takes too long, and says so', async () => {
    // A short stand-in for the 15-second limit, so the test does not wait for it.
    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => realTimeout(50));
    server.use(http.get('*/v1/worlds', () => delay('infinite')));
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server did not answer within 15 seconds, so the request was cancelled.');
  });

  it('explains a reply of the wrong shape instead of showing a blank page', async () => {
    server.use(http.get('*/v1/worlds', () => HttpResponse.json({ items: 'nope' })));
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The server's reply was not understood");
    expect(screen.getByLabelText('World ID')).toBeInTheDocument();
  });

  it('says so when the server has no worlds', async () => {
    server.use(http.get('*/v1/worlds', () => HttpResponse.json([])));
    renderApp('/');
    expect(await screen.findByText(/The server has no worlds yet/)).toBeInTheDocument();
  });

  it('remembers recently opened worlds, newest first', () => {
    rememberWorld('offline', { id: 'periodic-table', name: 'Periodic Table' });
    rememberWorld('offline', { id: 'solar-system', name: 'Solar System' });
    renderApp('/');
    const recent = screen.getByRole('region', { name: 'Recently opened' });
    const editLinks = within(recent).getAllByRole('link', { name: /^Edit / });
    expect(editLinks.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Edit Solar System',
      'Edit Periodic Table',
    ]);
  });

  it('puts a world it opens at the top of the recent list', async () => {
    renderApp('/worlds/periodic-table/search');
    await screen.findByRole('heading', { level: 1, name: 'Periodic Table' });
    await waitFor(() =>
      expect(localStorage.getItem('worlds-dashboard:recent-worlds:offline')).toContain('periodic-table'),
    );
  });
});

describe('app shell', () => {
  it('starts and works when the browser refuses storage, and says what it cannot remember', async () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const spies = [
      vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse),
      vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse),
    ];
    try {
      const { user } = renderApp('/');
      const allWorlds = await screen.findByRole('region', { name: /All worlds/ });
      expect(await screen.findByText('This browser does not let the dashboard store anything.')).toBeInTheDocument();
      expect(screen.getByText(/cannot remember .*recently opened worlds.*unsaved edits/)).toBeInTheDocument();
      await user.click(within(allWorlds).getByRole('link', { name: 'Open Periodic Table' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Periodic Table' })).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Worlds' }));
      // Kept in the page's memory instead.
      const recent = await screen.findByRole('region', { name: 'Recently opened' });
      expect(within(recent).getByText('Periodic Table')).toBeInTheDocument();
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('shows that the data is the offline sample', () => {
    renderApp('/');
    expect(screen.getByText('Offline sample data')).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown address', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says plainly when a world does not exist', async () => {
    renderApp('/worlds/no-such-world/edit');
    expect(await screen.findByText('No world has this ID')).toBeInTheDocument();
  });

  it('says a world is not found on a server that reads worlds, even when its list fails', async () => {
    server.use(http.get('*/v1/worlds', () => HttpResponse.json({ error: { message: 'Not here' } }, { status: 404 })));
    renderApp('/worlds/no-such-world/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'World not found' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });
});
