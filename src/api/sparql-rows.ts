import type { SparqlAnswer, SparqlOperation } from './sparql';
import type {
  rowsService,
  ReadReply,
  ReadRequest,
  ReplyShape,
  RowsFileFormat,
  RowsPage,
  RowsQuery,
  RowsReply,
  RowsRequest,
} from './sparql-rows-table';
import { ApiError, type UnreadBody } from './request';
import { portOfStream } from './stream-port';

/*
 * The page's side of the results worker (sparql-rows-worker.ts). A SPARQL reply is fetched here, by the one HTTP
 * boundary (request.ts: the key, the proxy's marker, the time-out, the offline mock, which answers only the page's
 * own requests), as bytes, never as text: the bytes are moved to the worker, which parses them and keeps the rows.
 * The page then asks for a page of rows at a time. Where there are no workers (the tests), the same service runs here.
 */

/** How far a table's reply has been read: `reading` until its last byte; `failed` when it could not be read whole. */
export type RowsReading =
  | { state: 'reading'; rows: number }
  /** `at`: when it was read whole, by performance.now(), for the page to say how long the whole answer took. */
  | { state: 'whole'; rows: number; at: number }
  /** `error`: an Error, or the signal's reason (a DOMException, perhaps of another realm) when cancelled. */
  | { state: 'failed'; rows: number; error: unknown };

/** A SELECT's rows (or CONSTRUCT's triples), kept in the worker. */
export interface SparqlRows {
  /** Names this table among all the page has been given, for a query key. */
  readonly key: string;
  /** The whole answer's count, once read; while reading, the rows read so far (see `reading`). */
  readonly total: number;
  readonly reading: RowsReading;
  /** Called each time `reading` changes; returns the way to stop. */
  subscribe: (listener: () => void) => () => void;
  view: (query: RowsQuery) => Promise<RowsPage>;
  file: (format: RowsFileFormat) => Promise<string>;
}

type Sent = { type: Exclude<RowsRequest, ReadRequest>['type'] } & Record<string, unknown>;

let worker: Worker | undefined;
let answerHere: ReturnType<typeof rowsService> | undefined;
// Each worker started is a generation: a table's number is only unique within its worker.
let generation = 0;
let nextId = 0;
/** Who waits for the worker's replies to each message (a read is answered more than once). */
const listeners = new Map<number, (reply: RowsReply) => void>();

function startedWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./sparql-rows-worker.ts', import.meta.url), { type: 'module' });
  generation++;
  created.onmessage = ({ data }: MessageEvent<RowsReply>) => listeners.get(data.id)?.(data);
  // A worker that fails fails what waits on it; the next request starts another (and its tables are gone).
  created.onerror = (event) => {
    const message = `The results could not be read: ${event.message}`;
    for (const [id, listener] of listeners) listener({ id, error: { kind: 'failed', message } });
    listeners.clear();
    worker = undefined;
  };
  worker = created;
  return created;
}

/** The service where there are no workers: loaded only here, so that elsewhere its code is in the worker's alone. */
const serviceHere = async () => (answerHere ??= (await import('./sparql-rows-table')).rowsService());

function failureOf({ kind, message }: Extract<RowsReply, { error: unknown }>['error']): Error {
  return kind === 'gone' || kind === 'failed' ? new Error(message) : new ApiError(kind, message);
}

async function ask(request: Sent): Promise<RowsPage | string | undefined> {
  const id = nextId++;
  const message = { ...request, id } as Exclude<RowsRequest, ReadRequest>;
  let reply: RowsReply;
  if (typeof Worker === 'undefined') {
    // Cloned as a worker's reply is: its rows come with a prototype again, as they do from the worker.
    reply = structuredClone((await serviceHere()).answer(message));
  } else {
    const started = startedWorker();
    reply = await new Promise<RowsReply>((resolve) => {
      listeners.set(id, (answered) => {
        listeners.delete(id);
        resolve(answered);
      });
      started.postMessage(message);
    });
  }
  if ('error' in reply) throw failureOf(reply.error);
  return 'result' in reply ? (reply.result as RowsPage | string | undefined) : undefined;
}

