import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { saveConnection } from '../../api/connection';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { RPC_NAMESPACE, rpcHandlers } from '../../mocks/dialects/rpc-handlers';
import { dataplaneHandlers } from '../../mocks/dialects/dataplane-handlers';
import { dataplaneWorldId } from '../../mocks/dialects/dataplane-world';
import { server } from '../../mocks/node';
import { resetSparqlStores } from '../../mocks/sparql-store';
import { renderApp } from '../../test/render-app';

/*
 * The SPARQL page through the real routes, against the doubles of the REST and RPC servers, which answer SPARQL as
 * the real servers do (recordings in ../shared/api/recorded/): the query is put in the URL, as a shared link does.
 */

const KEY = 'test-key';
const BASE = 'https://worlds.example';
// The page and its editor load cold in each test, and Run waits for the query check's parser: slow when the whole suite
// runs on a busy machine.
const SLOW = { timeout: 30_000 };

const dialects = [
  {
    dialect: 'rest',
    handlers: () => restHandlers({ apiKey: KEY }),
    world: () => restWorldId('solar-system') ?? '',
    graphs: true,
  },
  {
    dialect: 'rpc',
    handlers: () => rpcHandlers({ apiKey: KEY }),
    world: () => `${RPC_NAMESPACE}/solar-system`,
    graphs: false,
  },
  {
    dialect: 'dataplane',
    handlers: () => dataplaneHandlers({ apiKey: KEY, origin: BASE }),
    world: () => dataplaneWorldId('solar-system') ?? '',
    graphs: false,
  },
] as const;

const sparqlPath = (worldId: string, query: string) =>
  `/worlds/${encodeURIComponent(worldId)}/sparql?${new URLSearchParams({ query }).toString()}`;

/** The SPARQL requests that reached the server: its own route (rest) or the `sparql` action (rpc). */
function watchSparqlRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = request.url;
    if (!url.includes('/sparql') && !url.endsWith('/rpc')) return;
    void request
      .clone()
      .text()
      .then((body) => {
        if (url.includes('/sparql') || body.includes('"action":"sparql"')) sent.push(`${url} ${body}`);
      });
  });
  return sent;
}

/** The REST server's SPARQL answers with the start of a SELECT's reply, one row, and then nothing, the reply open. */
function answerFirstRowOnly() {
  const first = '{"head":{"vars":["s"]},"results":{"bindings":[{"s":{"type":"uri","value":"http://example.org/a"}},';
  server.use(
    http.all(`${BASE}/v1/worlds/:worldId/sparql`, () => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode(first)),
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'application/sparql-results+json' } });
    }),
  );
}

