import { csvField, curlCommand, resultsToCsv, resultsToJson, resultsToNTriples, shellQuote } from './export-formats';

const results = [
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
    expect(JSON.parse(json)).toEqual({ worldId: 'w', q: 'moon', limit: 10, offset: 0, response: results });
  });
});

describe('curl', () => {
  it('quotes the URL for the shell', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(curlCommand({ url: 'https://w.example/v1/worlds/a/search?q=moon&limit=10&offset=0' })).toBe(
      "curl -sS -H 'Accept: application/json' 'https://w.example/v1/worlds/a/search?q=moon&limit=10&offset=0'",
    );
  });

  it('names an environment variable instead of the key, in the header the server reads', () => {
    expect(curlCommand({ url: 'https://w.example/x', keyHeader: 'Authorization: Bearer ' })).toContain(
      '-H "Authorization: Bearer $WORLDS_API_KEY"',
    );
    expect(curlCommand({ url: 'https://w.example/x', keyHeader: 'X-Api-Key: ' })).toContain(
      '-H "X-Api-Key: $WORLDS_API_KEY"',
    );
  });

  it('keeps the rows the page shows when the server cannot skip rows, and says so', () => {
    expect(
      curlCommand({ url: 'https://w.example/v1/worlds/a/search?query=moon&limit=50', shownRows: { from: 25, to: 50 } }),
    ).toBe(
      "curl -sS -H 'Accept: application/json' 'https://w.example/v1/worlds/a/search?query=moon&limit=50' | jq '.[25:50]' # This server cannot skip rows: it answers rows 1-50, and jq keeps rows 26-50, the page shown.",
    );
  });

  it('posts a JSON body quoted for the shell', () => {
    expect(curlCommand({ url: 'https://w.example/rpc', method: 'POST', json: { q: "it's" } })).toBe(
      `curl -sS -X POST -H 'Accept: application/json' -H 'Content-Type: application/json' --data '{"q":"it'\\''s"}' 'https://w.example/rpc'`,
    );
  });
});
