import { fireEvent, screen, within } from '@testing-library/react';
import { saveConnection } from '../../api/connection';
import { restHandlers, restWorldId } from '../../mocks/dialects/rest-handlers';
import { RPC_NAMESPACE, rpcHandlers } from '../../mocks/dialects/rpc-handlers';
import { server } from '../../mocks/node';
import { renderApp } from '../../test/render-app';

/*
 * A literal whose text is an IRI, as the REST and RPC servers send it: the text alone (their search finds only
 * literals). Each screen shows what the dialect said the term is, and never guesses again from the text, so the
 * value is text everywhere: no link, no pivot, no node of its own. The doubles' Solar System holds one
 * (src/mocks/data/solar-system.ts, on the hostile sample).
 */

const TEXT = 'https://example.org/x';
const KEY = 'test-key';
// The first render of a test imports the lazy search page and graph chunks: slow on a busy machine (10 s was not
// enough with two test runs sharing two cores).
const SLOW = { timeout: 20_000 };

const dialects = [
  { dialect: 'rest', handlers: () => restHandlers({ apiKey: KEY }), world: restWorldId('solar-system') ?? '' },
  { dialect: 'rpc', handlers: () => rpcHandlers({ apiKey: KEY }), world: `${RPC_NAMESPACE}/solar-system` },
] as const;

describe.each(dialects)('a literal whose text is an IRI, from the $dialect server', { timeout: 40_000 }, (double) => {
  beforeEach(() => {
    server.use(...double.handlers());
    saveConnection({ mode: 'server', baseUrl: 'https://worlds.example', apiKey: KEY, dialect: double.dialect });
  });

  const searchPath = (view = '') =>
    `/worlds/${encodeURIComponent(double.world)}/search?q=example&limit=10&offset=0${view}`;

  it('is text in the table and in the details: no link, no pivot, no neighbourhood', async () => {
    const { user } = renderApp(searchPath());
    const table = await screen.findByRole('table', { name: 'Search results', busy: false }, SLOW);
    const cell = within(table).getByRole('cell', { name: TEXT });
    expect(within(cell).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cell).queryByRole('button')).not.toBeInTheDocument();

    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByRole('cell', { name: TEXT }) !== null);
    if (!row) throw new Error('the value is in no row');
    await user.click(within(row).getByRole('button', { name: /^Details of result/ }));
    const details = await screen.findByRole('dialog', { name: /^Result \d+$/ });
    // Subject and predicate are IRIs; the object alone is a literal.
    expect(within(details).getAllByText('IRI')).toHaveLength(2);
    expect(within(details).getByText('Literal')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Copy object value' })).toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: `Open ${TEXT} in a new tab` })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Search for this object' })).not.toBeInTheDocument();
    expect(within(details).getByText(/"https:\/\/example\.org\/x" \.$/)).toBeInTheDocument();
  });

  it('is a value in the graph, not a thing', async () => {
    renderApp(searchPath('&view=graph'));
    const picture = await screen.findByRole('listbox', { name: 'Things and values' }, SLOW);
    const value = within(picture).getByRole('option', { name: `Value “${TEXT}” (schema:url)` });
    expect(within(picture).queryByRole('option', { name: new RegExp(`\\(${TEXT}\\)$`) })).not.toBeInTheDocument();
    // A click alone: user-event's mousedown would start d3-zoom's drag, which jsdom cannot follow.
    fireEvent.click(value);
    const panel = await screen.findByRole('region', { name: TEXT });
    expect(within(panel).getByText('Literal')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Show neighbourhood' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });
});
