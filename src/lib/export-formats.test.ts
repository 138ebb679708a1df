import { csvField, resultsToCsv, resultsToJson, resultsToNTriples } from './export-formats';
import { guessTriple } from './rdf-term';

/** As a v1 server sends them. */
const sentResults = [
  {
    score: 1,
    value: {
      subject: 'http://example.org/HostileSample',
      predicate: 'http://www.w3.org/2004/02/skos/core#note',
      object: 'Plain "quoted", a comma, a backslash \\ and a\nnewline',
    },
  },
  {
    score: 0.0312,
    value: {
      subject: 'http://example.org/HostileSample',
      predicate: 'http://www.w3.org/2004/02/skos/core#altLabel',
      object: '"Planet 🪐 with rings ✨"@en',
    },
  },
];
const results = sentResults.map(({ score, value }) => ({ score, value: guessTriple(value) }));

describe('CSV', () => {
  it('quotes fields with quotes, commas and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('الشمس 🪐')).toBe('الشمس 🪐');
  });

  it('keeps a spreadsheet from running a value as a formula, but not a number', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField(-3)).toBe('-3');
  });

  it('writes a header and one CRLF-terminated line per result, ranked from the offset', () => {
    expect(resultsToCsv(results, 10)).toBe(
      'rank,score,subject,predicate,object\r\n' +
        '11,1,http://example.org/HostileSample,http://www.w3.org/2004/02/skos/core#note,' +
        '"Plain ""quoted"", a comma, a backslash \\ and a\nnewline"\r\n' +
        '12,0.0312,http://example.org/HostileSample,http://www.w3.org/2004/02/skos/core#altLabel,' +
        '"""Planet 🪐 with rings ✨""@en"\r\n',
    );
  });
});

describe('N-Triples', () => {
  it('writes one escaped line per result', () => {
    expect(resultsToNTriples(results)).toBe(
      '<http://example.org/HostileSample> <http://www.w3.org/2004/02/skos/core#note> ' +
        '"Plain \\"quoted\\", a comma, a backslash \\\\ and a\\nnewline" .\n' +
        '<http://example.org/HostileSample> <http://www.w3.org/2004/02/skos/core#altLabel> ' +
        '"Planet 🪐 with rings ✨"@en .\n',
    );
  });
});

describe('JSON', () => {
  it('keeps the server shape and reads back to the same values', () => {
    const json = resultsToJson({ worldId: 'w', q: 'moon', limit: 10, offset: 0 }, results);
    expect(JSON.parse(json)).toEqual({ worldId: 'w', q: 'moon', limit: 10, offset: 0, response: sentResults });
  });
});

describe('a literal whose text is an IRI (a REST or RPC search row)', () => {
  const literalIri = [
    {
      score: 0.03,
      value: {
        subject: { kind: 'iri', value: 'http://example.org/s' },
        predicate: { kind: 'iri', value: 'http://www.w3.org/2000/01/rdf-schema#seeAlso' },
        object: { kind: 'literal', value: 'https://example.org/x' },
      },
    },
  ] as const;
  const typed = '"https://example.org/x"^^<http://www.w3.org/2001/XMLSchema#string>';

  it('is a literal in N-Triples', () => {
    expect(resultsToNTriples(literalIri)).toBe(
      '<http://example.org/s> <http://www.w3.org/2000/01/rdf-schema#seeAlso> "https://example.org/x" .\n',
    );
  });

  it('is written typed in CSV and JSON, so that the convention reads it back as a literal', () => {
    expect(resultsToCsv(literalIri).split('\r\n')[1]).toBe(
      `1,0.03,http://example.org/s,http://www.w3.org/2000/01/rdf-schema#seeAlso,${csvField(typed)}`,
    );
    const json: unknown = JSON.parse(resultsToJson({ worldId: 'w', q: 'x', limit: 10, offset: 0 }, literalIri));
    expect(json).toMatchObject({ response: [{ value: { object: typed } }] });
    expect(guessTriple({ subject: 's:s', predicate: 'p:p', object: typed }).object).toMatchObject({
      kind: 'literal',
      value: 'https://example.org/x',
    });
  });
});
