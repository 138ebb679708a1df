import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConnection } from '../../../api/connection';
import { worldTitle } from '../../../api/schemas';
import { worldQueries } from '../../../api/worlds';
import { buildResultGraph, type GraphPage } from '../../../components/graph/graph-model';
import { EXPANSION_LIMIT } from '../../../components/graph/expansion-limit';
import { NeighbourhoodNotices, useDescribedNeighbourhoods } from '../../../components/graph/described-neighbourhoods';
import { GraphPicture } from '../../../components/graph/graph-picture';
import { TripleDetailDialog } from '../triple-detail-dialog';

export interface ResultGraphViewProps {
  worldId: string;
  /** The page on screen, as the table shows it. */
  page: GraphPage;
  words: readonly string[];
  expand: readonly string[];
  stale: boolean;
  fileStem: string;
  /** Shows a thing's neighbourhood: the thing's own view, as a graph. */
  onPivot: (iri: string) => void;
  /** Opens a thing's own view. */
  onOpenThing: (iri: string) => void;
  onExpand: (iri: string) => void;
  onResetExpansions: () => void;
}

/**
 * The results of a search, and the neighbourhoods added to them (each thing described, listed in the URL), as a
 * picture. The search owns what is fetched and the details dialog; the shared graph picture draws.
 */
export function ResultGraphView({
  worldId,
  page,
  words,
  expand,
  stale,
  fileStem,
  onPivot,
  onOpenThing,
  onExpand,
  onResetExpansions,
}: ResultGraphViewProps) {
  const connection = useConnection();
  const expansions = useDescribedNeighbourhoods(worldId, expand);

  // The world's name, as its page's heading shows it, for the downloads' title: read from what the page has
  // loaded, never fetched for this.
  const world = useQuery({ ...worldQueries.detail(connection, worldId), enabled: false }).data;
  const { q, offset, results } = page;
  const graph = useMemo(
    () =>
      buildResultGraph({ q, offset, results }, expansions.pages, {
        languages: navigator.languages,
        expansionLimit: EXPANSION_LIMIT,
      }),
    [q, offset, results, expansions.pages],
  );
  const added = graph.expansions.length;

  return (
    <GraphPicture
      graph={graph}
      words={words}
      stale={stale}
      busy={expansions.loading}
      fileStem={`${fileStem}-${querySlug(q)}`}
      title={`${world ? worldTitle(world) : worldId}: search “${q}”, rows ${offset + 1}–${offset + results.length}${added > 0 ? `, with the neighbours of ${added} ${added === 1 ? 'thing' : 'things'}` : ''}`}
      canExpand={added < EXPANSION_LIMIT}
      howToNarrow="To see the rest, narrow the search: filter it by a predicate, show fewer results per page, or add fewer neighbourhoods."
      onPivot={onPivot}
      onExpand={onExpand}
      onOpenThing={onOpenThing}
      renderTripleDetails={(triple, close) => (
        <TripleDetailDialog result={triple.result} rank={triple.rank} onOpenThing={onOpenThing} onClose={close} />
      )}
      notices={
        <NeighbourhoodNotices
          shown={added > 0 || expand.length > 0}
          added={added}
          described={expansions}
          resetLabel="Reset to the search"
          onReset={onResetExpansions}
        />
      }
    />
  );
}

/** The query in a file's name: its words, or an IRI's end, where the thing is named. */
const querySlug = (q: string) =>
  q
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-40)
    .replace(/^-+/, '') || 'search';
