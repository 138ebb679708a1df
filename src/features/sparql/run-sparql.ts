import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection } from '../../api/connection';
import { CLASSES_QUERY, PREDICATES_QUERY } from '../../api/dashboard-queries';
import { worldsApi } from '../../api/dialect';
import { ApiError, isApiError } from '../../api/request';
import type { SparqlAnswer, SparqlOperation, SparqlSelect } from '../../api/sparql';
import { worldKeys } from '../../api/worlds';
import type { Vocabulary } from './completion';

/** Stopped by the page (Cancel, or a newer run): the signal's reason, not an answer. */
// By name: the DOMException may come from another realm (a worker, or Node under the tests) than this page's class.
export const isCancellation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * An update that was cancelled or timed out had left: the server may have applied it all the same, and only its
 * answer was lost.
 */
export const updateMayHaveRun = (error: unknown) =>
  isCancellation(error) || (isApiError(error) && error.kind === 'timeout');

/**
 * Sends a checked query or update through the connection's dialect, timing it: `ms` to the answer (a SELECT's
 * first rows, when its reply is read as it comes), from `started` (performance.now()). After an update, what was read of
 * the world (its search, facts, log, this vocabulary) may no longer hold: it is read again when next shown. So too
 * after an update that may have run (cancelled or timed out once sent).
 */
export async function runQuery(
  connection: Connection,
  queryClient: QueryClient,
  worldId: string,
  operation: SparqlOperation,
  signal: AbortSignal,
): Promise<{ answer: SparqlAnswer; ms: number; started: number }> {
  const api = await worldsApi(connection);
  if (!api.runSparql) throw new ApiError('unsupported', 'This server does not answer SPARQL.');
  const markStale = () =>
    void queryClient.invalidateQueries({ queryKey: worldKeys.all(connectionId(connection), worldId) });
  const started = performance.now();
  let answer: SparqlAnswer;
  try {
    answer = await api.runSparql(worldId, operation, signal);
  } catch (error) {
    if (operation.kind === 'update' && updateMayHaveRun(error)) markStale();
    throw error;
  }
  const ms = performance.now() - started;
  if (operation.kind === 'update') markStale();
  return { answer, ms, started };
}

const iris = ({ rows }: SparqlSelect, name: string) =>
  rows.flatMap((row) => {
    const term = row[name];
    return term?.kind === 'iri' ? [term.value] : [];
  });

/** The world's predicates and classes, for completion: asked once per world and kept. */
export const vocabularyQuery = (connection: Connection, worldId: string) =>
  queryOptions({
    queryKey: [...worldKeys.all(connectionId(connection), worldId), 'sparql-vocabulary'] as const,
    queryFn: async ({ signal }): Promise<Vocabulary> => {
      const api = await worldsApi(connection);
      if (!api.sparqlSelect) return { predicates: [], classes: [] };
      // Small answers, read here (sparqlSelect), not kept in the results worker as the page's own tables are.
      const ask = (text: string) => api.sparqlSelect?.(worldId, text, signal);
      const [predicates, classes] = await Promise.all([ask(PREDICATES_QUERY), ask(CLASSES_QUERY)]);
      return {
        predicates: predicates ? iris(predicates, 'p') : [],
        classes: classes ? iris(classes, 'c') : [],
      };
    },
    staleTime: Infinity,
    retry: false,
  });
