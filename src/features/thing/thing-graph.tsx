import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useConnection } from '../../api/connection';
import { describedRows, type ThingDescription } from '../../api/describe-thing';
import { worldTitle } from '../../api/schemas';
import { worldQueries } from '../../api/worlds';
import { buildResultGraph } from '../../components/graph/graph-model';
import { EXPANSION_LIMIT } from '../../components/graph/expansion-limit';
import { NeighbourhoodNotices, useDescribedNeighbourhoods } from '../../components/graph/described-neighbourhoods';
import { GraphPicture } from '../../components/graph/graph-picture';
import { GraphTripleDialog } from '../../components/graph/graph-triple-dialog';
import { useOpenThing } from '../../components/open-thing';

/**
 * A thing and its neighbours, and nothing else: its described triples as the picture's rows, with the
 * neighbourhoods added to it (`expand=` in the URL), each described in turn.
 */
export function ThingGraph({ worldId, description }: { worldId: string; description: ThingDescription }) {
  const connection = useConnection();
  const openThing = useOpenThing(worldId);
  const [params, setParams] = useSearchParams();
  const expand = [...new Set(params.getAll('expand'))]
    .filter((iri) => iri !== description.iri)
    .slice(0, EXPANSION_LIMIT);
  const expansions = useDescribedNeighbourhoods(worldId, expand);
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
      howToNarrow="To see the rest, add fewer neighbourhoods (Reset to this thing), or open the Links view, which lists every triple."
      onPivot={(iri) => openThing(iri, 'graph')}
      onExpand={(iri) => setExpand([...expand, iri])}
      onOpenThing={(iri) => openThing(iri)}
      renderTripleDetails={(triple, close) => <GraphTripleDialog worldId={worldId} triple={triple} onClose={close} />}
      notices={
        <NeighbourhoodNotices
          shown={expand.length > 0}
          added={added}
          described={expansions}
          resetLabel="Reset to this thing"
          onReset={() => setExpand([])}
        />
      }
    />
  );
}
