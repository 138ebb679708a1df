import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SparqlSelect } from '../../api/sparql';
import { readSparqlStream, type SparqlRows } from '../../api/sparql-rows';
import type { RdfTerm } from '../../lib/rdf-term';
import { SelectTable } from './select-table';

/*
 * The SELECT table alone: one Tab stop with the search table's keyboard, long literals clamped, and what it writes
 * itself (column names, a row's spoken name) isolated from right-to-left text and bidi controls. Its rows are kept
 * where the pages keep them, read from a reply's bytes (here, with no workers in jsdom, by the same service).
 */

const iri = (value: string) => ({ kind: 'iri', value }) as const;
const literal = (value: string, language?: string) => ({ kind: 'literal', value, language }) as const;
const EX = 'http://example.org/solar-system/';
const QUERY = { text: '', kind: 'query' } as const;

const select: SparqlSelect = {
  vars: ['s', 'label'],
  rows: [
    { s: iri(`${EX}Moon`), label: literal('Moon', 'en') },
    { s: iri(`${EX}Mars`), label: literal('المريخ', 'ar') },
    { s: iri(`${EX}Titan`), label: literal('Titan\u202E reversed?') },
  ],
};

const jsonTerm = (term: RdfTerm) =>
  term.kind === 'iri'
    ? { type: 'uri', value: term.value }
    : term.kind === 'blank'
      ? { type: 'bnode', value: term.value }
      : { type: 'literal', value: term.value, ...(term.language ? { 'xml:lang': term.language } : {}) };

/** The rows as a server's JSON reply, read into the table the page would be given. */
async function tableOf({ vars, rows }: SparqlSelect): Promise<SparqlRows> {
  const bindings = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([name, term]) => [name, jsonTerm(term)])),
  );
  const reply = new Response(JSON.stringify({ head: { vars }, results: { bindings } }));
  const answer = await readSparqlStream(
    { body: reply.body ?? new ReadableStream(), silenceLimitMs: 15_000 },
    'protocol',
    QUERY,
  );
  if (answer.form !== 'select') throw new Error('not a SELECT');
  return answer.table;
}

async function renderTable(shown: SparqlSelect = select) {
  const user = userEvent.setup();
  const onOpen = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <button type="button">Before</button>
      <SelectTable vars={shown.vars} table={await tableOf(shown)} onOpen={onOpen} />
      <button type="button">After</button>
    </QueryClientProvider>,
  );
  const table = screen.getByRole('table', { name: 'Query results' });
  await within(table).findAllByRole('row', { name: /^Row 1,/ });
  const rows = within(table).getAllByRole('row').slice(1);
  return { user, onOpen, table, rows };
}

