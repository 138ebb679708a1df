import type { SparqlOperation } from './sparql';
import { streamedReply } from './sparql-rows-stream';
import { readReply, type ReplyShape } from './sparql-rows-table';

const QUERY: SparqlOperation = { text: 'SELECT * WHERE { ?s ?p ?o }', kind: 'query' };
const encoder = new TextEncoder();

// Hostile, escaped, RTL, emoji (a surrogate pair, four bytes in UTF-8) and multi-byte text, and a value that ends
// in a backslash, so that chunk edges fall inside escapes, characters and strings.
const VALUES = [
  'plain',
  'quote " and \\ backslash\\',
  '<img src=x onerror=alert(1)>',
  'עברית العربية',
  'emoji 👩🏽‍🚀 and é',
  'line\nbreak\ttab \u0001',
  '}]{["',
];

function selectText(rows: number, shape: ReplyShape = 'protocol') {
  const bindings = Array.from({ length: rows }, (_, index) => ({
    s: { type: 'uri', value: `http://example.org/${index}` },
    o: { type: 'literal', value: VALUES[index % VALUES.length], 'xml:lang': index % 2 ? 'en' : '' },
  }));
  const results = { head: { vars: ['s', 'o'] }, results: { bindings } };
  return JSON.stringify(shape === 'rpc' ? { response: results } : results, null, index(rows));
}
// Some replies pretty-printed (whitespace between everything), some not.
const index = (rows: number) => (rows % 2 ? 1 : undefined);

/** The reply's bytes in chunks of `size`, so that every edge falls somewhere different. */
function chunks(text: string, size: number): Uint8Array[] {
  const bytes = encoder.encode(text);
  const parts: Uint8Array[] = [];
  // Copied into this realm's Uint8Array (TextEncoder gives Node's own), so that a spy on its prototype sees them.
  for (let start = 0; start < bytes.length; start += size)
    parts.push(new Uint8Array(bytes.subarray(start, start + size)));
  return parts;
}

function readInChunks(text: string, size: number, shape: ReplyShape = 'protocol', operation = QUERY) {
  const reader = streamedReply(shape, operation);
  const parts = chunks(text, size);
  // One, two or three chunks at a time, as the page sends those that came while the worker was busy.
  for (let start = 0, count = 1; start < parts.length; start += count, count = (count % 3) + 1) {
    reader.push(parts.slice(start, start + count));
  }
  return reader.end();
}

