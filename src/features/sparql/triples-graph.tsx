import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { buildResultGraph, type GraphTriple } from '../../components/graph/graph-model';
import { GraphPicture } from '../../components/graph/graph-picture';
import { Button } from '../../components/ui/button';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import type { TermTriple } from '../../lib/rdf-term';
import { tripleToNTriples } from '../../lib/rdf-term-writing';
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
      onPivot={(iri) => void navigate(thingPath(worldId, iri, 'graph'))}
      onExpand={() => undefined}
      onOpenThing={(iri) => void navigate(thingPath(worldId, iri))}
      renderTripleDetails={(triple, close) => <TripleDialog triple={triple} onClose={close} />}
    />
  );
}

function TripleDialog({ triple, onClose }: { triple: GraphTriple; onClose: () => void }) {
  const { ref, onClick } = useModalDialog(true, { closeOnBackdrop: true });
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onClick}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          Triple
        </h2>
        <Button variant="ghost" onClick={() => ref.current?.close()}>
          Close
        </Button>
      </div>
      <pre className="mt-3 overflow-x-auto rounded-md bg-slate-100 p-3 text-xs whitespace-pre-wrap wrap-anywhere dark:bg-slate-800">
        {tripleToNTriples(triple.result.value)}
      </pre>
    </dialog>
  );
}
