import type { CountedIri, LiteralKinds, OverviewCounts } from '../../api/overview-queries';
import { compactIri, splitIri } from '../../lib/iri-prefixes';
import { BarChart, type Bar } from './bar-chart';
import { EmptyNote } from './overview-section';
import type { OverviewLinks } from './overview-links';
import { wholeNumberText } from '../../lib/whole-number-text';

/* What each section shows of its answer: the same whether the answer came from SPARQL or from a sample. */

/** An IRI as the overview names it: `foaf:Person`, or its last segment when no prefix fits. */
export const iriLabel = (iri: string) => compactIri(iri) ?? (splitIri(iri).local || iri);

const plural = (count: number, one: string, many: string) => `${wholeNumberText(count)} ${count === 1 ? one : many}`;

export function CountsView({ counts, sampled }: { counts: OverviewCounts; sampled: boolean }) {
  const facts: [string, number][] = [
    [sampled ? 'Triples in the sample' : 'Triples', counts.triples],
    ['Distinct subjects', counts.subjects],
    ['Predicates', counts.predicates],
    ['Classes', counts.classes],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(([term, value]) => (
        <div key={term} className="rounded-md bg-slate-50 p-3 dark:bg-slate-800/60">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{wholeNumberText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

const cutNote = (cut: boolean, what: string) =>
  cut ? `The server holds more ${what} than these: only the most used are listed.` : undefined;

/** A ranked list of IRIs as bars: the noun says what each counts ("instance", "triple"). */
function rankedBars(rows: CountedIri[], noun: [string, string], to: (iri: string) => string | undefined): Bar[] {
  return rows.map(({ iri, count }) => ({
    id: iri,
    label: iriLabel(iri),
    detail: iri,
    count,
    to: to(iri),
    linkLabel: `${iriLabel(iri)}: ${plural(count, ...noun)}`,
  }));
}

export function ClassesView({ classes, cut, links }: { classes: CountedIri[]; cut: boolean; links: OverviewLinks }) {
  if (classes.length === 0) {
    return <EmptyNote>No classes: nothing in this world is given a type (rdf:type).</EmptyNote>;
  }
  return (
    <BarChart
      title="Classes by instances"
      nameHeading="Class"
      countHeading="Instances"
      bars={rankedBars(classes, ['instance', 'instances'], links.classInstances)}
      cutNote={cutNote(cut, 'classes')}
    />
  );
}

export function PredicatesView({
  predicates,
  cut,
  links,
}: {
  predicates: CountedIri[];
  cut: boolean;
  links: OverviewLinks;
}) {
  if (predicates.length === 0) return <EmptyNote>No predicates: this world holds no triples.</EmptyNote>;
  return (
    <BarChart
      title="Predicates by use"
      nameHeading="Predicate"
      countHeading="Triples"
      bars={rankedBars(predicates, ['triple', 'triples'], links.predicateUses)}
      cutNote={cutNote(cut, 'predicates')}
    />
  );
}

export function LiteralsView({ literals, links }: { literals: LiteralKinds; links: OverviewLinks }) {
  if (literals.datatypes.length === 0 && literals.languages.length === 0) {
    return <EmptyNote>No literals: every value in this world is a thing.</EmptyNote>;
  }
  const languageBars = literals.languages.map(({ tag, count }): Bar => ({
    id: tag,
    label: tag,
    count,
    to: links.language(tag),
    linkLabel: `${tag}: ${plural(count, 'literal', 'literals')}`,
  }));
  const datatypeBars = literals.datatypes.map(({ iri, count }): Bar => ({
    id: iri,
    label: iriLabel(iri),
    detail: iri,
    count,
    to: links.datatype(iri),
    linkLabel: `${iriLabel(iri)}: ${plural(count, 'literal', 'literals')}`,
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-medium">Languages</h3>
        {languageBars.length > 0 ? (
          <BarChart title="Literals by language" nameHeading="Language" countHeading="Literals" bars={languageBars} />
        ) : (
          <EmptyNote>No literal has a language tag.</EmptyNote>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-medium">Datatypes</h3>
        <BarChart title="Literals by datatype" nameHeading="Datatype" countHeading="Literals" bars={datatypeBars} />
      </div>
      {literals.cut ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          The server holds more kinds of literal than these: only the most used are listed.
        </p>
      ) : null}
    </div>
  );
}
