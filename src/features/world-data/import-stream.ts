import type { Quad } from 'n3';
import type { FileQuad } from '../../api/file-quad';
import { partWriterOf, type PartFormat } from '../../api/part-writers';
import type { TermTriple } from '../../lib/rdf-term';
import { fileQuad, N3_FORMATS, refusal, type FileFormat } from './rdf-check';

/*
 * A file read as a stream and cut into the parts the server takes, one part at a time: the next bytes are read only
 * when the page asks for the next part, that is once the part before was acknowledged, so memory stays bounded
 * whatever the file's size (a chunk of the file, the parser's unfinished line, a part or two). n3's parser reads the
 * chunks as a stream and counts lines across them, so a broken line is named wherever it is. Parts are cut only by
 * the triples' order, never by the format written, so a second reading (to resume, or to take parts back with
 * DELETE DATA) cuts exactly the same parts. Runs in a worker (import-stream-worker.ts); in the unit tests, here.
 */

export interface StreamRequest {
  file: Blob;
  format: FileFormat;
  partFormat: PartFormat;
  perPart: number;
  /** Parts read but not written (acknowledged before, when resuming). */
  skipParts: number;
  /** The reading ends after this many parts (taking back the parts sent). */
  lastPart?: number;
}

/** What a file holds that a server keeping every value as plain text (capabilities.importTerms) does not keep. */
export interface TermLosses {
  typedLiterals: number;
  textLikeIris: number;
  blankNodes: number;
}

export type StreamMessage =
  /** Parts being skipped: how far the reading is. */
  | { kind: 'skipping'; bytesRead: number; parts: number; triples: number }
  /** `index` is 0-based; `bytesRead` is how far into the file the part ends. */
  | { kind: 'part'; index: number; text: string; triples: number; bytesRead: number; inNamedGraphs: number }
  | { kind: 'end'; parts: number; triples: number; bytesRead: number; losses: TermLosses; splitBlankNodes: number }
  /** A syntax error: nothing from the part it is in on is given. */
  | { kind: 'broken'; line: number | undefined; reason: string; parts: number; triples: number }
  /** A triple no syntax of the server's can hold (`triple` is 1-based, in the file's order). */
  | { kind: 'unwritable'; triple: number; subject: string; reason: string; parts: number; triples: number };

