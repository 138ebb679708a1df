import { useQueries, useQuery, type QueryObserverResult } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConnection } from '../../api/connection';
import { DESCRIBE_CAP, describedRows, type ThingDescription } from '../../api/describe-thing';
import { worldTitle } from '../../api/schemas';
import { worldQueries } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { buildResultGraph, type GraphPage, type GraphTriple } from '../../components/graph/graph-model';
import { GraphPicture } from '../../components/graph/graph-picture';
import { Button } from '../../components/ui/button';
import { linkClasses } from '../../components/ui/link-classes';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import { termId } from '../../lib/rdf-term';
import { tripleToNTriples } from '../../lib/rdf-term-writing';
import { thingPath } from '../../lib/world-paths';

/** How many neighbourhoods can be added to a thing's picture: beyond a few, it stops being readable. */
const EXPANSION_LIMIT = 5;

type DescribeResult = QueryObserverResult<ThingDescription>;

// Outside the component, so that useQueries keeps its combined result stable between renders.
const combineExpansions = (queries: DescribeResult[]) => ({
  pages: queries.flatMap((query): GraphPage[] =>
    query.data ? [{ q: query.data.iri, offset: 0, results: describedRows(query.data) }] : [],
  ),
  loading: queries.some((query) => query.isPending),
  failed: queries.find((query) => query.isError),
});

/**
 * A thing and its neighbours, and nothing else: its described triples as the picture's rows, with the
 * neighbourhoods added to it (`expand=` in the URL), each described in turn.
 */
export function ThingGraph({ worldId, description }: { worldId: string; description: ThingDescription }) {
  const connection = useConnection();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const expand = [...new Set(params.getAll('expand'))]
    .filter((iri) => iri !== description.iri)
    .slice(0, EXPANSION_LIMIT);
  const expansions = useQueries({
    queries: expand.map((iri) =>
      worldQueries.describe(connection, { worldId, iri, outgoingLimit: DESCRIBE_CAP, incomingLimit: DESCRIBE_CAP }),
    ),
    combine: combineExpansions,
  });
  const world = useQuery({ ...worldQueries.detail(connection, worldId), enabled: false }).data;
  const rows = useMemo(() => describedRows(description), [description]);
  const graph = useMemo(
    () =>
      buildResultGraph({ q: description.iri, offset: 0, results: rows }, expansions.pages, {
        languages: navigator.languages,
        expansionLimit: EXPANSION_LIMIT,
      }),
    [description.iri, rows, expansions.pages],
  );
  const added = graph.expansions.length;
  const setExpand = (next: readonly string[]) => {
    const nextParams = new URLSearchParams(params);
    nextParams.delete('expand');
    for (const iri of next) nextParams.append('expand', iri);
    setParams(nextParams);
  };
  const name = description.iri.replace(/^.*[/#:]/, '') || 'thing';

  return (
    <GraphPicture
      graph={graph}
      words={[]}
      stale={false}
      busy={expansions.loading}
      fileStem={`${worldId}-neighbourhood-${name}`}
      title={`${world ? worldTitle(world) : worldId}: the neighbourhood of ${description.iri}${added > 0 ? `, with the neighbours of ${added} more` : ''}`}
      canExpand={added < EXPANSION_LIMIT}
      onPivot={(iri) => void navigate(thingPath(worldId, iri, 'graph'))}
      onExpand={(iri) => setExpand([...expand, iri])}
      onOpenThing={(iri) => void navigate(thingPath(worldId, iri))}
      renderTripleDetails={(triple, close) => <TripleDialog worldId={worldId} triple={triple} onClose={close} />}
      notices={
        <>
          {expand.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
              <p role="status">
                {expansions.loading
                  ? 'Adding neighbours…'
                  : `Neighbours of ${added} ${added === 1 ? 'thing' : 'things'} added (at most ${EXPANSION_LIMIT}).`}
              </p>
              <Button variant="ghost" onClick={() => setExpand([])}>
                Reset to this thing
              </Button>
            </div>
          ) : null}
          {expansions.failed ? (
            <ApiErrorAlert
              error={expansions.failed.error}
              title="Some neighbours could not be added"
              onRetry={() => void expansions.failed?.refetch()}
              retrying={expansions.failed.isFetching}
            />
          ) : null}
        </>
      }
    />
  );
}

/** One triple of the picture: as N-Triples, with its two ends to open. */
function TripleDialog({ worldId, triple, onClose }: { worldId: string; triple: GraphTriple; onClose: () => void }) {
  const { ref, onClick } = useModalDialog(true, { closeOnBackdrop: true });
  const titleId = useId();
  const { subject, object } = triple.result.value;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onClick}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-xl overflow-y-auto border-l border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex flex-col gap-4 p-5">
        <header className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            Triple
          </h2>
          <Button variant="ghost" onClick={() => ref.current?.close()}>
            Close
          </Button>
        </header>
        <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs whitespace-pre-wrap wrap-anywhere dark:bg-slate-800">
          {tripleToNTriples(triple.result.value)}
        </pre>
        <ul className="flex flex-col gap-2 text-sm">
          {subject.kind === 'iri' ? (
            <li>
              <Link to={thingPath(worldId, termId(subject))} className={linkClasses}>
                Open the subject
              </Link>
            </li>
          ) : null}
          {object.kind === 'iri' ? (
            <li>
              <Link to={thingPath(worldId, object.value)} className={linkClasses}>
                Open the object
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </dialog>
  );
}
