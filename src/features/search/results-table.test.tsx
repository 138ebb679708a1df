import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, Profiler, type ProfilerOnRenderCallback } from 'react';
import type { SearchResult } from '../../api/schemas';
import { ResultsTable, ROW_HEIGHT_ESTIMATE } from './results-table';

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
  pageKey: 'first page',
  words: ['moon'],
  fullIris: false,
  stale: false,
  onOpenThing: () => {},
  onOpen: () => {},
};

/*
 * jsdom lays nothing out: each row keeps the height the table expects of it (ROW), the window is jsdom's 768 px, the
 * page as tall as the rows, and scrolling the window moves it (react-virtual reads window.scrollY and its scroll
 * event), as a browser's would.
 */
const ROW = ROW_HEIGHT_ESTIMATE;
beforeEach(() => {
  // The page is as tall as a 100-row table: the furthest the window scrolls.
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return this === document.documentElement ? 100 * ROW : 0;
  });
  let scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    scrollY = typeof options === 'object' ? (options.top ?? scrollY) : scrollY;
    window.dispatchEvent(new Event('scroll'));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Without a name to match: naming 100 rows by their accessible names, again and again, is slow in jsdom.
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Search results' }))
    .getAllByRole('row')
    .slice(1);

/** The row that is the table's one Tab stop, checked to have the focus. */
const focusedRow = () => {
  const row = dataRows().find((drawn) => drawn.tabIndex === 0);
  expect(row).toHaveFocus();
  return row;
};
const rank = (row: HTMLElement) => Number(row.getAttribute('aria-rowindex')) - 1;

