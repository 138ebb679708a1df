import type { RdfTerm } from '../lib/rdf-term';
import { notASparqlResult, type ReadAnswer, type SparqlOperation } from './sparql';
import { NotABinding, readBinding } from './sparql-term';
import { readReply, type ReplyShape } from './sparql-rows-table';

/*
 * A SPARQL reply read as its bytes arrive, so that a SELECT's first rows can be drawn before its last byte. The
 * reader scans the JSON's structure (strings skipped with indexOf, so most bytes are looked at natively) to find
 * the SELECT's `bindings` array; each complete run of bindings in a chunk is parsed with one JSON.parse and read
 * into rows at once. Everything outside the bindings (the head, an ASK's boolean, CONSTRUCT's quads, an update's
 * empty reply) is kept as text and read at the end exactly as a whole reply is (readReply), so a reply of any other
 * form, or a malformed one, comes to the same answer or error as before. Bytes are decoded as response.text() does:
 * a character split between chunks is joined, a malformed byte reads as U+FFFD.
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
const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** How many cuts are tried in a chunk before it is scanned instead: each failed one costs a parse. */
const CUT_TRIES = 2;
/** The longest part of a binding that is read again from its start with the next chunk. */
const REREAD_CHARS = 1 << 16;
const nextNonSpace = (text: string, from: number) => {
  let index = from;
  while (index < text.length && isSpace(text.charCodeAt(index))) index++;
  return index;
};
const previousNonSpace = (text: string, from: number) => {
  let index = from;
  while (index >= 0 && isSpace(text.charCodeAt(index))) index--;
  return index;
};

function bindingRow(binding: unknown): Row {
  const row = readBinding(binding);
  if (row instanceof NotABinding) throw notASparqlResult();
  return row;
}

