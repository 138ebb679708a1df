import { StillGraphPicture } from '../../components/graph/still-graph-picture';
import { GraphTripleDialog } from '../../components/graph/graph-triple-dialog';
import { useOpenThing } from '../../components/open-thing';
import type { TermTriple } from '../../lib/rdf-term';

/*
 * A CONSTRUCT's or DESCRIBE's triples as the graph picture that search and a thing's view draw (loaded when asked
 * for, in the picture's own shared chunk). The triples are the whole picture: nothing is added to it.
 */

interface TriplesGraphProps {
  worldId: string;
  worldName: string;
  query: string;
  triples: readonly TermTriple[];
}

export function TriplesGraph({ worldId, worldName, query, triples }: TriplesGraphProps) {
  const openThing = useOpenThing(worldId);
  return (
    <StillGraphPicture
      triples={triples}
      query={query}
      fileStem={`${worldId.replace(/[^\w-]+/g, '-')}-sparql`}
      title={`${worldName}: ${query}`}
      howToNarrow="To see the rest, narrow the query (a LIMIT, or a more specific pattern), or read every triple in the table."
      onPivot={(iri) => openThing(iri, 'graph')}
      onOpenThing={(iri) => openThing(iri)}
      renderTripleDetails={(triple, close) => <GraphTripleDialog worldId={worldId} triple={triple} onClose={close} />}
    />
  );
}
