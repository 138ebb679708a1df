import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

/*
 * A result's details load on their first opening (lazy-triple-detail-dialog). After a deploy, that import can reject:
 * simulated here by the module failing as a failed dynamic import does (in a file of its own, since vi.mock applies to
 * the whole file).
 */
vi.mock('./triple-detail-dialog', () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/triple-detail-dialog-1a2b3c.js')),
);

describe('result details whose code cannot load', { timeout: 30_000 }, () => {
  it('says why they did not open, with Reload; Close leaves the results', async () => {
    const { user } = renderApp('/worlds/solar-system/search?q=moon');
    const table = await screen.findByRole('table', { name: 'Search results', busy: false });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: /^Details of result 1/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard was updated on the server: reload the page');
    expect(alert).toHaveTextContent(/The result.s details did not load/);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Search results' })).toBeInTheDocument();
  });
});
