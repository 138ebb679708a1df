import { render, screen } from '@testing-library/react';
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
  const { rows, below, measureRow } = useWindowRows({
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
        {rows.map((item) => (
          <tr key={rowSet === undefined ? item.key : item.index} ref={measureRow} data-index={item.index}>
            <td>{item.index}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
