import type { RowsReply, RowsRequest } from './sparql-rows-table';
import { inTurns } from './sparql-rows-turns';

/** The worker's turns, taken by hand: each `turn()` is the next task. */
function turnsTaken() {
  const answered: string[] = [];
  const turns: (() => void)[] = [];
  const receive = inTurns(
    (request) => {
      answered.push(`${request.type} ${request.id}`);
      return { id: request.id, result: undefined } satisfies RowsReply;
    },
    () => undefined,
    (callback) => turns.push(callback),
  );
  const turn = () => turns.shift()?.();
  return { answered, receive, turn, turns };
}

const chunk = (id: number): RowsRequest => ({ id, type: 'chunk', reading: 0, chunks: [new ArrayBuffer(1)] });

describe("the results worker's turns", () => {
  it('reads chunks one per turn, in order, and answers a page of rows asked meanwhile before the chunks waiting', () => {
    const { answered, receive, turn, turns } = turnsTaken();
    receive({ id: 0, type: 'open', shape: 'protocol', operation: { text: '', kind: 'query' } });
    for (const id of [1, 2, 3]) receive(chunk(id));
    turn();
    turn();
    expect(answered).toEqual(['open 0', 'chunk 1']);
    receive({ id: 4, type: 'view', table: 0, query: { filter: '', page: 0, pageSize: 100 } });
    expect(answered).toEqual(['open 0', 'chunk 1', 'view 4']);
    receive({ id: 5, type: 'end', reading: 0 });
    while (turns.length > 0) turn();
    expect(answered).toEqual(['open 0', 'chunk 1', 'view 4', 'chunk 2', 'chunk 3', 'end 5']);
  });

  it('answers a drop at once, before the chunks still waiting', () => {
    const { answered, receive, turn, turns } = turnsTaken();
    receive(chunk(1));
    receive(chunk(2));
    receive({ id: 3, type: 'drop', reading: 0 });
    expect(answered).toEqual(['drop 3']);
    turn();
    expect(turns).toHaveLength(1);
    turn();
    expect(answered).toEqual(['drop 3', 'chunk 1', 'chunk 2']);
    expect(turns).toHaveLength(0);
  });
});
