import { screen, waitFor, within } from '@testing-library/react';
import { saveConnection } from '../../api/connection';
import { addWorldTriples, updateWorldRecord } from '../../mocks/db';
import { dataplaneHandlers } from '../../mocks/dialects/dataplane-handlers';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { recordRequests } from '../../test/record-requests';
import { renderApp } from '../../test/render-app';

/*
 * The search page on the dataplane double (src/mocks/dialects/dataplane-*.ts), which answers as
 * recorded/dataplane/15–26 do: scores 0–1 with their kind, the mode that ran, a minimum score, and filters that
 * exclude as well as include. What it has and the other servers lack is offered only where its capabilities say.
 */

const BASE = 'https://dataplane.example';
const KEY = 'wzw_k';
const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
// The page loads cold in each test: slow when the suite runs on a busy machine.
const SLOW = { timeout: 15_000 };

const solarSystem = () => dataplaneWorldId('solar-system') ?? '';
const searchPath = (worldId: string, query: string) => `/worlds/${worldId}/search${query}`;
const table = () => screen.findByRole('table', { name: 'Search results', busy: false }, SLOW);
const dataRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);
const scoreCells = (element: HTMLElement) =>
  dataRows(element).map((row) => within(row).getAllByRole('cell')[1] as HTMLElement);
/** Each row's predicate, as its button (which narrows the search to it) reads it. */
const predicates = (element: HTMLElement) =>
  dataRows(element).map(
    (row) => within(within(row).getAllByRole('cell')[3] as HTMLElement).getAllByRole('button')[0]?.textContent,
  );
const statusLine = () => screen.getAllByRole('status').find((status) => status.textContent.startsWith('Showing'));

/** The bodies of the searches sent, in order. */
async function searchBodies(requests: ReturnType<typeof recordRequests>) {
  return (await requests.withMethod('POST'))
    .filter(({ url }) => url.pathname.endsWith('/search'))
    .map(({ body }) => body);
}

function useDataplane(options: { searchEngine?: 'up' | 'down' } = {}) {
  server.use(...dataplaneHandlers({ apiKey: KEY, origin: BASE, ...options }));
  saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'dataplane' });
}

