import { checkQuery } from './query-check';

describe('checkQuery', () => {
  it('tells a query by its form and an update by its operations', () => {
    expect(checkQuery('ASK {}')).toEqual({ ok: true, kind: 'query', form: 'ASK' });
    expect(checkQuery('CONSTRUCT WHERE { ?s ?p ?o }')).toMatchObject({ form: 'CONSTRUCT' });
    expect(checkQuery('INSERT DATA { <a:b> <a:c> "x" } ; CLEAR ALL')).toEqual({
      ok: true,
      kind: 'update',
      operations: ['INSERT DATA', 'CLEAR'],
    });
  });

  it('places a mistake at its line and column', () => {
    expect(checkQuery('SELEC oops')).toMatchObject({ ok: false, line: 1, column: 1 });
    expect(checkQuery('SELECT * {\n  ?s ?p ?o .\n  FILTER(?o > )\n}')).toMatchObject({ line: 3, column: 15 });
    expect(checkQuery('SELECT ?s WHERE {\n  ?s ?p ?o\n')).toMatchObject({ line: 2, column: 11 });
    expect(checkQuery('SELECT ?s {\n  ?s foo:bar ?o }')).toMatchObject({ line: 2, column: 6 });
  });
});
