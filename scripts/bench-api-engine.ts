// The engine of the results-page scripts' API server (results-page-harness.ts), in a worker thread of its own: the
// offline mock's handlers with its SPARQL engine (Oxigraph's Node build), as the REST server answers SPARQL. It takes
// { id, url, method, headers, body } and posts { id, reply } (reply: { status, headers, bytes }, or null for none).
//
// A thread of its own because the engine's work is synchronous: on the thread that reads the requests, one query ran
// while the requests behind it waited unread, and each one's 50 ms began only when it was read (the fourth of four
// queries sent at once waited 50 ms plus the three queries before it), and vite preview's proxy and Playwright's
// client waited too. In production the server's network side and nginx are not held up by a query. Here the requests
// are read, and their 50 ms begun, as they arrive; the queries still run one at a time, in the order they came.
import { getResponse } from 'msw';
import { parentPort } from 'node:worker_threads';
import { createHandlers } from '../src/mocks/handlers';
import { nodeSparqlEngine } from '../src/mocks/sparql-store';

/** A request, as the HTTP side passes it. */
export interface EngineRequest {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  /** Arrives as a Uint8Array (a Buffer loses its class on the way). */
  body: Uint8Array | undefined;
}

/** A reply, as the engine passes it back: null where the handlers answered nothing (or a network error). */
export interface EngineReply {
  id: number;
  reply: { status: number; headers: Record<string, string>; bytes: Uint8Array<ArrayBuffer> } | null;
}

if (!parentPort) throw new Error('bench-api-engine.ts runs as a worker thread (bench-api-thread.mjs)');
const port = parentPort;
const handlers = createHandlers('*', nodeSparqlEngine);

// One at a time, in the order they came, as on one thread: a request's answer is made before the next one's starts.
let queue = Promise.resolve();
port.on('message', ({ id, url, method, headers, body }: EngineRequest) => {
  queue = queue.then(() => answer({ id, url, method, headers, body }));
});

async function answer({ id, url, method, headers, body }: EngineRequest) {
  let answered: EngineReply = { id, reply: null };
  try {
    const reply = await getResponse(handlers, new Request(url, { method, headers, body: body && Buffer.from(body) }));
    if (reply && reply.type !== 'error') {
      const bytes = new Uint8Array(await reply.arrayBuffer());
      answered = { id, reply: { status: reply.status, headers: Object.fromEntries(reply.headers), bytes } };
    }
  } catch (error) {
    // Said, and answered as no reply (a 404), so that the requests queued behind it are still answered.
    console.error(error);
  }
  // The bytes move to the HTTP side rather than being copied: a 100,000-row answer is some 29 MB.
  port.postMessage(answered, answered.reply ? [answered.reply.bytes.buffer] : []);
}