describe('search on the dataplane server', { timeout: 60_000 }, () => {
  it('shows each score on its 0–1 scale with its kind, and which mode ran', async () => {
    useDataplane();
    renderApp(searchPath(solarSystem(), '?q=moon'));
    const results = await table();
    const [first, second] = scoreCells(results);
    expect(first).toHaveTextContent(/^1\.00RRFreciprocal rank fusion$/);
    expect(second).toHaveTextContent(/^0\.984RRF/);
    // The bar is the score itself, not its share of the page's best.
    expect(within(results).getByRole('columnheader', { name: 'Score' })).toHaveAccessibleDescription(
      /on the server’s scale of 0 to 1/,
    );
    expect(statusLine()).toHaveTextContent('Showing 1–10 · keyword search (full text)');
    expect(screen.queryByText('These results are unranked')).not.toBeInTheDocument();
  });

  it('says a fallback search is unranked, and shows no score for its rows (never a 0)', async () => {
    useDataplane({ searchEngine: 'down' });
    const { user } = renderApp(searchPath(solarSystem(), '?q=moon'));
    const results = await table();
    expect(statusLine()).toHaveTextContent('fallback search (plain text match, unranked)');
    expect(screen.getByText('These results are unranked')).toBeInTheDocument();
    const cells = scoreCells(results);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toHaveTextContent(/^Unranked$/);
    expect(within(results).getByRole('columnheader', { name: 'Score' })).toHaveAccessibleDescription(
      /A row of a fallback search is unranked: it has no score/,
    );
    await user.click(within(dataRows(results)[0] as HTMLElement).getByRole('button', { name: /^Details of result 1/ }));
    expect(await screen.findByText(/^Unranked: the server found it by a plain text match/)).toBeInTheDocument();
  });

  it('starts the minimum score at the world’s own, sends a change as minScore, and refuses what is not 0–1', async () => {
    useDataplane();
    updateWorldRecord('solar-system', { dataplane: { minScore: 0.95 } });
    const requests = recordRequests();
    const { user, router } = renderApp(searchPath(solarSystem(), '?q=moon'));
    const field = await screen.findByRole('textbox', { name: 'Minimum score' }, SLOW);
    await waitFor(() => expect(field).toHaveValue('0.95'));
    expect(field).toHaveAccessibleDescription(/This world’s own is 0\.95/);
    // The world's own is not sent: the server applies it.
    await table();
    expect(await searchBodies(requests)).toEqual([{ query: 'moon', limit: 100 }]);
    expect(statusLine()).toHaveTextContent(/^Showing 1–4 · keyword search \(full text\)$/);

    await user.clear(field);
    await user.type(field, '1.5{Enter}');
    expect(await screen.findByText('Enter a number from 0 to 1, such as 0.5.')).toBeInTheDocument();
    expect(field).toHaveValue('1.5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).not.toContain('min-score');

    await user.clear(field);
    await user.type(field, '0.9{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('min-score=0.9'));
    await waitFor(() => expect(statusLine()).toHaveTextContent(/ · minimum score 0\.9$/));
    expect(field).not.toHaveAttribute('aria-invalid');
    expect((await searchBodies(requests)).at(-1)).toEqual({ query: 'moon', limit: 100, minScore: 0.9 });
    for (const cell of scoreCells(await table()))
      expect(Number(cell.textContent.slice(0, 4))).toBeGreaterThanOrEqual(0.9);

    // Back to the world's own: nothing in the URL, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Use the world’s own' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('min-score'));
    expect(field).toHaveValue('0.95');
  });

  it('hides a predicate from a row, shows it as a chip of its own, and shows it again', async () => {
    useDataplane();
    const requests = recordRequests();
    const { user, router } = renderApp(searchPath(solarSystem(), '?q=moon'));
    const results = await table();
    expect(predicates(results)).toContain('rdfs:label');
    const labelRow = dataRows(results).find((row) => within(row).queryByRole('button', { name: 'rdfs:label' }));
    await user.click(
      within(labelRow as HTMLElement).getByRole('button', { name: 'Hide the predicate rdfs:label from the results' }),
    );

    const chip = await screen.findByRole('button', { name: 'Remove filter: hidden predicate rdfs:label' });
    expect(chip).toHaveTextContent('hidden predicate');
    expect(screen.getByText('Hidden from the results: rdfs:label.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).getAll('hide-predicate')).toEqual([LABEL]);
    await waitFor(async () => expect(predicates(await table())).not.toContain('rdfs:label'));
    expect((await searchBodies(requests)).at(-1)).toEqual({
      query: 'moon',
      limit: 100,
      filter: { exclude: { predicates: [LABEL] } },
    });

    await user.click(chip);
    await waitFor(() => expect(router.state.location.search).not.toContain('hide-predicate'));
    expect(screen.getByText('Shown again: rdfs:label.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /hidden predicate/ })).not.toBeInTheDocument();
    await waitFor(async () => expect(predicates(await table())).toContain('rdfs:label'));
  });

  it('offers Hide this predicate beside Show only this predicate in a result’s details', async () => {
    useDataplane();
    const { user, router } = renderApp(searchPath(solarSystem(), '?q=moon'));
    const results = await table();
    await user.click(within(dataRows(results)[0] as HTMLElement).getByRole('button', { name: /^Details of result 1/ }));
    const details = await screen.findByRole('dialog', { name: 'Result 1' });
    expect(within(details).getByText(/^Score/)).toHaveTextContent(
      'Score 1.00, reciprocal rank fusion, on a scale of 0 to 1',
    );
    expect(screen.getByRole('button', { name: 'Show only this predicate' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide this predicate' }));
    await waitFor(() => expect(router.state.location.search).toContain('hide-predicate='));
    expect(
      await screen.findByRole('button', { name: 'Remove filter: hidden predicate rdfs:label' }),
    ).toBeInTheDocument();
  });

  it('pages the server’s one reply of 100 rows in the browser, and says it shows only those', async () => {
    useDataplane();
    // 120 literals that match, in the empty world: more than the server's 100.
    addWorldTriples(
      'scratchpad',
      Array.from({ length: 120 }, (_, n) => ({
        subject: `http://example.org/comet/${String(n)}`,
        predicate: LABEL,
        object: `"Comet ${String(n)}"`,
      })),
    );
    const requests = recordRequests();
    const { user } = renderApp(searchPath(dataplaneWorldId('scratchpad') ?? '', '?q=comet&limit=10&offset=80'));
    await table();
    expect(statusLine()).toHaveTextContent(/^Showing 81–90 ·/);
    expect(screen.queryByText('This server shows only its first 100 results')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('This server shows only its first 100 results')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent(/^Showing 91–100 ·/);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // Both pages are slices of one reply.
    expect(await searchBodies(requests)).toEqual([{ query: 'comet', limit: 100 }]);
  });
  it('says a suspended world answers no search, rather than that it does not exist', async () => {
    useDataplane();
    updateWorldRecord('solar-system', { dataplane: { suspended: true } });
    renderApp(searchPath(solarSystem(), '?q=moon'));
    // The adapter says the 404 of a suspended world's search as its suspension (dataplane-refusals.ts).
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(/This world is suspended/);
    expect(screen.queryByText('This world does not exist')).not.toBeInTheDocument();
  });
});

describe('where the server has no search settings', () => {
  it('offers neither a minimum score nor Hide, and ignores a link’s', async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rest' });
    const link = `?q=moon&limit=10&offset=0&min-score=0.5&hide-predicate=${encodeURIComponent(LABEL)}`;
    renderApp(searchPath(restWorldId('solar-system') ?? '', link));
    const results = await table();
    expect(predicates(results)).toContain('rdfs:label');
    expect(within(results).queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Minimum score' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /hidden predicate/ })).not.toBeInTheDocument();
  });
});
