import { selectToCsv } from './sparql-rows-table';

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
