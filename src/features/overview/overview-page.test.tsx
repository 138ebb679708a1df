import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveConnection } from '../../api/connection';
import {
  CLASSES_COUNT_QUERY,
  CONNECTIONS_QUERY,
  COUNTS_QUERY,
  LITERALS_QUERY,
  PREDICATES_COUNT_QUERY,
} from '../../api/dashboard-queries';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { selectBindings } from '../../mocks/sparql-engine';
import { runSparql } from '../../mocks/sparql-store';
import { renderApp } from '../../test/render-app';
import { DOUBLE_BASE, DOUBLE_KEY, sparqlDoubles } from '../../test/sparql-doubles';

/*
 * The Overview page through the real routes: each section on the REST, RPC and dataplane doubles (which answer SPARQL
 * from the same store as the servers would; dataplane's SELECT takes GROUP BY and COUNT), and the approximate overview
 * on a v1 server without SPARQL.
 */

const KEY = DOUBLE_KEY;
const BASE = DOUBLE_BASE;
const PLANET = 'http://example.org/solar-system/Planet';
const HAS_MOON = 'http://example.org/solar-system/hasMoon';
// The overview and its graph load cold in each test: slow on a busy machine.
const SLOW = { timeout: 15_000 };

const overviewPath = (worldId: string) => `/worlds/${encodeURIComponent(worldId)}/overview`;
const number = (count: number) => count.toLocaleString('en');

/** What the store answers to one of the overview's own queries, each row's values as text. */
function storeRows(query: string) {
  const outcome = runSparql('solar-system', query, 'query');
  if (outcome?.form !== 'select') throw new Error('the store did not answer a SELECT');
  return selectBindings(outcome).map((row) =>
    Object.fromEntries(Object.entries(row).map(([name, term]) => [name, term.value])),
  );
}

/** The value beside a term of a section's list of facts. */
function fact(region: HTMLElement, term: string) {
  const terms = within(region)
    .getAllByRole('term')
    .map((element) => element.textContent);
  return within(region).getAllByRole('definition')[terms.indexOf(term)];
}

const section = (name: string) => screen.findByRole('region', { name, busy: false }, SLOW);

