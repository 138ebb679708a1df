import { ApiError } from './request';

/*
 * The limit on a body read as it arrives (requestStream): the answer's start has its time limit in request.ts, and
 * the body has the same one on each wait for its next bytes. Loaded with the first such body, never on a first visit;
 * a SPARQL reply's body is limited where it is read, in the results worker (sparql-rows-reading.ts).
 */

/**
 * Reads of the body, each with the same time limit as the answer's start, counted afresh for each wait for its next
 * bytes: a body that stops part-way fails its reading with a time-out that says how much had come, while a slow but
 * steady one is never cut. Only a wait the reader asked for counts (no chunk is read ahead), so a reader that takes
 * its time with a chunk (writing it to a file, parsing it) is not taken for a silent server. A read that fails stops
 * the download too: nothing more of it is wanted.
 */
export function silenceLimitedReader(body: ReadableStream<Uint8Array>, limitMs: number) {
  const reader = body.getReader();
  let arrived = 0;
  return {
    async read(): Promise<ReadableStreamReadResult<Uint8Array>> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silence = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(stoppedSending(arrived, limitMs)), limitMs);
      });
      try {
        const read = await Promise.race([reader.read(), silence]);
        if (!read.done) arrived += read.value.byteLength;
        return read;
      } catch (error) {
        void reader.cancel(error).catch(() => undefined);
        // A dropped connection fails as the browser failed it, for the reader to explain.
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason?: unknown) => reader.cancel(reason),
  };
}

/** The body, read through silenceLimitedReader, as a stream again: for a reader that wants a stream (an export). */
export function limitSilence(body: ReadableStream<Uint8Array>, limitMs: number): ReadableStream<Uint8Array> {
  const reader = silenceLimitedReader(body, limitMs);
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const read = await reader.read();
          if (cancelled) return;
          if (read.done) controller.close();
          else controller.enqueue(read.value);
        } catch (error) {
          if (!cancelled) controller.error(error);
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
