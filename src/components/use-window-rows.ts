import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { rowIndex } from './use-row-keyboard';

/*
 * The rows of a table that scrolls with the window, drawn only where they can be seen (plus a few either side).
 *
 * @tanstack/react-virtual is the choice: it is headless (no markup or styles of its own), so the table
 * stays a real <table> with its header, its column widths and its phone cards, and screen readers keep the table's
 * semantics; it measures each drawn row (`measureElement`), so rows of any height (a clamped literal, a row whose
 * "Show all" was opened, a card on a phone) are placed where they are; and it scrolls to an index, which the rows
 * keyboard needs to reach a row that is not drawn (`reveal`). Its weight: 10.7 KB gzip at 3.14.26 (virtual-core
 * 3.19, measured; the ~4 KB often quoted is older 3.x), loaded with the page that imports this, never on the first
 * visit.
 *
 * The rows left out are stood in for by empty rows as tall as what they replace (above the drawn ones, below them,
 * and between a kept row and the window's run), so the page is as tall as the whole table, every row stands where it
 * would, and the scroll bar tells the truth.
 *
 * One row is kept drawn wherever the window is: the last that held the focus in the body (the first until one has).
 * In a table with a roving tabindex (useRowKeyboard) that is the active row, the table's one Tab stop: drawn away
 * from the window, Tab and Shift+Tab still come back into the table; and a focused row scrolled far away keeps the
 * focus rather than losing it to the page's body.
 */

interface WindowRowsOptions {
  count: number;
  /** The table's body: where the rows start on the page. */
  body: RefObject<HTMLTableSectionElement | null>;
  /** A row's height before it is measured. */
  estimateHeight: number;
  /** Names a row across renders, so its measured height stays with it (and a new page's rows are measured anew). */
  rowKey: (index: number) => string;
  /**
   * Rows drawn beyond each edge of the window while it scrolls, so that a quick flick meets rows already there. At
   * rest, only RESTING_OVERSCAN: drawing a new set of rows (a new page) then costs what the window shows, and a key
   * that moves to a row not drawn scrolls it into being (`reveal`); the Tab stop is kept drawn whatever the overscan.
   */
  overscan: number;
  /**
   * Names the rows as a whole (a page of results), for a table that keys its row elements by their place: when it
   * changes, each drawn row's element, kept for the new row in its place, is measured afresh.
   */
  rowSet?: string;
}

/** What the virtualizer keeps of each row it watches: its element, by the row's key, and the observer on it. */
type WatchedRows = Pick<Virtualizer<Window, Element>, 'elementsCache'> & {
  observer: { unobserve: (element: Element) => void };
};

/*
 * Rows drawn beyond each edge of the window at rest. A scroll's first event draws the scrolling overscan, in
 * React's next render (see useFlushSync): this row covers that frame for an arrow key's step; a wheel's notch (some
 * 100 px, more than a row) may show the body's edge for that one frame. The
 * table's Tab stop needs no overscan: the row that last held the focus is kept drawn wherever the window is.
 */
const RESTING_OVERSCAN = 1;

