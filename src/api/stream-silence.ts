import { ApiError } from './request';

/*
 * The limit on a body read as it arrives (requestStream): the answer's start has its time limit in request.ts, and
 * the body has the same one on each wait for its next bytes. Loaded with the first such body, never on a first visit.
 */

/**
 * The body, read with the same time limit as the answer's start, counted afresh for each wait for its next bytes: a
 * body that stops part-way fails its reading with a time-out that says how much had come, while a slow but steady
 * one is never cut. Only a wait the reader asked for counts (no chunk is read ahead), so a reader that takes its time
 * with a chunk (writing it to a file) is not taken for a silent server.
 */
export function limitSilence(body: ReadableStream<Uint8Array>, limitMs: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let arrived = 0;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const silence = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(stoppedSending(arrived, limitMs)), limitMs);
        });
        try {
          const read = await Promise.race([reader.read(), silence]);
          if (cancelled) return;
          if (read.done) controller.close();
          else {
            arrived += read.value.byteLength;
            controller.enqueue(read.value);
          }
        } catch (error) {
          // The download is stopped too: nothing more of it is wanted.
          void reader.cancel(error).catch(() => undefined);
          // A dropped connection fails as the browser failed it, for the reader to explain.
          if (!cancelled) controller.error(error);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel(reason) {
        cancelled = true;
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

const stoppedSending = (arrived: number, limitMs: number) =>
  new ApiError(
    'timeout',
    arrived === 0
      ? `The server began its answer but sent nothing of it for ${limitMs / 1000} seconds, so the request was cancelled.`
      : `The server stopped sending part-way: nothing more came for ${limitMs / 1000} seconds after ${amount(arrived)} had arrived, so the request was cancelled. What had arrived is not kept: it is not the whole answer.`,
  );

/** A count of bytes as a person reads it. */
const amount = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
