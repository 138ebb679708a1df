import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getConnection, saveConnection } from '../api/connection';
import { worldQueries } from '../api/worlds';
import { server } from '../mocks/node';
import { recordRequests } from '../test/record-requests';
import { renderApp } from '../test/render-app';
import { DOUBLE_BASE, DOUBLE_KEY, sparqlDoubles } from '../test/sparql-doubles';

/*
 * Every way into a thing's view starts the view's first read at the click (open-thing.tsx): the search rows, the
 * SPARQL results, a picture's panel, as a thing's own links do (thing-page.test.tsx). One double is enough: the read
 * is the view's own, whatever the dialect.
 */

const SATURN = 'http://www.wikidata.org/entity/Q193';
const TITAN = 'http://example.org/solar-system/Titan';
const HAS_MOON = 'http://example.org/solar-system/hasMoon';
// Lazy pages (search, SPARQL, thing, the picture) load cold in each test: slow on a busy machine.
const SLOW = { timeout: 15_000 };
const double = sparqlDoubles[0];
const world = () => double.world();

const worldPath = (page: string) => `/worlds/${encodeURIComponent(world())}/${page}`;
const thingPath = (iri: string, view = '') =>
  worldPath(`thing?${new URLSearchParams({ iri, ...(view ? { view } : {}) }).toString()}`);

/**
 * Renders the app at `path`, finds with `find` the control that opens `iri`'s view, clicks it, and says how far the
 * view's read had got when the view was first committed: asked for by the click, it is on its way or in; asked for by
 * the view alone, it has not started (a query starts in the view's effects, after that commit).
 */
async function openFrom(path: string, iri: string, find: (user: UserEvent) => Promise<HTMLElement>) {
  const description = () => worldQueries.openingDescription(getConnection(), world(), iri).queryKey;
  const atFirstCommit: string[] = [];
  const app: Partial<ReturnType<typeof renderApp>> = {};
  Object.assign(
    app,
    renderApp(path, {
      onCommit: () => {
        const { router, queryClient } = app;
        const params = router && new URLSearchParams(router.state.location.search);
        const opened = router?.state.location.pathname.endsWith('/thing') && params?.get('iri') === iri;
        if (opened && queryClient && atFirstCommit.length === 0) {
          const state = queryClient.getQueryState(description());
          atFirstCommit.push(state?.status === 'success' ? 'in' : (state?.fetchStatus ?? 'not asked for'));
        }
      },
    }),
  );
  const { user } = app as ReturnType<typeof renderApp>;
  const control = await find(user);
  // Recorded from the click on: the page's own requests before it are not the thing's.
  const requests = recordRequests();
  await user.click(control);
  expect(await screen.findByRole('table', { name: /What it says/ }, SLOW)).toBeInTheDocument();
  expect(atFirstCommit).toEqual([expect.stringMatching(/^(fetching|in)$/)]);
  const sent = (await requests.all()).map(
    (request) => request.method + request.url.pathname + request.url.search + JSON.stringify(request.body ?? ''),
  );
  expect(sent.length).toBeGreaterThan(0);
  // Each request once: the view met the read the click had started, and did not send it again.
  expect(sent.filter((request, index) => sent.indexOf(request) !== index)).toEqual([]);
}

describe('a click that opens a thing', { timeout: 40_000 }, () => {
  beforeEach(() => {
    server.use(...double.handlers());
    saveConnection({ mode: 'server', baseUrl: DOUBLE_BASE, apiKey: DOUBLE_KEY, dialect: 'auto' });
  });

  it('from a search row starts the view’s read, which the view joins', async () => {
    await openFrom(worldPath('search?q=Saturn'), SATURN, async () => {
      const table = await screen.findByRole('table', { name: 'Search results', busy: false }, SLOW);
      const saturn = within(table).getAllByRole('button', { name: 'wd:Q193' })[0];
      if (!saturn) throw new Error('no row has Saturn as its subject');
      return saturn;
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Saturn' })).toBeInTheDocument();
  });

  it('from a SPARQL result starts the view’s read, which the view joins', async () => {
    const query = `SELECT ?moon WHERE { <${SATURN}> <${HAS_MOON}> ?moon }`;
    await openFrom(worldPath(`sparql?${new URLSearchParams({ query }).toString()}`), TITAN, async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
      const table = await screen.findByRole('table', { name: 'Query results' }, SLOW);
      return within(table).findByTitle(`Open ${TITAN}`, undefined, SLOW);
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Titan' })).toBeInTheDocument();
  });

  it('from a picture’s panel starts the view’s read, which the view joins', async () => {
    await openFrom(thingPath(SATURN, 'graph'), TITAN, async () => {
      const things = await screen.findByRole('listbox', { name: 'Things and values' }, SLOW);
      // A click alone: user-event's mousedown would start d3-zoom's drag, which jsdom cannot follow.
      fireEvent.click(within(things).getByRole('option', { name: `Titan (${TITAN})` }));
      return screen.findByRole('button', { name: 'Open this thing' });
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Titan' })).toBeInTheDocument();
  });

  it('with a key that opens a new tab leaves the read to that tab', async () => {
    const { queryClient } = renderApp(thingPath(SATURN));
    const says = await screen.findByRole('table', { name: /What it says/ }, SLOW);
    const titan = within(says).getAllByRole('link', { name: 'Titan' })[0];
    if (!titan) throw new Error('Saturn says nothing of Titan');
    fireEvent.click(titan, { ctrlKey: true });
    fireEvent.click(titan, { button: 1 });
    const description = worldQueries.openingDescription(getConnection(), world(), TITAN);
    expect(queryClient.getQueryState(description.queryKey)).toBeUndefined();
  });
});
