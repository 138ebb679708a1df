import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { SearchResult } from '../../api/schemas';
import { compactIri } from '../../lib/iri-prefixes';
import { termId, tripleKey, type RdfTerm } from '../../lib/rdf-term';
import { Skeleton } from '../../components/ui/skeleton';
import { SCORE_HELP, ScoreCell } from './score';
import { TermValue } from './term-value';

interface ResultsTableProps {
  results: readonly SearchResult[];
  offset: number;
  words: readonly string[];
  fullIris: boolean;
  /** An older page stays on screen, dimmed, while the asked-for one loads. */
  stale: boolean;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  onPivot: (iri: string) => void;
  onOpen: (index: number) => void;
  /** Shows the graph of a row's subject and what the search returns about it. */
  onNeighbourhood?: (iri: string) => void;
}

const headerCell =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const cell = 'px-3 py-2 align-top max-md:block max-md:py-0.5';
/**
 * Below the md breakpoint each result is a small card instead of a table row,
 * so a phone shows the whole triple without scrolling sideways; each value
 * then carries its column's name. The name is drawn with empty alternative
 * text (`/ ''`): read out, it would run into the value ("Predicaterdfs:label"),
 * and the column header already names the cell.
 */
const tripleCell = `${cell} max-md:col-span-3 max-md:before:mr-2 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:uppercase max-md:before:content-[attr(data-label)_/_''] dark:max-md:before:text-slate-400`;