function rowsOf(table: number, reading: RowsReading) {
  let now = reading;
  const listeners = new Set<() => void>();
  const rows: SparqlRows = {
    key: `${generation}:${table}`,
    get total() {
      return now.rows;
    },
    get reading() {
      return now;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    view: async (query) => (await ask({ type: 'view', table, query })) as RowsPage,
    file: async (format) => (await ask({ type: 'file', table, format })) as string,
  };
  const update = (next: RowsReading) => {
    now = next;
    for (const listener of listeners) listener();
  };
  return { rows, update };
}

function answerOf(read: ReadReply): SparqlAnswer {
  const whole = (total: number): RowsReading => ({ state: 'whole', rows: total, at: performance.now() });
  if (read.form === 'select') {
    return { form: 'select', vars: read.vars, table: rowsOf(read.table, whole(read.total)).rows };
  }
  if (read.form === 'triples') {
    const table = rowsOf(read.table, whole(read.total)).rows;
    return { form: 'triples', triples: read.triples, raw: read.raw, table };
  }
  return read;
}

/**
 * A SPARQL reply read as it arrives, in the worker, to which its body is moved unread (the page's thread does none of
 * the reading: sparql-rows-reading.ts). A SELECT is answered as soon as its first rows are read, its table still
 * `reading` (only its pages in the reply's order can be shown), and made `whole` at the reply's last byte; a reply of
 * another form, or a SELECT that ends before a row is read, is answered at its end, as a whole reply is answered
 * (readReply). A failure before the answer rejects it; a failure after fails the table, and its rows are let go. The
 * signal (Cancel, Run again, leaving the page) stops the reading either way.
 */
export async function readSparqlStream(
  { body, silenceLimitMs }: Pick<UnreadBody, 'body' | 'silenceLimitMs'>,
  shape: ReplyShape,
  operation: SparqlOperation,
  signal?: AbortSignal,
): Promise<SparqlAnswer> {
  const id = nextId++;
  const request: ReadRequest = { id, type: 'read', shape, operation, body, silenceLimitMs };
  const here = typeof Worker === 'undefined' ? await serviceHere() : undefined;
  return new Promise<SparqlAnswer>((resolve, reject) => {
    let early: ReturnType<typeof rowsOf> | undefined;
    const stop = (failure: unknown) => {
      listeners.delete(id);
      signal?.removeEventListener('abort', cancelled);
      if (early) early.update({ state: 'failed', rows: early.rows.total, error: failure });
      // Cancel's reason as it came (a DOMException, perhaps of another realm), as request.ts throws it.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      else reject(failure);
    };
    const cancelled = () => {
      stop(signal?.reason);
      // The download stops with the fetch's own signal; the rows read so far are let go.
      void ask({ type: 'drop', reading: id }).catch(() => undefined);
    };
    const listener = (reply: RowsReply) => {
      if ('progress' in reply) {
        const { rows, table } = reply.progress;
        if (early) early.update({ state: 'reading', rows });
        else if (table) {
          early = rowsOf(table.table, { state: 'reading', rows });
          resolve({ form: 'select', vars: table.vars, table: early.rows });
        }
        return;
      }
      listeners.delete(id);
      signal?.removeEventListener('abort', cancelled);
      if ('error' in reply) {
        stop(signal?.aborted ? signal.reason : failureOf(reply.error));
        return;
      }
      const read = reply.result as ReadReply;
      if (early && read.form === 'select') early.update({ state: 'whole', rows: read.total, at: performance.now() });
      else resolve(answerOf(read));
    };
    if (signal?.aborted) {
      void body.cancel(signal.reason).catch(() => undefined);
      stop(signal.reason);
      return;
    }
    signal?.addEventListener('abort', cancelled, { once: true });
    listeners.set(id, listener);
    if (here) void here.read(request, (reply) => listeners.get(reply.id)?.(structuredClone(reply)));
    else {
      const port = portOfStream(body);
      startedWorker().postMessage({ ...request, body: port }, [port]);
    }
  });
}
