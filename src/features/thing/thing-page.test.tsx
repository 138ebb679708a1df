import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getConnection, saveConnection } from '../../api/connection';
import { worldQueries } from '../../api/worlds';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { runSparql } from '../../mocks/sparql-store';
import { readRecordings } from '../../test/recordings';
import { recordRequests } from '../../test/record-requests';
import { renderApp } from '../../test/render-app';
import { DOUBLE_BASE, DOUBLE_KEY, sparqlDoubles } from '../../test/sparql-doubles';

/*
 * A thing's own view through the real routes, against the doubles of the real servers (which index only literals
 * and answer SPARQL as those servers do) and against a v1 server without SPARQL.
 */

const KEY = DOUBLE_KEY;
const BASE = DOUBLE_BASE;
const SATURN = 'http://www.wikidata.org/entity/Q193';
const TITAN = 'http://example.org/solar-system/Titan';
const HAS_MOON = 'http://example.org/solar-system/hasMoon';
// Lazy pages (search, thing) load cold in each test: slow on a busy machine.
const SLOW = { timeout: 10_000 };

const thingPath = (worldId: string, iri: string) =>
  `/worlds/${encodeURIComponent(worldId)}/thing?${new URLSearchParams({ iri }).toString()}`;

/**
 * The value cells of one predicate's rows in what the thing says: the row that names it (a link), and the rows after
 * it that say it to screen readers only. Drawn rows only: the table draws what a window would show (jsdom's 768 px).
 */
function valuesOf(predicate: string): HTMLElement[] {
  const says = screen.getByRole('table', { name: /What it says/ });
  const rows = within(says).getAllByRole('row').slice(1);
  const named = rows.findIndex((row) => within(row).queryByRole('link', { name: predicate }) !== null);
  const name = rows[named] ? within(rows[named]).getByRole('link', { name: predicate }).textContent : undefined;
  const next = rows.findIndex((row, index) => index > named && within(row).getByRole('rowheader').textContent !== name);
  const cells = rows.slice(named, next === -1 ? undefined : next).map((row) => within(row).getByRole('cell'));
  if (named === -1 || cells.length === 0) throw new Error(`${predicate} is not among what the thing says`);
  return cells;
}

/** The link of that name among some value cells. */
function linkIn(cells: HTMLElement[], name: string): HTMLElement {
  const link = cells.flatMap((cell) => within(cell).queryAllByRole('link', { name }))[0];
  if (!link) throw new Error(`No link named ${name} among the values`);
  return link;
}

