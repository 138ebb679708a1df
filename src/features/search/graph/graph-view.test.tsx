import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';

/*
 * The graph view through the real routes and the mock server: what it adds to
 * the search page, and that it sends no request beyond the searches a person asks for.
 */

const MOON = 'http://www.wikidata.org/entity/Q405';
const EARTH = 'http://www.wikidata.org/entity/Q2';

function countSearches() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/search')) seen.push(url.searchParams.get('q') ?? '');
  });
  return seen;
}

// The first render of a test imports the lazy search page and graph chunks: slow on a busy machine.
const SLOW = { timeout: 10_000 };
const picture = () => screen.findByRole('listbox', { name: 'Things and values' }, SLOW);

afterEach(() => server.events.removeAllListeners());

// Each test renders the search page and the graph cold (lazy chunks, d3, the layout): more than Vitest's 5 s on a busy machine.
describe('graph view', { timeout: 20_000 }, () => {
  it('draws the page on screen from the Graph switch, with no search of its own', async () => {
    const seen = countSearches();
    const { user, router } = renderApp('/worlds/solar-system/search?q=moon');
    await screen.findByRole('table', { name: 'Search results', busy: false }, SLOW);
    await user.click(within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Graph' }));
    expect(within(await picture()).getByRole('option', { name: `Moon (${MOON})` })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=moon&limit=10&offset=0&view=graph');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The page and the next one fetched ahead, as in the table: nothing more.
    await waitFor(() => expect(seen).toEqual(['moon', 'moon']));
  });

  it('shows the neighbourhood of a row’s subject from its details, and records it in the trail', async () => {
    const { user, router } = renderApp('/worlds/solar-system/search?q=moon');
    await user.click(await screen.findByRole('button', { name: 'Details of result 1' }, SLOW));
    const details = await screen.findByRole('dialog', { name: 'Result 1' });
    await user.click(within(details).getByRole('button', { name: 'Show neighbourhood of this subject' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(MOON));
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('graph');
    expect(
      within(screen.getByRole('navigation', { name: 'Pivots' })).getByRole('button', { name: 'moon' }),
    ).toBeVisible();
    expect(within(await picture()).getByRole('option', { name: `Moon (${MOON})` })).toBeInTheDocument();
  });

  it('graphs a row’s subject from the table', async () => {
    const { user, router } = renderApp('/worlds/solar-system/search?q=moon');
    await user.click(
      await screen.findByRole('button', { name: 'Graph the neighbourhood of result 1’s subject' }, SLOW),
    );
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(MOON));
    expect(await picture()).toBeInTheDocument();
  });

  it('adds a neighbour’s own search, once, and resets to the plain search', async () => {
    const seen = countSearches();
    const { user, router } = renderApp(
      `/worlds/solar-system/search?q=${encodeURIComponent(MOON)}&limit=25&offset=0&view=graph&expand=${encodeURIComponent(EARTH)}`,
    );
    expect(await screen.findByText('Neighbours of 1 thing added (at most 5).', {}, SLOW)).toBeInTheDocument();
    expect(within(await picture()).getByRole('option', { name: `Earth (${EARTH})` })).toBeInTheDocument();
    await waitFor(() => expect(seen).toContain(EARTH));
    expect(seen.filter((q) => q === EARTH)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reset to the search' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('expand='));
  });
});
