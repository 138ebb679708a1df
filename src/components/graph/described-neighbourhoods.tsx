import { useQueries, type QueryObserverResult } from '@tanstack/react-query';
import { useConnection } from '../../api/connection';
import { describedRows, type ThingDescription } from '../../api/describe-thing';
import { worldQueries } from '../../api/worlds';
import { ApiErrorAlert } from '../api-error-alert';
import { Button } from '../ui/button';
import { EXPANSION_LIMIT } from './expansion-limit';
import type { GraphPage } from './graph-model';

type Described = ReturnType<typeof combineNeighbourhoods>;

// Defined once, outside the components, so that useQueries keeps its combined result stable between renders.
const combineNeighbourhoods = (queries: QueryObserverResult<ThingDescription>[]) => ({
  // A neighbourhood is the thing described: its triples both ways, and nothing else.
  pages: queries.flatMap((query): GraphPage[] =>
    query.data ? [{ q: query.data.iri, offset: 0, results: describedRows(query.data) }] : [],
  ),
  loading: queries.some((query) => query.isPending),
  failed: queries.find((query) => query.isError),
});

/** The neighbourhoods added to a picture (`expand=` in the URL), each thing described, as the picture's pages. */
export function useDescribedNeighbourhoods(worldId: string, expand: readonly string[]): Described {
  const connection = useConnection();
  return useQueries({
    queries: expand.map((iri) => worldQueries.openingDescription(connection, worldId, iri)),
    combine: combineNeighbourhoods,
  });
}

/** Above a picture: how many neighbourhoods are added (or being added), a way back without them, and failures. */
export function NeighbourhoodNotices({
  shown,
  added,
  described,
  resetLabel,
  onReset,
}: {
  /** Whether any neighbourhood is asked for or drawn. */
  shown: boolean;
  added: number;
  described: Described;
  resetLabel: string;
  onReset: () => void;
}) {
  const { loading, failed } = described;
  return (
    <>
      {shown ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
          <p role="status">
            {loading
              ? 'Adding neighbours…'
              : `Neighbours of ${added} ${added === 1 ? 'thing' : 'things'} added (at most ${EXPANSION_LIMIT}).`}
          </p>
          <Button variant="ghost" onClick={onReset}>
            {resetLabel}
          </Button>
        </div>
      ) : null}
      {failed ? (
        <ApiErrorAlert
          error={failed.error}
          title="Some neighbours could not be added"
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : null}
    </>
  );
}
