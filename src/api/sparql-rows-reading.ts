import { ApiError, isApiError } from './request';
import type { ReadingProgress, ReadReply, ReadRequest } from './sparql-rows-table';
import { streamOfPort } from './stream-port';
import { silenceLimitedReader } from './stream-silence';

/*
 * A SPARQL reply's body read where its rows are kept: in the results worker, to which the page posts the body's chunks
 * unread (stream-port.ts; or on the page where there are no workers). The page's thread used to read each chunk
 * through a stream of its own (for the time limit), gather chunks for the worker, handle the worker's answer to each,
 * and draw the count at each: 80 to 100 % busy while the reply came, on the two cores the worker needed for the parse.
 * Now the time limit on the body's silences is kept here, and the page hears how far the reading has come at most
 * every PROGRESS_MS, and at once when the first rows are a table.
 */

/** How often the page hears how many rows have been read: it draws the count each time. */
const PROGRESS_MS = 100;
/** The longest the reading goes on without letting the messages that came meanwhile (a page of rows) be answered. */
const TURN_MS = 8;

interface Reading {
  /** Reads a chunk into rows; says how far the reply has come. */
  push: (chunk: Uint8Array) => ReadingProgress;
  /** The whole answer, once the last byte has come. */
  end: () => ReadReply;
  /** Aborted once the page has dropped the reading (Cancel, Run again, leaving): it stops, and says nothing more. */
  dropped: AbortSignal;
  noted: (progress: ReadingProgress) => void;
  nextTurn: (() => Promise<void>) | undefined;
}

/**
 * Reads the body to its end: its answer, or undefined when it was dropped. Throws what the reading met: the time
 * limit's ApiError, a dropped connection as an ApiError that says so, a reply that is not JSON or not a SPARQL result.
 */
export async function readBody(
  { body, silenceLimitMs }: Pick<ReadRequest, 'body' | 'silenceLimitMs'>,
  reading: Reading,
): Promise<ReadReply | undefined> {
  const { dropped } = reading;
  const reader = silenceLimitedReader(body instanceof ReadableStream ? body : streamOfPort(body), silenceLimitMs);
  // The download stops with the reading, even where the page's signal does not reach the body (a body of the tests').
  const stop = () => void reader.cancel(dropped.reason).catch(() => undefined);
  dropped.addEventListener('abort', stop, { once: true });
  try {
    return await readChunks(reader, reading);
  } finally {
    dropped.removeEventListener('abort', stop);
  }
}

async function readChunks(
  reader: ReturnType<typeof silenceLimitedReader>,
  { push, end, dropped, noted, nextTurn }: Reading,
): Promise<ReadReply | undefined> {
  let table = false;
  let notedAt = -Infinity;
  let turnAt = performance.now();
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      // The request layer's own words (a server silent part-way) say more than ours.
      if (isApiError(error)) throw error;
      throw new ApiError(
        'network',
        'The connection was lost while the answer was being read, so only part of it came.',
        {
          body: error instanceof Error ? error.message : undefined,
        },
      );
    });
    if (dropped.aborted) return undefined;
    if (done) return end();
    const progress = push(value);
    const now = performance.now();
    if ((progress.table && !table) || now - notedAt >= PROGRESS_MS) {
      table ||= progress.table !== undefined;
      notedAt = now;
      noted(progress);
    }
    if (nextTurn && now - turnAt >= TURN_MS) {
      await nextTurn();
      turnAt = performance.now();
    }
  }
}
