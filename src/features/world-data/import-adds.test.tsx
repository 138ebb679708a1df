import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { saveConnection } from '../../api/connection';
import { worldTriples } from '../../mocks/db';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * Issue 25: on the REST server an import replaces the world's triples. The Data page adds by SPARQL INSERT DATA
 * (in parts), replaces only after saying what is lost, says what the count shows afterwards, and says "not known"
 * when the server does not answer in time. Against the REST double, which replaces on import as the server does.
 */

const KEY = 'test-key';
const TWO_TRIPLES =
  '<http://example.org/probe> <http://example.org/name> "Voyager probe" .\n<http://example.org/probe> <http://example.org/launched> "1977" .\n';
const worldId = () => restWorldId('periodic-table') ?? '';
const dataPath = () => `/worlds/${worldId()}/data`;
const held = () => worldTriples('periodic-table')?.length ?? -1;

/** n lines of N-Triples, each its own triple. */
const manyTriples = (n: number) =>
  Array.from({ length: n }, (_, i) => `<http://example.org/s${i}> <http://example.org/n> "${i}" .\n`).join('');

/** The SPARQL updates the app sends to the server. */
function sentUpdates() {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.headers.get('Content-Type') === 'application/sparql-update') sent.push(request.url);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}

beforeEach(() => {
  server.use(...restHandlers({ apiKey: KEY }));
  saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: 'rest' });
});

it('adds a 2-triple file to a world of N: it holds N+2; Replace asks first, naming the N+2 lost, and leaves 2', async () => {
  const before = held();
  expect(before).toBeGreaterThan(10);
  const { user } = renderApp(dataPath());
  const facts = await screen.findByRole('region', { name: 'Facts' });
  expect(await within(facts).findByText(`${before} triples`)).toBeInTheDocument();
  expect(screen.getByLabelText('RDF file')).toHaveAccessibleDescription(/This server’s own import replaces/);

  await user.upload(screen.getByLabelText('RDF file'), new File([TWO_TRIPLES], 'probe.nt'));
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));
  expect(
    await screen.findByText(`Added 2 triples: the world now holds ${before + 2} triples`, {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(held()).toBe(before + 2);
  expect(within(facts).getByText(`${before + 2} triples`)).toBeInTheDocument();

  // The same file again, through the server's own import: it asks first, with a fresh count.
  await user.upload(screen.getByLabelText('RDF file'), new File([TWO_TRIPLES], 'probe.nt'));
  await user.click(await screen.findByRole('button', { name: 'Replace the world’s data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Replace the world’s data?' });
  expect(dialog).toHaveTextContent(`The world’s ${before + 2} triples are removed`);
  await user.click(within(dialog).getByRole('button', { name: 'Keep the world’s data' }));
  expect(held()).toBe(before + 2);

  await user.click(screen.getByRole('button', { name: 'Replace the world’s data' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Replace the world’s data?' })).getByRole('button', {
      name: 'Replace the world’s data',
    }),
  );
  expect(await screen.findByText('Replaced: the world now holds 2 triples')).toBeInTheDocument();
  expect(held()).toBe(2);
  expect(within(facts).getByText('2 triples')).toBeInTheDocument();
});

it('says the triples the world held already were not added twice', async () => {
  const { user } = renderApp(dataPath());
  await user.upload(await screen.findByLabelText('RDF file'), new File([TWO_TRIPLES], 'probe.nt'));
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));
  await screen.findByText(/^Added 2 triples/);
  await user.upload(screen.getByLabelText('RDF file'), new File([TWO_TRIPLES], 'again.nt'));
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));
  expect(await screen.findByText(/^Added 0 triples: the world now holds/)).toBeInTheDocument();
  expect(screen.getByText(/2 triples of them were in the world already/)).toBeInTheDocument();
});

it('adds TriG’s named graphs in GRAPH blocks, and says the count is of the default graph', async () => {
  const trig =
    '<http://example.org/g> { <http://example.org/a> <http://example.org/b> "in a graph" . }\n<http://example.org/d> <http://example.org/b> "in the default graph" .\n';
  const before = held();
  const { user } = renderApp(dataPath());
  await user.upload(await screen.findByLabelText('RDF file'), new File([trig], 'graphs.trig'));
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));
  expect(await screen.findByText(`Added 1 triple: the world now holds ${before + 1} triples`)).toBeInTheDocument();
  const status = screen.getByText(/graphs\.trig held 2 triples/);
  expect(status).toHaveTextContent('the file’s 1 triple in named graphs is not in it');
  expect(status).not.toHaveTextContent(/in the world already/);
});

