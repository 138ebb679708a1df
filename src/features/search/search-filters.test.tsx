import { screen, waitFor, within } from '@testing-library/react';
import { saveConnection } from '../../api/connection';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { RPC_NAMESPACE, rpcHandlers } from '../../mocks/dialects/rpc-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * Filters, through the real routes, against doubles that filter as the real servers do: a predicate click sends
 * the server's own filter and shows a chip; removing the chip restores the search; the URL keeps them; a server
 * without filters narrows the page it returned and says so.
 */

const KEY = 'test-key';
const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
// The doubles' Saturn (src/mocks/data/solar-system.ts).
const SATURN = 'http://www.wikidata.org/entity/Q193';
// The first render of a test imports the lazy search page: slow on a busy machine.
const SLOW = { timeout: 10_000 };

/** What each search sent: the filter parameters of a GET, the request of an RPC call. */
function recordSearches() {
  const sent: Promise<unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/search')) {
      sent.push(Promise.resolve({ predicates: url.searchParams.getAll('predicates'), q: url.searchParams.get('q') }));
    } else if (url.pathname.endsWith('/rpc')) {
      sent.push(
        request
          .clone()
          .json()
          .then((body: unknown) => (Reflect.get(Object(body), 'action') === 'searchWorlds' ? body : undefined)),
      );
    }
  });
  return async () => (await Promise.all(sent)).filter((body) => body !== undefined);
}

const results = () => screen.findByRole('table', { name: 'Search results', busy: false }, SLOW);
const predicateCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    // The cell's text without the arrow of the link that opens the IRI.
    .map((row) => within(row).getAllByRole('cell').at(3)?.textContent.replace('↗', ''));
const chip = (name = 'Remove filter: predicate rdfs:label') => screen.findByRole('button', { name });

afterEach(() => server.events.removeAllListeners());

const dialects = [
  {
    dialect: 'rest',
    handlers: () => restHandlers({ apiKey: KEY }),
    world: restWorldId('solar-system') ?? '',
    filterSent: { predicates: [LABEL], q: null },
  },
  {
    dialect: 'rpc',
    handlers: () => rpcHandlers({ apiKey: KEY }),
    world: `${RPC_NAMESPACE}/solar-system`,
    filterSent: expect.objectContaining({
      action: 'searchWorlds',
      request: expect.objectContaining({ query: 'moon', predicates: [LABEL] }),
    }),
  },
] as const;

describe.each(dialects)('filters on the $dialect server', { timeout: 20_000 }, (double) => {
  beforeEach(() => {
    server.use(...double.handlers());
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: double.dialect });
  });
  const searchPath = (query: string) => `/worlds/${encodeURIComponent(double.world)}/search${query}`;

  it('narrows to a predicate clicked in a row with the server’s own filter, and the chip undoes it', async () => {
    const sent = recordSearches();
    const { user, router } = renderApp(searchPath('?q=moon&limit=10&offset=10'));
    const before = await results();
    expect(new Set(predicateCells(before)).size).toBeGreaterThan(1);
    const label = within(before).getAllByRole('button', { name: 'rdfs:label' })[0];
    if (!label) throw new Error('no row has the predicate rdfs:label');
    expect(label).toHaveAttribute('title', `Show only the triples with the predicate ${LABEL}`);

    await user.click(label);
    const removal = await chip();
    expect(removal).toHaveAttribute('title', LABEL);
    // A new filter starts from the first page.
    expect(router.state.location.search).toBe(`?q=moon&limit=10&offset=0&predicate=${encodeURIComponent(LABEL)}`);
    const narrowed = await results();
    await waitFor(() => expect(predicateCells(narrowed).every((cell) => cell === 'rdfs:label')).toBe(true));
    expect(await sent()).toContainEqual(double.filterSent);

    await user.click(removal);
    await waitFor(() => expect(router.state.location.search).toBe('?q=moon&limit=10&offset=0'));
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
    // With no chip left, focus goes to the results, which say what is shown.
    expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus();
    await waitFor(async () => expect(new Set(predicateCells(await results())).size).toBeGreaterThan(1));
  });

  it('keeps the filters in the URL: a reload shows the same chips and sends the same filter', async () => {
    const path = searchPath(`?q=moon&limit=10&offset=0&predicate=${encodeURIComponent(LABEL)}&predicate=nonsense`);
    const view = renderApp(path);
    await results();
    const url = view.router.state.location;
    view.unmount();

    const sent = recordSearches();
    renderApp(`${url.pathname}${url.search}`);
    expect(await chip()).toBeInTheDocument();
    // The value that is no IRI was dropped, not sent and not shown.
    expect(screen.getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(1);
    expect(predicateCells(await results()).every((cell) => cell === 'rdfs:label')).toBe(true);
    expect(await sent()).toContainEqual(double.filterSent);
  });
});

describe('filters with no query', () => {
  it('rest: searches by the filters alone, and says the rows are not ranked', async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rest' });
    const world = encodeURIComponent(restWorldId('solar-system') ?? '');
    renderApp(`/worlds/${world}/search?subject=${encodeURIComponent(SATURN)}`);
    const table = await results();
    expect(await chip('Remove filter: subject wd:Q193')).toBeInTheDocument();
    expect(screen.getByText(/these are the triples that pass the filters/)).toBeInTheDocument();
    const subjects = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.every((subject) => subject?.startsWith('wd:Q193'))).toBe(true);
  });

  it('rpc: asks for words instead of showing a search that finds nothing', async () => {
    server.use(...rpcHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rpc' });
    const sent = recordSearches();
    renderApp(
      `/worlds/${encodeURIComponent(`${RPC_NAMESPACE}/solar-system`)}/search?predicate=${encodeURIComponent(LABEL)}`,
    );
    expect(await screen.findByText('Type something to search within these filters', {}, SLOW)).toBeInTheDocument();
    expect(await chip()).toBeInTheDocument();
    expect(screen.queryByText(/No triples/)).not.toBeInTheDocument();
    expect(await sent()).toEqual([]);
  });
});

describe('a server without filters (the offline sample data)', () => {
  it('narrows the page it returned, sends no filter, and says so; the details filter too', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/search')) seen.push(url.search);
    });
    const { user, router } = renderApp('/worlds/solar-system/search?q=moon');
    const table = await results();
    const [first] = within(table).getAllByRole('row').slice(1);
    if (!first) throw new Error('no rows');
    await user.click(within(first).getByRole('button', { name: /^Details of result/ }));
    const details = await screen.findByRole('dialog', { name: 'Result 1' });
    await user.click(within(details).getByRole('button', { name: 'Show only this predicate' }));

    expect(await chip()).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?q=moon&limit=10&offset=0&predicate=${encodeURIComponent(LABEL)}`);
    expect(await screen.findByText('This server cannot filter')).toBeInTheDocument();
    expect(screen.getByText(/some matches may be on other pages/)).toBeInTheDocument();
    expect(predicateCells(await results()).every((cell) => cell === 'rdfs:label')).toBe(true);
    expect(seen.every((query) => !query.includes('predicate'))).toBe(true);
  });
});
