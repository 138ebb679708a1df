import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { getConnection } from '../../api/connection';
import type { ThingFacts } from '../../api/describe-thing';
import { ignoreFailure, worldQueries } from '../../api/worlds';
import { ExternalLink } from '../../components/term-value';
import { linkClasses } from '../../components/ui/link-classes';
import { compactIri } from '../../lib/iri-prefixes';
import { pickLabel } from '../../lib/thing-labels';
import { visibleText } from '../../lib/visible-text';
import { thingPath } from '../../lib/world-paths';

/** What a thing is called here: its best label where the world has one, else its compact IRI, else the IRI. */
export function thingName(iri: string, facts: ReadonlyMap<string, ThingFacts>): string {
  const label = pickLabel(facts.get(iri)?.labels ?? [], navigator.languages);
  return label?.value ?? compactIri(iri) ?? iri;
}

/** A click the router turns into a navigation in this tab: the main button, no key that opens a tab or a window. */
const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

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
  const queryClient = useQueryClient();
  const name = thingName(iri, facts);
  const compact = compactIri(iri);
  const labelled = name !== compact && name !== iri;
  return (
    <span className="wrap-anywhere">
      <Link
        to={thingPath(worldId, iri)}
        title={iri} // Underlined always: beside its IRI it sits in a line of text, where colour alone would not mark it.
        className={`py-0.5 underline ${linkClasses}`}
        dir="auto"
        // The thing's queries start with the click, beside the navigation, instead of once the view they feed has
        // rendered, painted and run its effects: that wait was in series before a 50 ms server's answer.
        onClick={(event) => {
          // The saved connection, read at the click: what the view's useConnection() will read (not once per row).
          if (opensHere(event)) {
            queryClient.query(worldQueries.openingDescription(getConnection(), worldId, iri)).catch(ignoreFailure);
          }
        }}
      >
        {visibleText(name)}
      </Link>
      {labelled ? (
        <bdi className="ml-1.5 font-mono text-xs text-slate-600 dark:text-slate-400">{visibleText(compact ?? iri)}</bdi>
      ) : null}
      <ExternalLink iri={iri} />
    </span>
  );
}
