import type { RowsReply, RowsRequest } from './sparql-rows-table';

/*
 * The order in which the results worker answers its messages. A reply's chunks wait their turn and are read one per
 * task, in order, so that the page can send them as they come without waiting for each to be read (the worker is
 * never idle while the page is busy drawing), and a page of rows asked meanwhile (the first rows') is answered
 * between two chunks, not after every chunk that has come. A drop (Cancel, a failure) is answered at once too: the
 * chunks still waiting are then refused at no cost, not read for nothing.
 */

const OUT_OF_TURN = new Set<RowsRequest['type']>(['view', 'file', 'drop']);

/** `nextTurn` runs its callback in a later task, after the messages that have come meanwhile. */
export function inTurns(
  answer: (request: RowsRequest) => RowsReply,
  send: (reply: RowsReply) => void,
  nextTurn: (callback: () => void) => void,
) {
  const waiting: RowsRequest[] = [];
  const turn = () => {
    const next = waiting.shift();
    // The next turn asked for first: a message whose answer fails to go must not leave those behind it waiting forever.
    if (waiting.length > 0) nextTurn(turn);
    if (next) send(answer(next));
  };
  return (request: RowsRequest) => {
    if (OUT_OF_TURN.has(request.type)) {
      send(answer(request));
      return;
    }
    waiting.push(request);
    if (waiting.length === 1) nextTurn(turn);
  };
}
