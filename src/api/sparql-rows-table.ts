import { csvField } from '../lib/export-formats';
import { termId, type RdfTerm } from '../lib/rdf-term';
import {
  notASparqlResult,
  protocolAnswer,
  rpcAnswer,
  type ReadAnswer,
  type SparqlOperation,
  type SparqlSelect,
} from './sparql';
import { ApiError, type ApiErrorKind } from './request';
import { readBody } from './sparql-rows-reading';
import { streamedReply, type StreamedReply } from './sparql-rows-stream';

/*
 * A SPARQL answer's rows where they are kept, in the results worker (sparql-rows-worker.ts), or on the page where
 * there are no workers (the tests): the reply read once into rows of typed terms (and the reply's text dropped),
 * then sorted by a column, filtered by a text and cut into pages, and written as CSV, TSV or JSON. A sort is done once
 * and kept for the filters and pages that follow it.
 */

/** A term as text: an IRI or a literal's value, a blank node as _:b0. */
export function termText(term: RdfTerm | undefined): string {
  if (!term) return '';
  return term.kind === 'blank' ? `_:${term.value}` : term.value;
}

export interface RowsSort {
  column: string;
  descending: boolean;
}

export interface RowsQuery {
  sort?: RowsSort | undefined;
  /** Rows with a value that holds this text (any case) are shown; all of them when it is empty. */
  filter: string;
  /** Counted from 0; past the last page, the last page is shown. */
  page: number;
  pageSize: number;
}

export interface RowsPage {
  rows: Record<string, RdfTerm>[];
  /** The page shown (the one asked for, or the last there is). */
  page: number;
  /** How many rows pass the filter, and how many there are. */
  matched: number;
  total: number;
  /** False while the reply is still read: `total` is the rows read so far, not the answer's count. */
  whole: boolean;
}

export type RowsFileFormat = 'csv' | 'tsv' | 'json';

/** How a reply is wrapped: the protocol's JSON results (rest, dataplane, v1), or inside RPC's `{response}`. */
export type ReplyShape = 'protocol' | 'rpc';

/**
 * A reply's text, read as its dialect wraps it: an empty reply is `undefined`, as an update's 204 is. `streamed`: a
 * SELECT's rows, when the stream reader (sparql-rows-stream.ts) read them as the reply came and kept the rest as text.
 */
export function readReply(
  text: string,
  shape: ReplyShape,
  operation: SparqlOperation,
  streamed?: readonly Record<string, RdfTerm>[],
): ReadAnswer {
  const json: unknown = text.trim() === '' ? undefined : JSON.parse(text);
  return shape === 'rpc' ? rpcAnswer(json, operation, streamed) : protocolAnswer(json, operation, streamed);
}

const collator = new Intl.Collator('en', { numeric: true });

/** Sorts the rows' indices by a column: numbers as numbers where both values are numeric literals, else as text. */
function sortedOrder(rows: readonly Record<string, RdfTerm>[], { column, descending }: RowsSort): Uint32Array {
  // Each value's text and number are worked out once, not at each of the sort's 1.7 million comparisons.
  const texts = rows.map((row) => termText(row[column]));
  const numbers = rows.map((row, index) => {
    const text = texts[index] ?? '';
    return row[column]?.kind === 'literal' && text !== '' ? Number(text) : Number.NaN;
  });
  const order = Uint32Array.from(rows.keys());
  const sign = descending ? -1 : 1;
  return order.sort((a, b) => {
    const x = numbers[a] ?? Number.NaN;
    const y = numbers[b] ?? Number.NaN;
    if (!Number.isNaN(x) && !Number.isNaN(y)) return sign * (x - y) || a - b;
    return sign * collator.compare(texts[a] ?? '', texts[b] ?? '') || a - b;
  });
}

export function selectToCsv({ vars, rows }: SparqlSelect): string {
  // The header is guarded as the cells are (csvField): a column named like a formula must not run in a spreadsheet.
  return [
    vars.map(csvField).join(','),
    ...rows.map((row) => vars.map((name) => csvField(termText(row[name]))).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}

const tsvEscape = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');

function tsvTerm(term: RdfTerm | undefined): string {
  if (!term) return '';
  if (term.kind !== 'literal') return term.kind === 'iri' ? `<${term.value}>` : termId(term);
  const literal = `"${tsvEscape(term.value)}"`;
  if (term.language) return `${literal}@${term.language}`;
  return term.datatype ? `${literal}^^<${term.datatype}>` : literal;
}

function selectToTsv({ vars, rows }: SparqlSelect): string {
  return [
    vars.map((name) => `?${name}`).join('\t'),
    ...rows.map((row) => vars.map((name) => tsvTerm(row[name])).join('\t')),
  ]
    .map((line) => `${line}\n`)
    .join('');
}

function jsonTerm(term: RdfTerm) {
  if (term.kind === 'iri') return { type: 'uri', value: term.value };
  if (term.kind === 'blank') return { type: 'bnode', value: term.value };
  return {
    type: 'literal',
    value: term.value,
    ...(term.language ? { 'xml:lang': term.language } : term.datatype ? { datatype: term.datatype } : {}),
  };
}

/**
 * The SPARQL 1.1 JSON results of the rows, written from them: the reply itself is not kept. A literal's
 * rdf:langString or xsd:string datatype, which says nothing more (sparql-term.ts), is not written.
 */
function selectToJson({ vars, rows }: SparqlSelect): string {
  const bindings = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([name, term]) => [name, jsonTerm(term)])),
  );
  return JSON.stringify({ head: { vars }, results: { bindings } }, null, 2);
}

