import { highlightSegments, queryWords } from './highlight';

describe('queryWords()', () => {
  it('keeps words of two or more letters, once, longest first, lower-cased', () => {
    expect(queryWords('  Moon of a   moon, JUPITER ')).toEqual(['jupiter', 'moon', 'of']);
    expect(queryWords('')).toEqual([]);
    expect(queryWords('http://www.wikidata.org/entity/Q405')).toEqual([
      'wikidata',
      'entity',
      'http',
      'q405',
      'www',
      'org',
    ]);
  });
});

describe('highlightSegments()', () => {
  it('marks every occurrence, whatever its case', () => {
    expect(highlightSegments('The Moon and the moons', ['moon'])).toEqual([
      { text: 'The ', match: false },
      { text: 'Moon', match: true },
      { text: ' and the ', match: false },
      { text: 'moon', match: true },
      { text: 's', match: false },
    ]);
  });

  it('prefers the longer word where two overlap', () => {
    expect(
      highlightSegments(
        'Moonlight',
        ['moon', 'moonlight'].sort((a, b) => b.length - a.length),
      ),
    ).toEqual([{ text: 'Moonlight', match: true }]);
  });

  it('treats regular-expression characters in the query as text', () => {
    expect(highlightSegments('a (b) c', ['(b)'])).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' c', match: false },
    ]);
    expect(highlightSegments('anything', ['.*'])).toEqual([{ text: 'anything', match: false }]);
  });

  it('returns the text untouched without words', () => {
    expect(highlightSegments('<script>alert(1)</script>', [])).toEqual([
      { text: '<script>alert(1)</script>', match: false },
    ]);
  });

  it('works on non-Latin text', () => {
    expect(highlightSegments('ボイジャー1号 الشمس', queryWords('الشمس'))).toEqual([
      { text: 'ボイジャー1号 ', match: false },
      { text: 'الشمس', match: true },
    ]);
  });
});