describe('a SPARQL reply read as it comes', () => {
  it.each([1, 2, 3, 5, 7, 64, 4096])('reads a SELECT in chunks of %i bytes as the whole reply reads', (size) => {
    for (const rows of [0, 1, 7, 20]) {
      const text = selectText(rows);
      expect(readInChunks(text, size)).toEqual(readReply(text, 'protocol', QUERY));
    }
  });

  it("reads the RPC server's SELECT, inside its {response}", () => {
    const text = selectText(9, 'rpc');
    expect(readInChunks(text, 3, 'rpc')).toEqual(readReply(text, 'rpc', QUERY));
  });

  it('has the first rows and the variables before the last byte', () => {
    const parts = chunks(selectText(20), 50);
    const reader = streamedReply('protocol', QUERY);
    for (const part of parts.slice(0, parts.length / 2)) reader.push([part]);
    expect(reader.vars()).toEqual(['s', 'o']);
    expect(reader.rows.length).toBeGreaterThan(0);
    expect(reader.rows.length).toBeLessThan(20);
    expect(reader.rows[0]?.s).toEqual({ kind: 'iri', value: 'http://example.org/0' });
  });

  it('reads replies of other forms, and head after the bindings, as the whole reply reads', () => {
    const replies: [string, ReplyShape, SparqlOperation][] = [
      ['{"results":{"bindings":[{"s":{"type":"bnode","value":"b0"}}]},"head":{"vars":["s"]}}', 'protocol', QUERY],
      ['{"head":{},"boolean":true}', 'protocol', QUERY],
      ['{"response":{"head":{},"boolean":false}}', 'rpc', QUERY],
      ['', 'protocol', { text: 'CLEAR ALL', kind: 'update' }],
      ['{"response":null}', 'rpc', { text: 'CLEAR ALL', kind: 'update' }],
      [
        '{"results":{"quads":[{"subject":{"type":"uri","value":"a"},"predicate":{"type":"uri","value":"p"},"object":{"type":"literal","value":"x"}}]}}',
        'protocol',
        QUERY,
      ],
    ];
    for (const [text, shape, operation] of replies) {
      expect(readInChunks(text, 2, shape, operation)).toEqual(readReply(text, shape, operation));
    }
  });

  it("refuses, as the whole reply's reading does, the REST server's answer to a query it cannot read", () => {
    const text = '{"head":{"vars":[]},"results":{"bindings":[{}]}}';
    expect(() => readReply(text, 'protocol', QUERY)).toThrow(/could not run the query/);
    expect(() => readInChunks(text, 4)).toThrow(/could not run the query/);
  });

  // Values that hold what a cut looks for (`}},{`, a binding's end and the next's start, inside a string), quotes,
  // backslashes and \u escapes as the JSON has them, and characters of two, three and four bytes.
  const TRAPS = [
    '}},{"s":{"type":"uri","value":"x"}},{',
    '"}}, {"o": "',
    'a \\}},{ backslash before',
    'ends in backslash \\',
    'é ü € 𝄞 👩🏽‍🚀 עברית',
    '}},',
  ];
  /** A reply of `rows` rows, its text as a server writes it: non-ASCII characters partly escaped (\u00e9). */
  function trapText(rows: number, spaced: boolean) {
    const bindings = Array.from({ length: rows }, (_, index) => ({
      s: { type: 'uri', value: `http://example.org/${index}` },
      o: { type: 'literal', value: `${TRAPS[index % TRAPS.length] ?? ''} ${index}`, 'xml:lang': 'en' },
    }));
    const text = JSON.stringify({ head: { vars: ['s', 'o'] }, results: { bindings } }, null, spaced ? 1 : undefined);
    // Every other é and clef written as JSON's escapes (the clef as its surrogate pair), as some servers write them.
    let seen = 0;
    return text.replace(/é|𝄞/g, (char) => {
      seen++;
      if (seen % 2 === 0) return char;
      return char === 'é' ? '\\u00e9' : '\\ud834\\udd1e';
    });
  }

  it.each([61, 64, 67, 301, 1000, 4096])(
    "cuts chunks of %i bytes at their last binding's end, whatever the values hold",
    (size) => {
      for (const spaced of [false, true]) {
        const text = trapText(40, spaced);
        const reader = streamedReply('protocol', QUERY);
        const parts = chunks(text, size);
        let pushed = 0;
        for (const part of parts) {
          reader.push([part]);
          pushed += part.byteLength;
          // A binding is read by the time the one after it has begun to come, not only at the reply's end.
          const come = new TextDecoder().decode(encoder.encode(text).subarray(0, pushed));
          const read = reader.rows.length;
          if (read < 40) expect(come).not.toContain(`"http://example.org/${read + 1}"`);
        }
        const answer = reader.end();
        expect(answer).toEqual(readReply(text, 'protocol', QUERY));
        expect(answer.form === 'select' && answer.rows[2]?.o).toEqual({
          kind: 'literal',
          value: 'a \\}},{ backslash before 2',
          language: 'en',
        });
      }
    },
  );

  it('reads a binding many chunks long, and those around it', () => {
    const long = `${'}},{"s":"\\u00e9 é '.repeat(20_000)}end`;
    const text = JSON.stringify({
      head: { vars: ['o'] },
      results: {
        bindings: [0, 1, 2].map((index) => ({ o: { type: 'literal', value: index === 1 ? long : `${index}` } })),
      },
    });
    const answer = readInChunks(text, 1000);
    expect(answer).toEqual(readReply(text, 'protocol', QUERY));
    expect(answer.form === 'select' && answer.rows[1]?.o).toEqual({ kind: 'literal', value: long });
  });

  it("reads a chunk's bindings natively, the first chunk's too: only the end of its last binding is scanned", () => {
    const text = trapText(400, false);
    const parts = chunks(text, 16_384);
    const reader = streamedReply('protocol', QUERY);
    // The scanner skips each string it reads with indexOf: a binding has some ten strings.
    const looked = vi.spyOn(Uint8Array.prototype, 'indexOf');
    for (const part of parts.slice(0, -1)) reader.push([part]);
    const pushed = parts.slice(0, -1).reduce((sum, part) => sum + part.byteLength, 0);
    // A binding is under 200 bytes: the scanner reads about one per chunk (and the head), not the chunk.
    expect(looked.mock.calls.length).toBeLessThan(pushed / 200);
    looked.mockRestore();
    reader.push(parts.slice(-1));
    expect(reader.end()).toEqual(readReply(text, 'protocol', QUERY));
  });

  it.each([
    ['cut off part-way through a row', (text: string) => text.slice(0, -40), SyntaxError],
    ['cut off after the last row', (text: string) => text.slice(0, -3), SyntaxError],
    ['with rows not separated', (text: string) => text.replace('},{', '}{'), SyntaxError],
    ['with a stray comma', (text: string) => text.replace('},{', '},,{'), SyntaxError],
    ['with a trailing comma', (text: string) => text.replace(/}\s*]\s*}\s*}$/, '},]}}'), SyntaxError],
    ['with a binding that is not an object', (text: string) => text.replace('},{', '},1,{'), /not a SPARQL result/],
    ['with a term that is not a term', (text: string) => text.replace('"type":"uri"', '"type":"url"'), /SPARQL/],
    ['with text after its end', (text: string) => `${text} x`, SyntaxError],
  ])('explains a reply %s, found late', (_, spoil, error) => {
    const text = spoil(selectText(12).replace(/\s+(?=[{}[\]])/g, ''));
    expect(() => readReply(text, 'protocol', QUERY)).toThrow(error);
    // In small chunks (scanned), and in larger ones (cut at their last binding).
    for (const size of [16, 200, 4096]) expect(() => readInChunks(text, size)).toThrow(error);
  });
});
