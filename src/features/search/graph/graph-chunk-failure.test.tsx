import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

/*
 * The graph's chunk fails to load (offline, or replaced by a deploy): the search page stays usable and the
 * table is one click away. Simulated by a module that throws when imported, the way a failed dynamic import
 * rejects; in a file of its own, since vi.mock applies to the whole file.
 */
vi.mock('./result-graph', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/result-graph.js');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const SLOW = { timeout: 10_000 };

describe('a graph that cannot load', { timeout: 20_000 }, () => {
  it('leaves the search usable and leads back to the table', async () => {
    const { user, router } = renderApp('/worlds/solar-system/search?q=moon&view=graph');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The dashboard was updated on the server: reload the page');
    // The rest of the page still works around it.
    expect(screen.getByText('Showing 1–10')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Table' })).toBeEnabled();

    await user.click(within(alert).getByRole('button', { name: 'Show the table' }));
    expect(await screen.findByRole('table', { name: 'Search results' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('view=graph'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
