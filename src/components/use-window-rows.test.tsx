import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { useWindowRows } from './use-window-rows';

/*
 * Which rows a table draws first. jsdom lays nothing out, so the body's place on the page is given: a table far below
 * the window (as a thing's second table is, under 150 rows of its first) draws no screenful of rows it cannot show.
 */

const OVERSCAN = 8;

/**
 * A table of `count` rows; with `rowSet`, its rows keep their elements by their place, as the search's do. `onRender`
 * is told, at each render, how many rows are drawn and how much space stands in for those below.
 */
function Table({
  count,
  rowSet,
  onRender,
}: {
  count: number;
  rowSet?: string;
  onRender?: (drawn: number, below: number) => void;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { rows, above, below, measureRow } = useWindowRows({
    count,
    body,
    estimateHeight: 34,
    rowKey: (index) => `${rowSet ?? ''}:${index}`,
    overscan: OVERSCAN,
    rowSet,
  });
  onRender?.(rows.length, below);
  return (
    <table>
      <tbody ref={body} data-testid="body">
        {above > 0 ? <RowsNotDrawn height={above} /> : null}
        {rows.flatMap((item) => [
          item.gap > 0 ? <RowsNotDrawn key={`gap:${item.key}`} height={item.gap} /> : null,
          <tr key={rowSet === undefined ? item.key : item.index} ref={measureRow} data-index={item.index} tabIndex={-1}>
            <td>{item.index}</td>
          </tr>,
        ])}
        {below > 0 ? <RowsNotDrawn height={below} /> : null}
      </tbody>
    </table>
  );
}

function RowsNotDrawn({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" data-height={height}>
      <td />
    </tr>
  );
}

const drawnRows = () => screen.queryAllByRole('row').length;

describe('the rows a window-scrolled table draws first', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are those of the body’s own place: none of the window’s, for a body below it, only the few drawn ahead', () => {
    const top = window.innerHeight * 6;
    vi.spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: top, width: 1000, height: 0 }),
    );
    render(<Table count={200} />);
    expect(drawnRows()).toBeLessThanOrEqual(OVERSCAN + 1);
  });

  it('stand at their estimated height below the body before any is drawn, so what follows the table is placed', () => {
    const renders: [number, number][] = [];
    render(<Table count={200} onRender={(drawn, below) => renders.push([drawn, below])} />);
    // The first render draws none (the window is not measured yet): all 200 rows are below, at 34 px each.
    expect(renders[0]).toEqual([0, 200 * 34]);
  });

  it('fill the window for a body at the page’s top', () => {
    render(<Table count={200} />);
    // The window's height in rows, and the rows drawn ahead of it.
    expect(drawnRows()).toBeGreaterThanOrEqual(Math.floor(window.innerHeight / 34));
  });

  it('go one row beyond the window at rest, and the whole overscan while it scrolls', async () => {
    render(<Table count={200} />);
    const inView = Math.ceil(window.innerHeight / 34);
    expect(drawnRows()).toBeLessThanOrEqual(inView + 1);

    let scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    act(() => {
      scrollY = 340;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(drawnRows()).toBeGreaterThanOrEqual(inView + 2 * OVERSCAN - 1);
    // Once the scroll has ended, the rows beyond the window are let go again (all but the first, the Tab stop).
    await waitFor(() => expect(drawnRows()).toBeLessThanOrEqual(inView + 3));
  });
});

describe('a table whose rows keep their elements by their place', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has each drawn row measured afresh, under the new row, when the set of rows changes', () => {
    // jsdom has no ResizeObserver: this one says what is observed. Observing an element observed already reports
    // nothing in a browser; let go and observed again, it is reported after the next layout.
    const watched = new Set<Element>();
    const observedAgain: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(target: Element) {
          if (!watched.has(target)) observedAgain.push(target);
          watched.add(target);
        }
        unobserve(target: Element) {
          watched.delete(target);
        }
        disconnect() {
          watched.clear();
        }
      },
    );
    const { rerender } = render(<Table count={200} rowSet="first page" />);
    const rows = screen.getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    observedAgain.length = 0;

    rerender(<Table count={200} rowSet="second page" />);
    expect(screen.getAllByRole('row')).toEqual(rows);
    expect(observedAgain).toEqual(rows);
    expect([...watched]).toEqual(expect.arrayContaining(rows));
  });
});

describe('the row that last held the focus', () => {
  const ROW = 34;
  let scrollY = 0;
  beforeEach(() => {
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  });
  afterEach(() => vi.restoreAllMocks());
  const scrollTo = (top: number) =>
    act(() => {
      scrollY = top;
      window.dispatchEvent(new Event('scroll'));
    });
  /** The body's rows in order: a drawn row by its index, a stand-in by its height. */
  const bodyRows = () =>
    within(screen.getByTestId('body'))
      .getAllByRole('row', { hidden: true })
      .map((row) =>
        row.getAttribute('aria-hidden') === 'true'
          ? { standsFor: Number(row.getAttribute('data-height')) }
          : Number(row.getAttribute('data-index')),
      );
  const drawnIndexes = () => bodyRows().filter((row) => typeof row === 'number');

  it('is the first row until one is focused, and stays drawn above a window scrolled far below it', () => {
    render(<Table count={200} />);
    scrollTo(150 * ROW);
    const [kept, firstInView = 0] = drawnIndexes();
    expect(kept).toBe(0);
    expect(firstInView).toBeGreaterThan(100);
    // Every row stands where it would: the rows between the kept one and the window's, at their height.
    expect(bodyRows().slice(0, 3)).toEqual([0, { standsFor: (firstInView - 1) * ROW }, firstInView]);
  });

  /** The height the body's rows stand for: the drawn ones at their (estimated) height, the stand-ins at theirs. */
  const heightOfRows = () =>
    bodyRows().reduce<number>((sum, row) => sum + (typeof row === 'number' ? ROW : row.standsFor), 0);

  it('stays drawn and focused above a window scrolled far below it, in its place among the rows', () => {
    render(<Table count={200} />);
    const row = screen.getAllByRole('row')[5];
    act(() => row?.focus());
    scrollTo(150 * ROW);
    expect(row).toHaveFocus();
    const [kept, firstInView = 0] = drawnIndexes();
    expect(kept).toBe(5);
    expect(bodyRows().slice(0, 4)).toEqual([
      { standsFor: 5 * ROW },
      5,
      { standsFor: (firstInView - 6) * ROW },
      firstInView,
    ]);
    expect(heightOfRows()).toBe(200 * ROW);
  });

  it('stays drawn and focused below a window scrolled far above it', () => {
    render(<Table count={200} />);
    scrollTo(150 * ROW);
    const row = screen.getAllByRole('row').find((drawn) => drawn.dataset.index === '155');
    act(() => row?.focus());
    scrollTo(0);
    expect(row).toHaveFocus();
    const rows = bodyRows();
    const lastInView = drawnIndexes().at(-2) ?? 0;
    expect(lastInView).toBeLessThan(50);
    expect(rows.slice(-4)).toEqual([
      lastInView,
      { standsFor: (155 - lastInView - 1) * ROW },
      155,
      { standsFor: (200 - 156) * ROW },
    ]);
    expect(heightOfRows()).toBe(200 * ROW);
  });
});