function ResultsFrame({ children, busy }: { children: ReactNode; busy: boolean }) {
  const scoreHelpId = useId();
  // Escape hides the score help until the pointer or focus leaves the header (WCAG 1.4.13: dismissible).
  const [helpDismissed, setHelpDismissed] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setHelpDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  // `relative` keeps absolutely placed pieces (screen-reader-only text, the score help) inside the
  // scrolling box; otherwise they escape it and make the whole page scroll sideways on a phone.
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table aria-busy={busy} className="w-full border-collapse text-sm max-md:block md:min-w-[46rem] md:table-fixed">
        <caption className="sr-only">Search results</caption>
        {/* The Object column, where the longest values are, gets what the others leave: at 768 px about 210 px. */}
        <colgroup>
          <col className="w-12" />
          <col className="w-24" />
          <col className="w-[22%]" />
          <col className="w-[18%]" />
          <col />
          {/* Details and Graph wrap to two lines below 1024 px, so the Object column keeps its room at 768 px;
              wider, they sit side by side and no row grows for them. */}
          <col className="w-[5.5rem] lg:w-36" />
        </colgroup>
        <thead className="border-b border-slate-200 bg-slate-50 max-md:sr-only dark:border-slate-800 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className={headerCell}>
              <span aria-hidden="true">#</span>
              <span className="sr-only">Rank</span>
            </th>
            <th
              scope="col"
              tabIndex={0}
              aria-label="Score"
              aria-describedby={scoreHelpId}
              onMouseLeave={() => setHelpDismissed(false)}
              onBlur={() => setHelpDismissed(false)}
              className={`group relative cursor-help focus-visible:outline-2 focus-visible:outline-indigo-500 ${headerCell}`}
            >
              Score
              <span
                aria-hidden="true"
                className="ml-1 inline-flex size-4 items-center justify-center rounded-full border border-current align-text-bottom text-[0.6rem] text-slate-500 dark:text-slate-400"
              >
                ?
              </span>
              <span
                id={scoreHelpId}
                role="tooltip"
                className={`invisible absolute top-full left-0 z-20 mt-1 w-72 rounded-md bg-slate-900 p-3 text-xs font-normal tracking-normal text-white normal-case shadow-lg dark:bg-slate-700 ${helpDismissed ? '' : 'group-hover:visible group-focus-visible:visible'}`}
              >
                {SCORE_HELP}
              </span>
            </th>
            <th scope="col" className={headerCell}>
              Subject
            </th>
            <th scope="col" className={headerCell}>
              Predicate
            </th>
            <th scope="col" className={headerCell}>
              Object
            </th>
            <th scope="col" className={headerCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** Placeholder rows with the table's own shape, so nothing jumps when the first page arrives. */
export function ResultsTableSkeleton({ rows }: { rows: number }) {
  return (
    <ResultsFrame busy>
      <tbody className="max-md:block">
        {Array.from({ length: Math.min(rows, 10) }, (_, index) => (
          <tr
            key={index}
            className="border-b border-slate-100 last:border-0 max-md:block max-md:py-2 dark:border-slate-800"
          >
            <td className={cell}>
              <Skeleton className="h-4 w-5" />
            </td>
            <td className={cell}>
              <Skeleton className="h-4 w-12" />
            </td>
            <td className={cell}>
              <Skeleton className="h-4 w-4/5" />
            </td>
            <td className={cell}>
              <Skeleton className="h-4 w-3/5" />
            </td>
            <td className={cell}>
              <Skeleton className="h-4 w-11/12" />
            </td>
            <td className={cell} />
          </tr>
        ))}
      </tbody>
    </ResultsFrame>
  );
}

const interactive = (target: EventTarget) => target instanceof Element && target.closest('a, button') !== null;

/** A term as a row's short name reads it: the compact IRI, or a literal's text, cut short. */
function termLabel(term: RdfTerm, fullIris: boolean): string {
  const text = term.kind === 'iri' ? ((fullIris ? undefined : compactIri(term.value)) ?? term.value) : term.value;
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** The buttons and links of a row, in reading order: reached with ← and → from the row. */
const rowActions = (row: HTMLTableRowElement) => [...row.querySelectorAll<HTMLElement>('button, a[href]')];

/** What a row calls back with: stable for the table's lifetime, so that an unchanged row is not rendered again. */
interface RowHandlers {
  onPivot: (iri: string) => void;
  onOpen: (index: number) => void;
  onNeighbourhood: (iri: string) => void;
  onFocusRow: (index: number) => void;
  onRowClick: (event: MouseEvent, index: number) => void;
}

interface ResultRowProps {
  result: SearchResult;
  index: number;
  rank: number;
  /** The table's one Tab stop. */
  active: boolean;
  best: number;
  words: readonly string[];
  fullIris: boolean;
  handlers: RowHandlers;
  graph: boolean;
}

/**
 * One result. Memoised: moving focus between rows, dimming a page while the next loads, or any change of the page
 * around the table renders again only the rows whose own props changed (the two whose Tab stop moved), not all 100.
 */
const ResultRow = memo(function ResultRow({
  result,
  index,
  rank,
  active,
  best,
  words,
  fullIris,
  handlers,
  graph,
}: ResultRowProps) {
  const { subject, predicate, object } = result.value;
  return (
    <tr
      tabIndex={active ? 0 : -1}
      // Focus lands on the row: a short name says which triple it is, not the whole text of every cell.
      aria-label={`Result ${rank}, ${termLabel(subject, fullIris)}, ${termLabel(predicate, fullIris)}, ${termLabel(object, fullIris)}`}
      onFocus={() => handlers.onFocusRow(index)}
      onClick={(event) => handlers.onRowClick(event, index)}
      className="cursor-pointer border-b border-slate-100 last:border-0 hover:bg-slate-50 max-md:grid max-md:grid-cols-[auto_1fr_auto] max-md:items-center max-md:py-2 focus-visible:bg-indigo-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:hover:bg-slate-800/50 dark:focus-visible:bg-indigo-950/40"
    >
      <td className={`${cell} font-mono text-xs text-slate-500 tabular-nums dark:text-slate-400`}>{rank}</td>
      <td className={cell}>
        <ScoreCell score={result.score} best={best} />
      </td>
      <td className={tripleCell} data-label="Subject">
        <TermValue term={subject} words={words} fullIris={fullIris} onPivot={handlers.onPivot} tabIndex={-1} />
      </td>
      <td className={tripleCell} data-label="Predicate">
        <TermValue term={predicate} words={words} fullIris={fullIris} tabIndex={-1} />
      </td>
      <td className={tripleCell} data-label="Object">
        <TermValue term={object} words={words} fullIris={fullIris} onPivot={handlers.onPivot} tabIndex={-1} />
      </td>
      <td className={`${cell} max-md:col-start-3 max-md:row-start-1`}>
        <div className="flex flex-wrap justify-end gap-1">
          <button
            type="button"
            tabIndex={-1}
            onClick={() => handlers.onOpen(index)}
            aria-label={`Details of result ${rank}`}
            className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Details
          </button>
          {graph ? (
            <button
              type="button"
              tabIndex={-1}
              onClick={() => handlers.onNeighbourhood(termId(subject))}
              aria-label={`Graph the neighbourhood of result ${rank}’s subject`}
              title="Show the neighbourhood of this subject as a graph"
              className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Graph
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
});

/**
 * How many rows a new page renders in the frame that first shows it: more than the tallest screen holds (about 14
 * rows at 1280 × 800, 20 on a 1440 px tall one). The rest follow in the next frame. A page of 100 rows costs about
 * 50 ms of style, layout and paint on a 2-core machine; its first screen, a third of that.
 */
export const FIRST_FRAME_ROWS = 24;

const rowKey = (result: SearchResult, rank: number) => `${rank}:${tripleKey(result.value)}`;

export function ResultsTable({
  results,
  offset,
  words,
  fullIris,
  stale,
  bodyRef,
  onPivot,
  onOpen,
  onNeighbourhood,
}: ResultsTableProps) {
  // A page is new when its first row is: a refetch of the page on screen keeps every row (and the focus in it).
  const page = results[0] === undefined ? '' : rowKey(results[0], offset + 1);
  const [completePage, setCompletePage] = useState<string>();
  const complete = completePage === page || results.length <= FIRST_FRAME_ROWS;
  const rendered = complete ? results : results.slice(0, FIRST_FRAME_ROWS);
  useEffect(() => {
    if (complete) return;
    // The rest once the first rows are painted: an animation frame's callback runs just before its paint, and a
    // task it posts runs after it.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setCompletePage(page));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [complete, page]);

  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, results.length - 1);
  const best = results.reduce((max, result) => Math.max(max, result.score), -Infinity);

  // The page hands in new callbacks on every render; the rows get stable ones that call the latest.
  const latest = useRef({ onPivot, onOpen, onNeighbourhood });
  useLayoutEffect(() => {
    latest.current = { onPivot, onOpen, onNeighbourhood };
  });
  const [handlers] = useState<RowHandlers>(() => ({
    onPivot: (iri) => latest.current.onPivot(iri),
    onOpen: (index) => latest.current.onOpen(index),
    onNeighbourhood: (iri) => latest.current.onNeighbourhood?.(iri),
    onFocusRow: setActiveIndex,
    onRowClick: (event, index) => {
      // A click on a pivot or a link does its own thing, and selecting text to copy is not a request for details.
      if (interactive(event.target) || (window.getSelection()?.toString() ?? '') !== '') return;
      latest.current.onOpen(index);
    },
  }));

  const focusRow = (index: number) => {
    const rows = bodyRef.current?.rows;
    if (!rows || rows.length === 0) return;
    rows[Math.max(0, Math.min(index, rows.length - 1))]?.focus();
  };

  /*
   * One Tab stop per table: the active row (a roving tabindex). ↑/↓ (or j/k) move between rows, Home/End to the
   * first and last, Enter opens the details; ← and → walk the row's own pivots and links, Escape goes back to
   * the row.
   */
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
      ...(onRow ? { Home: 0, End: results.length - 1 } : {}),
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
    } else if (event.key === 'Enter' && onRow) {
      event.preventDefault();
      onOpen(active);
    }
  };

  return (
    // Busy until every row of the page is in: a count of rows, or a search in them, waits for this.
    <ResultsFrame busy={stale || !complete}>
      {/* The rows of the page before stay in view while the next loads, but cannot be used: a click would act
          on a page that is going away. */}
      <tbody
        ref={bodyRef}
        onKeyDown={onKeyDown}
        inert={stale}
        className={`transition-opacity max-md:block ${stale ? 'opacity-50 delay-150' : 'opacity-100'}`}
      >
        {rendered.map((result, index) => {
          const rank = offset + index + 1;
          return (
            <ResultRow
              key={rowKey(result, rank)}
              result={result}
              index={index}
              rank={rank}
              active={index === active}
              best={best}
              words={words}
              fullIris={fullIris}
              handlers={handlers}
              graph={onNeighbourhood !== undefined}
            />
          );
        })}
      </tbody>
    </ResultsFrame>
  );
}
