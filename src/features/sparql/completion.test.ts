import { missingPrefixLine, sparqlCompletion } from './completion';

const context = (before: string, explicit = false) => ({
  before,
  lineBefore: before.slice(before.lastIndexOf('\n') + 1),
  pos: before.length,
  language: 'sparql',
  explicit,
});

describe('sparqlCompletion', () => {
  it('never offers a term of the world whose IRI would be query syntax once written', () => {
    const hostile = sparqlCompletion(() => ({
      predicates: ['http://example.org/x> ?p ?o } UNION { ?s', 'http://example.org/fine'],
      classes: ['http://example.org/a b'],
    }));
    const offered = hostile(context('SELECT * WHERE { ?s ', true), undefined as never)?.options.map(
      ({ label }) => label,
    );
    expect(offered).toContain('<http://example.org/fine>');
    expect(offered?.filter((label) => label.includes('example.org/'))).toEqual(['<http://example.org/fine>']);
  });

  const complete = sparqlCompletion(() => ({
    predicates: ['http://www.w3.org/2000/01/rdf-schema#label', 'http://example.org/hasMoon'],
    classes: ['http://example.org/Planet'],
  }));
  const labels = (before: string, explicit = false) =>
    complete(context(before, explicit), undefined as never)?.options.map((option) => option.label);

  it('offers the well-known prefixes and the world’s own terms, compact where a prefix fits', () => {
    const result = complete(context('SELECT * WHERE { ?s rd'), undefined as never);
    expect(result?.from).toBe('SELECT * WHERE { ?s '.length);
    expect(result?.options).toEqual(
      expect.arrayContaining([
        { label: 'rdfs:', detail: 'prefix' },
        { label: 'rdfs:label', detail: 'predicate' },
        { label: '<http://example.org/hasMoon>', detail: 'predicate' },
        { label: '<http://example.org/Planet>', detail: 'class' },
      ]),
    );
  });

  it('replaces a whole prefixed name or <IRI> being typed', () => {
    expect(complete(context('?s rdfs:la'), undefined as never)?.from).toBe(3);
    expect(complete(context('?s <http://exa'), undefined as never)?.from).toBe(3);
  });

  it('stays closed after a space unless asked for with Ctrl+Space', () => {
    expect(labels('SELECT * WHERE { ')).toBeUndefined();
    expect(labels('SELECT * WHERE { ', true)).toContain('foaf:');
  });
});

describe('missingPrefixLine', () => {
  it('gives the PREFIX line a chosen term needs', () => {
    const query = 'SELECT * WHERE { ?s foaf:name ?o }';
    expect(missingPrefixLine(query, query.indexOf(' ?o'))).toBe('PREFIX foaf: <http://xmlns.com/foaf/0.1/>\n');
  });

  it('gives nothing when the query declares the prefix, in any case', () => {
    const query = 'prefix foaf: <http://xmlns.com/foaf/0.1/>\nSELECT * WHERE { ?s foaf:name ?o }';
    expect(missingPrefixLine(query, query.indexOf(' ?o'))).toBeUndefined();
  });

  it('gives nothing for a prefix that is not a well-known one, an IRI or a variable', () => {
    for (const before of ['?s ex:name', '?s <http://xmlns.com/foaf/0.1/name>', '?s ?name', 'toString:']) {
      expect(missingPrefixLine(before, before.length)).toBeUndefined();
    }
  });
});
