import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/*
 * A results table as one Tab stop: the active row (a roving tabindex), the search's and the SPARQL page's alike.
 * ↑/↓ (or j/k) move between rows, Home/End to the first and last, Enter acts on the row; ← and → walk the row's
 * own buttons and links (each rendered with tabIndex -1), Escape goes back to the row. Rows are the body's
 * `tr[data-index]`, their index on the page, and are found by that index, never by their place in the DOM: a
 * virtualised table draws only the rows in view, so a row moved to may first have to be scrolled into being
 * (`reveal`) and is focused once it is drawn.
 */

/** The index on the page of the row an event happened in. */
export function rowIndex(target: EventTarget): number | undefined {
  const row = target instanceof Element ? target.closest<HTMLElement>('tr[data-index]') : null;
  return row === null ? undefined : Number(row.dataset.index);
}

/** The buttons and links of a row, in reading order: reached with ← and → from the row. */
const rowActions = (row: HTMLTableRowElement) => [...row.querySelectorAll<HTMLElement>('button, a[href]')];

interface RowKeyboardOptions {
  /** How many rows the body has. */
  count: number;
  body: RefObject<HTMLTableSectionElement | null>;
  /** Enter on a row (the search opens its details); without it, Enter does nothing on a row. */
  onEnter?: (index: number) => void;
  /** Brings a row that is not drawn into being (a virtualised table scrolls to it); without it, every row is drawn. */
  reveal?: (index: number) => void;
}

/** The active row (the one with tabIndex 0), and the body's handlers: put them on the <tbody>. */
export function useRowKeyboard({ count, body, onEnter, reveal }: RowKeyboardOptions) {
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, count - 1);
  // The row asked for by a key, until it is drawn and focused.
  const pendingFocus = useRef<number | undefined>(undefined);

  const focusDrawnRow = () => {
    const index = pendingFocus.current;
    const row = index === undefined ? null : body.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (!row) return;
    pendingFocus.current = undefined;
    row.focus();
  };
  // After every render: a row scrolled into being is drawn by a render of the table that owns this hook.
  useLayoutEffect(focusDrawnRow);

  // Focus anywhere in a row (the row, or a link reached with the arrows) makes it the Tab stop.
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = rowIndex(event.target);
    if (index !== undefined) setActiveIndex(index);
  };

  const focusRow = (index: number) => {
    if (count === 0) return;
    pendingFocus.current = Math.max(0, Math.min(index, count - 1));
    reveal?.(pendingFocus.current);
    focusDrawnRow();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (!(event.target instanceof HTMLElement) || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = event.target.closest('tr');
    if (!row) return;
    const onRow = event.target === row;
    const moves: Record<string, number> = {
      j: active + 1,
      ArrowDown: active + 1,
      k: active - 1,
      ArrowUp: active - 1,
      ...(onRow ? { Home: 0, End: count - 1 } : {}),
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(target);
      return;
    }
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const stops = [row, ...rowActions(row)];
      const here = stops.indexOf(event.target);
      const next = stops[Math.max(0, Math.min(stops.length - 1, here + (event.key === 'ArrowRight' ? 1 : -1)))];
      next?.focus();
    } else if (event.key === 'Escape' && !onRow) {
      event.preventDefault();
      row.focus();
    } else if (event.key === 'Enter' && onRow && onEnter) {
      event.preventDefault();
      onEnter(active);
    }
  };

  return { active, onFocus, onKeyDown };
}
