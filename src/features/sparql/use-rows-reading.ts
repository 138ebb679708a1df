import { useSyncExternalStore } from 'react';
import type { RowsReading, SparqlRows } from '../../api/sparql-rows';

/** A reading as far as its state goes: while reading, without the count of rows read so far. */
export type RowsReadingState = Exclude<RowsReading, { state: 'reading' }> | { state: 'reading' };

const noTable = () => () => undefined;

/** How far a table's reply has been read, kept current as its rows come (undefined with no table). */
export function useRowsReading(table: SparqlRows | undefined): RowsReading | undefined {
  return useSyncExternalStore(table ? table.subscribe : noTable, () => table?.reading);
}

const READING = { state: 'reading' } as const;

/**
 * How far a table's reply has been read, for what shows no count: the same while the rows come (one object), so that
 * it is drawn again when the reading ends or fails, not at each chunk read. The page around the table was drawn
 * again at each (some 20 for 100,000 rows, 4 to 14 ms of the page's thread each, with the table's own drawing), on
 * the thread that must also move the reply's bytes to the results worker, which waited for them meanwhile.
 */
export function useRowsReadingState(table: SparqlRows | undefined): RowsReadingState | undefined {
  return useSyncExternalStore(table ? table.subscribe : noTable, () =>
    table?.reading.state === 'reading' ? READING : table?.reading,
  );
}