describe.each(dialects)('on the $dialect double', { timeout: 60_000 }, ({ dialect, handlers, world, graphs }) => {
  beforeEach(() => {
    resetSparqlStores();
    server.use(...handlers());
    // The dialect is given, not detected: these tests are about SPARQL (dialects.test.tsx covers detection).
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect });
  });
  afterEach(() => server.events.removeAllListeners());

  it('runs a SELECT from the URL and shows its bindings, compact IRIs opening the thing', async () => {
    const { user, router } = renderApp(
      sparqlPath(world(), 'SELECT ?class (COUNT(?s) AS ?n) WHERE { ?s a ?class } GROUP BY ?class ORDER BY DESC(?n)'),
    );
    const editor = await screen.findByRole('textbox', { name: 'SPARQL query' }, SLOW);
    expect(editor).toHaveDisplayValue(/^SELECT \?class/);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const table = await screen.findByRole('table', { name: 'Query results' }, SLOW);
    expect(within(table).getByRole('columnheader', { name: /\?class/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /\?n/ })).toBeInTheDocument();
    // The rows come from the results worker just after the table.
    await within(table).findByRole('row', { name: /^Row 1,/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    expect(screen.getByText(/Answered in/)).toBeInTheDocument();
    // The counts are integers with their datatype badge, and every class opens the thing's view.
    expect(within(table).getAllByText('xsd:integer').length).toBe(rows.length - 1);
    const first = within(rows[1] ?? table).getAllByRole('button')[0];
    if (!first) throw new Error('no class to open');
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thing$/));
  });

  it('copies the query as curl, with a placeholder for the key', async () => {
    const { user } = renderApp(sparqlPath(world(), 'ASK { ?s ?p ?o }'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Copy as curl' }, SLOW));
    expect(await screen.findByText(/Copied the curl command/)).toBeInTheDocument();
    const command = await navigator.clipboard.readText();
    expect(command).toContain('$WORLDS_API_KEY');
    expect(command).not.toContain(KEY);
    expect(command).toContain(
      {
        rest: "--data-binary 'ASK { ?s ?p ?o }'",
        rpc: '"action":"sparql"',
        dataplane: `--data '{"query":"ASK { ?s ?p ?o }"}'`,
      }[dialect],
    );
  });

  it('answers an ASK with Yes or No', async () => {
    const { user } = renderApp(sparqlPath(world(), 'ASK { ?s ?p ?o }'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByText('Yes', {}, SLOW)).toBeInTheDocument();
  });

  it('answers an ASK that finds nothing with No', async () => {
    const { user } = renderApp(sparqlPath(world(), 'ASK { <http://example.org/none> ?p ?o }'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByText('No', {}, SLOW)).toBeInTheDocument();
  });

  it('reports a malformed query with its line and column, and sends nothing', async () => {
    const { user } = renderApp(sparqlPath(world(), 'SELECT ?s WHERE {\n  ?s ?p ?o .\n  FILTER(?o > )\n}'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    const sent = watchSparqlRequests();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('line 3, column 15');
    expect(alert).toHaveTextContent('It was not sent.');
    const editor = screen.getByRole('textbox', { name: 'SPARQL query' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    // The alert leads to the place: the caret goes just before the refused ")".
    await user.click(within(alert).getByRole('button', { name: 'Show in the editor' }));
    expect(editor).toHaveFocus();
    expect((editor as HTMLTextAreaElement).selectionStart).toBe(
      'SELECT ?s WHERE {\n  ?s ?p ?o .\n  FILTER(?o > '.length,
    );
  });

  it('sends an update only after its confirmation, and says what the server answered', async () => {
    const update = 'INSERT DATA { <http://example.org/x> <http://www.w3.org/2000/01/rdf-schema#label> "Ex" }';
    const { user } = renderApp(sparqlPath(world(), update));
    const run = await screen.findByRole('button', { name: 'Run' }, SLOW);
    // Only the update counts: the world's vocabulary may be read meanwhile, and is read again after the update.
    const watched = watchSparqlRequests();
    const updates = () => watched.filter((request) => request.includes('INSERT'));
    await user.click(run);
    const dialog = await screen.findByRole('dialog', { name: /Run this update on/ }, SLOW);
    expect(dialog).toHaveTextContent(update);
    expect(dialog).toHaveTextContent(world());
    expect(updates()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(updates()).toEqual([]);
    await user.click(run);
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Run update' }));
    expect(await screen.findByText('The update was run', {}, SLOW)).toBeInTheDocument();
    expect(updates()).toHaveLength(1);
  });

  it(graphs ? 'shows the triples of a CONSTRUCT' : 'says plainly that CONSTRUCT is not supported', async () => {
    const { user } = renderApp(sparqlPath(world(), 'CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o } LIMIT 3'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    if (graphs) {
      const table = await screen.findByRole('table', { name: 'Query results' }, SLOW);
      expect(within(table).getByRole('columnheader', { name: /subject/ })).toBeInTheDocument();
      expect(within(table).getAllByRole('row')).toHaveLength(4);
    } else {
      expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
        'This server does not support CONSTRUCT queries',
      );
    }
  });

  it('keeps the query in the URL, so a reload shows it again', async () => {
    const query = 'SELECT ?s WHERE { ?s a ?c } LIMIT 2';
    const view = renderApp(sparqlPath(world(), query));
    await view.user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    await screen.findByRole('table', { name: 'Query results' }, SLOW);
    const url = view.router.state.location.pathname + view.router.state.location.search;
    view.unmount();
    renderApp(url);
    expect(await screen.findByRole('textbox', { name: 'SPARQL query' }, SLOW)).toHaveDisplayValue(query);
    // And the history of this world, in this browser, has it.
    expect(screen.getByRole('button', { name: query })).toBeInTheDocument();
  });
});

describe('on the dataplane server', { timeout: 60_000 }, () => {
  beforeEach(() => {
    resetSparqlStores();
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'dataplane' });
  });

  it('leads to the place of a syntax error that only the server’s parser found', async () => {
    // A query the check here passes, refused by the server's own parser, in its words (recorded/dataplane/34).
    const query = 'SELECT ?s WHERE {\n  ?s ?p ?o\n} LIMIT 5';
    server.use(
      http.post(`${BASE}/worlds/:worldId/sparql`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'INVALID_ARGUMENT',
              message: "Syntax error at line 2, column 3: unexpected 'VAR1'\n\n  ?s ?p ?o\n  ^",
            },
          },
          { status: 400 },
        ),
      ),
      ...dataplaneHandlers({ apiKey: KEY, origin: BASE }),
    );
    const { user } = renderApp(sparqlPath(dataplaneWorldId('solar-system') ?? '', query));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The server found a mistake at line 2, column 3');
    expect(alert).toHaveTextContent("unexpected 'VAR1'");
    await user.click(within(alert).getByRole('button', { name: 'Show in the editor' }));
    const editor = screen.getByRole('textbox', { name: 'SPARQL query' });
    expect(editor).toHaveFocus();
    expect((editor as HTMLTextAreaElement).selectionStart).toBe('SELECT ?s WHERE {\n  '.length);
  });
});

describe('on other servers', { timeout: 60_000 }, () => {
  it('says that a server without SPARQL has none, and shows nothing else', async () => {
    server.use(http.all(`${BASE}/v1/worlds/:worldId/sparql`, () => new HttpResponse('Not found', { status: 404 })));
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: '', dialect: 'v1' });
    renderApp('/worlds/solar-system/sparql');
    expect(await screen.findByText('This server does not answer SPARQL', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'SPARQL query' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
  });

  it('cancels a query that takes too long, showing the time it has taken meanwhile', async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    server.use(
      http.all(`${BASE}/v1/worlds/:worldId/sparql`, async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
    const { user } = renderApp(sparqlPath(restWorldId('solar-system') ?? '', 'ASK { ?s ?p ?o }'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByText('Running…', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Elapsed: \d+ ms/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Cancelled: the query was stopped/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByText('Yes')).not.toBeInTheDocument();
  });

  it("draws a SELECT's first rows while the rest is read, its files waiting; Cancel stops the reading", async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    // The rest never comes: the reply stays open, as a slow server's long reply does.
    answerFirstRowOnly();
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
    const { user } = renderApp(sparqlPath(restWorldId('solar-system') ?? '', 'SELECT ?s WHERE { ?s ?p ?o }'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByRole('row', { name: /^Row 1, s/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Reading rows…')).toBeInTheDocument();
    // Not "Answered" before the answer is whole: only its first rows have come.
    expect(screen.getByText(/^First rows in \d+ ms\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Answered in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled while the rows were read')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^Row 1, s/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('takes the earlier answer, its timing and its curl off the page after a server error', async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
    const world = restWorldId('solar-system') ?? '';
    const { user, router } = renderApp(sparqlPath(world, 'ASK { ?s ?p ?o }'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByText('Yes', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy as curl' })).toBeInTheDocument();
    server.use(
      http.post(`${BASE}/v1/worlds/:worldId/sparql`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    await router.navigate(sparqlPath(world, 'ASK { ?s a ?c }'));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The query failed');
    expect(screen.queryByText('Yes')).not.toBeInTheDocument();
    expect(screen.queryByText(/Answered in/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy as curl' })).not.toBeInTheDocument();
  });

  it('takes the earlier answer, its timing and its curl off the page when the check refuses a query', async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
    const world = restWorldId('solar-system') ?? '';
    const { user, router } = renderApp(sparqlPath(world, 'SELECT ?s WHERE { ?s a ?c } LIMIT 2'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByRole('table', { name: 'Query results' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Answered in/)).toBeInTheDocument();
    await router.navigate(sparqlPath(world, 'SELECT ?s WHERE { ?s a ?c '));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'SPARQL query' })).toHaveDisplayValue('SELECT ?s WHERE { ?s a ?c '),
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('It was not sent.');
    expect(screen.queryByRole('table', { name: 'Query results' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Answered in/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy as curl' })).not.toBeInTheDocument();
  });

  it('says that a cancelled update may have run, and reads the world again', async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
    const world = restWorldId('solar-system') ?? '';
    const update = 'INSERT DATA { <http://example.org/x> <http://www.w3.org/2000/01/rdf-schema#label> "Ex" }';
    const { user } = renderApp(sparqlPath(world, update));
    const run = await screen.findByRole('button', { name: 'Run' }, SLOW);
    // The world's vocabulary (for completion) is read once as the page opens.
    const watched = watchSparqlRequests();
    const vocabularyReads = () => watched.filter((request) => request.includes('DISTINCT')).length;
    server.use(
      http.post(`${BASE}/v1/worlds/:worldId/sparql`, async ({ request }) => {
        if (!(await request.clone().text()).includes('INSERT')) return undefined;
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(run);
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Run update' }));
    expect(await screen.findByText('Running…', {}, SLOW)).toBeInTheDocument();
    const readsBefore = vocabularyReads();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The update may have run: it was cancelled');
    expect(screen.queryByText(/Cancelled: the query/)).not.toBeInTheDocument();
    // What was read of the world is stale: the vocabulary on screen is read again.
    await waitFor(() => expect(vocabularyReads()).toBeGreaterThan(readsBefore));
  });

  it('downloads a SELECT as CSV that starts with a byte-order mark, so spreadsheets read it as UTF-8', async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => saved.push(blob) && 'blob:csv',
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    onTestFinished(() => click.mockRestore());
    const { user } = renderApp(sparqlPath(restWorldId('solar-system') ?? '', 'SELECT ?s WHERE { ?s a ?c } LIMIT 2'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }, SLOW));
    // The file is written where the rows are kept, then saved.
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    // The mark, then the header's first column, s.
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x73]);
  });
});

describe('an answer whose server stops sending part-way', { timeout: 60_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('ends the reading after the request layer’s limit, showing none of its rows, and offers to run again', async () => {
    server.use(...restHandlers({ apiKey: KEY }));
    answerFirstRowOnly();
    saveConnection({ mode: 'server', baseUrl: BASE, apiKey: KEY, dialect: 'rest' });
    // Time runs as usual until the test moves it on, past the limit on a silence (15 s, as on the answer's start).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderApp(sparqlPath(restWorldId('solar-system') ?? '', 'SELECT ?s WHERE { ?s ?p ?o }'));
    await user.click(await screen.findByRole('button', { name: 'Run' }, SLOW));
    expect(await screen.findByRole('row', { name: /^Row 1, s/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Reading rows…')).toBeInTheDocument();

    vi.advanceTimersByTime(15_000);
    const failed = await screen.findByRole('group', { name: 'Query results' }, SLOW);
    // The request layer's words reach the page through the rows' reading (api/sparql-rows.ts).
    expect(within(failed).getByRole('alert')).toHaveTextContent(/The answer could not be read whole/);
    expect(within(failed).getByRole('alert')).toHaveTextContent(/stopped sending part-way/);
    expect(failed).toHaveTextContent(/Run the query again\.$/);
    expect(screen.queryByRole('row', { name: /^Row 1, s/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/so far/)).not.toBeInTheDocument();
    // Its rows are let go: no file of them can be written.
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
  });
});
