import type { RdfTerm } from '../lib/rdf-term';
import { notASparqlResult, type ReadAnswer, type SparqlOperation } from './sparql';
import { NotABinding, readBinding } from './sparql-term';
import { readReply, type ReplyShape } from './sparql-rows-table';

/*
 * A SPARQL reply read as its bytes arrive, so that a SELECT's first rows can be drawn before its last byte. The
 * reader scans the JSON's structure in the bytes themselves (strings skipped with indexOf, so most bytes are looked
 * at natively) to find the SELECT's `bindings` array; each complete run of bindings in a chunk is decoded and parsed
 * with one JSON.parse and read into rows at once. Everything outside the bindings (the head, an ASK's boolean,
 * CONSTRUCT's quads, an update's empty reply) is kept as bytes and read at the end exactly as a whole reply is
 * (readReply), so a reply of any other form, or a malformed one, comes to the same answer or error as before.
 *
 * Bytes, not text, because the text of 29 MB was the reader's cost beyond the parse: decoded, joined to what was
 * left of the chunk before (a string made flat by a copy), wrapped in [ ] (another copy), each copy a large object
 * that brought the next full GC nearer. Now each run is decoded once, from bytes that start and end at one of JSON's
 * ASCII marks, and its brackets written over the bytes around it: UTF-8 never has an ASCII byte inside a character,
 * so a character split between chunks is joined before it is decoded, and a malformed byte reads as U+FFFD, as
 * response.text() reads them.
 */

type Row = Record<string, RdfTerm>;

/** Where a SELECT's bindings and head are, in each shape of reply. */
const PATHS: Record<ReplyShape, { bindings: string[]; head: string[] }> = {
  protocol: { bindings: ['results', 'bindings'], head: ['head'] },
  rpc: { bindings: ['response', 'results', 'bindings'], head: ['response', 'head'] },
};

interface Frame {
  array: boolean;
  /** An object's latest key: only followed as deep as the paths above go. */
  key: string | undefined;
  expectKey: boolean;
}

const notJson = () => new SyntaxError('The reply is not JSON.');

const VALUE_START = /["\d[tfn-]/;
/** Decodes whole pieces only (runs of bindings, keys, the head, the text kept), never a character's part. */
const decoder = new TextDecoder();
const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** How many cuts are tried in a chunk before it is scanned instead: each failed one costs a parse. */
const CUT_TRIES = 2;
/** The longest part of a binding that is read again from its start with the next chunk. */
const REREAD_BYTES = 1 << 16;
const nextNonSpace = (bytes: Uint8Array, from: number) => {
  let index = from;
  while (index < bytes.length && isSpace(bytes[index] ?? 0)) index++;
  return index;
};
const previousNonSpace = (bytes: Uint8Array, from: number) => {
  let index = from;
  while (index >= 0 && isSpace(bytes[index] ?? 0)) index--;
  return index;
};

/** Some pieces of bytes as one. */
function joinBytes(pieces: readonly Uint8Array[], length: number): Uint8Array {
  const joined = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    joined.set(piece, at);
    at += piece.length;
  }
  return joined;
}

function bindingRow(binding: unknown): Row {
  const row = readBinding(binding);
  if (row instanceof NotABinding) throw notASparqlResult();
  return row;
}

