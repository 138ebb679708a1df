import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import type { SearchResult } from '../../api/schemas';
import { ResultsTable } from './results-table';

/** Query words that count how often a value is marked with them, i.e. how many values were rendered. */
class CountingWords extends Array<string> {
  static marked = 0;
  override map<U>(callback: (value: string, index: number, array: string[]) => U): U[] {
    CountingWords.marked += 1;
    return [...this].map(callback);
  }
}

const results: SearchResult[] = Array.from({ length: 20 }, (_, index) => ({
  score: 1 - index / 100,
  value: {
    subject: `http://example.org/planet/${index}`,
    predicate: 'http://www.w3.org/2000/01/rdf-schema#label',
    object: `"Moon ${index}"@en`,
  },
}));

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
});
