import { saveConnection } from './connection';
import type { HttpRequestDescription } from './http-request';
import { ApiError, requestStream } from './request';

/*
 * A body read as it arrives (an export, a SPARQL answer) has the same time limit as the answer's start, on each wait
 * for its next bytes: a server that stops part-way fails the reading; one that is slow but steady is read to its end.
 */

const BASE = 'https://worlds.example';
const LIMIT_MS = 15_000;
const description: HttpRequestDescription = { method: 'GET', path: '/export', keyHeader: 'bearer' };
const chunk = (size: number) => new Uint8Array(size).fill(65);

/**
 * A reply whose body is given one chunk every `everyMs` (the first at once), then stops (`thenStall`) or ends. Given
 * as fetch's own reply, so that its chunks come on the (fake) timers alone.
 */
function serveTrickle(chunks: number, everyMs: number, { thenStall = false } = {}) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull: (controller) =>
        new Promise<void>((resolve) => {
          if (sent === chunks) {
            if (!thenStall) controller.close();
            // A stalled server: the connection stays open and nothing more comes.
            return;
          }
          const give = () => {
            sent += 1;
            controller.enqueue(chunk(1536));
            resolve();
          };
          if (sent === 0) give();
          else setTimeout(give, everyMs);
        }),
    },
    { highWaterMark: 0 },
  );
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body, { headers: { 'Content-Type': 'application/n-triples' } }),
  );
}

beforeEach(() => {
  saveConnection({ mode: 'server', baseUrl: BASE, apiKey: '', dialect: 'v1' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function readAll(body: ReadableStream<Uint8Array>, { pauseMs = 0 } = {}): Promise<number> {
  const reader = body.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

describe('a body read as it arrives', () => {
  it('fails with a time-out that says how much had come when the server stops sending part-way', async () => {
    serveTrickle(2, 1_000, { thenStall: true });
    const { body } = await requestStream(description, {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reading = readAll(body);
    const failed = expect(reading).rejects.toThrow(ApiError);
    await vi.advanceTimersByTimeAsync(1_000 + LIMIT_MS - 1);
    // Not yet: the limit counts from the last bytes.
    let settled = false;
    void reading.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    const error = (await reading.catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      'The server stopped sending part-way: nothing more came for 15 seconds after 3 KB had arrived, so the request ' +
        'was cancelled. What had arrived is not kept: it is not the whole answer.',
    );
  });

  it('reads a slow but steady body to its end, however long it takes in all', async () => {
    serveTrickle(6, LIMIT_MS - 1_000);
    const { body } = await requestStream(description, {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reading = readAll(body);
    await vi.advanceTimersByTimeAsync(6 * LIMIT_MS);
    await expect(reading).resolves.toBe(6 * 1536);
  });

  it('does not count the time the reader takes with a chunk as the server’s silence', async () => {
    serveTrickle(3, 0);
    const { body } = await requestStream(description, {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reading = readAll(body, { pauseMs: 2 * LIMIT_MS });
    await vi.advanceTimersByTimeAsync(8 * LIMIT_MS);
    await expect(reading).resolves.toBe(3 * 1536);
  });
});