describe.each(sparqlDoubles)('on the $dialect double', { timeout: 20_000 }, ({ handlers, world }) => {
  beforeEach(() => {
    server.use(...handlers());
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'auto' });
  });

  it('opens Saturn from a search result and shows hasMoon and Titan', async () => {
    const { user, router } = renderApp(`/worlds/${encodeURIComponent(world())}/search?q=Saturn`);
    const table = await screen.findByRole('table', { name: 'Search results', busy: false }, SLOW);
    const saturn = within(table).getAllByRole('button', { name: 'wd:Q193' })[0];
    if (!saturn) throw new Error('no row has Saturn as its subject');
    await user.click(saturn);
    expect(await screen.findByRole('heading', { level: 2, name: 'Saturn' }, SLOW)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('iri')).toBe(SATURN);
    expect(linkIn(valuesOf(HAS_MOON), 'Titan')).toHaveAttribute('href', thingPath(world(), TITAN));
    // Its type, named by its label, and a literal with its language.
    expect(linkIn(valuesOf('rdf:type'), 'Planet')).toBeInTheDocument();
    expect(valuesOf('rdfs:label').flatMap((cell) => within(cell).queryAllByText('@en')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Search for this text: “Saturn”' })).toHaveAttribute(
      'href',
      `/worlds/${encodeURIComponent(world())}/search?q=Saturn`,
    );
  });

  it('opens Titan in turn, and shows Saturn among what links to it', async () => {
    const { user } = renderApp(thingPath(world(), SATURN));
    await screen.findByRole('heading', { level: 2, name: 'Saturn' }, SLOW);
    await user.click(linkIn(valuesOf(HAS_MOON), 'Titan'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Titan' }, SLOW)).toHaveFocus();
    const links = screen.getByRole('region', { name: /What links to it/ });
    expect(await within(links).findByRole('link', { name: 'Saturn' })).toBeInTheDocument();
  });

  it('asks for the thing a link opens at its click, and the view joins those queries', async () => {
    const titan = () => worldQueries.openingDescription(getConnection(), world(), TITAN).queryKey;
    // Whether Titan's description was on its way when Titan's view was first committed (before its effects ran).
    const atFirstCommit: number[] = [];
    const app: Partial<ReturnType<typeof renderApp>> = {};
    Object.assign(
      app,
      renderApp(thingPath(world(), SATURN), {
        onCommit: () => {
          const { router, queryClient } = app;
          const opened = router && new URLSearchParams(router.state.location.search).get('iri') === TITAN;
          if (opened && queryClient && atFirstCommit.length === 0) {
            atFirstCommit.push(queryClient.isFetching({ queryKey: titan() }));
          }
        },
      }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Saturn' }, SLOW);
    const requests = recordRequests();
    await userEvent.click(linkIn(valuesOf(HAS_MOON), 'Titan'));
    const links = await screen.findByRole('region', { name: /What links to it/ }, SLOW);
    expect(await within(links).findByRole('link', { name: 'Saturn' })).toBeInTheDocument();
    expect(atFirstCommit).toEqual([1]);
    // Each query sent once: the view asked for what the click had asked for, not again.
    const sparql = (await requests.all())
      .map((sent) => sent.url.pathname + sent.url.search + JSON.stringify(sent.body ?? ''))
      .filter((sent) => /sparql/.test(sent));
    expect(sparql.length).toBeGreaterThan(0);
    expect(new Set(sparql).size).toBe(sparql.length);
  });

  it('shows 500 of what a thing says, and the rest after Show 500 more', async () => {
    const crowded = 'http://example.org/crowded';
    const values = Array.from(
      { length: 520 },
      (_, index) => `<${crowded}> <http://example.org/note> "note ${index}" .`,
    );
    // Written into the doubles' store of the world (both doubles answer from it), as a SPARQL update would.
    runSparql('solar-system', `INSERT DATA { ${values.join(' ')} }`, 'update');
    const { user } = renderApp(thingPath(world(), crowded));
    // Capped, and said so: the true total is counted beside the capped list.
    expect(await screen.findByText('500 of 520 statements about it, 0 links to it.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What it says (500 of 520)' })).toBeInTheDocument();
    expect(screen.getByText('The world holds 520; these are the first 500.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 500 more' }));
    expect(await screen.findByText('520 statements about it, 0 links to it.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show 500 more' })).not.toBeInTheDocument();
    // Every row counted, and each drawn one at its place, though only those a window shows are drawn.
    const says = screen.getByRole('table', { name: /What it says/ });
    expect(says).toHaveAttribute('aria-rowcount', '521');
    const drawn = within(says).getAllByRole('row').slice(1);
    expect(drawn.length).toBeLessThan(100);
    expect(drawn.map((row) => row.getAttribute('aria-rowindex'))).toEqual(drawn.map((_, index) => String(index + 2)));
  });

  it('says "at least" of a capped list when the server will not count it', async () => {
    const crowded = 'http://example.org/popular';
    const values = Array.from(
      { length: 501 },
      (_, index) => `<http://example.org/n${index}> <http://example.org/about> <${crowded}> .`,
    );
    runSparql('solar-system', `INSERT DATA { ${values.join(' ')} }`, 'update');
    // The counts are refused (as a server without aggregates would); the lists are answered.
    server.use(
      http.all(`${BASE}/v1/worlds/:worldId/sparql`, async ({ request }) => {
        const body = request.method === 'POST' ? await request.clone().text() : new URL(request.url).search;
        return /COUNT\(/i.test(decodeURIComponent(body)) ? new HttpResponse('no', { status: 500 }) : undefined;
      }),
      ...[`${BASE}/rpc`, `${BASE}/worlds/:worldId/sparql`].map((route) =>
        http.post(route, async ({ request }) =>
          /COUNT\(/i.test(await request.clone().text()) ? new HttpResponse('no', { status: 500 }) : undefined,
        ),
      ),
    );
    renderApp(thingPath(world(), crowded));
    expect(await screen.findByText('0 statements about it, at least 500 links to it.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What links to it (at least 500)' })).toBeInTheDocument();
  });

  it('says when the world holds nothing about an IRI', async () => {
    renderApp(thingPath(world(), 'http://example.org/nothing-here'));
    expect(await screen.findByText('Nothing about this thing', {}, SLOW)).toBeInTheDocument();
  });

  // The REST server decodes \u escapes before it parses a query: an IRI that escapes its brackets was query syntax.
  it.each(['http://example.org/x> ?p ?o } UNION { ?s ?p ?o', 'http://example.org/x\\u003E ?p ?o', 'http://a b'])(
    'refuses %j before anything is sent',
    async (iri) => {
      const requests = recordRequests();
      renderApp(thingPath(world(), iri));
      expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(/This is not a valid IRI/);
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      const sparql = (await requests.all()).filter((sent) =>
        /sparql/.test(sent.url.pathname + JSON.stringify(sent.body ?? '')),
      );
      expect(sparql).toEqual([]);
    },
  );
});

describe('errors and fallbacks', { timeout: 20_000 }, () => {
  it('explains the REST server’s 200 with one empty row, and retries', async () => {
    const recorded = readRecordings().find((recording) => recording.file === 'rest/18-sparql-malformed.json');
    server.use(
      http.all(
        `${BASE}/v1/worlds/:worldId/sparql`,
        () =>
          new HttpResponse(JSON.stringify(recorded?.response.json), {
            headers: { 'Content-Type': 'application/sparql-results+json' },
          }),
      ),
      ...restHandlers({ apiKey: KEY }),
    );
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
    renderApp(thingPath(restWorldId('solar-system') ?? '', SATURN));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('This thing could not be read');
    expect(alert).toHaveTextContent(/could not run the query/);
    expect(within(alert).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /What it says/ })).not.toBeInTheDocument();
  });

  it('on a v1 server without SPARQL, builds the view from search results and says it may be incomplete', async () => {
    server.use(http.all(`${BASE}/v1/worlds/:worldId/sparql`, () => new HttpResponse('Not found', { status: 404 })));
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: '', dialect: 'v1' });
    renderApp(thingPath('solar-system', SATURN));
    expect(await screen.findByText('Built from search results', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/It may be incomplete/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/found by search/));
    expect(screen.getByRole('heading', { level: 2, name: 'Saturn' })).toBeInTheDocument();
  });
});
