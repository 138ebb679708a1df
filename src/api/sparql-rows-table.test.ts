import type { SparqlSelect } from './sparql';
import { boundTerm } from './sparql-term';
import { readReply, rowsService, rowsTable, selectToCsv, type RowsPage, type RowsReply } from './sparql-rows-table';

const XSD = 'http://www.w3.org/2001/XMLSchema#integer';
const QUERY = { text: '', kind: 'query' } as const;

/** The service's replies to a read of a body that gives these chunks, in order. */
async function readThrough(service: ReturnType<typeof rowsService>, chunks: Uint8Array[]): Promise<RowsReply[]> {
  const replies: RowsReply[] = [];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const request = { id: 1, type: 'read', shape: 'protocol', operation: QUERY, body, silenceLimitMs: 15_000 } as const;
  await service.read(request, (reply) => replies.push(reply));
  return replies;
}

describe('selectToCsv', () => {
  it('guards a header that starts like a formula, as it guards a cell', () => {
    const csv = selectToCsv({
      vars: ['=cmd', '+sum', 'plain'],
      rows: [{ '=cmd': { kind: 'literal', value: '=HYPERLINK("x")' }, plain: { kind: 'literal', value: 'ok' } }],
    });
    const [header, row] = csv.split('\r\n');
    expect(header).toBe("'=cmd,'+sum,plain");
    expect(row).toBe(`"'=HYPERLINK(""x"")",,ok`);
  });
});

describe('a kept table', () => {
  const select: SparqlSelect = {
    vars: ['s', 'label'],
    rows: [
      { s: { kind: 'iri', value: 'http://example.org/b' }, label: { kind: 'literal', value: 'Bé', language: 'fr' } },
      { s: { kind: 'blank', value: 'b0' } },
      { s: { kind: 'iri', value: 'http://example.org/a' }, label: { kind: 'literal', value: '10', datatype: XSD } },
    ],
  };

  it('writes its JSON from the rows, which reads back as the same rows', () => {
    const json = rowsTable(select).file('json');
    const read = readReply(json, 'protocol', { text: '', kind: 'query' });
    expect(read).toEqual({ form: 'select', ...select });
  });

  it('pages what passes the filter in the sorted order, the last page when asked past it', () => {
    const table = rowsTable(select);
    const page = table.view({ sort: { column: 's', descending: true }, filter: 'EXAMPLE', page: 9, pageSize: 1 });
    expect(page).toMatchObject({ page: 1, matched: 2, total: 3 });
    expect(page.rows.map((row) => row.s?.value)).toEqual(['http://example.org/a']);
  });
});

describe('variables named as an object’s own members', () => {
  // A variable may be named anything a SPARQL name allows: __proto__, constructor, toString… Each is only a name.
  const vars = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
  const bindings = [
    Object.fromEntries(vars.map((name, index) => [name, { type: 'literal', value: `${name} ${index}` }])),
    // Only ?__proto__ bound: the others are unbound, not the members of an object.
    { ['__proto__']: { type: 'uri', value: 'http://example.org/only' } },
  ];
  // JSON.stringify writes "__proto__" as an own key, as a server would.
  const reply = JSON.stringify({ head: { vars }, results: { bindings } });
  const operation = { text: '', kind: 'query' } as const;

  it('reads each as a name, whether the reply is read whole or as it comes', async () => {
    const whole = readReply(reply, 'protocol', operation);
    const service = rowsService();
    const bytes = new TextEncoder().encode(reply);
    const chunks: Uint8Array[] = [];
    for (let start = 0; start < bytes.length; start += 7) chunks.push(bytes.slice(start, start + 7));
    const last = (await readThrough(service, chunks)).at(-1);
    const { table } = (last as { result: { table: number } }).result;
    const page = (
      service.answer({ id: 4, type: 'view', table, query: { filter: '', page: 0, pageSize: 10 } }) as {
        result: RowsPage;
      }
    ).result;
    for (const rows of [whole.form === 'select' ? whole.rows : [], page.rows]) {
      expect(rows).toHaveLength(2);
      const [first, second] = rows.map((row) => vars.map((name) => boundTerm(row, name)?.value));
      expect(first).toEqual(['__proto__ 0', 'constructor 1', 'toString 2', 'hasOwnProperty 3']);
      expect(second).toEqual(['http://example.org/only', undefined, undefined, undefined]);
    }
  });

  it('sorts, filters and writes files by them exactly', () => {
    const read = readReply(reply, 'protocol', operation);
    if (read.form !== 'select') throw new Error('not a SELECT');
    const table = rowsTable(read);
    const sorted = table.view({ sort: { column: 'toString', descending: true }, filter: '', page: 0, pageSize: 10 });
    expect(sorted.rows.map((row) => boundTerm(row, '__proto__')?.value)).toEqual([
      '__proto__ 0',
      'http://example.org/only',
    ]);
    expect(table.view({ filter: 'constructor 1', page: 0, pageSize: 10 }).matched).toBe(1);
    expect(table.view({ filter: 'function', page: 0, pageSize: 10 }).matched).toBe(0);
    expect(table.file('csv')).toBe(
      '__proto__,constructor,toString,hasOwnProperty\r\n__proto__ 0,constructor 1,toString 2,hasOwnProperty 3\r\nhttp://example.org/only,,,\r\n',
    );
    expect(table.file('tsv').split('\n')[2]).toBe('<http://example.org/only>\t\t\t');
    expect(readReply(table.file('json'), 'protocol', operation)).toEqual(read);
  });
});

describe('the rows service', () => {
  const binding = (n: number) => `{"s":{"type":"uri","value":"http://example.org/${n}"}}`;

  it('lets go of the rows of a reply found cut short at its end, so no kept table is pushed out for them', async () => {
    const service = rowsService();
    const head = `{"head":{"vars":["s"]},"results":{"bindings":[${binding(1)},${binding(2)},`;
    // The reply ends there, cut short: its end is not JSON.
    const [progress, end] = await readThrough(service, [new TextEncoder().encode(head)]);
    const { table } = (progress as { progress: { table: { table: number } } }).progress.table;
    expect(end).toMatchObject({ error: { kind: 'invalid-reply' } });
    expect(service.answer({ id: 6, type: 'view', table, query: { filter: '', page: 0, pageSize: 10 } })).toMatchObject({
      error: { kind: 'gone' },
    });
  });
});
