/*
 * A reply's body moved to the results worker: read on the page (where it was fetched, so that the offline mock's
 * service worker answers it) and its chunks posted on a port, their bytes moved, not copied, to be read in the worker
 * as a stream again. Not the stream itself, moved with postMessage (Chromium and Firefox can, Safari cannot): the
 * browser then copies each chunk, and sends the next only when the worker asks for it, a round trip between two busy
 * threads for every chunk, which made a 29 MB body reach the worker some 40 ms later on a quiet machine, and
 * hundreds of ms later on a busy one. Here the page sends chunks as they come, up to AHEAD_BYTES more than the worker
 * has read.
 */

/** How far the page's sending may run ahead of the worker's reading: a body read slower than it comes then waits in the network. */
const AHEAD_BYTES = 8 << 20;
/** The worker says how much it has read every so many bytes. */
const READ_NOTE_BYTES = 1 << 20;

type ToWorker = { chunk: Uint8Array } | { done: true } | { error: string };
/** From the worker: bytes read since it last said, or that it wants nothing more. */
type ToPage = number | 'cancel';

/** Reads the body and posts its chunks on the port it returns; stops reading when the other side cancels. */
export function portOfStream(body: ReadableStream<Uint8Array>): MessagePort {
  const { port1, port2 } = new MessageChannel();
  const reader = body.getReader();
  let ahead = 0;
  let wake: (() => void) | undefined;
  const post = (message: ToWorker, transfer: Transferable[] = []) => port1.postMessage(message, transfer);
  port1.onmessage = ({ data }: MessageEvent<ToPage>) => {
    if (data === 'cancel') {
      void reader.cancel().catch(() => undefined);
      port1.close();
    } else ahead -= data;
    wake?.();
  };
  void (async () => {
    try {
      for (;;) {
        while (ahead >= AHEAD_BYTES) await new Promise<void>((resolve) => (wake = resolve));
        const { done, value } = await reader.read();
        if (done) break;
        // A chunk that views part of a larger buffer is copied, so that only its own bytes are moved.
        const own = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength ? value : value.slice();
        ahead += own.byteLength;
        post({ chunk: own }, [own.buffer]);
      }
      post({ done: true });
    } catch (error) {
      // Cancelled by the worker (nothing more to say), or a dropped connection, as the browser said it.
      post({ error: error instanceof Error ? error.message : String(error) });
    }
  })();
  return port2;
}

/** The chunks posted on the port (portOfStream), as a stream; cancelling it stops the page's reading. */
export function streamOfPort(port: MessagePort): ReadableStream<Uint8Array> {
  let read = 0;
  const arriving = new ReadableStream<Uint8Array>({
    start(controller) {
      port.onmessage = ({ data }: MessageEvent<ToWorker>) => {
        if ('chunk' in data) controller.enqueue(data.chunk);
        else {
          port.close();
          if ('error' in data) controller.error(new TypeError(data.error));
          else controller.close();
        }
      };
    },
    cancel() {
      port.postMessage('cancel' satisfies ToPage);
      port.close();
    },
  });
  // Each chunk passes here as the reader takes it: the page hears, every READ_NOTE_BYTES, that it may send more.
  return arriving.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(chunk);
        read += chunk.byteLength;
        if (read >= READ_NOTE_BYTES) {
          port.postMessage(read satisfies ToPage);
          read = 0;
        }
      },
    }),
  );
}
