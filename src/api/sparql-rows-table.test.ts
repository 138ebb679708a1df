import type { SparqlSelect } from './sparql';
import { readReply, rowsService, rowsTable, selectToCsv } from './sparql-rows-table';

const XSD = 'http://www.w3.org/2001/XMLSchema#integer';

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

describe('the rows service', () => {
  const encoded = (text: string) => new TextEncoder().encode(text).buffer;
  const binding = (n: number) => `{"s":{"type":"uri","value":"http://example.org/${n}"}}`;

  it('lets go of the rows of a reply found cut short at its end, so no kept table is pushed out for them', () => {
    const service = rowsService();
    const operation = { text: '', kind: 'query' } as const;
    const open = service({ id: 1, type: 'open', shape: 'protocol', operation });
    const { reading } = (open as { result: { reading: number } }).result;
    const head = `{"head":{"vars":["s"]},"results":{"bindings":[${binding(1)},${binding(2)},`;
    const progress = service({ id: 2, type: 'chunk', reading, bytes: encoded(head) });
    const { table } = (progress as { result: { table: { table: number } } }).result.table;
    expect(service({ id: 3, type: 'view', table, query: { filter: '', page: 0, pageSize: 10 } })).toHaveProperty(
      'result',
    );

    // The reply ends there, cut short: its end is not JSON.
    expect(service({ id: 5, type: 'end', reading })).toMatchObject({ error: { kind: 'invalid-reply' } });
    expect(service({ id: 6, type: 'view', table, query: { filter: '', page: 0, pageSize: 10 } })).toMatchObject({
      error: { kind: 'gone' },
    });
  });
});
