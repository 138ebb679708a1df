import type { Connection } from './connection';
import type { HttpRequestDescription } from './http-request';
import { ApiError, isApiError, requestStream } from './request';
import type { ExportPart, RdfFormat } from './worlds-api';

/*
 * An export of any size, read as it arrives: the servers' exports come as parts, each handed on before the next is
 * read, so that memory holds one part whatever the world's size (where the file is written as it goes). Loaded with
 * the adapters that export, never on a first visit.
 */

/** N-Triples and N-Quads hold one triple a line, so their triples can be counted as they pass; Turtle's cannot. */
function lineCounter(format: RdfFormat): ((bytes: Uint8Array) => number) | undefined {
  if (format === 'turtle') return undefined;
  return (bytes) => {
    let lines = 0;
    for (let index = bytes.indexOf(10); index !== -1; index = bytes.indexOf(10, index + 1)) lines += 1;
    return lines;
  };
}

const partOf = (bytes: Uint8Array, count: ((bytes: Uint8Array) => number) | undefined): ExportPart =>
  count ? { bytes, triples: count(bytes) } : { bytes };

/**
 * The reply's body, part by part as the network gives it; a silence (the request layer's limit) or a dropped
 * connection is an ApiError.
 */
export async function* streamedExport(
  description: HttpRequestDescription,
  format: RdfFormat,
  { signal, connection }: { signal?: AbortSignal; connection: Connection },
): AsyncGenerator<ExportPart> {
  const { body } = await requestStream(description, { signal, connection });
  const reader = body.getReader();
  const count = lineCounter(format);
  try {
    for (;;) {
      const read = await reader.read().catch((error: unknown) => {
        if (signal?.aborted) throw signal.reason;
        if (isApiError(error)) throw error;
        throw new ApiError('network', 'The connection failed while the export was being read.', {
          body: error instanceof Error ? error.message : undefined,
        });
      });
      if (read.done) return;
      yield partOf(read.value, count);
    }
  } finally {
    // Stops the download when the reading ends early (Cancel, a failure, a file that could not be written).
    void reader.cancel().catch(() => undefined);
  }
}

/** Base64 characters decoded at a time: a multiple of 4, so that each slice decodes on its own (768 KB of bytes). */
const BASE64_SLICE = 1024 * 1024;

/** A base64 export (the RPC server's), decoded a slice at a time rather than into one more copy of the world. */
export function* base64Export(data: string, format: RdfFormat): Generator<ExportPart> {
  const base64 = /\s/.test(data) ? data.replace(/\s+/g, '') : data;
  const count = lineCounter(format);
  for (let start = 0; start < base64.length; start += BASE64_SLICE) {
    let binary: string;
    try {
      binary = atob(base64.slice(start, start + BASE64_SLICE));
    } catch {
      throw new ApiError('invalid-reply', 'The export was not base64, as this server sends it.', {
        body: data.slice(0, 200),
      });
    }
    yield partOf(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
      count,
    );
  }
}
