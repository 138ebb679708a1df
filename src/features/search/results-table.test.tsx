import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import type { SearchResult } from '../../api/schemas';
import { FIRST_FRAME_ROWS, ResultsTable } from './results-table';

/** Query words that count how often a value is marked with them, i.e. how many values were rendered. */
class CountingWords extends Array<string> {
  static marked = 0;
  override map<U>(callback: (value: string, index: number, array: string[]) => U): U[] {
    CountingWords.marked += 1;
    return [...this].map(callback);
  }
}

const page = (length: number): SearchResult[] =>
  Array.from({ length }, (_, index) => ({
    score: 1 - index / 1000,
    value: {
      subject: { kind: 'iri', value: `http://example.org/planet/${index}` },
      predicate: { kind: 'iri', value: 'http://www.w3.org/2000/01/rdf-schema#label' },
      object: { kind: 'literal', value: `Moon ${index}`, language: 'en' },
    },
  }));
const results = page(20);

describe('ResultsTable', () => {
  it('renders again only the rows whose Tab stop moved when focus goes to another row', () => {
    const words = CountingWords.from(['moon']);
    render(
      <ResultsTable
        results={results}
        offset={0}
        words={words}
        fullIris={false}
        stale={false}
        bodyRef={createRef()}
        onPivot={() => {}}
        onOpen={() => {}}
      />,
    );
    const markedPerRow = CountingWords.marked / results.length;
    expect(markedPerRow).toBeGreaterThan(0);

    CountingWords.marked = 0;
    fireEvent.focus(screen.getByRole('row', { name: /^Result 6,/ }));

    expect(screen.getByRole('row', { name: /^Result 6,/ })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('row', { name: /^Result 1,/ })).toHaveAttribute('tabindex', '-1');
    // The row that had the Tab stop and the row that has it now; not all twenty.
    expect(CountingWords.marked).toBe(2 * markedPerRow);
  });

  it('paints the first screen of a long page at once and the rest next, busy until then; a refetch keeps every row', async () => {
    const props = {
      offset: 0,
      words: ['moon'],
      fullIris: false,
      stale: false,
      bodyRef: createRef<HTMLTableSectionElement>(),
      onPivot: () => {},
      onOpen: () => {},
    };
    const hundred = page(100);
    const { rerender } = render(<ResultsTable results={hundred} {...props} />);
    const table = screen.getByRole('table', { name: 'Search results' });
    // Without a name to match: naming 100 rows by their accessible names, again and again, is slow in jsdom.
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(FIRST_FRAME_ROWS);
    expect(table).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(rows()).toHaveLength(100);

    // The same page read again (a new array, the same rows): nothing is taken away, so focus in row 60 stays.
    const sixtieth = rows()[59] as HTMLElement;
    sixtieth.focus();
    rerender(<ResultsTable results={page(100)} {...props} />);
    expect(rows()).toHaveLength(100);
    expect(sixtieth).toHaveFocus();
    expect(sixtieth).toHaveAccessibleName(/^Result 60,/);

    // The next page is new: its first screen first again.
    rerender(<ResultsTable results={page(100)} {...props} offset={100} />);
    expect(rows()).toHaveLength(FIRST_FRAME_ROWS);
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(rows()).toHaveLength(100);
    expect(rows()[99]).toHaveAccessibleName(/^Result 200,/);
  });
});
