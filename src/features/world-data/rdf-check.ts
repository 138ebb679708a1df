import type { Quad, Term } from 'n3';
import type { FileQuad } from '../../api/file-quad';
import type { RdfTerm } from '../../lib/rdf-term';
import type { RdfFormat } from '../../api/worlds-api';
import type { CheckMessage, CheckRequest } from './rdf-check-worker';

/*
 * A file checked before it is sent: its format (by extension, then by content), parsed in full with n3, the
 * standard parser, so that a broken file is refused with its line and reason and nothing is sent. TriG, which
 * neither server reads, is sent as the N-Quads it parses to. The parse runs in a worker (rdf-check-worker.ts) so
 * that a large file never freezes the page; where there is no worker (the unit tests' jsdom), here.
 */

/** The formats a file may be in; each but TriG is sent as it is. */
export const FILE_FORMATS = {
  turtle: 'Turtle',
  'n-triples': 'N-Triples',
  'n-quads': 'N-Quads',
  trig: 'TriG',
} as const;
export type FileFormat = keyof typeof FILE_FORMATS;

const EXTENSIONS: Record<string, FileFormat> = {
  ttl: 'turtle',
  turtle: 'turtle',
  nt: 'n-triples',
  ntriples: 'n-triples',
  nq: 'n-quads',
  nquads: 'n-quads',
  trig: 'trig',
};

/** The largest file sent: the servers read an import as one body, and the offline data keeps it in this browser. */
export const IMPORT_SIZE_MAX = 5 * 1024 * 1024;

export function formatBySize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The format of a file: its extension's, or, for another extension, what its content looks like. */
export function formatOf(fileName: string, text: string): FileFormat {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const byName = extension ? EXTENSIONS[extension] : undefined;
  if (byName) return byName;
  const head = text.slice(0, 20_000);
  const graphs = /^\s*(?:GRAPH\s+)?(?:<[^>]*>|[\w-]*:[\w-]*)\s*\{/im.test(head);
  const directives = /^\s*(?:@prefix|@base|PREFIX|BASE)\b/im.test(head);
  if (graphs) return 'trig';
  if (directives) return 'turtle';
  // A line of four terms is a quad.
  if (
    /^\s*(?:<[^>]*>|_:\S+)\s+<[^>]*>\s+(?:<[^>]*>|_:\S+|"(?:[^"\\]|\\.)*"\S*)\s+(?:<[^>]*>|_:\S+)\s*\.\s*$/m.test(head)
  ) {
    return 'n-quads';
  }
  if (/^\s*(?:<[^>]*>|_:\S+)\s+<[^>]*>/m.test(head)) return 'n-triples';
  return 'turtle';
}

export type CheckResult =
  | {
      ok: true;
      triples: number;
      /** What to send, and as what: the file itself, or TriG's N-Quads. */
      body: string;
      sendAs: RdfFormat;
      /** The parsed triples, their terms typed, when the check was asked for them (to add them by SPARQL). */
      quads?: FileQuad[];
    }
  | { ok: false; line: number | undefined; reason: string };

/** Progress of a check: the triples read so far. */
export type CheckProgress = (triples: number) => void;

export const N3_FORMATS: Record<FileFormat, string> = {
  turtle: 'Turtle',
  'n-triples': 'N-Triples',
  'n-quads': 'N-Quads',
  trig: 'TriG',
};

const PROGRESS_EVERY = 5_000;

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';
const RDF_LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';

/** n3's term, typed as the dashboard types terms (a plain or tagged literal names no datatype). */
function termOf(term: Term): RdfTerm {
  switch (term.termType) {
    case 'NamedNode':
      return { kind: 'iri', value: term.value };
    case 'BlankNode':
      return { kind: 'blank', value: term.value };
    case 'Literal': {
      const datatype = term.datatype.value;
      return {
        kind: 'literal',
        value: term.value,
        ...(term.language ? { language: term.language } : {}),
        ...(datatype === XSD_STRING || datatype === RDF_LANG_STRING ? {} : { datatype }),
      };
    }
    default:
      // A variable or the default graph is no term of a file's triple; the parser gives neither here.
      return { kind: 'iri', value: term.value };
  }
}

