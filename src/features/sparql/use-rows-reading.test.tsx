import { act, render, screen } from '@testing-library/react';
import type { RowsReading, SparqlRows } from '../../api/sparql-rows';
import { useRowsReadingState } from './use-rows-reading';

/** A table whose reading the test moves on, as the results worker's answers do. */
function fakeTable() {
  let now: RowsReading = { state: 'reading', rows: 0 };
  const listeners = new Set<() => void>();
  const table = {
    get reading() {
      return now;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as SparqlRows;
  const update = (next: RowsReading) => {
    now = next;
    for (const listener of listeners) listener();
  };
  return { table, update };
}

it("draws what shows a reading's state again when the state changes, not at each chunk read", () => {
  const { table, update } = fakeTable();
  let renders = 0;
  function State() {
    renders++;
    return <p>{useRowsReadingState(table)?.state}</p>;
  }
  render(<State />);
  expect(screen.getByText('reading')).toBeInTheDocument();
  act(() => {
    for (let rows = 1_000; rows <= 20_000; rows += 1_000) update({ state: 'reading', rows });
  });
  expect(renders).toBe(1);
  act(() => update({ state: 'whole', rows: 20_000, at: 1 }));
  expect(screen.getByText('whole')).toBeInTheDocument();
  expect(renders).toBe(2);
});