describe.each(sparqlDoubles)('the overview on the $dialect double', { timeout: 30_000 }, ({ handlers, world }) => {
  beforeEach(() => {
    server.use(...handlers());
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'auto' });
  });

  it('opens a world on its overview, the first tab', async () => {
    const { router } = renderApp(`/worlds/${encodeURIComponent(world())}`);
    await section('Size');
    expect(router.state.location.pathname).toBe(overviewPath(world()));
    const tabs = within(screen.getByRole('navigation', { name: 'World' })).getAllByRole('link');
    expect(tabs[0]).toHaveAccessibleName('Overview');
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
  });

  it('counts triples, subjects, predicates and classes as the server does', async () => {
    const [expected] = storeRows(COUNTS_QUERY);
    renderApp(overviewPath(world()));
    const size = await section('Size');
    for (const [term, name] of [
      ['Triples', 'triples'],
      ['Distinct subjects', 'subjects'],
      ['Predicates', 'predicates'],
      ['Classes', 'classes'],
    ] as const) {
      const value = Number(expected?.[name]);
      expect(value).toBeGreaterThan(0);
      expect(fact(size, term)).toHaveTextContent(number(value));
    }
    expect(await screen.findByText('Overview read.')).toHaveAttribute('role', 'status');
  });

  it('ranks the classes by instances, the top 20 and Show all, each leading to its instances', async () => {
    const expected = storeRows(CLASSES_COUNT_QUERY);
    const planets = Number(expected.find((row) => row.class === PLANET)?.instances);
    expect(planets).toBeGreaterThan(1);
    const { user } = renderApp(overviewPath(world()));
    const classes = await section('Classes');
    const bars = within(classes).getByRole('list', { name: 'Classes by instances' });
    expect(within(bars).getAllByRole('listitem')).toHaveLength(Math.min(20, expected.length));
    const planet = within(bars).getByRole('link', { name: `Planet: ${planets} instances` });
    // The SPARQL page, with the query of its instances ready.
    const target = new URL(planet.getAttribute('href') ?? '', 'https://dashboard.example');
    expect(target.pathname).toBe(`/worlds/${encodeURIComponent(world())}/sparql`);
    expect(target.searchParams.get('query')).toBe(
      `SELECT DISTINCT ?instance WHERE { ?instance a <${PLANET}> } LIMIT 100`,
    );
    if (expected.length > 20) {
      await user.click(within(classes).getByRole('button', { name: `Show all (${expected.length})` }));
      expect(within(bars).getAllByRole('listitem')).toHaveLength(expected.length);
    }
    // The same rows as a table.
    await user.click(within(classes).getByRole('button', { name: 'Show as table' }));
    const table = within(classes).getByRole('table', { name: 'Classes by instances' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByRole('link', { name: `Planet: ${planets} instances` }));
    expect(row).toHaveTextContent(`Planet${PLANET}${planets}`);
  });

  it('ranks the predicates by use, each leading to a search filtered by it', async () => {
    const expected = storeRows(PREDICATES_COUNT_QUERY);
    const moons = Number(expected.find((row) => row.predicate === HAS_MOON)?.uses);
    renderApp(overviewPath(world()));
    const predicates = await section('Predicates');
    const link = within(predicates).getByRole('link', { name: `hasMoon: ${number(moons)} triples` });
    expect(link).toHaveAttribute(
      'href',
      `/worlds/${encodeURIComponent(world())}/search?${new URLSearchParams({ predicate: HAS_MOON }).toString()}`,
    );
  });

  it('draws how classes connect with the shared graph, and lists the same links as a table', async () => {
    const expected = storeRows(CONNECTIONS_QUERY);
    const first = expected[0];
    if (!first) throw new Error('the world has no links between classes');
    const { user } = renderApp(overviewPath(world()));
    const connections = await section('How classes connect');
    expect(await within(connections).findByRole('listbox', {}, SLOW)).toBeInTheDocument();
    await user.click(within(connections).getByRole('button', { name: 'Show as table' }));
    const table = within(connections).getByRole('table', { name: 'How classes connect' });
    expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 1);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(number(Number(first.links)));
  });

  it('counts the literals by language and by datatype', async () => {
    const groups = storeRows(LITERALS_QUERY);
    const english = groups.filter((row) => row.language === 'en').reduce((sum, row) => sum + Number(row.literals), 0);
    expect(english).toBeGreaterThan(0);
    renderApp(overviewPath(world()));
    const literals = await section('Literals');
    const languages = within(literals).getByRole('list', { name: 'Literals by language' });
    expect(within(languages).getByRole('link', { name: `en: ${number(english)} literals` })).toBeInTheDocument();
    expect(within(literals).getByRole('list', { name: 'Literals by datatype' })).toHaveTextContent('rdf:langString');
  });

  it('shows a failed section with Retry, and the others as they arrive', async () => {
    let fail = true;
    const refuse = async (request: Request) => {
      const text = decodeURIComponent(request.method === 'GET' ? request.url : await request.clone().text());
      return fail && text.includes('isLiteral') ? new HttpResponse('down', { status: 500 }) : undefined;
    };
    server.use(
      http.all(`${BASE}/v1/worlds/:worldId/sparql`, ({ request }) => refuse(request)),
      ...[`${BASE}/rpc`, `${BASE}/worlds/:worldId/sparql`].map((route) =>
        http.post(route, ({ request }) => refuse(request)),
      ),
    );
    const { user } = renderApp(overviewPath(world()));
    const literals = await section('Literals');
    expect(within(literals).getByRole('alert')).toHaveTextContent('Literals: not read');
    expect(await section('Classes')).toHaveTextContent('Planet');
    expect(await screen.findByText('Overview read, but 1 section failed.')).toHaveAttribute('role', 'status');
    fail = false;
    await user.click(within(literals).getByRole('button', { name: 'Retry' }));
    expect(await within(literals).findByRole('list', { name: 'Literals by language' }, SLOW)).toBeInTheDocument();
  });

  it('is read again after a SPARQL update, not kept from before it', async () => {
    const [before] = storeRows(COUNTS_QUERY);
    const update = 'INSERT DATA { <http://example.org/new> <http://example.org/p> "new" }';
    const { user, router } = renderApp(overviewPath(world()));
    expect(fact(await section('Size'), 'Triples')).toHaveTextContent(number(Number(before?.triples)));
    // The SPARQL page with the update in its URL, as a link would open it (its editor cannot be typed into in jsdom).
    await act(() =>
      router.navigate(
        `/worlds/${encodeURIComponent(world())}/sparql?${new URLSearchParams({ query: update }).toString()}`,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Run update' }));
    expect(await screen.findByText('The update was run', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    expect(fact(await section('Size'), 'Triples')).toHaveTextContent(number(Number(before?.triples) + 1));
  });

  it('says an empty world is empty, with no classes and no links', async () => {
    runSparql('solar-system', 'DELETE WHERE { ?s ?p ?o }', 'update');
    renderApp(overviewPath(world()));
    expect(await section('Size')).toHaveTextContent('This world is empty.');
    expect(await section('Classes')).toHaveTextContent('No classes: nothing in this world is given a type');
    expect(await section('How classes connect')).toHaveTextContent('No links between classes');
  });
});

describe('the overview on a v1 server without SPARQL', () => {
  it('is built from a sample of search results, and says it is approximate and from how many', async () => {
    server.use(http.all(`${BASE}/v1/worlds/:worldId/sparql`, () => new HttpResponse('Not found', { status: 404 })));
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: '', dialect: 'v1' });
    renderApp(overviewPath('solar-system'));
    expect(await screen.findByText('Approximate', {}, SLOW)).toBeInTheDocument();
    const size = await section('Size');
    const sampled = Number(fact(size, 'Triples in the sample')?.textContent.replace(/,/g, ''));
    expect(sampled).toBeGreaterThan(0);
    // The notice says how many results the sample holds.
    expect(screen.getByText(`${number(sampled)} search results`)).toBeInTheDocument();
    const classes = await section('Classes');
    // No SPARQL to list a class's instances: the class's own view lists what is typed with it.
    expect(within(classes).getByRole('link', { name: /^Planet: \d+ instances?$/ })).toHaveAttribute(
      'href',
      `/worlds/solar-system/thing?${new URLSearchParams({ iri: PLANET }).toString()}`,
    );
    expect(
      await screen.findByText(`Overview read: approximate, from a sample of ${number(sampled)} search results.`),
    ).toHaveAttribute('role', 'status');
  });
});