export const fileQuad = (quad: Quad): FileQuad => ({
  subject: termOf(quad.subject),
  predicate: termOf(quad.predicate),
  object: termOf(quad.object),
  ...(quad.graph.termType === 'DefaultGraph' ? {} : { graph: termOf(quad.graph) }),
});

/** What a check gives besides its verdict. */
export interface CheckOptions {
  /** The parsed triples too (CheckResult's `quads`). */
  quads?: boolean;
}

/** The check itself, wherever it runs. */
export async function checkRdfHere(
  text: string,
  format: FileFormat,
  onProgress?: CheckProgress,
  options: CheckOptions = {},
): Promise<CheckResult> {
  const { Parser, Writer } = await import('./n3-parts');
  const parser = new Parser({ format: N3_FORMATS[format] });
  const writer = format === 'trig' ? new Writer({ format: 'N-Quads' }) : undefined;
  const quads: FileQuad[] | undefined = options.quads ? [] : undefined;
  let triples = 0;
  // The callback form reads the text in slices, so progress can be told while it reads.
  const failure = await new Promise<unknown>((resolve) => {
    try {
      // Typed as always given; n3 calls back with no quad at the end, and with an error instead of one.
      parser.parse(text, (error: Error | null | undefined, quad: Quad | null | undefined) => {
        if (error) {
          resolve(error);
          return;
        }
        if (!quad) {
          resolve(undefined);
          return;
        }
        triples += 1;
        writer?.addQuad(quad);
        quads?.push(fileQuad(quad));
        if (onProgress && triples % PROGRESS_EVERY === 0) onProgress(triples);
      });
    } catch (error) {
      resolve(error);
    }
  });
  if (failure !== undefined) return refusal(failure);
  const parsed = quads ? { quads } : {};
  if (!writer) return { ok: true, triples, body: text, sendAs: format === 'trig' ? 'n-quads' : format, ...parsed };
  let body = '';
  writer.end((_error, result: string) => {
    body = result;
  });
  return { ok: true, triples, body, sendAs: 'n-quads', ...parsed };
}

/** n3's error, as a line and a reason: "Unexpected "oops" on line 2." is line 2, "Unexpected "oops"". */
export function refusal(error: unknown): Extract<CheckResult, { ok: false }> {
  const message = error instanceof Error ? error.message : String(error);
  const context: unknown = error instanceof Error ? Reflect.get(error, 'context') : undefined;
  const contextLine: unknown =
    typeof context === 'object' && context !== null ? Reflect.get(context, 'line') : undefined;
  const lineInMessage = /\bon line (\d+)\.?$/.exec(message);
  const line = typeof contextLine === 'number' ? contextLine : lineInMessage ? Number(lineInMessage[1]) : undefined;
  const reason = message.replace(/\s*on line \d+\.?$/, '').trim();
  return { ok: false, line, reason: reason === '' ? message : reason };
}

/**
 * Checks a file in a worker of its own (one per check, ended with it), or here where there are no workers. An
 * abort (a newer file chosen, the page left) ends the worker at once and rejects with the signal's reason.
 */
export function checkRdf(
  text: string,
  format: FileFormat,
  onProgress?: CheckProgress,
  { signal, ...options }: CheckOptions & { signal?: AbortSignal } = {},
): Promise<CheckResult> {
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  if (typeof Worker === 'undefined') return checkRdfHere(text, format, onProgress, options);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./rdf-check-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', stop, { once: true });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
    };
    worker.onmessage = ({ data }: MessageEvent<CheckMessage>) => {
      if ('progress' in data) {
        onProgress?.(data.progress);
        return;
      }
      end();
      resolve(data.result);
    };
    worker.onerror = (event) => {
      end();
      reject(new Error(`The file could not be checked: ${event.message}`));
    };
    worker.postMessage({ text, format, ...options } satisfies CheckRequest);
  });
}
