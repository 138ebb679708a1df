import { rowsService, type RowsRequest } from './sparql-rows-table';

/*
 * The results worker: reads each SPARQL reply (a 100,000-row SELECT is about 20 MB of JSON, some 200 ms to parse)
 * and keeps its rows, so that reading, sorting and filtering them never hold up the page's frames.
 */

const answer = rowsService();

self.onmessage = ({ data }: MessageEvent<RowsRequest>) => {
  self.postMessage(answer(data));
};