describe('ResultsTable', () => {
  it('draws only the rows in view of a 100-row page, and says how many rows there are and where each sits', () => {
    render(<ResultsTable results={page(100)} {...props} bodyRef={createRef()} />);
    const table = screen.getByRole('table', { name: 'Search results' });
    // The header row and the page's 100 rows, whatever is drawn.
    expect(table).toHaveAttribute('aria-rowcount', '101');
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    // 768 px of window at its estimated height a row, and one more either side at rest: far fewer than 100.
    const drawn = dataRows();
    expect(drawn.length).toBeGreaterThanOrEqual(768 / ROW);
    expect(drawn.length).toBeLessThan(25);
    expect(drawn.map(rank)).toEqual(drawn.map((_, index) => index + 1));
    expect(drawn[0]).toHaveAccessibleName(/^Result 1,/);
  });

  it('draws a new page without reading its rows’ heights while React commits it', () => {
    // Read from a row's ref, a height makes the browser lay out the page mid-commit; the rows' observer reports it.
    const heightRead = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { rerender } = render(<ResultsTable results={page(10)} {...props} bodyRef={createRef()} />);
    // The window is still until the virtualizer says so (a pause after the scroll it reads on mounting): rows drawn
    // while it scrolls are never measured from their refs, so the new page comes once it is still.
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    rerender(
      <ResultsTable results={page(10, 10)} {...props} offset={10} pageKey="second page" bodyRef={createRef()} />,
    );
    expect(dataRows()[0]).toHaveAccessibleName(/^Result 11,/);
    expect(heightRead).not.toHaveBeenCalled();
  });

  it('walks a virtualised 100-row page with the keyboard: End reaches the last row, Home the first, j and k between', async () => {
    const user = userEvent.setup();
    const opened: number[] = [];
    render(
      <ResultsTable results={page(100)} {...props} bodyRef={createRef()} onOpen={(index) => opened.push(index)} />,
    );
    // Past the Score column's help, the rows are one Tab stop.
    await user.tab();
    await user.tab();
    expect(dataRows()[0]).toHaveFocus();

    // Row 100 is not drawn until the table scrolls to it; then it is drawn, focused and the one Tab stop.
    expect(dataRows().map(rank)).not.toContain(100);
    await user.keyboard('{End}');
    await waitFor(() => expect(focusedRow()).toHaveAccessibleName(/^Result 100,/));
    expect(focusedRow()).toHaveAttribute('aria-rowindex', '101');
    expect(window.scrollY).toBeGreaterThan(0);
    expect(dataRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('k');
    expect(focusedRow()).toHaveAccessibleName(/^Result 99,/);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'http://example.org/planet/98' })).toHaveFocus();
    await user.keyboard('{Escape}{Enter}');
    expect(opened).toEqual([98]);

    await user.keyboard('{Home}');
    await waitFor(() => expect(focusedRow()).toHaveAccessibleName(/^Result 1,/));
    expect(window.scrollY).toBe(0);
    await user.keyboard('jj');
    expect(focusedRow()).toHaveAccessibleName(/^Result 3,/);
  });

  it('renders again only the rows whose Tab stop moved when focus goes to another row', () => {
    // React's own measure of each commit: how long the table's rendering took. A focus move that renders two rows
    // costs a small part of one that renders all those drawn (the table itself is the same in both).
    const commits: number[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => commits.push(actualDuration);
    const hundred = page(100);
    const table = (fullIris: boolean) => (
      <Profiler id="results" onRender={onRender}>
        <ResultsTable results={hundred} {...props} fullIris={fullIris} bodyRef={createRef()} />
      </Profiler>
    );
    const { rerender } = render(table(false));
    // Every row's own props change: every drawn row is rendered again. The quickest of a few of each, so that a
    // pause of the machine in one of them does not count.
    const all = [true, false, true, false].map((fullIris) => {
      commits.length = 0;
      rerender(table(fullIris));
      return commits.reduce((sum, duration) => sum + duration, 0);
    });
    const moves = [6, 12, 13, 17, 2].map((rank) => {
      commits.length = 0;
      const row = dataRows()[rank - 1] as HTMLElement;
      act(() => row.focus());
      expect(row).toHaveAttribute('tabindex', '0');
      return commits.reduce((sum, duration) => sum + duration, 0);
    });

    expect(dataRows()[0]).toHaveAttribute('tabindex', '-1');
    expect(dataRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);
    // Two rows of the eighteen drawn: a third of the whole leaves room for the table's own work and the clock's
    // grain.
    expect(Math.min(...moves)).toBeLessThan(Math.min(...all) / 3);
  });

  it('shows a new page from its first row, keeps the rows and the focus on a refetch, and is busy only while stale', () => {
    const bodyRef = createRef<HTMLTableSectionElement>();
    const { rerender } = render(<ResultsTable results={page(100)} {...props} bodyRef={bodyRef} />);
    const table = screen.getByRole('table', { name: 'Search results' });
    const drawn = dataRows().length;
    expect(table).toHaveAttribute('aria-busy', 'false');

    // The same page read again (a new array, the same rows): nothing is taken away, so focus in row 12 stays.
    const twelfth = dataRows()[11] as HTMLElement;
    act(() => twelfth.focus());
    rerender(<ResultsTable results={page(100)} {...props} bodyRef={bodyRef} />);
    expect(dataRows()).toHaveLength(drawn);
    expect(twelfth).toHaveFocus();
    expect(twelfth).toHaveAccessibleName(/^Result 12,/);

    // While the next page loads, this one stays, dimmed and busy.
    rerender(<ResultsTable results={page(100)} {...props} bodyRef={bodyRef} stale />);
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(dataRows()).toHaveLength(drawn);

    // The next page's rows take over the drawn rows' elements, place by place, rather than building their own.
    const firstRow = dataRows()[0];
    rerender(<ResultsTable results={page(100, 100)} {...props} bodyRef={bodyRef} offset={100} pageKey="second page" />);
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(table).toHaveAttribute('aria-rowcount', '101');
    expect(dataRows()[0]).toBe(firstRow);
    expect(dataRows()[0]).toHaveAccessibleName(/^Result 101,/);
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(dataRows()).toHaveLength(drawn);
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

describe('ResultsTable, long values', () => {
  // A literal as long as a paragraph: clamped to three lines, with Show all.
  const longPage = (length: number, from = 0): SearchResult[] =>
    page(length, from).map((result, index) => ({
      ...result,
      value: { ...result.value, object: { kind: 'literal', value: `Moon ${from + index} `.repeat(40) } },
    }));
  const OPENED_ROW = 300;

  /*
   * The page's ResizeObservers, played: `frame` reports every element each observes, as a browser does after a
   * frame's layout. A row is ROW high, or OPENED_ROW with its long value opened; a clamped value is cut (its text
   * taller than its three lines), an opened one is not. The page itself is not reported: jsdom places every box at
   * the window's top, so the table would seem to move with each scroll.
   */
  let observers: Array<{ callback: ResizeObserverCallback; targets: Set<Element> }> = [];
  const heightOf = (element: Element) =>
    element instanceof HTMLElement && within(element).queryByRole('button', { expanded: true }) !== null
      ? OPENED_ROW
      : ROW;
  const frame = () =>
    act(() => {
      for (const { callback, targets } of observers) {
        const entries = [...targets]
          .filter((target) => target !== document.documentElement)
          .map((target) => ({
            target,
            borderBoxSize: [{ blockSize: heightOf(target), inlineSize: 1000 }],
          }));
        if (entries.length > 0) callback(entries as unknown as ResizeObserverEntry[], {} as ResizeObserver);
      }
    });
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly targets = new Set<Element>();
        constructor(callback: ResizeObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.add(target);
        }
        unobserve(target: Element) {
          this.targets.delete(target);
        }
        disconnect() {
          this.targets.clear();
        }
      },
    );
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      if (this === document.documentElement) return 100 * ROW;
      return this.classList.contains('line-clamp-3') ? 120 : 60;
    });
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.tagName === 'SPAN' ? 60 : 0;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const drawnRanks = () => dataRows().map(rank);
  const rowOfRank = (wanted: number) => {
    const row = dataRows().find((drawn) => rank(drawn) === wanted);
    if (row === undefined) throw new Error(`Row ${wanted} is not drawn`);
    return row;
  };
  /** The height the table stands in with for the rows above the first drawn one: its first row, hidden. */
  const heightAbove = () => {
    const [header, first] = within(screen.getByRole('table', { name: 'Search results' })).getAllByRole('row', {
      hidden: true,
    });
    expect(header).toHaveAttribute('aria-rowindex', '1');
    if (first?.getAttribute('aria-hidden') !== 'true') return 0;
    return Number.parseFloat(within(first).getByRole('cell', { hidden: true }).style.height);
  };
  /** The height stood in for just before a drawn row: the rows not drawn between it and the drawn one before it. */
  const heightBefore = (wanted: number) => {
    const rows = within(screen.getByRole('table', { name: 'Search results' })).getAllByRole('row', { hidden: true });
    const stand = rows[rows.indexOf(rowOfRank(wanted)) - 1];
    if (stand?.getAttribute('aria-hidden') !== 'true') return 0;
    return Number.parseFloat(within(stand).getByRole('cell', { hidden: true }).style.height);
  };
  const scrollTo = (top: number) => {
    act(() => window.scrollTo({ top }));
    frame();
  };

  it('keeps a value opened while its row is scrolled away and back, at its opened height, and keeps the focus', async () => {
    const user = userEvent.setup();
    const bodyRef = createRef<HTMLTableSectionElement>();
    const { rerender } = render(<ResultsTable results={longPage(100)} {...props} bodyRef={bodyRef} />);
    frame();
    const showAll = within(rowOfRank(2)).getByRole('button', { name: /^Show all \d+ characters$/ });
    act(() => showAll.focus());
    await user.keyboard('{Enter}');
    // The same button, still focused, now closes the value again.
    expect(showAll).toHaveFocus();
    expect(showAll).toHaveAccessibleName('Show less');
    frame();

    // Far away, the focused row stays drawn, above the rows in view, and keeps the focus (and the Tab stop); the
    // rows between stand in at their heights.
    scrollTo(60 * ROW);
    const [kept, firstInView = 0] = drawnRanks();
    expect(kept).toBe(2);
    expect(firstInView).toBeGreaterThan(40);
    expect(showAll).toHaveFocus();
    expect(heightAbove()).toBe(ROW);
    expect(heightBefore(firstInView)).toBe((firstInView - 3) * ROW);
    // Once another row has the focus, row 2 is let go.
    act(() => rowOfRank(firstInView).focus());
    expect(drawnRanks()).not.toContain(2);
    scrollTo(0);
    expect(within(rowOfRank(2)).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(rowOfRank(3)).getByRole('button', { name: /^Show all/ })).toHaveAttribute('aria-expanded', 'false');
    // Measured again as it was drawn: opened. Rows above the window stand in at their heights, row 2's its opened one.
    scrollTo(40 * ROW);
    const [firstDrawn = 0] = drawnRanks();
    expect(firstDrawn).toBeGreaterThan(2);
    expect(heightAbove()).toBe((firstDrawn - 2) * ROW + OPENED_ROW);

    // The same page read again keeps it; a new search (though its rows were the same) or page starts closed.
    scrollTo(0);
    rerender(<ResultsTable results={longPage(100)} {...props} bodyRef={bodyRef} />);
    expect(within(rowOfRank(2)).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
    rerender(<ResultsTable results={longPage(100)} {...props} pageKey="another search" bodyRef={bodyRef} />);
    frame();
    expect(within(rowOfRank(2)).getByRole('button', { name: /^Show all/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('watches every long value with one observer, and renders a page laid out as it was guessed in one commit', () => {
    let commits = 0;
    const table = (results: readonly SearchResult[], offset: number) => (
      <Profiler id="results" onRender={() => (commits += 1)}>
        <ResultsTable results={results} {...props} offset={offset} pageKey={`from ${offset}`} bodyRef={createRef()} />
      </Profiler>
    );
    const { rerender } = render(table(longPage(100), 0));
    frame();
    const drawnValues = dataRows().length;
    const watchingValues = observers.filter(({ targets }) => [...targets].some((target) => target.tagName === 'SPAN'));
    expect(drawnValues).toBeGreaterThan(5);
    expect(watchingValues).toHaveLength(1);
    expect(watchingValues[0]?.targets.size).toBe(drawnValues);

    // The next page: its commit, then the frame after it is painted, whose sizes are those it was drawn with.
    commits = 0;
    rerender(table(longPage(100, 100), 100));
    frame();
    expect(dataRows()[0]).toHaveAccessibleName(/^Result 101,/);
    expect(commits).toBe(1);
  });
});
