import { RowsNotDrawn } from '../../components/rows-not-drawn';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { SparqlRows } from '../../api/sparql-rows';
import { termText, type RowsQuery, type RowsSort } from '../../api/sparql-rows-table';
import { boundTerm } from '../../api/sparql-term';
import { TermValue } from '../../components/term-value';
import { useOpenedValues } from '../../components/use-opened-values';
import { errorDetail } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { controlClasses } from '../../components/ui/field';
import { useRowKeyboard } from '../../components/use-row-keyboard';
import { useWindowRows } from '../../components/use-window-rows';
import { compactIri } from '../../lib/iri-prefixes';
import type { RdfTerm } from '../../lib/rdf-term';
import { isCancellation } from './run-sparql';
import { SelectPager } from './select-pager';
import { useRowsReading } from './use-rows-reading';
import { wholeNumberText } from '../../lib/whole-number-text';

/*
 * A SELECT's bindings (or CONSTRUCT's triples): sorted by a column (its header's button), filtered by a text, a page
 * at a time, all of it done by the results worker that holds the rows (api/sparql-rows.ts), so 100,000 rows cost the
 * page only the page it shows. Of that page only the rows in view are drawn (useWindowRows, as search and a thing's
 * links draw theirs): a page of 10,000 rows costs what a screen holds. Screen readers get the count and each row's place (aria-rowcount, aria-rowindex).
 * IRIs are compact (the full IRI on hover) and open the thing's view; literals show their language or datatype, a
 * long one clamped with "Show all N characters" (TermValue, as search shows them), and one opened stays so while its
 * row scrolls away and back (useOpenedValues, as in search). The body is one Tab stop with the search table's
 * keyboard (useRowKeyboard), which scrolls a row into being before focusing it. Below the md breakpoint each row is a
 * card, each value under its column's name.
 */

const PAGE_SIZES = [100, 1_000, 10_000] as const;
const DEFAULT_PAGE_SIZE = 1_000;
// A row of one line of text; rows are measured once drawn (a clamped literal takes three lines).
const ESTIMATED_ROW_PX = 41;
// Rows drawn beyond each edge of the window, for a quick flick of the wheel.
const OVERSCAN_ROWS = 8;

/**
 * `read`: while the reply is still read, how many of the rows this page shows had been read (the page is asked
 * again as it fills); 'whole' once it is all there.
 */
const rowsPageQuery = (table: SparqlRows, query: RowsQuery, read: number | 'whole') =>
  queryOptions({
    queryKey: ['sparql-rows', table.key, query, read] as const,
    queryFn: () => table.view(query),
    staleTime: Infinity,
    // A page of another sort or filter is asked again rather than kept: the worker keeps the rows themselves.
    gcTime: 0,
    retry: false,
  });

// First strong isolate … pop directional isolate: a right-to-left value, or a stray bidi control in one, cannot
// reorder the rest of a row's spoken name.
const isolated = (text: string) => `\u2068${text}\u2069`;

