import { screen, waitFor, within } from '@testing-library/react';
import { worldTriples } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { guessTriple, termId } from '../../../lib/rdf-term';
import { renderApp } from '../../../test/render-app';

/*
 * The graph view through the real routes and the mock server: what it adds to
 * the search page, and that it sends no request beyond the searches a person asks for.
 */

const MOON = 'http://www.wikidata.org/entity/Q405';
const EARTH = 'http://www.wikidata.org/entity/Q2';
const SATURN = 'http://www.wikidata.org/entity/Q193';
const TITAN = 'http://example.org/solar-system/Titan';

/** The SPARQL queries sent, in order. */
function countDescriptions() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/sparql')) seen.push(url.searchParams.get('query') ?? '');
  });
  return seen;
}

/** One description's query of what a thing says (not the count beside it). */
const describes = (iri: string) => (query: string) => query.includes(`<${iri}> ?p ?o`) && !query.includes('COUNT(');

/**
 * The IRIs of the things a picture draws: its options are named "caption (IRI)", or the IRI alone where it is its
 * own caption; values have no IRI.
 */
const thingsIn = (listbox: HTMLElement) =>
  new Set(
    within(listbox)
      .getAllByRole('option')
      .flatMap((option) => {
        const name = option.getAttribute('aria-label') ?? option.textContent;
        return /^(https?:\S+)$/.exec(name)?.[1] ?? /\((https?:[^()\s]+)\)$/.exec(name)?.[1] ?? [];
      }),
  );

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

  it('shows the neighbourhood of a row’s subject from its details: the thing’s own graph', async () => {
    const { user, router } = renderApp('/worlds/solar-system/search?q=moon');
    await user.click(await screen.findByRole('button', { name: 'Details of result 1' }, SLOW));
    const details = await screen.findByRole('dialog', { name: 'Result 1' });
    await user.click(within(details).getByRole('button', { name: 'Show neighbourhood of this subject' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worlds/solar-system/thing'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ iri: MOON, view: 'graph' });
    expect(within(await picture()).getByRole('option', { name: `Moon (${MOON})` })).toBeInTheDocument();
  });

  it('graphs a row’s subject from the table: exactly the thing and its neighbours', async () => {
    const seen = countSearches();
    const { user } = renderApp('/worlds/solar-system/search?q=moon');
    await user.click(
      await screen.findByRole('button', { name: 'Graph the neighbourhood of result 1’s subject' }, SLOW),
    );
    const things = thingsIn(await picture());
    const neighbours = new Set([MOON]);
    for (const triple of worldTriples('solar-system') ?? []) {
      const { subject, object } = guessTriple(triple);
      if (termId(subject) === MOON && object.kind === 'iri') neighbours.add(object.value);
      if (object.kind === 'iri' && object.value === MOON) neighbours.add(termId(subject));
    }
    expect(things).toEqual(neighbours);
    expect(things).toContain(EARTH);
    // Described, not searched: only the search page's own searches went out.
    expect(seen.every((q) => q === 'moon')).toBe(true);
  });

  it('adds a neighbour’s neighbourhood, described once, and resets to the plain search', async () => {
    const seen = countSearches();
    const described = countDescriptions();
    const { user, router } = renderApp(
      `/worlds/solar-system/search?q=moon&limit=10&offset=0&view=graph&expand=${encodeURIComponent(SATURN)}`,
    );
    expect(await screen.findByText('Neighbours of 1 thing added (at most 5).', {}, SLOW)).toBeInTheDocument();
    expect(within(await picture()).getByRole('option', { name: `Titan (${TITAN})` })).toBeInTheDocument();
    expect(seen).not.toContain(SATURN);
    expect(described.filter(describes(SATURN))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reset to the search' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('expand='));
  });
});
