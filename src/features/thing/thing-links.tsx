import { RowsNotDrawn } from '../../components/rows-not-drawn';
import { memo, useMemo, useRef } from 'react';
import type { ThingFacts } from '../../api/describe-thing';
import { TermValue } from '../../components/term-value';
import { useWindowRows } from '../../components/use-window-rows';
import { Button } from '../../components/ui/button';
import { termId, type RdfTerm, type TermTriple } from '../../lib/rdf-term';
import { wholeNumberText } from '../../lib/whole-number-text';
import { cappedCount } from './capped-count';
import { visibleText } from '../../lib/visible-text';
import { ThingLink, thingName } from './thing-terms';

interface ThingLinksProps {
  worldId: string;
  title: string;
  /** Outgoing: what the thing says, by predicate; incoming: what says something of it. */
  direction: 'outgoing' | 'incoming';
  triples: readonly TermTriple[];
  facts: ReadonlyMap<string, ThingFacts>;
  /** Whether the world holds more than shown. */
  more: boolean;
  /** How many the world holds, where it was counted. */
  total: number | undefined;
  loadingMore: boolean;
  cap: number;
  onShowMore: () => void;
}

/** One triple as a row, with where it stands among the triples of its predicate. */
interface LinkRow {
  triple: TermTriple;
  predicate: string;
  /** The first of its predicate's rows, which shows the predicate; the others say it to screen readers only. */
  first: boolean;
  last: boolean;
}

/** Triples as rows, grouped by predicate, in the order the server sent them (by predicate). */
function rowsByPredicate(triples: readonly TermTriple[]): LinkRow[] {
  const groups = new Map<string, TermTriple[]>();
  for (const triple of triples) {
    const group = groups.get(triple.predicate.value) ?? [];
    group.push(triple);
    groups.set(triple.predicate.value, group);
  }
  return [...groups.entries()].flatMap(([predicate, group]) =>
    group.map((triple, index) => ({ triple, predicate, first: index === 0, last: index === group.length - 1 })),
  );
}

/*
 * The rows are drawn only where they can be seen (use-window-rows.ts): a thing's 5,000 triples cost what its first
 * screen costs. "Show 500 more" stays: it is what the server is asked for (a SPARQL LIMIT), and a thing that 500,000
 * things link to must not be read whole to be shown; the virtual list makes any number of rows once read cheap.
 */
const ROW_HEIGHT_ESTIMATE = 34;
const OVERSCAN_ROWS = 8;
/** Names a row by its place, one function for every render: a new one makes the virtualizer place every row anew. */
const rowKeyOf = (index: number) => String(index);

/** One direction of a thing's links: a table of predicates and values, its rows drawn where they can be seen. */
export function ThingLinks({
  worldId,
  title,
  direction,
  triples,
  facts,
  more,
  total,
  loadingMore,
  cap,
  onShowMore,
}: ThingLinksProps) {
  const id = `thing-${direction}`;
  const all = useMemo(() => rowsByPredicate(triples), [triples]);
  const body = useRef<HTMLTableSectionElement>(null);
  const { rows, above, below, measureRow } = useWindowRows({
    count: all.length,
    body,
    estimateHeight: ROW_HEIGHT_ESTIMATE,
    rowKey: rowKeyOf,
    overscan: OVERSCAN_ROWS,
  });
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}{' '}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
          ({cappedCount(triples.length, more, total)})
        </span>
      </h3>
      {triples.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">None.</p>
      ) : (
        <table
          aria-labelledby={id}
          aria-rowcount={all.length + 1}
          className="w-full table-fixed border-separate border-spacing-0 rounded-lg border border-slate-200 bg-white text-sm max-sm:block dark:border-slate-800 dark:bg-slate-900"
        >
          {/* On a phone each row is a card the table's whole width: no columns (a table's own layout kept the cards
              in the first column's third). */}
          <colgroup className="max-sm:hidden">
            <col className="w-1/3" />
            <col />
          </colgroup>
          <thead className="sr-only">
            <tr aria-rowindex={1}>
              <th scope="col">Predicate</th>
              <th scope="col">{direction === 'outgoing' ? 'Value' : 'Thing'}</th>
            </tr>
          </thead>
          <tbody ref={body} className="max-sm:block">
            {above > 0 ? <RowsNotDrawn height={above} columns={2} cardsBelow="sm" /> : null}
            {rows.flatMap((item) => {
              const row = all[item.index];
              if (!row) return [];
              return [
                item.gap > 0 ? (
                  <RowsNotDrawn key={`gap:${item.key}`} height={item.gap} columns={2} cardsBelow="sm" />
                ) : null,
                <LinkRowView
                  key={item.key}
                  worldId={worldId}
                  direction={direction}
                  row={row}
                  index={item.index}
                  facts={facts}
                  measureRow={measureRow}
                />,
              ];
            })}
            {below > 0 ? <RowsNotDrawn height={below} columns={2} cardsBelow="sm" /> : null}
          </tbody>
        </table>
      )}
      {more ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-slate-700 dark:text-slate-300">
            {total !== undefined && total > triples.length
              ? `The world holds ${wholeNumberText(total)}; these are the first ${wholeNumberText(triples.length)}.`
              : `The world holds more than these ${wholeNumberText(triples.length)}.`}
          </p>
          <Button onClick={loadingMore ? undefined : onShowMore} aria-disabled={loadingMore}>
            {loadingMore ? 'Loading more…' : `Show ${cap} more`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/*
 * A row is drawn again only when it changes: the table renders each time the rows in view are measured or move
 * (its top found, a row measured at other than its estimate), and then only the rows new to the window are drawn.
 */
const LinkRowView = memo(function LinkRowView({
  worldId,
  direction,
  row,
  index,
  facts,
  measureRow,
}: {
  worldId: string;
  direction: ThingLinksProps['direction'];
  row: LinkRow;
  index: number;
  facts: ReadonlyMap<string, ThingFacts>;
  measureRow: (element: HTMLTableRowElement | null) => void;
}) {
  const edge = `${row.first ? 'pt-3' : 'pt-0.5'} ${row.last ? 'pb-3' : 'pb-0.5'}`;
  const divider = row.first && index > 0 ? 'border-t border-slate-200 dark:border-slate-800' : 'border-t-0';
  return (
    <tr ref={measureRow} data-index={index} aria-rowindex={index + 2} className="max-sm:block">
      <th
        scope="row"
        className={`px-3 text-left align-top font-medium max-sm:block ${edge} ${divider} ${row.first ? '' : 'max-sm:p-0'}`}
      >
        {row.first ? (
          <ThingLink worldId={worldId} iri={row.predicate} facts={facts} />
        ) : (
          <span className="sr-only">{visibleText(thingName(row.predicate, facts))}</span>
        )}
      </th>
      <td className={`px-3 align-top max-sm:block ${edge} ${divider} max-sm:border-t-0 max-sm:pt-0.5`}>
        <LinkedTerm
          worldId={worldId}
          term={direction === 'outgoing' ? row.triple.object : row.triple.subject}
          facts={facts}
        />
      </td>
    </tr>
  );
});

/** A value: a thing opens its view; a literal shows as a literal, with its language or datatype. */
function LinkedTerm({
  worldId,
  term,
  facts,
}: {
  worldId: string;
  term: RdfTerm;
  facts: ReadonlyMap<string, ThingFacts>;
}) {
  // A blank node has no name outside its reply: it cannot be opened on its own.
  if (term.kind !== 'iri') return <TermValue term={term} words={[]} fullIris={false} />;
  return <ThingLink worldId={worldId} iri={termId(term)} facts={facts} />;
}