describe('the overview of hostile, right-to-left, emoji and very long names', () => {
  it('shows each as text, whole in the table', async () => {
    const long = `http://example.org/${'very-long-class-name-'.repeat(20)}end`;
    const hostile = 'http://example.org/%3Cimg%20src=x%20onerror=alert(1)%3E';
    const arabic = 'http://example.org/مدينة';
    const emoji = 'http://example.org/🪐Planet';
    runSparql(
      'solar-system',
      `INSERT DATA {
        <http://example.org/a> a <${long}> , <${hostile}> , <${arabic}> , <${emoji}> ;
          <http://www.w3.org/2000/01/rdf-schema#label> "<script>alert(1)</script>"@ar , "🪐 مدينة"@ar-EG .
      }`,
      'update',
    );
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'auto' });
    const { user } = renderApp(overviewPath(restWorldId('solar-system') ?? ''));
    const classes = await section('Classes');
    for (const iri of [long, hostile, arabic, emoji]) {
      const bar = within(classes).getByTitle(iri);
      expect(bar).toHaveAttribute('dir', 'auto');
    }
    expect(within(classes).getByRole('link', { name: '🪐Planet: 1 instance' })).toBeInTheDocument();
    expect(within(classes).getByRole('link', { name: 'مدينة: 1 instance' })).toBeInTheDocument();
    await user.click(within(classes).getByRole('button', { name: 'Show as table' }));
    expect(within(classes).getByText(long)).toBeInTheDocument();
    expect(within(classes).queryByRole('img')).not.toBeInTheDocument();
    const literals = await section('Literals');
    expect(within(literals).getByRole('link', { name: /^ar-eg: 1 literal$/i })).toBeInTheDocument();
  });
});
