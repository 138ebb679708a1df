import type { SparqlAnswer, SparqlOperation } from './sparql';
import type {
  rowsService,
  ReadReply,
  ReplyShape,
  RowsFileFormat,
  RowsPage,
  RowsQuery,
  RowsReply,
  RowsRequest,
} from './sparql-rows-table';
import { ApiError } from './request';

/*
 * The page's side of the results worker (sparql-rows-worker.ts). A SPARQL reply is fetched here, by the one HTTP
 * boundary (request.ts: the key, the proxy's marker, the time-out, the offline mock, which answers only the page's
 * own requests), as bytes, never as text: the bytes are moved to the worker, which parses them and keeps the rows.
 * The page then asks for a page of rows at a time. Where there are no workers (the tests), the same service runs here.
 */

/** A SELECT's rows (or CONSTRUCT's triples), kept in the worker. */
export interface SparqlRows {
  /** Names this table among all the page has been given, for a query key. */
  readonly key: string;
  readonly total: number;
  view: (query: RowsQuery) => Promise<RowsPage>;
  file: (format: RowsFileFormat) => Promise<string>;
}

type Sent = { type: RowsRequest['type'] } & Record<string, unknown>;

let worker: Worker | undefined;
let answerHere: ReturnType<typeof rowsService> | undefined;
// Each worker started is a generation: a table's number is only unique within its worker.
let generation = 0;
let nextId = 0;
const pending = new Map<number, { resolve: (reply: RowsReply) => void; reject: (error: Error) => void }>();

function startedWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./sparql-rows-worker.ts', import.meta.url), { type: 'module' });
  generation++;
  created.onmessage = ({ data }: MessageEvent<RowsReply>) => {
    pending.get(data.id)?.resolve(data);
    pending.delete(data.id);
  };
  // A worker that fails fails what waits on it; the next request starts another (and its tables are gone).
  created.onerror = (event) => {
    for (const { reject } of pending.values()) reject(new Error(`The results could not be read: ${event.message}`));
    pending.clear();
    worker = undefined;
  };
  worker = created;
  return created;
}

async function ask(request: Sent, transfer: Transferable[] = []): Promise<ReadReply | RowsPage | string> {
  const id = nextId++;
  const message = { ...request, id } as RowsRequest;
  let reply: RowsReply;
  if (typeof Worker === 'undefined') {
    // Loaded only here: where there are workers, the rows' code is in the worker's chunk alone.
    answerHere ??= (await import('./sparql-rows-table')).rowsService();
    reply = answerHere(message);
  } else {
    const started = startedWorker();
    reply = await new Promise<RowsReply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      started.postMessage(message, transfer);
    });
  }
  if ('error' in reply) {
    const { kind, message: said } = reply.error;
    throw kind === 'invalid-reply' ? new ApiError('invalid-reply', said) : new Error(said);
  }
  return reply.result;
}

function rowsOf(table: number, total: number): SparqlRows {
  return {
    key: `${generation}:${table}`,
    total,
    view: async (query) => (await ask({ type: 'view', table, query })) as RowsPage,
    file: async (format) => (await ask({ type: 'file', table, format })) as string,
  };
}

/** A SPARQL reply's bytes, read in the worker as its dialect wraps it (`shape`): an empty reply is an update's. */
export async function readSparqlReply(
  bytes: ArrayBuffer,
  shape: ReplyShape,
  operation: SparqlOperation,
): Promise<SparqlAnswer> {
  const read = (await ask({ type: 'read', bytes, shape, operation }, [bytes])) as ReadReply;
  if (read.form === 'select') return { form: 'select', vars: read.vars, table: rowsOf(read.table, read.total) };
  if (read.form === 'triples') {
    return { form: 'triples', triples: read.triples, raw: read.raw, table: rowsOf(read.table, read.total) };
  }
  return read;
}
