import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useWindowRows } from './use-window-rows';

/*
 * Which rows a table draws first. jsdom lays nothing out, so the body's place on the page is given: a table far below
 * the window (as a thing's second table is, under 150 rows of its first) draws no screenful of rows it cannot show.
 */

const OVERSCAN = 8;

function Table({ count, onRender }: { count: number; onRender?: (drawn: number, below: number) => void }) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { rows, below, measureRow } = useWindowRows({
    count,
    body,
    estimateHeight: 34,
    rowKey: (index) => String(index),
    overscan: OVERSCAN,
  });
  onRender?.(rows.length, below);
  return (
    <table>
      <tbody ref={body} data-testid="body">
        {rows.map((item) => (
          <tr key={item.key} ref={measureRow} data-index={item.index}>
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