export function streamedReply(shape: ReplyShape, operation: SparqlOperation) {
  const paths = PATHS[shape];
  const deepest = Math.max(paths.bindings.length, paths.head.length);
  const decoder = new TextDecoder();
  /** The rows read so far, in the reply's order: the same array grows as the reply is read. */
  const rows: Row[] = [];
  let vars: string[] | undefined;
  let foundBindings = false;

  /** The reply's text outside the bindings, settled; `buffer` is the text after it, being scanned at `position`. */
  let kept = '';
  let buffer = '';
  let position = 0;
  const stack: Frame[] = [];
  let mode: 'outside' | 'between' | 'element' = 'outside';
  let inString = false;
  let escaped = false;
  let nextBackslash = -2;
  /** Outside: where a key being read starts, and where the head's value starts (offsets in kept + buffer). */
  let keyStart = -1;
  let headStart = -1;
  let headDepth = -1;
  /** Between the bindings: whether an element must come next, and whether one has come. */
  let expectElement = true;
  let anyElement = false;
  /** In an element: its depth and where it starts; the run of complete elements in this buffer. */
  let depth = 0;
  let elementStart = -1;
  let runStart = -1;
  let runEnd = -1;

  const textFrom = (start: number, end: number) =>
    start >= kept.length ? buffer.slice(start - kept.length, end - kept.length) : (kept + buffer).slice(start, end);

  const onPath = (path: string[]) =>
    stack.length === path.length && stack.every((frame, index) => !frame.array && frame.key === path[index]);

  /** Reads the complete elements of the run; an element still being read starts the next run. */
  const readRun = () => {
    if (runStart >= 0 && runEnd > runStart) {
      const bindings = JSON.parse(`[${buffer.slice(runStart, runEnd)}]`) as unknown[];
      for (const binding of bindings) rows.push(bindingRow(binding));
    }
    runStart = mode === 'element' ? elementStart : -1;
    runEnd = -1;
  };

  /** Drops the buffer's text before `index`, keeping it (outside) or not (the bindings, read into rows). */
  const settle = (index: number, keep: boolean) => {
    if (keep) kept += buffer.slice(0, index);
    buffer = buffer.slice(index);
    position -= index;
    if (elementStart >= 0) elementStart -= index;
    if (runStart >= 0) runStart -= index;
    nextBackslash = -2;
  };

  /** Skips the rest of a string; false when the buffer ends inside it. */
  const skipString = (): boolean => {
    while (position < buffer.length) {
      if (escaped) {
        position++;
        escaped = false;
        continue;
      }
      if (nextBackslash !== -1 && nextBackslash < position) nextBackslash = buffer.indexOf('\\', position);
      const quote = buffer.indexOf('"', position);
      if (nextBackslash !== -1 && (quote === -1 || nextBackslash < quote)) {
        position = nextBackslash + 1;
        escaped = true;
        continue;
      }
      if (quote === -1) {
        position = buffer.length;
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
      keyStart = top && !top.array && top.expectKey && stack.length <= deepest ? kept.length + position - 1 : -1;
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
        return;
      }
      if (top && !top.array && !top.expectKey && onPath(paths.head)) {
        headStart = kept.length + position - 1;
        headDepth = stack.length + 1;
      }
      stack.push({ array: code === 0x5b, key: undefined, expectKey: code === 0x7b });
    } else if (code === 0x7d || code === 0x5d) {
      if (!top || top.array !== (code === 0x5d)) throw notJson();
      if (stack.length === headDepth) {
        const head = JSON.parse(textFrom(headStart, kept.length + position)) as { vars?: unknown } | null;
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
    if (top) top.key = JSON.parse(textFrom(keyStart, kept.length + position)) as string;
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
   * Between the bindings, at an element's start: reads the complete elements of the buffer with one JSON.parse,
   * cut after the last binding's `}` (found from the end), so that most of a chunk is looked at natively, never by
   * `scan`. A cut after a `}` and before a `,` is the bindings' own exactly when `[` + the text before it + `]`
   * parses: a `}` inside a string leaves the string open, and one deeper leaves an object open, so either fails.
   * Only a `}` after another (a binding's last term, then the binding) is tried, and only a few: when none
   * parses, `scan` reads the buffer as before (and explains what is wrong with it, if anything is).
   */
  const cutAtLastBinding = () => {
    let end = buffer.length;
    for (let tries = 0; tries < CUT_TRIES;) {
      const close = buffer.lastIndexOf('}', end - 1);
      if (close < position) return;
      end = close;
      const comma = nextNonSpace(buffer, close + 1);
      if (buffer.charCodeAt(comma) !== 0x2c || buffer.charCodeAt(previousNonSpace(buffer, close - 1)) !== 0x7d) {
        continue;
      }
      tries++;
      let bindings: unknown[];
      try {
        bindings = JSON.parse(`[${buffer.slice(position, close + 1)}]`) as unknown[];
      } catch {
        continue;
      }
      for (const binding of bindings) rows.push(bindingRow(binding));
      anyElement = true;
      position = comma + 1;
      settle(position, false);
      return;
    }
  };

  /**
   * An element left half-read at the buffer's end is read again from its start with the next chunk, so that
   * `cutAtLastBinding` can take it with the rest.
   */
  const rewindToElement = () => {
    mode = 'between';
    expectElement = true;
    position = 0;
    depth = 0;
    inString = false;
    escaped = false;
    elementStart = -1;
    runStart = -1;
    nextBackslash = -2;
  };

  const scan = () => {
    while (position < buffer.length) {
      if (inString) {
        if (!skipString()) break;
        if (mode === 'outside') afterString();
        continue;
      }
      const code = buffer.charCodeAt(position++);
      if (mode === 'element') scanElement(code);
      else if (mode === 'between') scanBetween(code);
      else scanOutside(code);
    }
    readRun();
    if (mode === 'element') settle(elementStart, false);
    else settle(position, mode === 'outside');
  };

  return {
    /** The rows read so far; the variables, once the head is read (undefined before, or when it comes last). */
    rows,
    vars: () => vars,
    /** Reads a chunk of the reply: throws when what has come is not JSON, or not a SELECT's results. */
    push(chunk: Uint8Array) {
      buffer += decoder.decode(chunk, { stream: true });
      if (mode === 'between' && !expectElement) {
        // The comma after the last element read, if it has come: then the next element can be cut at once.
        const comma = nextNonSpace(buffer, position);
        if (buffer.charCodeAt(comma) === 0x2c) {
          position = comma + 1;
          expectElement = true;
        }
      }
      if (mode === 'between' && expectElement) cutAtLastBinding();
      scan();
      // scan() settles an element being read at the buffer's start. A long one (a literal of megabytes) is read on
      // where it was left instead: read again from its start with each chunk, it would cost its length each time.
      if (mode === 'element' && buffer.length <= REREAD_CHARS) rewindToElement();
    },
    /** The whole answer, once the last byte has come: what was kept read by readReply, as a whole reply is. */
    end(): ReadAnswer {
      buffer += decoder.decode();
      scan();
      if (mode !== 'outside' || inString || stack.length > 0) throw notJson();
      return readReply(kept, shape, operation, foundBindings ? rows : undefined);
    },
  };
}

export type StreamedReply = ReturnType<typeof streamedReply>;