const FILE_WRITERS: Record<RowsFileFormat, (select: SparqlSelect) => string> = {
  csv: selectToCsv,
  tsv: selectToTsv,
  json: selectToJson,
};

const WAITS_FOR_THE_WHOLE = 'Sorting, filtering and files wait for the whole answer: its rows are still being read.';

/**
 * A SELECT's rows, with the last sort and the last filter kept. A table being read (`whole` false) grows as its
 * reply comes: only its pages in the reply's order are given, never a sort, a filter or a file of part of it.
 */
export function rowsTable(select: SparqlSelect, whole = true) {
  const { vars, rows } = select;
  let complete = whole;
  let sorted: { key: string; order: Uint32Array | undefined } = { key: '', order: undefined };
  let filtered: { key: string; order: Uint32Array | undefined } = { key: '', order: undefined };

  const orderFor = (sort: RowsSort | undefined, needle: string): Uint32Array | undefined => {
    const sortKey = sort ? `${sort.descending ? '-' : '+'}${sort.column}` : '';
    if (sorted.key !== sortKey) sorted = { key: sortKey, order: sort ? sortedOrder(rows, sort) : undefined };
    if (needle === '') return sorted.order;
    const filterKey = `${sortKey}\n${needle}`;
    if (filtered.key !== filterKey) {
      const matches: number[] = [];
      const candidates = sorted.order ?? rows.keys();
      for (const index of candidates) {
        const row = rows[index];
        if (row && vars.some((name) => termText(row[name]).toLowerCase().includes(needle))) matches.push(index);
      }
      filtered = { key: filterKey, order: Uint32Array.from(matches) };
    }
    return filtered.order;
  };

  return {
    view({ sort, filter, page, pageSize }: RowsQuery): RowsPage {
      if (!complete && (sort || filter.trim() !== '')) throw new Error(WAITS_FOR_THE_WHOLE);
      const order = orderFor(sort, filter.trim().toLowerCase());
      const matched = order ? order.length : rows.length;
      const size = Math.max(1, Math.floor(pageSize));
      const shown = Math.max(0, Math.min(Math.floor(page), Math.ceil(matched / size) - 1));
      const start = shown * size;
      const end = Math.min(matched, start + size);
      const pageRows: Record<string, RdfTerm>[] = [];
      for (let position = start; position < end; position++) {
        const row = rows[order ? (order[position] ?? 0) : position];
        if (row) pageRows.push(row);
      }
      return { rows: pageRows, page: shown, matched, total: rows.length, whole: complete };
    },
    file(format: RowsFileFormat) {
      if (!complete) throw new Error(WAITS_FOR_THE_WHOLE);
      return FILE_WRITERS[format](select);
    },
    /** The reply has been read to its end: the table is the whole answer. */
    finish() {
      complete = true;
    },
  };
}

export type RowsTable = ReturnType<typeof rowsTable>;

/*
 * The worker's messages: a reply to read (its body, moved unread), a page of a kept table, a table as a file. The same
 * answers are given on the page where there are no workers.
 */

/** A reply to read as it comes, from its body moved unread; answered as it is read (progress), then with its answer. */
export interface ReadRequest {
  id: number;
  type: 'read';
  shape: ReplyShape;
  operation: SparqlOperation;
  /** A port the body's chunks come on, in the worker (stream-port.ts); the body itself where there are no workers. */
  body: ReadableStream<Uint8Array> | MessagePort;
  /** The longest wait for the body's next bytes (request.ts's limit, kept where the body is read). */
  silenceLimitMs: number;
}

export type RowsRequest =
  | ReadRequest
  | ({ id: number } &
      /** A reply being read, named by its read's id, that is no longer wanted: its rows so far are let go. */
      (
        | { type: 'drop'; reading: number }
        | { type: 'view'; table: number; query: RowsQuery }
        | { type: 'file'; table: number; format: RowsFileFormat }
      ));

/** A read answer as it leaves the worker: a SELECT's rows stay there, named by their table's number. */
export type ReadReply =
  | { form: 'select'; vars: string[]; table: number; total: number }
  | { form: 'triples'; triples: TriplesAnswer['triples']; raw: unknown; table: number; total: number }
  | Extract<ReadAnswer, { form: 'ask' | 'updated' }>;

type TriplesAnswer = Extract<ReadAnswer, { form: 'triples' }>;

/** A reply being read, so far: once its SELECT's variables are read, its rows are a table, growing. */
export interface ReadingProgress {
  table?: { table: number; vars: string[] };
  rows: number;
}

