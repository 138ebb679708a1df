import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { buildResultGraph } from '../../components/graph/graph-model';
import { GraphPicture } from '../../components/graph/graph-picture';
import { GraphTripleDialog } from '../../components/graph/graph-triple-dialog';
import type { TermTriple } from '../../lib/rdf-term';
import { thingPath } from '../../lib/world-paths';

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
  const navigate = useNavigate();
  const graph = useMemo(
    () =>
      buildResultGraph({ q: query, offset: 0, results: triples.map((value) => ({ score: 1, value })) }, [], {
        languages: navigator.languages,
      }),
    [query, triples],
  );
  return (
    <GraphPicture
      graph={graph}
      words={[]}
      stale={false}
      busy={false}
      fileStem={`${worldId.replace(/[^\w-]+/g, '-')}-sparql`}
      title={`${worldName}: ${query}`}
      canExpand={false}
      howToNarrow="To see the rest, narrow the query (a LIMIT, or a more specific pattern), or read every triple in the table."
      onPivot={(iri) => void navigate(thingPath(worldId, iri, 'graph'))}
      onExpand={() => undefined}
      onOpenThing={(iri) => void navigate(thingPath(worldId, iri))}
      renderTripleDetails={(triple, close) => <GraphTripleDialog worldId={worldId} triple={triple} onClose={close} />}
    />
  );
}
