import { useSyncExternalStore } from 'react';
import type { RowsReading, SparqlRows } from '../../api/sparql-rows';

const noTable = () => () => undefined;

/** How far a table's reply has been read, kept current as its rows come (undefined with no table). */
export function useRowsReading(table: SparqlRows | undefined): RowsReading | undefined {
  return useSyncExternalStore(table ? table.subscribe : noTable, () => table?.reading);
}
