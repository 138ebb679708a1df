import { languageRank, pickLabel } from './thing-labels';

const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const SCHEMA_NAME = 'http://schema.org/name';
const PREF_LABEL = 'http://www.w3.org/2004/02/skos/core#prefLabel';

describe('languageRank()', () => {
  it('ranks the exact tag, then the same language, then English, then untagged, then the rest', () => {
    const languages = ['en-GB', 'fr'];
    const ranks = ['en-GB', 'en-US', 'fr', undefined, 'de'].map((tag) => languageRank(tag, languages));
    expect(ranks).toEqual([0, 1, 2, 5, 6]);
    expect(languageRank('en', ['de'])).toBeLessThan(languageRank(undefined, ['de']));
  });
});

describe('one choice of label for the thing’s view, the graph and the SPARQL examples', () => {
  it('takes the reader’s language first, then the more usual predicate', () => {
    const labels = [
      { predicate: SCHEMA_NAME, value: 'Lune', language: 'fr' },
      { predicate: PREF_LABEL, value: 'Moon (pref)', language: 'en' },
      { predicate: RDFS_LABEL, value: 'Moon', language: 'en' },
      { predicate: RDFS_LABEL, value: '   ', language: 'fr' },
    ];
    expect(pickLabel(labels, ['fr'])?.value).toBe('Lune');
    expect(pickLabel(labels, ['en-GB'])?.value).toBe('Moon');
  });
});
