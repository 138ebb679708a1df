import type { SearchResult } from '../../api/schemas';
import { guessTriple } from '../../lib/rdf-term';
import { buildResultGraph } from './graph-model';
import { describeGraph } from './graph-summary';

const EX = 'http://example.org/';
const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const NAME = 'http://schema.org/name';
const row = (subject: string, predicate: string, object: string): SearchResult => ({
  score: 1,
  value: guessTriple({ subject, predicate, object }),
});

describe('describeGraph()', () => {
  it('says what the rows on the page were drawn as, adding up to the rows', () => {
    // As "moon" on the sample data: links between things, and the labels that caption them.
    const results = [
      ...Array.from({ length: 8 }, (_, index) => row(`${EX}moon${index}`, `${EX}sameAs`, `${EX}other${index}`)),
      row(`${EX}moon0`, LABEL, '"Moon"@en'),
      row(`${EX}moon0`, NAME, '"Moon"@en'),
    ];
    const graph = buildResultGraph({ q: 'moon', offset: 0, results }, [], { languages: ['en'] });
    expect(describeGraph(graph)).toBe('10 rows drawn as 16 things: 8 as links, 2 as captions');
  });

  it('counts values, those left to the panels, and rows from added neighbours apart', () => {
    const values = Array.from({ length: 6 }, (_, index) => row(`${EX}a`, `${EX}note`, `"note ${index}"`));
    const graph = buildResultGraph(
      { q: 'a', offset: 0, results: values },
      [{ q: `${EX}b`, offset: 0, results: [row(`${EX}b`, `${EX}links`, `${EX}a`), values[0] ?? row('', '', '')] }],
      { languages: ['en'], literalsPerNode: 4, expansionLimit: 5 },
    );
    expect(describeGraph(graph)).toBe(
      '7 rows (6 on this page, 1 from added neighbours) drawn as 2 things: 1 as a link, 4 as values, 2 in panels only',
    );
  });
});
