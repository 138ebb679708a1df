import { readSparqlStream } from './sparql-rows';
import { rowsService, type RowsRequest } from './sparql-rows-table';

/*
 * The page's side of the results worker, with a worker that answers each message in a later task, as a real one
 * does (jsdom has no workers): how a reply's bytes are handed over.
 */

const sent: RowsRequest['type'][] = [];
/** The messages the worker has answered, in the order of its answers. */
const answered: RowsRequest['type'][] = [];

class TaskWorker {
  onmessage: ((event: { data: unknown }) => void) | undefined;
  onerror: unknown;
  private readonly answer = rowsService();
  postMessage(message: RowsRequest) {
    sent.push(message.type);
    setTimeout(() => {
      answered.push(message.type);
      this.onmessage?.({ data: this.answer(message) });
    }, 0);
  }
}

beforeEach(() => {
  sent.length = 0;
  answered.length = 0;
  vi.stubGlobal('Worker', TaskWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('gathers the bytes that come while the worker is busy into fewer, larger chunks, all of them read', async () => {
  const bindings = Array.from({ length: 2_000 }, (_, index) => ({ n: { type: 'literal', value: String(index) } }));
  const bytes = new TextEncoder().encode(JSON.stringify({ head: { vars: ['n'] }, results: { bindings } }));
  // The network's chunks: 200 of them, all come at once.
  const size = Math.ceil(bytes.length / 200);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let start = 0; start < bytes.length; start += size) controller.enqueue(bytes.slice(start, start + size));
      controller.close();
    },
  });
  const answer = await readSparqlStream({ body }, 'protocol', { text: '', kind: 'query' });
  if (answer.form !== 'select') throw new Error('not a SELECT');
  await vi.waitFor(() => expect(answer.table.reading.state).toBe('whole'));
  expect(answer.table.total).toBe(2_000);
  const chunks = sent.filter((type) => type === 'chunk').length;
  expect(chunks).toBeGreaterThan(1);
  expect(chunks).toBeLessThan(20);
});

it('keeps a reading failed part-way failed when the worker then answers the chunks it still had', async () => {
  const bindings = Array.from({ length: 2_000 }, (_, index) => ({ n: { type: 'literal', value: String(index) } }));
  const bytes = new TextEncoder().encode(JSON.stringify({ head: { vars: ['n'] }, results: { bindings } }));
  const size = Math.ceil(bytes.length / 200);
  let network: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      network = controller;
      // The first half comes; the connection is lost once the first rows are shown.
      for (let start = 0; start < bytes.length / 2; start += size) controller.enqueue(bytes.slice(start, start + size));
    },
  });
  const answer = await readSparqlStream({ body }, 'protocol', { text: '', kind: 'query' });
  if (answer.form !== 'select') throw new Error('not a SELECT');
  expect(answer.table.reading.state).toBe('reading');
  network?.error(new TypeError('network error'));
  await vi.waitFor(() => expect(answer.table.reading.state).toBe('failed'));
  // The worker answers the chunks it was sent before the drop, then the drop: none of them reads the table again.
  await vi.waitFor(() => expect(answered).toContain('drop'));
  expect(answered.slice(answered.indexOf('drop') - 1)).toEqual(['chunk', 'drop']);
  expect(answer.table.reading.state).toBe('failed');
  expect(sent.slice(sent.indexOf('drop'))).toEqual(['drop']);
});
