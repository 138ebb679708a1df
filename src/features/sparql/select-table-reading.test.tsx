import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { readSparqlStream } from '../../api/sparql-rows';
import { SelectTable } from './select-table';

/*
 * The SELECT table while its reply is still read: the first rows shown at once, in the reply's order, the count
 * said as rows read so far and never as the answer's, what needs the whole answer waiting for it; then the whole
 * answer, or a failure that shows none of the rows read before it.
 */

const ROWS = 2_500;
const reply = JSON.stringify({
  head: { vars: ['s', 'label'] },
  results: {
    bindings: Array.from({ length: ROWS }, (_, index) => ({
      s: { type: 'uri', value: `http://example.org/thing-${index}` },
      label: { type: 'literal', value: `שם ${index} 🚀`, 'xml:lang': 'he' },
    })),
  },
});
const bytes = new TextEncoder().encode(reply);
const PART = Math.floor(bytes.length * 0.6);

/** A reply whose bytes the test hands over when it likes. */
function slowReply() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const cancelled = vi.fn();
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
    cancel: cancelled,
  });
  return { body, controller, cancelled };
}

async function renderReading(signal?: AbortSignal) {
  const { body, controller, cancelled } = slowReply();
  // Some 1,500 rows, cut inside a row.
  controller.enqueue(bytes.slice(0, PART));
  const answer = await readSparqlStream(
    { body, silenceLimitMs: 15_000 },
    'protocol',
    { text: '', kind: 'query' },
    signal,
  );
  if (answer.form !== 'select') throw new Error('not a SELECT');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SelectTable vars={answer.vars} table={answer.table} onOpen={vi.fn()} />
    </QueryClientProvider>,
  );
  const table = screen.getByRole('table', { name: 'Query results' });
  await within(table).findByRole('row', { name: /^Row 1, s \u2068http:\/\/example.org\/thing-0\u2069/ });
  return { table, controller, cancelled };
}

describe('the SELECT table while its rows are read', () => {
  it('shows the first rows, says it is reading, and waits for the whole answer to sort, filter or go last', async () => {
    const { table, controller } = await renderReading();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Reading rows…$/);
    expect(screen.getByText(/so far$/)).toHaveTextContent(/^Reading rows… [\d,]+ so far$/);
    // The count is not known: not to assistive technology, nor in the pager.
    expect(table).toHaveAttribute('aria-rowcount', '-1');
    expect(screen.getByText(/^Page 1$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^\?s\b/ })).toBeDisabled();
    const filter = screen.getByRole('searchbox', { name: 'Filter rows' });
    expect(filter).toBeDisabled();
    expect(filter).toHaveAccessibleDescription(
      'Sorting, filtering, the last page and downloads wait for the whole answer.',
    );

    controller.enqueue(bytes.slice(PART));
    controller.close();
    await within(status).findByText('2,500 rows, showing 1–1,000');
    expect(table).toHaveAttribute('aria-rowcount', '2501');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^\?s\b/ })).toBeEnabled();
    expect(screen.getByRole('searchbox', { name: 'Filter rows' })).toBeEnabled();
    expect(screen.queryByText(/so far/)).not.toBeInTheDocument();
  });

  it('shows none of the rows read when the reply turns out malformed at its end, and keeps the focus on the page', async () => {
    const { table, controller } = await renderReading();
    const row = within(table).getByRole('row', { name: /^Row 1, s / });
    row.focus();
    expect(row).toHaveFocus();
    controller.enqueue(bytes.slice(PART, -10));
    controller.enqueue(new TextEncoder().encode('}}'));
    controller.close();
    const title = await screen.findByText('The answer could not be read whole');
    // The row went with the table: the notice that replaced it has the focus, not the page's body.
    const notice = screen.getByRole('group', { name: 'Query results' });
    expect(notice).toHaveFocus();
    expect(notice).toContainElement(title);
    expect(screen.getByText(/not JSON.*not the whole answer/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('stops reading when cancelled, and shows none of the rows read', async () => {
    const cancel = new AbortController();
    const { cancelled } = await renderReading(cancel.signal);
    cancel.abort(new DOMException('Cancelled', 'AbortError'));
    expect(await screen.findByText('Cancelled while the rows were read')).toBeInTheDocument();
    expect(cancelled).toHaveBeenCalled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