export type RowsReply = { id: number } & (
  | { result: ReadReply | RowsPage | string | undefined }
  /** A reply being read: how far (a read is answered with some of these, then with its result or error). */
  | { progress: ReadingProgress }
  /** An ApiError's kind (the server's reply not understood, not whole in time…); `gone`: the table is no longer kept. */
  | { error: { kind: ApiErrorKind | 'gone' | 'failed'; message: string } }
);

class Gone extends Error {
  constructor() {
    super('These results are no longer kept: run the query again.');
  }
}

/** What the page is told of a failure: an ApiError's kind and words, or the words alone. */
function failure(error: unknown): Extract<RowsReply, { error: unknown }>['error'] {
  if (error instanceof Gone) return { kind: 'gone', message: error.message };
  if (error instanceof SyntaxError)
    return { kind: 'invalid-reply', message: 'The server replied with something that is not JSON.' };
  if (error instanceof ApiError) return { kind: error.kind, message: error.message };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** The answers a page may still show: the newest few. An older table is let go, with its rows. */
const KEPT_TABLES = 3;

export function rowsService() {
  const tables = new Map<number, RowsTable>();
  let nextTable = 0;
  const keep = (select: SparqlSelect, whole = true) => {
    const id = nextTable++;
    tables.set(id, rowsTable(select, whole));
    for (const old of tables.keys()) if (tables.size > KEPT_TABLES) tables.delete(old);
    return id;
  };

  /** The replies being read, by their read's id. */
  const readings = new Map<number, { reader: StreamedReply; table?: number; dropped: AbortController }>();

  const answered = (answer: ReadAnswer): ReadReply => {
    if (answer.form === 'select') {
      return { form: 'select', vars: answer.vars, table: keep(answer), total: answer.rows.length };
    }
    if (answer.form !== 'triples') return answer;
    const rows = answer.triples.map(({ subject, predicate, object }) => ({ subject, predicate, object }));
    const table = keep({ vars: ['subject', 'predicate', 'object'], rows });
    return { ...answer, table, total: rows.length };
  };

  const progress = (reading: number, chunk: Uint8Array): ReadingProgress => {
    const open = readings.get(reading);
    if (!open) throw new Error('This reply is no longer being read.');
    open.reader.push([chunk]);
    const vars = open.reader.vars();
    if (open.table === undefined && vars && open.reader.rows.length > 0) {
      open.table = keep({ vars, rows: open.reader.rows }, false);
    }
    const table = open.table === undefined || !vars ? undefined : { table: open.table, vars };
    return { rows: open.reader.rows.length, ...(table ? { table } : {}) };
  };

  /** The whole answer: a table kept while reading becomes the answer's, if the answer is that SELECT. */
  const ended = (reading: number): ReadReply => {
    const open = readings.get(reading);
    if (!open) throw new Error('This reply is no longer being read.');
    const answer = open.reader.end();
    const table = open.table === undefined ? undefined : tables.get(open.table);
    if (!table) {
      readings.delete(reading);
      return answered(answer);
    }
    if (answer.form !== 'select' || answer.rows !== open.reader.rows) throw notASparqlResult();
    // Let go of as read only now: a reply that fails at its end is still known to drop(), which lets its rows go.
    readings.delete(reading);
    table.finish();
    return { form: 'select', vars: answer.vars, table: open.table ?? -1, total: answer.rows.length };
  };

  /** A reply that failed or was cancelled: its rows so far are let go, never to be taken for the answer. */
  const drop = (reading: number) => {
    const open = readings.get(reading);
    readings.delete(reading);
    open?.dropped.abort();
    if (open?.table !== undefined) tables.delete(open.table);
  };

  const answerOf = (request: Exclude<RowsRequest, ReadRequest>): RowsPage | string | undefined => {
    if (request.type === 'drop') {
      drop(request.reading);
      return undefined;
    }
    const table = tables.get(request.table);
    if (!table) throw new Gone();
    return request.type === 'view' ? table.view(request.query) : table.file(request.format);
  };

  return {
    answer(request: Exclude<RowsRequest, ReadRequest>): RowsReply {
      try {
        return { id: request.id, result: answerOf(request) };
      } catch (error) {
        return { id: request.id, error: failure(error) };
      }
    },
    /**
     * Reads a reply from its body, telling `reply` how far it has come and then its answer or failure (not when it
     * is dropped: nobody waits for it then). `nextTurn`, where given, lets the messages that came meanwhile (a page
     * of the first rows) be answered between the body's chunks.
     */
    async read(request: ReadRequest, reply: (reply: RowsReply) => void, nextTurn?: () => Promise<void>) {
      const { id } = request;
      const dropped = new AbortController();
      readings.set(id, { reader: streamedReply(request.shape, request.operation), dropped });
      try {
        const result = await readBody(request, {
          push: (chunk) => progress(id, chunk),
          end: () => ended(id),
          dropped: dropped.signal,
          noted: (progress) => reply({ id, progress }),
          nextTurn,
        });
        if (result) reply({ id, result });
      } catch (error) {
        // A reply that cannot be read further is let go with what was read of it.
        const wanted = !dropped.signal.aborted;
        drop(id);
        if (wanted) reply({ id, error: failure(error) });
      }
    },
  };
}
