import { rowsService, type RowsRequest } from './sparql-rows-table';

/*
 * The results worker: reads each SPARQL reply from its body (a 100,000-row SELECT is about 29 MB of JSON, some 140 ms
 * to read) and keeps its rows, so that reading, sorting and filtering them never hold up the page's frames.
 */

const service = rowsService();

// A message posted to itself runs after those the page has posted meanwhile (a page of the first rows, asked while
// the rest is read): the reading lets them be answered between its chunks.
const turns = new MessageChannel();
const turnsAwaited: (() => void)[] = [];
turns.port1.onmessage = () => turnsAwaited.shift()?.();
const nextTurn = () =>
  new Promise<void>((resolve) => {
    turnsAwaited.push(resolve);
    turns.port2.postMessage(null);
  });

self.onmessage = ({ data }: MessageEvent<RowsRequest>) => {
  if (data.type === 'read') void service.read(data, (reply) => self.postMessage(reply), nextTurn);
  else self.postMessage(service.answer(data));
};
