import { portOfStream, streamOfPort } from './stream-port';

/*
 * A body's chunks posted on a port (the page) and read as a stream again (the worker): all of them in order, a
 * dropped connection as an error, a cancel that stops the download, and no more than 8 MB sent ahead of the reading.
 */

const MB = 1 << 20;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<number[]> {
  const sizes: number[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return sizes;
    sizes.push(value.byteLength);
  }
}

it('gives the chunks in order, and ends where the body ends', async () => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let index = 1; index <= 5; index++) controller.enqueue(new Uint8Array(index).fill(index));
      // A chunk that views part of a larger buffer moves only its own bytes.
      controller.enqueue(new Uint8Array(100).subarray(10, 16));
      controller.close();
    },
  });
  expect(await readAll(streamOfPort(portOfStream(body)))).toEqual([1, 2, 3, 4, 5, 6]);
});

it('fails the stream when the body fails (a dropped connection), in the browser’s words', async () => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(4));
      controller.error(new TypeError('network error'));
    },
  });
  await expect(readAll(streamOfPort(portOfStream(body)))).rejects.toThrow(new TypeError('network error'));
});

it('stops the download when the reader cancels', async () => {
  const cancelled = vi.fn();
  const body = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined), cancel: cancelled });
  await streamOfPort(portOfStream(body)).cancel();
  await vi.waitFor(() => expect(cancelled).toHaveBeenCalled());
});

it('sends no more than 8 MB ahead of the reading, and the rest as it is read', async () => {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled++;
        if (pulled > 20) controller.close();
        else controller.enqueue(new Uint8Array(MB));
      },
    },
    { highWaterMark: 0 },
  );
  const stream = streamOfPort(portOfStream(body));
  // Nothing read yet: the page stops at 8 chunks of 1 MB, and stays there.
  await vi.waitFor(() => expect(pulled).toBe(8));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(pulled).toBe(8);
  expect(await readAll(stream)).toHaveLength(20);
});
