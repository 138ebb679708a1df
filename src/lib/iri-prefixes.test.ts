import { compactIri, splitIri } from './iri-prefixes';

describe('compactIri()', () => {
  it.each([
    ['http://www.w3.org/1999/02/22-rdf-syntax-ns#type', 'rdf:type'],
    ['http://www.w3.org/2000/01/rdf-schema#label', 'rdfs:label'],
    ['http://www.w3.org/2002/07/owl#sameAs', 'owl:sameAs'],
    ['http://www.w3.org/2001/XMLSchema#double', 'xsd:double'],
    ['http://schema.org/name', 'schema:name'],
    ['https://schema.org/name', 'schema:name'],
    ['http://xmlns.com/foaf/0.1/homepage', 'foaf:homepage'],
    ['http://purl.org/dc/elements/1.1/title', 'dc:title'],
    ['http://purl.org/dc/terms/created', 'dcterms:created'],
    ['http://www.w3.org/2004/02/skos/core#altLabel', 'skos:altLabel'],
    ['http://www.wikidata.org/entity/Q405', 'wd:Q405'],
    ['http://www.wikidata.org/prop/direct/P31', 'wdt:P31'],
    ['http://www.wikidata.org/prop/statement/P31', 'ps:P31'],
    ['http://dbpedia.org/resource/Apollo_11', 'dbr:Apollo_11'],
  ])('writes %s as %s', (iri, compact) => {
    expect(compactIri(iri)).toBe(compact);
  });

  it('leaves IRIs without a well-known namespace, or with a path after it, as they are', () => {
    expect(compactIri('http://example.org/solar-system/Moon')).toBeUndefined();
    expect(compactIri('http://schema.org/a/b')).toBeUndefined();
    expect(compactIri('http://www.wikidata.org/entity/Q405#frag')).toBeUndefined();
    expect(compactIri('javascript:alert(1)')).toBeUndefined();
  });
});

describe('splitIri()', () => {
  it('separates the local name', () => {
    expect(splitIri('http://example.org/solar-system/Moon')).toEqual({
      namespace: 'http://example.org/solar-system/',
      local: 'Moon',
    });
    expect(splitIri('http://example.org/ns#thing')).toEqual({ namespace: 'http://example.org/ns#', local: 'thing' });
    expect(splitIri('urn:isbn:1')).toEqual({ namespace: '', local: 'urn:isbn:1' });
    expect(splitIri('http://example.org/')).toEqual({ namespace: '', local: 'http://example.org/' });
  });
});