/** A term as a row's short name reads it: the compact IRI, or a literal's text, cut short. */
function termLabel(term: RdfTerm | undefined): string {
  if (!term) return 'unbound';
  const text = term.kind === 'iri' ? (compactIri(term.value) ?? term.value) : termText(term);
  return isolated(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

interface SelectTableProps {
  vars: string[];
  table: SparqlRows;
  onOpen: (iri: string) => void;
}

export function SelectTable({ vars, table, onOpen }: SelectTableProps) {
  const [sort, setSort] = useState<RowsSort>();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const filterId = useId();
  const sizeId = useId();
  const waitId = useId();
  const reading = useRowsReading(table) ?? table.reading;
  const partial = reading.state !== 'whole';
  // Sorting and filtering wait for the whole answer (the worker refuses them until then).
  const query: RowsQuery = partial ? { filter: '', page, pageSize } : { sort, filter: filter.trim(), page, pageSize };
  const shown = useQuery({
    ...rowsPageQuery(table, query, partial ? Math.min(reading.rows, (page + 1) * pageSize) : 'whole'),
    placeholderData: keepPreviousData,
  });
  // The long values opened on this page of this answer, by row and column: kept as they were left while their rows
  // scroll away, and through the end of the reading (the page is the same), closed by another sort, filter or page.
  const { opened, setOpened } = useOpenedValues(JSON.stringify([table.key, query]));
  const view = shown.data;
  const rows = view?.rows ?? [];
  const pageStart = view ? view.page * pageSize : 0;
  // While reading, the pages read so far: the answer's count of pages is not known yet.
  const pages = Math.max(1, Math.ceil((partial ? reading.rows : (view?.matched ?? 0)) / pageSize));

  const body = useRef<HTMLTableSectionElement>(null);
  const {
    rows: drawn,
    above,
    below,
    measureRow,
    reveal,
  } = useWindowRows({
    count: rows.length,
    body,
    estimateHeight: ESTIMATED_ROW_PX,
    // Each row's element is its own (keyed by its place in the answer): a new page's rows are new elements.
    rowKey: useCallback((index: number) => String(pageStart + index), [pageStart]),
    overscan: OVERSCAN_ROWS,
  });
  const { active, onFocus, onKeyDown } = useRowKeyboard({ count: rows.length, body, reveal });

  const goToPage = (next: number) => {
    setPage(next);
    // Scrolled past the table's top: back to just above it, where the new page starts.
    const bodyTop = body.current?.getBoundingClientRect().top ?? 0;
    if (bodyTop < 0) window.scrollTo({ top: window.scrollY + bodyTop - 80 });
  };

  if (reading.state === 'failed') return <ReadingFailed error={reading.error} />;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            Filter rows
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            disabled={partial}
            aria-describedby={partial ? waitId : undefined}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(0);
            }}
            className={`${controlClasses} w-64 max-w-full disabled:cursor-not-allowed disabled:bg-slate-100 dark:disabled:bg-slate-800`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={sizeId} className="text-sm font-medium">
            Rows per page
          </label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => {
              // The first row shown stays on the new page.
              const size = Number(event.target.value);
              setPage(Math.floor(pageStart / size));
              setPageSize(size);
            }}
            className={controlClasses}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {wholeNumberText(size)}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {/* While reading, the count read so far is beside the status, not in it: announced at every chunk, it
              would drown everything else a screen reader has to say. */}
          <span role="status">
            {partial
              ? 'Reading rows…'
              : view
                ? `${
                    view.matched === view.total
                      ? `${wholeNumberText(view.total)} ${view.total === 1 ? 'row' : 'rows'}`
                      : `${wholeNumberText(view.matched)} of ${wholeNumberText(view.total)} rows match`
                  }${view.matched > pageSize ? `, showing ${wholeNumberText(pageStart + 1)}–${wholeNumberText(pageStart + rows.length)}` : ''}`
                : shown.isPending
                  ? `Reading ${wholeNumberText(table.total)} rows…`
                  : ''}
          </span>
          {partial ? ` ${wholeNumberText(reading.rows)} so far` : null}
        </p>
      </div>
      {partial ? (
        <p id={waitId} className="text-sm text-slate-700 dark:text-slate-300">
          Sorting, filtering, the last page and downloads wait for the whole answer.
        </p>
      ) : null}
      {shown.isError ? (
        <Alert tone="error" title="The rows could not be shown">
          {shown.error.message}
        </Alert>
      ) : null}
      {/* `relative` keeps the screen-reader-only text inside the scrolling box, so a phone does not scroll sideways. */}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table
          className="w-full text-left text-sm"
          // -1: the count is not known while the rows are still read.
          aria-rowcount={partial ? -1 : (view?.matched ?? 0) + 1}
          aria-busy={shown.isFetching}
        >
          <caption className="sr-only">Query results</caption>
          <thead className="bg-slate-50 max-md:block dark:bg-slate-900">
            {/* On a phone the sort buttons wrap above the cards. */}
            <tr aria-rowindex={1} className="max-md:flex max-md:flex-wrap">
              {vars.map((name) => {
                const sorting = sort?.column === name ? sort : undefined;
                return (
                  <th
                    key={name}
                    scope="col"
                    aria-sort={sorting ? (sorting.descending ? 'descending' : 'ascending') : undefined}
                    className="px-3 py-2 font-semibold"
                  >
                    <button
                      type="button"
                      disabled={partial}
                      aria-describedby={partial ? waitId : undefined}
                      className="inline-flex min-h-6 items-center gap-1 rounded-sm focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:text-slate-500 dark:disabled:text-slate-400"
                      onClick={() => {
                        setSort({ column: name, descending: sorting ? !sorting.descending : false });
                        setPage(0);
                      }}
                    >
                      <bdi>?{name}</bdi>
                      <span aria-hidden="true">{sorting ? (sorting.descending ? '▼' : '▲') : '↕'}</span>
                      <span className="sr-only">, sort</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody
            ref={body}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            className={`max-md:block ${shown.isPlaceholderData ? 'opacity-50' : ''}`}
          >
            {above > 0 ? <RowsNotDrawn height={above} columns={vars.length} cardsBelow="md" /> : null}
            {drawn.flatMap(({ index, gap }) => {
              const row = rows[index];
              if (!row) return [];
              return [
                gap > 0 ? (
                  <RowsNotDrawn key={`gap:${pageStart + index}`} height={gap} columns={vars.length} cardsBelow="md" />
                ) : null,
                <tr
                  key={pageStart + index}
                  ref={measureRow}
                  data-index={index}
                  aria-rowindex={pageStart + index + 2}
                  tabIndex={index === active ? 0 : -1}
                  // Focus lands on the row: a short name says which it is, not the whole text of every cell.
                  aria-label={`Row ${wholeNumberText(pageStart + index + 1)}, ${vars.map((name) => `${name} ${termLabel(boundTerm(row, name))}`).join(', ')}`}
                  className="border-t border-slate-200 align-top focus-visible:bg-indigo-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 max-md:block max-md:py-2 dark:border-slate-700 dark:focus-visible:bg-indigo-950/40"
                >
                  {vars.map((name) => {
                    const valueKey = `${pageStart + index}:${name}`;
                    return (
                      <Cell
                        key={name}
                        name={name}
                        term={boundTerm(row, name)}
                        onOpen={onOpen}
                        expanded={opened.has(valueKey)}
                        onExpandedChange={(expanded) => setOpened(valueKey, expanded)}
                      />
                    );
                  })}
                </tr>,
              ];
            })}
            {below > 0 ? <RowsNotDrawn height={below} columns={vars.length} cardsBelow="md" /> : null}
          </tbody>
        </table>
      </div>
      {pages > 1 ? <SelectPager page={view?.page ?? 0} pages={pages} whole={!partial} onPage={goToPage} /> : null}
    </div>
  );
}

/**
 * A reply that failed part-way: its rows so far are not the answer, so none is shown. The table it replaces may have
 * held the focus (a row, a pager button): then the notice takes it, rather than leave it lost on the page's body.
 */
function ReadingFailed({ error }: { error: unknown }) {
  const notice = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) notice.current?.focus();
  }, []);
  return (
    // Named as the table it stands in for, so that a screen reader says where the focus went before the notice.
    <div ref={notice} tabIndex={-1} role="group" aria-label="Query results" className="outline-none">
      <ReadingFailedAlert error={error} />
    </div>
  );
}

