import type { SparqlSelect } from './sparql';
import { readReply, rowsTable, selectToCsv } from './sparql-rows-table';

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
