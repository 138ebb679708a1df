import type { ThingFacts } from '../../api/describe-thing';
import { ThingPathLink } from '../../components/open-thing';
import { ExternalLink } from '../../components/term-value';
import { linkClasses } from '../../components/ui/link-classes';
import { compactIri } from '../../lib/iri-prefixes';
import { pickLabel } from '../../lib/thing-labels';
import { visibleText } from '../../lib/visible-text';

/** What a thing is called here: its best label where the world has one, else its compact IRI, else the IRI. */
export function thingName(iri: string, facts: ReadonlyMap<string, ThingFacts>): string {
  const label = pickLabel(facts.get(iri)?.labels ?? [], navigator.languages);
  return label?.value ?? compactIri(iri) ?? iri;
}

/** A thing as a link to its own view, named by its label, with its IRI on hover and its web page beside it. */
export function ThingLink({
  worldId,
  iri,
  facts,
}: {
  worldId: string;
  iri: string;
  facts: ReadonlyMap<string, ThingFacts>;
}) {
  const name = thingName(iri, facts);
  const compact = compactIri(iri);
  const labelled = name !== compact && name !== iri;
  return (
    <span className="wrap-anywhere">
      <ThingPathLink
        worldId={worldId}
        iri={iri}
        title={iri} // Underlined always: beside its IRI it sits in a line of text, where colour alone would not mark it.
        className={`py-0.5 underline ${linkClasses}`}
        dir="auto"
      >
        {visibleText(name)}
      </ThingPathLink>
      {labelled ? (
        <bdi className="ml-1.5 font-mono text-xs text-slate-600 dark:text-slate-400">{visibleText(compact ?? iri)}</bdi>
      ) : null}
      <ExternalLink iri={iri} />
    </span>
  );
}
