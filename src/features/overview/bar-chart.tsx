import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { linkClasses } from '../../components/ui/link-classes';
import { wholeNumberText } from '../../lib/whole-number-text';

/*
 * Horizontal bars written by hand, as HTML rather than a chart library's SVG: each bar is a row with a link, its
 * name and its count as text, so it reads, wraps (long, RTL and emoji names), zooms and themes like the rest of the
 * page, is walked with Tab like any list of links, and weighs a few hundred bytes where the light chart libraries
 * weigh tens of kilobytes for axes and scales these lists do not need. The same rows are offered as a table.
 */

export interface Bar {
  /** Unique within the chart. */
  id: string;
  /** What the bar is called on screen. */
  label: string;
  /** The full name (an IRI), shown under the label when it says more. */
  detail?: string;
  count: number;
  /** Where the bar leads; left out, it leads nowhere (nothing on this server lists what it counts). */
  to?: string;
  /** What following the bar does, for a screen reader: "Person: its 12 instances". */
  linkLabel: string;
}

interface BarChartProps {
  /** What the chart is of, said as the table's caption and the list's name. */
  title: string;
  /** The heading of the name column, e.g. "Class". */
  nameHeading: string;
  /** The heading of the count column, e.g. "Instances". */
  countHeading: string;
  bars: readonly Bar[];
  /** How many bars to show before "Show all". */
  firstShown?: number;
  /** Said after the bars when the list itself was cut by the server's LIMIT. */
  cutNote?: string;
}

export function BarChart({ title, nameHeading, countHeading, bars, firstShown = 20, cutNote }: BarChartProps) {
  const [all, setAll] = useState(false);
  const [asTable, setAsTable] = useState(false);
  const listId = useId();
  const shown = all ? bars : bars.slice(0, firstShown);
  const largest = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button aria-pressed={asTable} aria-controls={listId} onClick={() => setAsTable(!asTable)}>
          Show as table
        </Button>
        {bars.length > firstShown ? (
          <Button aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
            {all ? `Show the top ${firstShown}` : `Show all (${wholeNumberText(bars.length)})`}
          </Button>
        ) : null}
      </div>
      <div id={listId}>
        {asTable ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {nameHeading}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {countHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((bar) => (
                <tr key={bar.id} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <BarName bar={bar} className="wrap-anywhere" />
                    {bar.detail && bar.detail !== bar.label ? (
                      <span className="block text-xs wrap-anywhere text-slate-600 dark:text-slate-400">
                        {bar.detail}
                      </span>
                    ) : null}
                  </th>
                  <td className="py-1 text-right tabular-nums">{wholeNumberText(bar.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <ul aria-label={title} className="flex flex-col gap-1.5">
            {shown.map((bar) => (
              <li key={bar.id} className="grid grid-cols-[minmax(0,14rem)_1fr] items-center gap-x-3 max-sm:grid-cols-1">
                <BarName bar={bar} className="truncate text-sm" />
                <span className="flex items-center gap-2" aria-hidden="true">
                  <span className="min-w-0 flex-1">
                    <span
                      className="block h-3 rounded-sm bg-indigo-600 dark:bg-indigo-400"
                      style={{ width: `${Math.max(0.5, (bar.count / largest) * 100)}%` }}
                    />
                  </span>
                  <span className="w-16 shrink-0 text-xs text-slate-700 tabular-nums dark:text-slate-300">
                    {wholeNumberText(bar.count)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {cutNote ? <p className="text-xs text-slate-600 dark:text-slate-400">{cutNote}</p> : null}
    </div>
  );
}

/** A bar's name: a link where the bar leads on, its count in the link's name; plain text otherwise. */
function BarName({ bar, className }: { bar: Bar; className: string }) {
  return bar.to ? (
    <Link
      to={bar.to}
      aria-label={bar.linkLabel}
      title={bar.detail}
      dir="auto"
      className={`${linkClasses} ${className}`}
    >
      {bar.label}
    </Link>
  ) : (
    <span title={bar.detail} dir="auto" className={className}>
      {bar.label} <span className="sr-only">({wholeNumberText(bar.count)})</span>
    </span>
  );
}
