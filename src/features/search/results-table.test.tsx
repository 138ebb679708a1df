import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef, Profiler, type ProfilerOnRenderCallback } from 'react';
import type { SearchResult } from '../../api/schemas';
import { ResultsTable } from './results-table';

const page = (length: number, from = 0): SearchResult[] =>
  Array.from({ length }, (_, index) => ({
    score: 1 - index / 1000,
    value: {
      subject: { kind: 'iri', value: `http://example.org/planet/${from + index}` },
      predicate: { kind: 'iri', value: 'http://www.w3.org/2000/01/rdf-schema#label' },
      object: { kind: 'literal', value: `Moon ${from + index}`, language: 'en' },
    },
  }));

const props = {
  offset: 0,
  words: ['moon'],
  fullIris: false,
  stale: false,
  onOpenThing: () => {},
  onOpen: () => {},
};

// Without a name to match: naming 100 rows by their accessible names, again and again, is slow in jsdom.
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Search results' }))
    .getAllByRole('row')
    .slice(1);

describe('ResultsTable', () => {
  it('renders again only the rows whose Tab stop moved when focus goes to another row', () => {
    // React's own measure of each commit: how long the table's rendering took. A focus move that renders two rows
    // costs a small part of one that renders all of them (the table itself is the same in both).
    const commits: number[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => commits.push(actualDuration);
    const hundred = page(100);
    const table = (fullIris: boolean) => (
      <Profiler id="results" onRender={onRender}>
        <ResultsTable results={hundred} {...props} fullIris={fullIris} bodyRef={createRef()} />
      </Profiler>
    );
    const { rerender } = render(table(false));
    // Every row's own props change: the whole page is rendered again. The quickest of a few of each, so that a pause
    // of the machine in one of them does not count.
    const all = [true, false, true, false].map((fullIris) => {
      commits.length = 0;
      rerender(table(fullIris));
      return commits.reduce((sum, duration) => sum + duration, 0);
    });
    const moves = [6, 40, 41, 90, 2].map((rank) => {
      commits.length = 0;
      const row = dataRows()[rank - 1] as HTMLElement;
      act(() => row.focus());
      expect(row).toHaveAttribute('tabindex', '0');
      return commits.reduce((sum, duration) => sum + duration, 0);
    });

    expect(dataRows()[0]).toHaveAttribute('tabindex', '-1');
    expect(dataRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);
    // Two rows of a hundred: a fifth of the whole leaves room for the table's own work and the clock's grain.
    expect(Math.min(...moves)).toBeLessThan(Math.min(...all) / 5);
  });

  it('shows every row of a new page at once, keeps every row and the focus on a refetch, and is busy only while stale', () => {
    const bodyRef = createRef<HTMLTableSectionElement>();
    const { rerender } = render(<ResultsTable results={page(100)} {...props} bodyRef={bodyRef} />);
    const table = screen.getByRole('table', { name: 'Search results' });
    expect(dataRows()).toHaveLength(100);
    expect(table).toHaveAttribute('aria-busy', 'false');

    // The same page read again (a new array, the same rows): nothing is taken away, so focus in row 60 stays.
    const sixtieth = dataRows()[59] as HTMLElement;
    act(() => sixtieth.focus());
    rerender(<ResultsTable results={page(100)} {...props} bodyRef={bodyRef} />);
    expect(dataRows()).toHaveLength(100);
    expect(sixtieth).toHaveFocus();
    expect(sixtieth).toHaveAccessibleName(/^Result 60,/);

    // While the next page loads, this one stays, dimmed and busy.
    rerender(<ResultsTable results={page(100)} {...props} bodyRef={bodyRef} stale />);
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(dataRows()).toHaveLength(100);

    rerender(<ResultsTable results={page(100, 100)} {...props} bodyRef={bodyRef} offset={100} />);
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(dataRows()).toHaveLength(100);
    expect(dataRows()[99]).toHaveAccessibleName(/^Result 200,/);
  });

  it('opens the details from a row, its Details button, or Graph for its subject, but not from its links', () => {
    const opened: number[] = [];
    const graphed: string[] = [];
    const pivots: string[] = [];
    render(
      <ResultsTable
        results={page(3)}
        {...props}
        bodyRef={createRef()}
        onOpen={(index) => opened.push(index)}
        onNeighbourhood={(iri) => graphed.push(iri)}
        onOpenThing={(iri) => pivots.push(iri)}
      />,
    );
    const second = dataRows()[1] as HTMLElement;
    fireEvent.click(within(second).getAllByRole('cell')[0] as HTMLElement);
    fireEvent.click(within(second).getByRole('button', { name: 'Details of result 2' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Graph the neighbourhood of result 2’s subject' }));
    fireEvent.click(within(second).getByRole('button', { name: 'http://example.org/planet/1' }));
    expect(opened).toEqual([1, 1]);
    expect(graphed).toEqual(['http://example.org/planet/1']);
    expect(pivots).toEqual(['http://example.org/planet/1']);
  });
});
