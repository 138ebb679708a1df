import { rowsService, type RowsRequest } from './sparql-rows-table';
import { inTurns } from './sparql-rows-turns';

/*
 * The results worker: reads each SPARQL reply (a 100,000-row SELECT is about 29 MB of JSON, some 200 ms to parse)
 * and keeps its rows, so that reading, sorting and filtering them never hold up the page's frames.
 */

// A message posted to itself runs after those the page has posted meanwhile (a page of rows asked while reading).
const turns = new MessageChannel();
const receive = inTurns(
  rowsService(),
  (reply) => self.postMessage(reply),
  (callback) => {
    turns.port1.onmessage = callback;
    turns.port2.postMessage(null);
  },
);

self.onmessage = ({ data }: MessageEvent<RowsRequest>) => receive(data);
