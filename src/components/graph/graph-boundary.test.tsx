import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { GraphBoundary } from './graph-boundary';

/*
 * The graph view when its code fails: a lazy chunk that never arrives, or an error while drawing. The
 * message says so and leads back to the table. React reports a caught error on the console; it is
 * expected here, so it is kept out of the test output.
 */

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const chunkError = 'Failed to fetch dynamically imported module: /assets/result-graph-1a2b3c.js';

describe('GraphBoundary', () => {
  it('says the graph is loading while its chunk is on its way', async () => {
    const Pending = lazy(() => new Promise<never>(() => undefined));
    render(
      <GraphBoundary onShowTable={() => undefined}>
        <Pending />
      </GraphBoundary>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Drawing the graph…');
  });

  it('explains a chunk that fails to load, and leads back to the table', async () => {
    const user = userEvent.setup();
    const onShowTable = vi.fn();
    const Missing = lazy(() => Promise.reject(new TypeError(chunkError)));
    render(
      <GraphBoundary onShowTable={onShowTable}>
        <Missing />
      </GraphBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard was updated on the server: reload the page');
    expect(alert).toHaveTextContent('the table shows the same results');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Show the table' }));
    expect(onShowTable).toHaveBeenCalledOnce();
  });

  it('catches an error while drawing, as well as one while loading', async () => {
    function Broken(): never {
      throw new Error('d3 is not available');
    }
    render(
      <GraphBoundary onShowTable={() => undefined}>
        <Broken />
      </GraphBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The graph could not be drawn');
    expect(alert).toHaveTextContent('Reason: d3 is not available');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
  });
});