it('sends a large file in parts with progress; a failed part says which were added, and Resume sends the rest', async () => {
  const sent = sentUpdates();
  let updates = 0;
  let releaseSecond: () => void = () => undefined;
  const secondHeld = new Promise<void>((resolve) => {
    releaseSecond = resolve;
  });
  server.use(
    http.post(`*/v1/worlds/:worldId/sparql`, async ({ request }) => {
      if (request.headers.get('Content-Type') !== 'application/sparql-update') return undefined;
      updates += 1;
      if (updates === 2) {
        await secondHeld;
        return HttpResponse.json({ error: { code: 500, message: 'Database locked' } }, { status: 500 });
      }
      return undefined;
    }),
  );
  const before = held();
  const file = new File([manyTriples(5_000)], 'big.nt');
  const { user } = renderApp(dataPath());
  await user.upload(await screen.findByLabelText('RDF file'), file);
  expect(await screen.findByText(/big\.nt \(.* KB\)/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to the world' }));

  const progress = await screen.findByRole('progressbar', { name: 'Importing big.nt' });
  await waitFor(() => expect(progress).toHaveAttribute('value', expect.stringMatching(/^[1-9]/)));
  expect(progress).toHaveAttribute('max', String(file.size));
  expect(screen.getByText(/2,000 triples sent in 1 part, each acknowledged · sending part 2…/)).toBeInTheDocument();
  expect(screen.getByText(/triples\/s · about .* left/)).toBeInTheDocument();
  // Announced at tenths of the file, never at each part.
  expect(screen.getByText(/^Importing: \d+0 % sent\.$/)).toBeInTheDocument();
  act(() => releaseSecond());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Part 2 was not added');
  expect(alert).toHaveTextContent('Part 1 (2,000 triples) was added.');
  expect(alert).toHaveTextContent('Database locked');
  expect(alert).toHaveTextContent('Nothing after it was sent.');
  expect(screen.queryByText(/^Added/)).not.toBeInTheDocument();
  expect(sent).toHaveLength(2);
  expect(held()).toBe(before + 2_000);

  await user.click(within(alert).getByRole('button', { name: 'Resume from part 2' }));
  expect(
    await screen.findByText(
      `Added 5,000 triples: the world now holds ${(before + 5_000).toLocaleString('en')} triples`,
      {},
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/big\.nt held 5,000 triples, sent in 3 parts, each acknowledged \(resumed from part 2\)/),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(4);
  expect(held()).toBe(before + 5_000);
});

it('says "not known" when the server does not answer in time, and counts again on asking', async () => {
  // Time is the test's: each request's 15-second time-out fires when the test says so.
  const timeouts: AbortController[] = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
    const controller = new AbortController();
    timeouts.push(controller);
    return controller.signal;
  });
  server.use(
    http.post(`*/v1/worlds/:worldId/sparql`, async ({ request }) => {
      if (request.headers.get('Content-Type') !== 'application/sparql-update') return undefined;
      timeouts.at(-1)?.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      await delay('infinite');
      return undefined;
    }),
  );
  const before = held();
  const { user } = renderApp(dataPath());
  await user.upload(await screen.findByLabelText('RDF file'), new File([TWO_TRIPLES], 'probe.nt'));
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The server did not answer in time: it is not known whether part 1 was added');
  expect(alert).not.toHaveTextContent(/not imported/);
  expect(screen.queryByText(/^Added/)).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Count the triples again' }));
  expect(await within(alert).findByText(`Counted again: the world now holds ${before} triples.`)).toBeInTheDocument();
});

it('says "not known" when the connection fails before the server answers, never "not imported"', async () => {
  const sent = sentUpdates();
  server.use(
    http.post(`*/v1/worlds/:worldId/sparql`, ({ request }) =>
      request.headers.get('Content-Type') === 'application/sparql-update' ? HttpResponse.error() : undefined,
    ),
  );
  const { user } = renderApp(dataPath());
  await user.upload(await screen.findByLabelText('RDF file'), new File([TWO_TRIPLES], 'probe.nt'));
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'The connection failed before the server answered: it is not known whether part 1 was added',
  );
  expect(alert).toHaveTextContent('whether it was added is not known');
  // No answer: the part was sent again twice (a set adds nothing twice) before the page said so.
  expect(alert).toHaveTextContent('Part 1 was sent three times');
  expect(sent).toHaveLength(3);
  expect(alert).not.toHaveTextContent(/was not added/);
  expect(within(alert).getByRole('button', { name: 'Count the triples again' })).toBeInTheDocument();
});

it('refuses a file holding a triple that cannot be written into SPARQL safely, and sends nothing', async () => {
  const sent = sentUpdates();
  const { user } = renderApp(dataPath());
  const looksLikeAnEscape = '<http://example.org/a> <http://example.org/b> "C:\\\\u0041" .\n';
  await user.upload(await screen.findByLabelText('RDF file'), new File([looksLikeAnEscape], 'path.nt'));
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('path.nt cannot be added safely');
  expect(alert).toHaveTextContent(/Triple 1 of the file, about http:\/\/example.org\/a/);
  expect(alert).toHaveTextContent(/\\u escape/);
  expect(alert).toHaveTextContent('Nothing was sent.');
  expect(sent).toEqual([]);
});

it('stops the reading of a file when another is chosen, and when the page is left', async () => {
  const workers: { terminated: boolean }[] = [];
  class NeverAnsweringWorker {
    terminated = false;
    onmessage: unknown = null;
    onerror: unknown = null;
    constructor() {
      workers.push(this);
    }
    postMessage() {}
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', NeverAnsweringWorker);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const { user, router } = renderApp(dataPath());
  await user.upload(await screen.findByLabelText('RDF file'), new File([TWO_TRIPLES], 'first.nt'));
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));
  await waitFor(() => expect(workers.map((worker) => worker.terminated)).toEqual([false]));

  await user.upload(screen.getByLabelText('RDF file'), new File([TWO_TRIPLES], 'second.nt'));
  expect(await screen.findByText(/^second\.nt/)).toBeInTheDocument();
  expect(workers.map((worker) => worker.terminated)).toEqual([true]);
  await user.click(await screen.findByRole('button', { name: 'Add to the world' }));
  await waitFor(() => expect(workers.map((worker) => worker.terminated)).toEqual([true, false]));

  await act(() => router.navigate(`/worlds/${worldId()}/search`));
  expect(workers.map((worker) => worker.terminated)).toEqual([true, true]);
});