export function streamedReply(shape: ReplyShape, operation: SparqlOperation) {
  const paths = PATHS[shape];
  const deepest = Math.max(paths.bindings.length, paths.head.length);
  /** The rows read so far, in the reply's order: the same array grows as the reply is read. */
  const rows: Row[] = [];
  let vars: string[] | undefined;
  let foundBindings = false;

  /** The reply's bytes outside the bindings, settled (copies); `bytes`, those after them, scanned at `position`. */
  const kept: Uint8Array[] = [];
  let keptLength = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  /** Bytes of the reader's own, which `bytes` may be a view of, with room for the next chunk. */
  let store = new Uint8Array(0);
  let position = 0;
  const stack: Frame[] = [];
  let mode: 'outside' | 'between' | 'element' = 'outside';
  let inString = false;
  let escaped = false;
  let nextBackslash = -2;
  /** Outside: where a key being read starts, and where the head's value starts (offsets in kept + bytes). */
  let keyStart = -1;
  let headStart = -1;
  let headDepth = -1;
  /** Between the bindings: whether an element must come next, and whether one has come. */
  let expectElement = true;
  let anyElement = false;
  /** In an element: its depth and where it starts; the run of complete elements in these bytes. */
  let depth = 0;
  let elementStart = -1;
  let runStart = -1;
  let runEnd = -1;

  const textFrom = (start: number, end: number) =>
    decoder.decode(
      start >= keptLength
        ? bytes.subarray(start - keptLength, end - keptLength)
        : joinBytes([...kept, bytes], keptLength + bytes.length).subarray(start, end),
    );

  /**
   * Adds a chunk after the bytes left (a binding's start, mostly): both copied into the reader's own bytes, which are
   * used again from chunk to chunk (new memory costs more than the copy), and grown to twice what they must hold, so
   * that a value longer than many chunks is copied a few times, not once per chunk.
   */
  const append = (chunk: Uint8Array) => {
    if (bytes.length === 0) {
      bytes = chunk;
      return;
    }
    const length = bytes.length + chunk.length;
    let start = bytes.buffer === store.buffer ? bytes.byteOffset : -1;
    if (start < 0 || start + length > store.length) {
      if (length > store.length) {
        const grown = new Uint8Array(2 * length);
        grown.set(bytes);
        store = grown;
      } else if (start >= 0) store.copyWithin(0, start, start + bytes.length);
      else store.set(bytes);
      start = 0;
    }
    store.set(chunk, start + bytes.length);
    bytes = store.subarray(start, start + length);
  };

  /**
   * The bindings from `start` to `end` (complete ones, and the commas between them), parsed as one array: decoded
   * once, with `[` and `]` written for a moment over the bytes on either side (a comma, a space, a bracket: read
   * already or not part of a binding), so that the text is never copied to be wrapped.
   */
  const parseRun = (start: number, end: number): unknown[] => {
    if (start === 0 || end >= bytes.length) {
      return JSON.parse(`[${decoder.decode(bytes.subarray(start, end))}]`) as unknown[];
    }
    const before = bytes[start - 1] ?? 0;
    const after = bytes[end] ?? 0;
    bytes[start - 1] = 0x5b;
    bytes[end] = 0x5d;
    const text = decoder.decode(bytes.subarray(start - 1, end + 1));
    bytes[start - 1] = before;
    bytes[end] = after;
    return JSON.parse(text) as unknown[];
  };

  const onPath = (path: string[]) =>
    stack.length === path.length && stack.every((frame, index) => !frame.array && frame.key === path[index]);

  /** Reads the complete elements of the run; an element still being read starts the next run. */
  const readRun = () => {
    if (runStart >= 0 && runEnd > runStart) {
      for (const binding of parseRun(runStart, runEnd)) rows.push(bindingRow(binding));
    }
    runStart = mode === 'element' ? elementStart : -1;
    runEnd = -1;
  };

  /** Drops the bytes before `index`, keeping them (outside) or not (the bindings, read into rows). */
  const settle = (index: number, keep: boolean) => {
    if (keep && index > 0) {
      kept.push(bytes.slice(0, index));
      keptLength += index;
    }
    bytes = bytes.subarray(index);
    position -= index;
    if (elementStart >= 0) elementStart -= index;
    if (runStart >= 0) runStart -= index;
    nextBackslash = -2;
  };

  /** Skips the rest of a string; false when the buffer ends inside it. */
  const skipString = (): boolean => {
    while (position < bytes.length) {
      if (escaped) {
        position++;
        escaped = false;
        continue;
      }
      if (nextBackslash !== -1 && nextBackslash < position) nextBackslash = bytes.indexOf(0x5c, position);
      const quote = bytes.indexOf(0x22, position);
      if (nextBackslash !== -1 && (quote === -1 || nextBackslash < quote)) {
        position = nextBackslash + 1;
        escaped = true;
        continue;
      }
      if (quote === -1) {
        position = bytes.length;
        return false;
      }
      position = quote + 1;
      inString = false;
      return true;
    }
    return false;
  };

  const scanOutside = (code: number) => {
    const top = stack.at(-1);
    if (code === 0x22) {
      inString = true;
      keyStart = top && !top.array && top.expectKey && stack.length <= deepest ? keptLength + position - 1 : -1;
    } else if (code === 0x3a) {
      if (top) top.expectKey = false;
    } else if (code === 0x2c) {
      if (top && !top.array) top.expectKey = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (code === 0x5b && top && !top.array && !top.expectKey && onPath(paths.bindings)) {
        stack.push({ array: true, key: undefined, expectKey: false });
        foundBindings = true;
        settle(position, true);
        mode = 'between';
        expectElement = true;
        anyElement = false;
        // The first chunk's bindings are cut as every other chunk's are, not scanned.
        cutAtLastBinding();
        return;
      }
      if (top && !top.array && !top.expectKey && onPath(paths.head)) {
        headStart = keptLength + position - 1;
        headDepth = stack.length + 1;
      }
      stack.push({ array: code === 0x5b, key: undefined, expectKey: code === 0x7b });
    } else if (code === 0x7d || code === 0x5d) {
      if (!top || top.array !== (code === 0x5d)) throw notJson();
      if (stack.length === headDepth) {
        const head = JSON.parse(textFrom(headStart, keptLength + position)) as { vars?: unknown } | null;
        const named = head?.vars;
        if (Array.isArray(named) && named.every((name) => typeof name === 'string')) vars = named;
        headDepth = -1;
      }
      stack.pop();
    }
  };

  const afterString = () => {
    if (keyStart < 0) return;
    const top = stack.at(-1);
    if (top) top.key = JSON.parse(textFrom(keyStart, keptLength + position)) as string;
    keyStart = -1;
  };

  const scanBetween = (code: number) => {
    if (isSpace(code)) return;
    if (code === 0x2c && !expectElement) expectElement = true;
    else if (code === 0x7b && expectElement) {
      mode = 'element';
      depth = 1;
      elementStart = position - 1;
      if (runStart < 0) runStart = elementStart;
      expectElement = false;
      anyElement = true;
    } else if (code === 0x5d && (!expectElement || !anyElement)) {
      // The bracket is scanned again outside, where it closes the bindings' frame.
      readRun();
      position--;
      settle(position, false);
      mode = 'outside';
    } else if (expectElement && VALUE_START.test(String.fromCharCode(code))) {
      // A binding that is not an object: JSON, perhaps, but not a SELECT's results.
      throw notASparqlResult();
    } else {
      throw notJson();
    }
  };

  const scanElement = (code: number) => {
    if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) depth++;
    else if (code === 0x7d || code === 0x5d) {
      depth--;
      if (depth === 0) {
        mode = 'between';
        runEnd = position;
        elementStart = -1;
      }
    }
  };

  /**
   * Between the bindings, at an element's start: reads the complete elements of the bytes with one JSON.parse,
   * cut after the last binding's `}` (found from the end), so that most of a chunk is looked at natively, never by
   * `scan`. A cut after a `}` and before a `,` is the bindings' own exactly when `[` + the text before it + `]`
   * parses: a `}` inside a string leaves the string open, and one deeper leaves an object open, so either fails.
   * Only a `}` after another (a binding's last term, then the binding) is tried, and only a few: when none
   * parses, `scan` reads the bytes as before (and explains what is wrong with them, if anything is).
   */
  const cutAtLastBinding = () => {
    let end = bytes.length;
    for (let tries = 0; tries < CUT_TRIES && end > position;) {
      const close = bytes.lastIndexOf(0x7d, end - 1);
      if (close < position) return;
      end = close;
      const comma = nextNonSpace(bytes, close + 1);
      if (bytes[comma] !== 0x2c || bytes[previousNonSpace(bytes, close - 1)] !== 0x7d) continue;
      tries++;
      let bindings: unknown[];
      try {
        bindings = parseRun(position, close + 1);
      } catch {
        continue;
      }
      for (const binding of bindings) rows.push(bindingRow(binding));
      anyElement = true;
      position = comma + 1;
      // The comma stays: the next run's `[` is written over it.
      settle(comma, false);
      return;
    }
  };

  /**
   * An element left half-read at the bytes' end is read again from its start with the next chunk, so that
   * `cutAtLastBinding` can take it with the rest.
   */
  const rewindToElement = () => {
    mode = 'between';
    expectElement = true;
    position = elementStart;
    depth = 0;
    inString = false;
    escaped = false;
    elementStart = -1;
    runStart = -1;
    nextBackslash = -2;
  };

  const scan = () => {
    while (position < bytes.length) {
      if (inString) {
        if (!skipString()) break;
        if (mode === 'outside') afterString();
        continue;
      }
      const code = bytes[position++] ?? 0;
      if (mode === 'element') scanElement(code);
      else if (mode === 'between') scanBetween(code);
      else scanOutside(code);
    }
    readRun();
    // An element being read stays with the byte before it, for parseRun's `[`.
    if (mode === 'element') settle(Math.max(0, elementStart - 1), false);
    else settle(position, mode === 'outside');
  };

  return {
    /** The rows read so far; the variables, once the head is read (undefined before, or when it comes last). */
    rows,
    vars: () => vars,
    /**
     * Reads the next chunks of the reply: throws when what has come is not JSON, or not a SELECT's results. Their
     * bytes may be written over for a moment (parseRun), and are put back as they came.
     */
    push(chunks: readonly Uint8Array[]) {
      for (const chunk of chunks) append(chunk);
      if (mode === 'between' && !expectElement) {
        // The comma after the last element read, if it has come: then the next element can be cut at once.
        const comma = nextNonSpace(bytes, position);
        if (bytes[comma] === 0x2c) {
          position = comma + 1;
          expectElement = true;
        }
      }
      if (mode === 'between' && expectElement) cutAtLastBinding();
      scan();
      // scan() settles an element being read at the bytes' start. A long one (a literal of megabytes) is read on
      // where it was left instead: read again from its start with each chunk, it would cost its length each time.
      if (mode === 'element' && bytes.length <= REREAD_BYTES) rewindToElement();
    },
    /** The whole answer, once the last byte has come: what was kept read by readReply, as a whole reply is. */
    end(): ReadAnswer {
      scan();
      if (mode !== 'outside' || inString || stack.length > 0) throw notJson();
      const text = decoder.decode(joinBytes(kept, keptLength));
      return readReply(text, shape, operation, foundBindings ? rows : undefined);
    },
  };
}

export type StreamedReply = ReturnType<typeof streamedReply>;