export function useWindowRows({ count, body, estimateHeight, rowKey, overscan, rowSet }: WindowRowsOptions) {
  // Where the body starts on the page: everything above it (the search box, filters, notices) scrolls with it.
  const [bodyTop, setBodyTop] = useState(0);
  // Whether the window is scrolling, as the virtualizer says (it waits for the scroll's end, or 150 ms after it).
  const [scrolling, setScrolling] = useState(false);
  // The row that last held the focus, kept drawn. Watched on the document: a table may draw its body after mounting.
  const [kept, setKept] = useState(0);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const index =
        event.target instanceof Node && body.current?.contains(event.target) ? rowIndex(event.target) : undefined;
      if (index !== undefined) setKept(index);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [body]);
  // The window's run of rows, and the kept one where it is not among them: in order, so Tab order is the rows' order.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const keep = Math.min(kept, range.count - 1);
      if (keep < 0 || indexes.includes(keep)) return indexes;
      return keep < (indexes[0] ?? 0) ? [keep, ...indexes] : [...indexes, keep];
    },
    [kept],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateHeight,
    /*
     * A drawn row is measured by the ResizeObserver the virtualizer puts on it, which reports its size right after the
     * frame's own layout. Not from the row's ref (no `entry`): reading its height there makes the browser lay out the
     * whole page in the middle of React's commit, and a height unlike the estimate renders the table again before the
     * frame is painted; a new page's rows then cost two layouts and two commits. Until its size is reported, a row
     * counts as its last height, or the estimate. A row with no height has not been laid out (jsdom lays nothing out): it
     * keeps its estimate, or every row would stand at the same place and which are in view would be anyone's guess.
     */
    measureElement: (element, entry, instance) =>
      entry === undefined
        ? (instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ??
          estimateHeight)
        : measureElement(element, entry, instance) || estimateHeight,
    getItemKey: rowKey,
    // At rest, a new page (a Next) draws what the window shows and one row more; the whole overscan only while the
    // window scrolls.
    overscan: scrolling ? overscan : RESTING_OVERSCAN,
    onChange: (instance) => setScrolling(instance.isScrolling),
    rangeExtractor,
    scrollMargin: bodyTop,
    // Not flushSync: react-virtual calls it while React commits (measuring a row from its ref), which React 19
    // cannot do and warns about for every row (TanStack/virtual#1281). A scroll's new rows then come with React's
    // next render rather than within the scroll event; the overscan covers that frame.
    useFlushSync: false,
  });
  // Anything above the body that grows or shrinks (a notice, a wrapped line, a narrower window) moves it, and with
  // it the page's height: watching the page's size catches each move.
  useLayoutEffect(() => {
    const measure = () => {
      const element = body.current;
      if (element) setBodyTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    // Now, before the first paint: in the same render as the window's size comes to the virtualizer, so the rows
    // first painted are those of the body's place (not of the page's top), and the observer's first call changes
    // nothing. It costs one layout, once, when the table is first drawn.
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [body]);

  /*
   * A new set of rows gives a new ref, so that React hands every drawn row to it again. An element the virtualizer
   * already watches, under the key of the row it showed before, is let go first: its resize observer then reports its
   * height anew after the frame's layout (observing an element observed already reports nothing), under the key of
   * the row it shows now. The virtualizer offers no way to ask this (3.14), hence its two fields named here.
   */
  const measureRow = useCallback(
    (row: HTMLTableRowElement | null) => {
      if (row !== null && rowSet !== undefined) {
        const watched = virtualizer as unknown as WatchedRows;
        for (const [key, element] of watched.elementsCache) if (element === row) watched.elementsCache.delete(key);
        watched.observer.unobserve(row);
      }
      virtualizer.measureElement(row);
    },
    [virtualizer, rowSet],
  );

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    /**
     * The rows to draw, in order, each with `gap`: the height of the rows not drawn between the drawn one before it
     * and it (a kept row away from the window's run), to stand in for just before it; the first row's is `above`.
     */
    rows: items.map((item, place) => ({ ...item, gap: place === 0 ? 0 : item.start - (items[place - 1]?.end ?? 0) })),
    /** The height of the rows not drawn above the first drawn one, and below the last. */
    above: first === undefined ? 0 : first.start - bodyTop,
    /*
     * None drawn yet (the first render, before the window is measured): every row is below, at its estimate. A table
     * is then as tall at its first commit as once its rows come, so what follows it (a thing's second table) finds
     * its place below the fold when measured, and draws a few rows instead of a screenful that moves away at once.
     */
    below:
      last === undefined ? virtualizer.getTotalSize() : Math.max(0, virtualizer.getTotalSize() - (last.end - bodyTop)),
    /** Give each drawn row as its ref (it carries `data-index`): its height is measured, and again when it changes. */
    measureRow,
    /** Scrolls the row at `index` into being (for the rows keyboard's `reveal`). */
    reveal: (index: number) => virtualizer.scrollToIndex(index),
  };
}