function ReadingFailedAlert({ error }: { error: unknown }) {
  return isCancellation(error) ? (
    <Alert tone="info" title="Cancelled while the rows were read">
      The rest of the answer was not read, so the rows read before are not shown: they are not the whole answer.
    </Alert>
  ) : (
    <Alert tone="error" title="The answer could not be read whole">
      {errorDetail(error)} The rows read before are not shown: they are not the whole answer. Run the query again.
    </Alert>
  );
}

interface CellProps {
  name: string;
  term: RdfTerm | undefined;
  onOpen: (iri: string) => void;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

function Cell({ name, term, onOpen, expanded, onExpandedChange }: CellProps) {
  return (
    // On a phone the value carries its column's name, drawn with empty alternative text: the header names it.
    <td
      data-label={`?${name}`}
      className="px-3 py-2 max-md:block max-md:py-0.5 max-md:before:mr-2 max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)_/_''] dark:max-md:before:text-slate-400"
    >
      {/* At least 8rem for every column and at most 28rem for any: a long literal (clamped to three lines) cannot
          squeeze the others to a few characters. */}
      <div className="min-w-32 max-w-md max-md:inline">
        {term ? (
          <TermValue
            term={term}
            words={[]}
            fullIris={false}
            tabIndex={-1}
            expanded={expanded}
            onExpandedChange={onExpandedChange}
            {...(term.kind === 'iri' ? { onOpen } : {})}
          />
        ) : (
          <span className="sr-only">unbound</span>
        )}
      </div>
    </td>
  );
}
