import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection } from '../../api/connection';
import { CLASSES_QUERY, PREDICATES_QUERY } from '../../api/dashboard-queries';
import { worldsApi } from '../../api/dialect';
import { ApiError } from '../../api/request';
import type { SparqlAnswer, SparqlOperation } from '../../api/sparql';
import { worldKeys } from '../../api/worlds';
import type { Vocabulary } from './completion';

/**
 * Sends a checked query or update through the connection's dialect, timing it. After an update, what was read of
 * the world (its search, facts, log, this vocabulary) may no longer hold: it is read again when next shown.
 */
export async function runQuery(
  connection: Connection,
  queryClient: QueryClient,
  worldId: string,
  operation: SparqlOperation,
  signal: AbortSignal,
): Promise<{ answer: SparqlAnswer; ms: number }> {
  const api = await worldsApi(connection);
  if (!api.runSparql) throw new ApiError('unsupported', 'This server does not answer SPARQL.');
  const started = performance.now();
  const answer = await api.runSparql(worldId, operation, signal);
  const ms = performance.now() - started;
  if (operation.kind === 'update') {
    void queryClient.invalidateQueries({ queryKey: worldKeys.all(connectionId(connection), worldId) });
  }
  return { answer, ms };
}

const iris = (answer: SparqlAnswer, name: string) =>
  answer.form === 'select'
    ? answer.rows.flatMap((row) => {
        const term = row[name];
        return term?.kind === 'iri' ? [term.value] : [];
      })
    : [];

/** The world's predicates and classes, for completion: asked once per world and kept. */
export const vocabularyQuery = (connection: Connection, worldId: string) =>
  queryOptions({
    queryKey: [...worldKeys.all(connectionId(connection), worldId), 'sparql-vocabulary'] as const,
    queryFn: async ({ signal }): Promise<Vocabulary> => {
      const api = await worldsApi(connection);
      if (!api.runSparql) return { predicates: [], classes: [] };
      const ask = (text: string) => api.runSparql?.(worldId, { text, kind: 'query' }, signal);
      const [predicates, classes] = await Promise.all([ask(PREDICATES_QUERY), ask(CLASSES_QUERY)]);
      return {
        predicates: predicates ? iris(predicates, 'p') : [],
        classes: classes ? iris(classes, 'c') : [],
      };
    },
    staleTime: Infinity,
    retry: false,
  });
