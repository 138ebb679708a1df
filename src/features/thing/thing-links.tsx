import type { ThingFacts } from '../../api/describe-thing';
import { TermValue } from '../../components/term-value';
import { Button } from '../../components/ui/button';
import { termId, type RdfTerm, type TermTriple } from '../../lib/rdf-term';
import { cappedCount } from './capped-count';
import { ThingLink } from './thing-terms';

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

/** Triples grouped by predicate, in the order the server sent them (by predicate). */
function byPredicate(triples: readonly TermTriple[]) {
  const groups = new Map<string, TermTriple[]>();
  for (const triple of triples) {
    const group = groups.get(triple.predicate.value) ?? [];
    group.push(triple);
    groups.set(triple.predicate.value, group);
  }
  return [...groups.entries()];
}

/** One direction of a thing's links, as a list of predicates, each with its values. */
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
        <dl className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {byPredicate(triples).map(([predicate, group]) => (
            <div key={predicate} className="grid gap-2 p-3 sm:grid-cols-[minmax(10rem,1fr)_3fr]">
              <dt className="text-sm font-medium">
                <ThingLink worldId={worldId} iri={predicate} facts={facts} />
              </dt>
              <dd>
                <ul className="flex flex-col gap-1.5">
                  {group.map((triple, index) => (
                    <li key={index}>
                      <LinkedTerm
                        worldId={worldId}
                        term={direction === 'outgoing' ? triple.object : triple.subject}
                        facts={facts}
                      />
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {more ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-slate-700 dark:text-slate-300">
            {total !== undefined && total > triples.length
              ? `The world holds ${total.toLocaleString('en-US')}; these are the first ${triples.length.toLocaleString('en-US')}.`
              : `The world holds more than these ${triples.length.toLocaleString('en-US')}.`}
          </p>
          <Button onClick={loadingMore ? undefined : onShowMore} aria-disabled={loadingMore}>
            {loadingMore ? 'Loading more…' : `Show ${cap} more`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

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
