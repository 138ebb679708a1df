import { ApiError } from './request';
import { readSparqlStream } from './sparql-rows';
import { rowsService, type RowsReply, type RowsRequest } from './sparql-rows-table';

/*
 * The page's side of the results worker, with a worker that answers as a real one does, in later tasks (jsdom has
 * no workers): the reply's body is moved to it unread, and it tells the page how far it has read.
 */

/** What the page sent, and what the worker told it, in order. */
const sent: { type: RowsRequest['type']; transferred: number }[] = [];
const told: RowsReply[] = [];

class TaskWorker {
  onmessage: ((event: { data: unknown }) => void) | undefined;
  onerror: unknown;
  private readonly service = rowsService();
  postMessage(message: RowsRequest, transfer: Transferable[] = []) {
    sent.push({ type: message.type, transferred: transfer.length });
    const reply = (data: RowsReply) =>
      setTimeout(() => {
        told.push(data);
        this.onmessage?.({ data });
      }, 0);
    setTimeout(() => {
      if (message.type === 'read') void this.service.read(message, reply);
      else reply(this.service.answer(message));
    }, 0);
  }
}

beforeEach(() => {
  sent.length = 0;
  told.length = 0;
  vi.stubGlobal('Worker', TaskWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const bindings = Array.from({ length: 2_000 }, (_, index) => ({ n: { type: 'literal', value: String(index) } }));
const bytes = new TextEncoder().encode(JSON.stringify({ head: { vars: ['n'] }, results: { bindings } }));
/** The network's chunks: 200 of them. */
const size = Math.ceil(bytes.length / 200);
const QUERY = { text: '', kind: 'query' } as const;
const SILENCE_MS = 15_000;

it('moves the body to the worker on a port, and hears how far it has read far less often than chunks come', async () => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let start = 0; start < bytes.length; start += size) controller.enqueue(bytes.slice(start, start + size));
      controller.close();
    },
  });
  const answer = await readSparqlStream({ body, silenceLimitMs: SILENCE_MS }, 'protocol', QUERY);
  if (answer.form !== 'select') throw new Error('not a SELECT');
  await vi.waitFor(() => expect(answer.table.reading.state).toBe('whole'));
  expect(answer.table.total).toBe(2_000);
  // One message for the whole body: the port its chunks come on, moved.
  expect(sent).toEqual([{ type: 'read', transferred: 1 }]);
  const progress = told.filter((reply) => 'progress' in reply).length;
  expect(progress).toBeGreaterThanOrEqual(1);
  expect(progress).toBeLessThan(5);
});

it('fails a reading whose connection drops part-way, in the words the page shows, and lets its rows go', async () => {
  let network: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      network = controller;
      // The first half comes; the connection is lost once the first rows are shown.
      for (let start = 0; start < bytes.length / 2; start += size) controller.enqueue(bytes.slice(start, start + size));
    },
  });
  const answer = await readSparqlStream({ body, silenceLimitMs: SILENCE_MS }, 'protocol', QUERY);
  if (answer.form !== 'select') throw new Error('not a SELECT');
  expect(answer.table.reading.state).toBe('reading');
  network?.error(new TypeError('network error'));
  await vi.waitFor(() => expect(answer.table.reading.state).toBe('failed'));
  const { reading } = answer.table;
  if (reading.state !== 'failed') throw new Error('not failed');
  expect(reading.error).toBeInstanceOf(ApiError);
  expect(reading.error).toMatchObject({
    kind: 'network',
    message: 'The connection was lost while the answer was being read, so only part of it came.',
  });
  await expect(answer.table.view({ filter: '', page: 0, pageSize: 10 })).rejects.toThrow(/no longer kept/);
});

it('stops the reading when cancelled: the worker is told to let its rows go, and nothing it says after counts', async () => {
  const cancelled = vi.fn();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let start = 0; start < bytes.length / 2; start += size) controller.enqueue(bytes.slice(start, start + size));
    },
    cancel: cancelled,
  });
  const cancel = new AbortController();
  const answer = await readSparqlStream({ body, silenceLimitMs: SILENCE_MS }, 'protocol', QUERY, cancel.signal);
  if (answer.form !== 'select') throw new Error('not a SELECT');
  cancel.abort(new DOMException('Cancelled', 'AbortError'));
  expect(answer.table.reading).toMatchObject({ state: 'failed', error: { name: 'AbortError' } });
  await vi.waitFor(() => expect(told.at(-1)).toMatchObject({ result: undefined }));
  expect(sent.map(({ type }) => type)).toEqual(['read', 'drop']);
  await expect(answer.table.view({ filter: '', page: 0, pageSize: 10 })).rejects.toThrow(/no longer kept/);
  expect(answer.table.reading.state).toBe('failed');
});