/** The bytes read at a time: small enough to bound memory, large enough to keep the parser busy. */
const CHUNK_BYTES = 256 * 1024;
/** A part grows past its size only to keep the triples of one blank node together, and never past this many times. */
const BLANK_NODE_STRETCH = 2;
/** Blank nodes of parts already cut that are remembered, to say when one was split across parts. */
const REMEMBERED_BLANK_NODES = 100_000;
/** What the server's import takes for an IRI in a plain-text value (its double's rule, recorded/dataplane/54). */
const LOOKS_LIKE_IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|^`\\]*$/i;

/** The file's bytes, a chunk at a time: by its stream where the Blob has one (browsers), else by slices (jsdom). */
async function* chunksOf(file: Blob): AsyncGenerator<Uint8Array> {
  if (typeof file.stream === 'function') {
    const reader = file.stream().getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  for (let offset = 0; offset < file.size; offset += CHUNK_BYTES) {
    yield new Uint8Array(await file.slice(offset, offset + CHUNK_BYTES).arrayBuffer());
  }
}

/** The triple's terms, or why no RDF syntax can hold it. */
function possibleTriple({ subject, predicate, object }: FileQuad): TermTriple {
  if (predicate.kind !== 'iri') throw new Error('A predicate must be an IRI');
  if (subject.kind === 'literal') throw new Error('A subject cannot be a literal');
  return { subject, predicate, object };
}

/** Reads a file's parts one by one: `next()` reads only as far as the next message. */
export async function openPartReader(request: StreamRequest): Promise<{ next(): Promise<StreamMessage> }> {
  const { Parser } = await import('./n3-parts');
  const { file, format, perPart, skipParts, lastPart = Infinity } = request;
  const writer = partWriterOf(request.partFormat);
  const parser = new Parser({ format: N3_FORMATS[format] });
  const chunks = chunksOf(file);
  const ready: StreamMessage[] = [];
  /** The triples read up to the end of each part in `ready`, by its index (placeInChunk). */
  const partEnds = new Map<number, number>();
  let bytesRead = 0;
  let triples = 0;
  let partsCut = 0;
  let triplesBeforePart = 0;
  let lines: string[] = [];
  let inNamedGraphs = 0;
  let blankInPart = new Set<string>();
  const blankInEarlierParts = new Set<string>();
  const splitBlank = new Set<string>();
  const losses: TermLosses = { typedLiterals: 0, textLikeIris: 0, blankNodes: 0 };
  const blankSeen = new Set<string>();
  let stopped = false;
  // Read through a function where a call above may have stopped the reading (TypeScript keeps its narrowing).
  const halted = () => stopped;

  const cut = () => {
    if (lines.length === 0) return;
    const index = partsCut;
    partsCut += 1;
    const count = lines.length;
    if (index >= skipParts) {
      partEnds.set(index, triplesBeforePart + count);
      ready.push({ kind: 'part', index, text: writer.body(lines), triples: count, bytesRead, inNamedGraphs });
    } else if (index % 10 === 9) {
      ready.push({ kind: 'skipping', bytesRead, parts: partsCut, triples: triplesBeforePart + count });
    }
    triplesBeforePart += count;
    for (const label of blankInPart) {
      if (blankInEarlierParts.size < REMEMBERED_BLANK_NODES) blankInEarlierParts.add(label);
    }
    lines = [];
    inNamedGraphs = 0;
    blankInPart = new Set();
    if (partsCut >= lastPart) stopped = true;
  };

  const stop = (message: StreamMessage) => {
    stopped = true;
    ready.push(message);
  };

  const take = (quad: Quad) => {
    if (stopped) return;
    const parsed = fileQuad(quad);
    const blanks = [parsed.subject, parsed.object, parsed.graph].flatMap((term) =>
      term?.kind === 'blank' ? [term.value] : [],
    );
    const joinsPart = blanks.some((label) => blankInPart.has(label));
    if (lines.length >= perPart && (!joinsPart || lines.length >= perPart * BLANK_NODE_STRETCH)) cut();
    if (halted()) return;
    triples += 1;
    for (const label of blanks) {
      if (blankInEarlierParts.has(label)) splitBlank.add(label);
      blankInPart.add(label);
      if (!blankSeen.has(label) && blankSeen.size < REMEMBERED_BLANK_NODES) blankSeen.add(label);
    }
    if (parsed.object.kind === 'literal') {
      if (parsed.object.language || parsed.object.datatype) losses.typedLiterals += 1;
      if (LOOKS_LIKE_IRI.test(parsed.object.value)) losses.textLikeIris += 1;
    }
    try {
      // A part skipped was written and acknowledged before: only its place in the file matters now.
      lines.push(partsCut >= skipParts ? writer.line(possibleTriple(parsed), parsed.graph) : '');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const at = { parts: partsCut, triples: triplesBeforePart };
      stop({ kind: 'unwritable', triple: triples, subject: parsed.subject.value, reason, ...at });
      return;
    }
    if (parsed.graph) inNamedGraphs += 1;
  };

  // n3 reads anything with `on('data' | 'end' | 'error')` as a stream, decoding bytes itself and counting lines.
  const listeners: Record<string, ((value?: unknown) => void) | undefined> = {};
  const input = {
    on(event: string, listener: (value?: unknown) => void) {
      listeners[event] = listener;
      return input;
    },
  };
  let ended = false;
  parser.parse(input as never, (error: Error | null | undefined, quad: Quad | null | undefined) => {
    if (stopped) return;
    if (error) {
      const { line, reason } = refusal(error);
      stop({ kind: 'broken', line, reason, parts: partsCut, triples: triplesBeforePart });
      return;
    }
    if (quad) take(quad);
    else ended = true;
  });

  /**
   * A chunk holds many parts (a browser's stream gives large chunks): each part cut from it is placed at the share of
   * the chunk's bytes its triples took, so that the progress moves with every part, not with every chunk.
   */
  function placeInChunk(bytesBefore: number, chunkBytes: number, triplesBefore: number) {
    const inChunk = triples - triplesBefore;
    if (inChunk <= 0) return;
    for (const message of ready) {
      if (message.kind !== 'part' && message.kind !== 'skipping') continue;
      const end = message.kind === 'part' ? partEnds.get(message.index) : message.triples;
      if (end === undefined) continue;
      const share = Math.min(1, Math.max(0, (end - triplesBefore) / inChunk));
      message.bytesRead = Math.round(bytesBefore + chunkBytes * share);
    }
    partEnds.clear();
  }

  async function next(): Promise<StreamMessage> {
    while (ready.length === 0) {
      if (stopped || ended) {
        if (!stopped) cut();
        stopped = true;
        if (ready.at(0)) break;
        losses.blankNodes = blankSeen.size;
        return {
          kind: 'end',
          parts: partsCut,
          triples: triplesBeforePart,
          bytesRead,
          losses,
          splitBlankNodes: splitBlank.size,
        };
      }
      const chunk = await chunks.next();
      if (chunk.done) {
        listeners.end?.();
        // n3 ends with no quad; a file that ends inside a statement is its error instead.
        ended = true;
      } else {
        const bytesBefore = bytesRead;
        const triplesBefore = triples;
        bytesRead += chunk.value.byteLength;
        listeners.data?.(chunk.value);
        placeInChunk(bytesBefore, chunk.value.byteLength, triplesBefore);
      }
    }
    const message = ready.shift();
    if (!message) throw new Error('No message was ready');
    return message;
  }
  return { next };
}
