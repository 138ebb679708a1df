import { useEffect, useId, useState, type ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { scoreHelp } from './score';

const headerCell =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
export const cell = 'px-3 py-2 align-top max-md:block max-md:py-0.5';
/**
 * Below the md breakpoint each result is a small card instead of a table row,
 * so a phone shows the whole triple without scrolling sideways; each value
 * then carries its column's name. The name is drawn with empty alternative
 * text (`/ ''`): read out, it would run into the value ("Predicaterdfs:label"),
 * and the column header already names the cell.
 */
export const tripleCell = `${cell} max-md:col-span-3 max-md:before:mr-2 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:uppercase max-md:before:content-[attr(data-label)_/_''] dark:max-md:before:text-slate-400`;

export function ResultsFrame({
  children,
  busy,
  rowCount,
  scoreHelp,
}: {
  children: ReactNode;
  busy: boolean;
  /**
   * The page's rows, drawn or not: a virtualised body draws only those in view, so the table says how many there
   * are (with its header row) and each row says its place. Unknown while the first page loads.
   */
  rowCount?: number;
  /** What the Score column's help says: the scale of the scores shown (score.tsx). */
  scoreHelp: string;
}) {
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
      <table
        aria-busy={busy}
        aria-rowcount={rowCount === undefined ? undefined : rowCount + 1}
        className="w-full border-collapse text-sm max-md:block md:min-w-[46rem] md:table-fixed"
      >
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
          <tr aria-rowindex={rowCount === undefined ? undefined : 1}>
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
                {scoreHelp}
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
    <ResultsFrame busy scoreHelp={scoreHelp([])}>
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