describe('the SELECT table', () => {
  it('is one Tab stop: Tab enters at a row and leaves after it, never stopping at a value', async () => {
    const { user, rows } = await renderTable();
    await user.click(screen.getByRole('searchbox', { name: 'Filter rows' }));
    // The filter field, the page size, then the sort buttons of the two columns, then the rows: one stop.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(rows[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(rows[0]).toHaveFocus();
  });

  it('moves between rows with j/k, the arrows and Home/End, and through a row’s things with ←/→', async () => {
    const { user, rows, onOpen } = await renderTable();
    (rows[0] as HTMLElement).focus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('j');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('k');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    // → reaches the row's thing (opening its view) and then its link; Escape returns to the row.
    await user.keyboard('{ArrowRight}');
    const moon = within(rows[0] as HTMLElement).getByRole('button', { name: /Moon/ });
    expect(moon).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(`${EX}Moon`);
    await user.keyboard('{ArrowRight}');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /in a new tab/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(rows[0]).toHaveFocus();
    // The row focused last stays the table's Tab stop.
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveAttribute('tabindex', '0');
    expect(rows[0]).toHaveAttribute('tabindex', '-1');
  });

  it('names a row by its values, each isolated, so right-to-left text and bidi controls stay in place', async () => {
    const { rows } = await renderTable();
    expect(rows[1]).toHaveAccessibleName(`Row 2, s \u2068${EX}Mars\u2069, label \u2068المريخ\u2069`);
    // A right-to-left override inside a value ends with the value.
    expect(rows[2]).toHaveAccessibleName(`Row 3, s \u2068${EX}Titan\u2069, label \u2068Titan\u202E reversed?\u2069`);
  });

  it('isolates a column’s name, which may be written right to left', async () => {
    const { table } = await renderTable({ vars: ['اسم'], rows: [{ اسم: literal('x') }] });
    const header = within(table).getByRole('columnheader', { name: /اسم/ });
    expect(within(header).getByText('?اسم').tagName).toBe('BDI');
  });

  it('shows a variable named as an object’s member (__proto__, toString) as any other, and unbound as unbound', async () => {
    const { rows } = await renderTable({
      vars: ['__proto__', 'toString'],
      rows: [
        { ['__proto__']: literal('proto value'), toString: literal('text value') },
        Object.fromEntries([['__proto__', iri(`${EX}Moon`)]]),
      ],
    });
    expect(rows[0]).toHaveAccessibleName('Row 1, __proto__ \u2068proto value\u2069, toString \u2068text value\u2069');
    expect(rows[1]).toHaveAccessibleName(`Row 2, __proto__ \u2068${EX}Moon\u2069, toString unbound`);
  });

  it('clamps a long literal, with a way to see it all', async () => {
    const long = 'ا'.repeat(10_000);
    const { user, rows } = await renderTable({
      vars: ['s', 'text'],
      rows: [{ s: iri(`${EX}Moon`), text: literal(long) }],
    });
    const showAll = within(rows[0] as HTMLElement).getByRole('button', { name: 'Show all 10,000 characters' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('the SELECT table with 100,000 rows', () => {
  const XSD_INTEGER = 'http://www.w3.org/2001/XMLSchema#integer';
  // Numbered in a shuffled order (7,919 is prime to 100,000), so that a sort by ?n has work to do.
  const big: SparqlSelect = {
    vars: ['body', 'n'],
    rows: Array.from({ length: 100_000 }, (_, index) => ({
      body: iri(`${EX}body-${index}`),
      n: { kind: 'literal', value: String((index * 7_919) % 100_000), datatype: XSD_INTEGER },
    })),
  };

  it('is sorted by a column, filtered, and paged to its last page, with the count and each row’s place', async () => {
    const { user, table } = await renderTable(big);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('100,000 rows, showing 1–1,000');
    expect(table).toHaveAttribute('aria-rowcount', '100001');
    // Only what is in view is drawn, not the page's 1,000 rows.
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);

    // Sorted by ?n, as numbers: 0, 1, 2… (not 0, 1, 10, 100…), then the other way.
    await user.click(within(table).getByRole('button', { name: /^\?n\b/ }));
    expect(await within(table).findByRole('row', { name: /^Row 1, .* n \u20680\u2069$/ })).toHaveAttribute(
      'aria-rowindex',
      '2',
    );
    expect(within(table).getByRole('row', { name: /^Row 2, .* n \u20681\u2069$/ })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /^\?n\b/ }));
    expect(await within(table).findByRole('row', { name: /^Row 1, .* n \u206899999\u2069$/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /\?n/ })).toHaveAttribute('aria-sort', 'descending');

    // The last of 100 pages: its rows are numbered 99,001 on, and the last is the smallest.
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await within(status).findByText('100,000 rows, showing 99,001–100,000');
    expect(screen.getByText('Page 100 of 100')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Row 99,001, / })).toHaveAttribute('aria-rowindex', '99002');
    // Filtered: body-4242 and body-42420…42429 hold "body-4242"; still sorted by ?n, descending.
    await user.type(screen.getByRole('searchbox', { name: 'Filter rows' }), 'body-4242');
    await within(status).findByText('11 of 100,000 rows match');
    expect(table).toHaveAttribute('aria-rowcount', '12');
    const shown = within(table).getAllByRole('row', { name: /^Row / });
    expect(shown).toHaveLength(11);
    const numbers = shown.map((row) => Number(/n \u2068(\d+)\u2069$/.exec(row.getAttribute('aria-label') ?? '')?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  }, 120_000);
});

// Two pages of long values, sorted and filtered: slow on a busy machine.
describe('the SELECT table’s long values', { timeout: 90_000 }, () => {
  // 1,200 rows, each with a value as long as a paragraph: clamped, with Show all; two pages of 1,000.
  const longRows: SparqlSelect = {
    vars: ['s', 'text'],
    rows: Array.from({ length: 1_200 }, (_, index) => ({
      s: iri(`${EX}moon-${index}`),
      text: literal(`Moon ${index} `.repeat(40)),
    })),
  };
  /** Scrolls the window (jsdom lays nothing out: rows are taken at their estimated height, 41 px). */
  const scrollTo = (top: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
    fireEvent.scroll(window);
  };
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  const row = (table: HTMLElement, n: number) => within(table).queryByRole('row', { name: new RegExp(`^Row ${n}, `) });
  const valueButton = (table: HTMLElement, n: number) => {
    const drawn = row(table, n);
    if (!drawn) throw new Error(`Row ${n} is not drawn`);
    return within(drawn).getByRole('button', { name: /^Show (all|less)/ });
  };

  it('keeps a value opened while its row scrolls away and back, and the focus on Show less', async () => {
    const { user, table } = await renderTable(longRows);
    const showAll = valueButton(table, 2);
    act(() => showAll.focus());
    await user.keyboard('{Enter}');
    // The same button, still focused, now closes the value again.
    expect(showAll).toHaveFocus();
    expect(showAll).toHaveAccessibleName('Show less');
    expect(showAll).toHaveAttribute('aria-expanded', 'true');

    // Far away, the focused row stays drawn and keeps the focus; once another row has it, row 2 is let go.
    scrollTo(400 * 41);
    expect(showAll).toHaveFocus();
    act(() => row(table, 405)?.focus());
    expect(row(table, 405)).toHaveFocus();
    expect(row(table, 2)).toBeNull();
    scrollTo(0);
    expect(valueButton(table, 2)).toHaveAccessibleName('Show less');
    expect(valueButton(table, 2)).toHaveAttribute('aria-expanded', 'true');
    expect(valueButton(table, 3)).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the values opened on another sort, filter or page', async () => {
    const { user, table } = await renderTable(longRows);
    const status = screen.getByRole('status');
    await user.click(valueButton(table, 1));
    expect(valueButton(table, 1)).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await within(status).findByText('1,200 rows, showing 1,001–1,200');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await within(status).findByText('1,200 rows, showing 1–1,000');
    expect(valueButton(table, 1)).toHaveAttribute('aria-expanded', 'false');

    await user.click(valueButton(table, 1));
    await user.click(within(table).getByRole('button', { name: /^\?s\b/ }));
    // The same first row, sorted: its value closed all the same.
    expect(within(table).getByRole('columnheader', { name: /\?s/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(row(table, 1)).toHaveAccessibleName(/^Row 1, s \u2068\S*moon-0\u2069/);
    expect(valueButton(table, 1)).toHaveAttribute('aria-expanded', 'false');

    await user.click(valueButton(table, 1));
    await user.type(screen.getByRole('searchbox', { name: 'Filter rows' }), 'moon-1199');
    await within(status).findByText(/^1 of 1,200 rows match/);
    expect(valueButton(table, 1)).toHaveAttribute('aria-expanded', 'false');
  });
});
