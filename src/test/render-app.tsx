import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';

/**
 * Renders the whole app at `path`, through the real routes, with a fresh cache (the app's own) and no retries.
 * `onCommit` is told of every commit React makes of the app, for a test that counts them.
 */
export function renderApp(path = '/', { onCommit }: { onCommit?: () => void } = {}) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const app = <App router={router} queryClient={queryClient} />;
  const view = render(
    onCommit ? (
      <Profiler id="app" onRender={onCommit}>
        {app}
      </Profiler>
    ) : (
      app
    ),
  );
  return { ...view, user, router, queryClient };
}
