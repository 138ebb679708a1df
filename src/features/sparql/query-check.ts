import { Parser } from 'sparqljs';

/*
 * A query is parsed in the browser before it is sent (sparqljs, the parser of the SPARQL.js family): a mistake is
 * reported with its line and column and nothing goes out. The REST server would answer a malformed query with 200
 * and one empty row (recorded/rest/18), which must never read as a result. Parsing also tells what the text is: a
 * query of which form, or an update, which writes and so asks first.
 */

type QueryForm = 'SELECT' | 'ASK' | 'CONSTRUCT' | 'DESCRIBE';

export type CheckedQuery =
  | { ok: true; kind: 'query'; form: QueryForm }
  /** The update's operations, as SPARQL names them (INSERT DATA, CLEAR, LOAD…), for the confirmation. */
  | { ok: true; kind: 'update'; operations: string[] }
  | { ok: false; line: number; column: number; message: string };

interface JisonHash {
  loc?: { last_line: number; last_column: number };
  token?: string;
  text?: string;
}

function placeAt(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Where a prefix is first used in the text, for sparqljs's "Unknown prefix", which names no place. */
const placeOf = (text: string, needle: RegExp) => placeAt(text, Math.max(0, text.search(needle)));

function describeFailure(error: unknown, text: string): { line: number; column: number; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  const prefix = /^Unknown prefix: (.*)$/.exec(message)?.[1];
  if (prefix !== undefined) {
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return {
      ...placeOf(text, new RegExp(`(?<![\\w:])${escaped}:`)),
      message: `The prefix "${prefix}:" is used but not declared. Add a PREFIX line for it.`,
    };
  }
  const hash = (error as { hash?: JisonHash } | null)?.hash;
  if (hash?.loc) {
    // The parser's place is the end of the last token it took; the one it refused is the next of its text.
    const lines = text.split('\n');
    const after =
      lines.slice(0, hash.loc.last_line - 1).reduce((sum, line) => sum + line.length + 1, 0) + hash.loc.last_column;
    const refused = hash.text ? text.indexOf(hash.text, after) : -1;
    const end = hash.token === 'EOF';
    const place = placeAt(text, end ? text.trimEnd().length : refused < 0 ? after : refused);
    const found = end ? 'the query ends too early' : `"${hash.text ?? hash.token ?? ''}" is not expected here`;
    return { ...place, message: `Syntax error: ${found}.` };
  }
  return { line: 1, column: 1, message: message.split('\n')[0] ?? message };
}

const UPDATE_NAMES: Record<string, string> = {
  insert: 'INSERT DATA',
  delete: 'DELETE DATA',
  insertdelete: 'DELETE/INSERT',
  deletewhere: 'DELETE WHERE',
  load: 'LOAD',
  clear: 'CLEAR',
  drop: 'DROP',
  create: 'CREATE',
  add: 'ADD',
  move: 'MOVE',
  copy: 'COPY',
};

/** Parses SPARQL text; never throws. */
export function checkQuery(text: string): CheckedQuery {
  try {
    const parsed = new Parser().parse(text);
    if (parsed.type === 'query') return { ok: true, kind: 'query', form: parsed.queryType };
    const operations = parsed.updates.map((update) => {
      const name = 'updateType' in update ? update.updateType : update.type;
      return UPDATE_NAMES[name] ?? name.toUpperCase();
    });
    return { ok: true, kind: 'update', operations };
  } catch (error) {
    return { ok: false, ...describeFailure(error, text) };
  }
}
