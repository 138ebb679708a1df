import { RowsNotDrawn } from '../../components/rows-not-drawn';
import { memo, useCallback, type MouseEvent, type RefObject } from 'react';
import type { SearchResult } from '../../api/schemas';
import { compactIri } from '../../lib/iri-prefixes';
import { termId, type RdfTerm } from '../../lib/rdf-term';
import { tripleKey } from '../../lib/rdf-term-writing';
import { cell, ResultsFrame, tripleCell } from './results-frame';
import { bestScore, ScoreCell, scoreHelp } from './score';
import { TermValue } from '../../components/term-value';
import { useOpenedValues } from '../../components/use-opened-values';
import { rowIndex, useRowKeyboard } from '../../components/use-row-keyboard';
import { useWindowRows } from '../../components/use-window-rows';

interface ResultsTableProps {
  results: readonly SearchResult[];
  offset: number;
  /** Names the search and page the rows belong to: a long value opened stays open until this changes. */
  pageKey: string;
  words: readonly string[];
  fullIris: boolean;
  /** An older page stays on screen, dimmed, while the asked-for one loads. */
  stale: boolean;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  onOpenThing: (iri: string) => void;
  /** Narrows the search to a row's predicate; without it, a predicate is plain text. */
  onFilterPredicate?: (iri: string) => void;
  /** Leaves a row's predicate out of the search; without it (a server that cannot), no row offers it. */
  onHidePredicate?: (iri: string) => void;
  onOpen: (index: number) => void;
  /** Shows the graph of a row's subject and what the search returns about it. */
  onNeighbourhood?: (iri: string) => void;
}

const interactive = (target: EventTarget) => target instanceof Element && target.closest('a, button') !== null;

/** A term as a row's short name reads it: the compact IRI, or a literal's text, cut short. */
function termLabel(term: RdfTerm, fullIris: boolean): string {
  const text = term.kind === 'iri' ? ((fullIris ? undefined : compactIri(term.value)) ?? term.value) : term.value;
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
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
  /** The callbacks a row is given; their identity changes only with the world and the filters. */
  onOpenThing: (iri: string) => void;
  onFilterPredicate?: (iri: string) => void;
  /** Whether the row offers to hide its predicate. */
  hide: boolean;
  graph: boolean;
  /** Whether the object (a long literal) is shown whole: kept by the table, so the row is drawn again as it was left. */
  objectExpanded: boolean;
  /** Opens or closes a row's object, named by the row's key. */
  onExpandObject: (rowKey: string, expanded: boolean) => void;
  /** Measures the drawn row, so the rows not drawn around it are stood in for at the right height. */
  measureRef: (row: HTMLTableRowElement | null) => void;
}

/**
 * One result. Memoised: moving focus between rows, dimming a page while the next loads, or any change of the page
 * around the table renders again only the rows whose own props changed (the two whose Tab stop moved), not all 100.
 * So that a row's props stay the same, its clicks and focus are handled by the table's body (ResultsTable).
 */
