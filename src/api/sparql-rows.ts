import type { SparqlAnswer, SparqlOperation } from './sparql';
import type {
  rowsService,
  ReadReply,
  ReplyShape,
  RowsFileFormat,
  ReadingProgress,
  RowsPage,
  RowsQuery,
  RowsReply,
  RowsRequest,
} from './sparql-rows-table';
import { ApiError, isApiError } from './request';

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

async function ask(
  request: Sent,
  transfer: Transferable[] = [],
): Promise<ReadReply | RowsPage | ReadingProgress | string | undefined> {
  const id = nextId++;
  const message = { ...request, id } as RowsRequest;
  let reply: RowsReply;
  if (typeof Worker === 'undefined') {
    // Loaded only here: where there are workers, the rows' code is in the worker's chunk alone.
    answerHere ??= (await import('./sparql-rows-table')).rowsService();
    // Cloned as a worker's reply is: its rows come with a prototype again, as they do from the worker.
    reply = structuredClone(answerHere(message));
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
 * How the bytes go to the worker. The network gives them in chunks of 64 KB or so: sent one by one, 29 MB would be
 * some 450 messages, each read in its own turn and each answered with a count that the page draws. So the bytes that
 * come while the worker still has a chunk to read wait here and go together, as one chunk, when it is free of all but
 * one (then it always has the next at hand, and never waits for the page, busy drawing, to send more), or when they
 * make GATHERED_BYTES (no more: a page of rows asked meanwhile waits for the chunk being read, and 4 MB kept the
 * first rows waiting 100 ms and more on a busy machine). At most CHUNKS_UNREAD chunks are on their way: beyond that
 * the page waits for the worker, so that a reply the worker reads more slowly than it comes is held back in the
 * network rather than piled up here. A page of rows asked meanwhile is answered between two chunks
 * (sparql-rows-turns.ts), not behind all of these.
 */
const GATHERED_BYTES = 1 << 20;
const CHUNKS_UNREAD = 4;

/**
 * A chunk's buffer, to be moved to the worker: not joined to the others (the worker joins what it must to what it
 * has, into memory it reuses; new memory for each 1 MB here cost more than the copy). A chunk that views a larger
 * buffer is copied.
 */
function movable(chunk: Uint8Array): ArrayBuffer {
  const whole = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
  return whole && chunk.buffer instanceof ArrayBuffer ? chunk.buffer : chunk.slice().buffer;
}

/**
 * A SPARQL reply read as it arrives, its chunks moved to the worker in order. A SELECT is answered as soon as its
 * first rows are read, its table still `reading` (only its pages in the reply's order can be shown), and made
 * `whole` at the reply's last byte; a reply of another form, or a SELECT that ends before a row is read, is answered
 * at its end, as a whole reply is answered (readReply). A failure before the answer rejects it; a failure after fails the table,
 * and its rows are let go. The signal (Cancel, Run again, leaving the page) stops the reading either way.
 */
export async function readSparqlStream(
  { body }: { body: ReadableStream<Uint8Array> },
  shape: ReplyShape,
  operation: SparqlOperation,
  signal?: AbortSignal,
): Promise<SparqlAnswer> {
  const { reading } = (await ask({ type: 'open', shape, operation })) as ReadingProgress;
  const reader = body.getReader();
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  let early: ReturnType<typeof rowsOf> | undefined;
  /** The chunks sent and not yet read, in order; the bytes come since, not yet sent. */
  const inFlight: Promise<void>[] = [];
  let gathered: Uint8Array[] = [];
  let gatheredSize = 0;
  // Set once the reading has failed or been stopped: the worker still answers the chunks it was sent before the drop,
  // and those late answers must neither make a failed table `reading` again nor send it more bytes.
  let stopped = false;
  return new Promise<SparqlAnswer>((resolve, reject) => {
    const progressed = (progress: unknown) => {
      const { rows, table } = progress as ReadingProgress;
      if (early) early.update({ state: 'reading', rows });
      else if (table) {
        early = rowsOf(table.table, { state: 'reading', rows });
        resolve({ form: 'select', vars: table.vars, table: early.rows });
      }
    };
    const send = () => {
      if (gatheredSize === 0) return;
      const chunks = gathered.map(movable);
      gathered = [];
      gatheredSize = 0;
      // Not awaited: the next bytes are fetched while the worker reads these (it reads in order, and answers in
      // order). Once it is down to one chunk, what has gathered meanwhile goes.
      const read = ask({ type: 'chunk', reading, chunks }, chunks).then((progress) => {
        // This chunk's promise, the oldest: the worker answers chunks in order.
        void inFlight.shift();
        if (stopped) return;
        progressed(progress);
        if (inFlight.length <= 1) send();
      });
      // Its failure is thrown where it is awaited, in order; the chunks after a failed one fail too, unheard.
      read.catch(() => undefined);
      inFlight.push(read);
    };
    const readAll = async () => {
      for (;;) {
        const { done, value } = await reader.read().catch((error: unknown) => {
          signal?.throwIfAborted();
          // The request layer's own words (a server silent part-way, api/stream-silence.ts) say more than ours.
          if (isApiError(error)) throw error;
          throw new ApiError(
            'network',
            'The connection was lost while the answer was being read, so only part of it came.',
            { body: error instanceof Error ? error.message : undefined },
          );
        });
        signal?.throwIfAborted();
        if (done) break;
        gathered.push(value);
        gatheredSize += value.byteLength;
        if (inFlight.length <= 1 || gatheredSize >= GATHERED_BYTES) send();
        while (inFlight.length >= CHUNKS_UNREAD) await inFlight[0];
      }
      send();
      while (inFlight.length > 0) await inFlight[0];
      const read = (await ask({ type: 'end', reading })) as ReadReply;
      if (early && read.form === 'select') early.update({ state: 'whole', rows: read.total, at: performance.now() });
      else resolve(answerOf(read));
    };
    readAll()
      .catch((error: unknown) => {
        stopped = true;
        void ask({ type: 'drop', reading }).catch(() => undefined);
        const failure: unknown = signal?.aborted ? signal.reason : error;
        if (early) early.update({ state: 'failed', rows: early.rows.total, error: failure });
        // Cancel's reason as it came (a DOMException, perhaps of another realm), as request.ts throws it.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        else reject(failure);
      })
      .finally(() => signal?.removeEventListener('abort', stop));
  });
}
