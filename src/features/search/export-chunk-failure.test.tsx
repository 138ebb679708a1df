import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

/*
 * Export's curl command and JSON describe the request in the server's dialect, whose code loads on demand. After a
 * deploy, that import can reject: simulated here by the description failing as a failed dynamic import does (in a
 * file of its own, since vi.mock applies to the whole file).
 */
vi.mock('../../api/shown-request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/shown-request')>()),
  searchRequest: () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/rest-1a2b3c.js')),
}));

describe('an export whose code cannot load', { timeout: 30_000 }, () => {
  it.each(['Copy curl command', 'Download JSON'])('says so after %s, with Reload', async (item) => {
    const { user } = renderApp('/worlds/solar-system/search?q=moon');
    await screen.findByRole('table', { name: 'Search results', busy: false });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: item }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard was updated on the server: reload the page');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