const ResultRow = memo(function ResultRow({
  result,
  index,
  rank,
  active,
  best,
  words,
  fullIris,
  onOpenThing,
  onFilterPredicate,
  hide,
  graph,
  objectExpanded,
  onExpandObject,
  measureRef,
}: ResultRowProps) {
  const { subject, predicate, object } = result.value;
  return (
    <tr
      ref={measureRef}
      tabIndex={active ? 0 : -1}
      // Focus lands on the row: a short name says which triple it is, not the whole text of every cell.
      aria-label={`Result ${rank}, ${termLabel(subject, fullIris)}, ${termLabel(predicate, fullIris)}, ${termLabel(object, fullIris)}`}
      data-index={index}
      // Only some rows are drawn: their positions (after the header row, 1) are said, as the table's count is.
      aria-rowindex={index + 2}
      className="cursor-pointer border-b border-slate-100 last:border-0 hover:bg-slate-50 max-md:grid max-md:grid-cols-[auto_1fr_auto] max-md:items-center max-md:py-2 focus-visible:bg-indigo-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:hover:bg-slate-800/50 dark:focus-visible:bg-indigo-950/40"
    >
      {/* slate-600, not 500: the rank stays readable (4.5:1) on a focused row's indigo-50 too. */}
      <td className={`${cell} font-mono text-xs text-slate-600 tabular-nums dark:text-slate-400`}>{rank}</td>
      <td className={cell}>
        <ScoreCell result={result} best={best} />
      </td>
      <td className={tripleCell} data-label="Subject">
        <TermValue term={subject} words={words} fullIris={fullIris} onOpen={onOpenThing} tabIndex={-1} />
      </td>
      <td className={tripleCell} data-label="Predicate">
        <TermValue
          term={predicate}
          words={words}
          fullIris={fullIris}
          onOpen={onFilterPredicate}
          openTitle={predicateFilterTitle}
          tabIndex={-1}
        />
        {hide ? (
          <button
            type="button"
            tabIndex={-1}
            data-action="hide-predicate"
            aria-label={`Hide the predicate ${termLabel(predicate, fullIris)} from the results`}
            title={`Leave out every triple with the predicate ${predicate.value}`}
            className="mt-1 block rounded-sm text-xs font-medium text-slate-600 underline decoration-dotted underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-slate-100"
          >
            Hide
          </button>
        ) : null}
      </td>
      <td className={tripleCell} data-label="Object">
        <TermValue
          term={object}
          words={words}
          fullIris={fullIris}
          onOpen={onOpenThing}
          tabIndex={-1}
          expanded={objectExpanded}
          onExpandedChange={(expanded) => onExpandObject(rowKey(result, rank), expanded)}
        />
        {result.repeats === undefined ? null : <Repeats count={result.repeats} />}
      </td>
      <td className={`${cell} max-md:col-start-3 max-md:row-start-1`}>
        <div className="flex flex-wrap justify-end gap-1">
          <button
            type="button"
            tabIndex={-1}
            data-action="details"
            aria-label={`Details of result ${rank}`}
            className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Details
          </button>
          {graph ? (
            <button
              type="button"
              tabIndex={-1}
              data-action="graph"
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

const predicateFilterTitle = (iri: string) => `Show only the triples with the predicate ${iri}`;

const rowKey = (result: SearchResult, rank: number) => `${rank}:${tripleKey(result.value)}`;

export function ResultsTable({
  results,
  offset,
  pageKey,
  words,
  fullIris,
  stale,
  bodyRef,
  onOpenThing,
  onFilterPredicate,
  onHidePredicate,
  onOpen,
  onNeighbourhood,
}: ResultsTableProps) {
  const rowKeyAt = useCallback(
    (index: number) => {
      const result = results[index];
      return result === undefined ? String(index) : rowKey(result, offset + index + 1);
    },
    [results, offset],
  );
  // Only the rows in view (and a few either side) are drawn: a 100-row page is as quick to show as a 10-row one.
  const { rows, above, below, measureRow, reveal } = useWindowRows({
    count: results.length,
    body: bodyRef,
    estimateHeight: window.innerWidth < PHONE_BELOW ? CARD_HEIGHT_ESTIMATE : ROW_HEIGHT_ESTIMATE,
    rowKey: rowKeyAt,
    overscan: OVERSCAN_ROWS,
    // Row elements are kept by their place from page to page (see the rows' key): each is measured anew.
    rowSet: pageKey,
  });
  // One Tab stop for the table, with the shared keyboard model; Enter on a row opens its details. A row moved to
  // that is not drawn is scrolled into being first.
  const { active, onFocus, onKeyDown } = useRowKeyboard({
    count: results.length,
    body: bodyRef,
    onEnter: onOpen,
    reveal,
  });
  const best = bestScore(results);
  // The long values opened on this page, by their rows' keys: kept as they were left while their rows scroll away.
  const { opened: openedRows, setOpened: expandObject } = useOpenedValues(pageKey);

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const index = rowIndex(event.target);
    const result = index === undefined ? undefined : results[index];
    if (index === undefined || result === undefined) return;
    const action = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action]') : null;
    if (action?.dataset.action === 'details') onOpen(index);
    else if (action?.dataset.action === 'graph') onNeighbourhood?.(termId(result.value.subject));
    else if (action?.dataset.action === 'hide-predicate') onHidePredicate?.(result.value.predicate.value);
    // A click on a pivot or a link does its own thing, and selecting text to copy is not a request for details.
    else if (!interactive(event.target) && (window.getSelection()?.toString() ?? '') === '') onOpen(index);
  };

  return (
    <ResultsFrame busy={stale} rowCount={results.length} scoreHelp={scoreHelp(results)}>
      {/* The rows of the page before stay in view while the next loads, but cannot be used: a click would act
          on a page that is going away. */}
      <tbody
        ref={bodyRef}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onClick={onClick}
        inert={stale}
        className={`transition-opacity max-md:block ${stale ? 'opacity-50 delay-150' : 'opacity-100'}`}
      >
        {above > 0 ? <RowsNotDrawn height={above} columns={6} cardsBelow="md" /> : null}
        {rows.flatMap(({ index, gap }) => {
          const result = results[index];
          if (result === undefined) return [];
          const rank = offset + index + 1;
          return [
            gap > 0 ? <RowsNotDrawn key={`gap:${index}`} height={gap} columns={6} cardsBelow="md" /> : null,
            <ResultRow
              // By its place on the page: the next page's rows take over these rows' elements and change what
              // differs (texts, titles, links) instead of building every element and its style anew.
              key={index}
              result={result}
              index={index}
              rank={rank}
              active={index === active}
              best={best}
              words={words}
              fullIris={fullIris}
              onOpenThing={onOpenThing}
              onFilterPredicate={onFilterPredicate}
              hide={onHidePredicate !== undefined}
              graph={onNeighbourhood !== undefined}
              objectExpanded={openedRows.has(rowKey(result, rank))}
              onExpandObject={expandObject}
              measureRef={measureRow}
            />,
          ];
        })}
        {below > 0 ? <RowsNotDrawn height={below} columns={6} cardsBelow="md" /> : null}
      </tbody>
    </ResultsFrame>
  );
}

/*
 * The height of a row not yet drawn, as the offline sample data's rows are (an IRI on two lines; 85 px at 1280 px
 * wide, a card 236 px at 360 px, measured in Chromium): a phone's card (below Tailwind's md breakpoint) is taller than
 * a desktop row; both are measured once drawn. An estimate below the real height draws more rows than the window
 * shows, and a new page's rows, once measured, render the table again to let them go. While the window
 * scrolls, eight rows of overscan cover a quick flick of the wheel between two frames; at rest one row is drawn
 * beyond the window (use-window-rows.ts), so a new page costs a screenful of rows. Keys reach the others by index.
 */
const PHONE_BELOW = 768;
export const ROW_HEIGHT_ESTIMATE = 85;
const CARD_HEIGHT_ESTIMATE = 236;
const OVERSCAN_ROWS = 8;

/** A row the server sent several times (once per chunk of a long literal), shown once with how many there were. */
function Repeats({ count }: { count: number }) {
  const said = `Sent ${count} times by the server, once per matching part of the text`;
  return (
    <span
      title={said}
      className="mt-1 inline-block rounded-sm bg-slate-100 px-1.5 text-xs font-medium text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-300"
    >
      <span aria-hidden="true">×{count}</span>
      <span className="sr-only">{said}</span>
    </span>
  );
}
