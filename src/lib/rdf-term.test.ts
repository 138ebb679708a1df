import { guessTriple, isWebIri, parseTerm, subjectTerm, unescapeLexical, type RdfTerm } from './rdf-term';
import { escapeLexical, formatTerm, tripleToNTriples as typedTripleToNTriples } from './rdf-term-writing';

/** The N-Triples of a triple as v1 sends it, its terms guessed. */
const tripleToNTriples = (triple: { subject: string; predicate: string; object: string }) =>
  typedTripleToNTriples(guessTriple(triple));

const XSD = 'http://www.w3.org/2001/XMLSchema#';

describe('parseTerm()', () => {
  it.each([
    ['http://www.wikidata.org/entity/Q405', { kind: 'iri', value: 'http://www.wikidata.org/entity/Q405' }],
    ['<http://example.org/a>', { kind: 'iri', value: 'http://example.org/a' }],
    ['javascript:alert(document.cookie)', { kind: 'iri', value: 'javascript:alert(document.cookie)' }],
    ['_:b0', { kind: 'blank', value: 'b0' }],
    ['"Terre"@fr', { kind: 'literal', value: 'Terre', language: 'fr', datatype: undefined }],
    ['"Moon"@en-GB', { kind: 'literal', value: 'Moon', language: 'en-GB', datatype: undefined }],
    [`"42"^^<${XSD}integer>`, { kind: 'literal', value: '42', language: undefined, datatype: `${XSD}integer` }],
    ['Just some text', { kind: 'literal', value: 'Just some text' }],
    ["<img src=x onerror=alert('xss')>", { kind: 'literal', value: "<img src=x onerror=alert('xss')>" }],
    ['"quoted" but not tagged', { kind: 'literal', value: '"quoted" but not tagged' }],
  ])('reads %j', (term, expected) => {
    expect(parseTerm(term)).toEqual(expected);
  });

  it('unescapes the lexical form of a tagged literal', () => {
    expect(parseTerm(String.raw`"a \"quote\", C:\\Users and\nline two"@en`)).toMatchObject({
      value: 'a "quote", C:\\Users and\nline two',
      language: 'en',
    });
    expect(unescapeLexical(String.raw`\u00E9\U0001F680`)).toBe('é🚀');
  });
});

describe('isWebIri()', () => {
  it('lets only http and https through', () => {
    expect(isWebIri('https://en.wikipedia.org/wiki/Moon')).toBe(true);
    expect(isWebIri('http://example.org/a')).toBe(true);
    expect(isWebIri('javascript:alert(1)')).toBe(false);
    expect(isWebIri('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isWebIri('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isWebIri('urn:isbn:0451450523')).toBe(false);
    expect(isWebIri('not an iri')).toBe(false);
  });
});

describe('N-Triples', () => {
  it('escapes quotes, backslashes and line breaks and keeps unicode as it is', () => {
    expect(escapeLexical('say "hi"\\ \n\r\t end')).toBe('say \\"hi\\"\\\\ \\n\\r\\t end');
    expect(escapeLexical('الشمس 🪐 Ω')).toBe('الشمس 🪐 Ω');
    expect(escapeLexical('bell\u0007')).toBe('bell\\u0007');
  });

  it('writes a triple with a language-tagged object', () => {
    expect(
      tripleToNTriples({
        subject: 'http://example.org/Moon',
        predicate: 'http://www.w3.org/2000/01/rdf-schema#label',
        object: '"Lune"@fr',
      }),
    ).toBe('<http://example.org/Moon> <http://www.w3.org/2000/01/rdf-schema#label> "Lune"@fr .');
  });

  it('writes a typed literal, a plain literal with hostile text, and an IRI object', () => {
    const s = 'http://example.org/s';
    const p = 'http://example.org/p';
    expect(tripleToNTriples({ subject: s, predicate: p, object: `"3.5"^^<${XSD}double>` })).toBe(
      `<${s}> <${p}> "3.5"^^<${XSD}double> .`,
    );
    expect(tripleToNTriples({ subject: s, predicate: p, object: 'Plain "quoted", a \\ and a\nnewline' })).toBe(
      `<${s}> <${p}> "Plain \\"quoted\\", a \\\\ and a\\nnewline" .`,
    );
    expect(tripleToNTriples({ subject: s, predicate: p, object: 'https://example.org/o' })).toBe(
      `<${s}> <${p}> <https://example.org/o> .`,
    );
  });

  it('round-trips an escaped literal from the server', () => {
    const object = String.raw`"line one\nline \"two\""@en`;
    expect(tripleToNTriples({ subject: 'http://a/s', predicate: 'http://a/p', object })).toBe(
      `<http://a/s> <http://a/p> ${object} .`,
    );
  });

  it('escapes characters an IRI may not hold', () => {
    expect(tripleToNTriples({ subject: 'http://a/x y', predicate: 'http://a/p', object: 'http://a/<o>' })).toBe(
      '<http://a/x\\u0020y> <http://a/p> "http://a/<o>" .',
    );
  });
});

describe('typed terms', () => {
  it('writes a literal whose text is an IRI as a literal', () => {
    expect(
      typedTripleToNTriples({
        subject: { kind: 'blank', value: 'b0' },
        predicate: { kind: 'iri', value: 'http://a/p' },
        object: { kind: 'literal', value: 'https://example.org/x' },
      }),
    ).toBe('_:b0 <http://a/p> "https://example.org/x" .');
  });

  it('takes a subject as an IRI or, written `_:b0`, a blank node', () => {
    expect(subjectTerm('http://a/s')).toEqual({ kind: 'iri', value: 'http://a/s' });
    expect(subjectTerm('_:b0')).toEqual({ kind: 'blank', value: 'b0' });
  });

  it.each<RdfTerm>([
    { kind: 'iri', value: 'http://a/s' },
    { kind: 'blank', value: 'b0' },
    { kind: 'literal', value: 'Moon' },
    { kind: 'literal', value: 'Lune', language: 'fr' },
    { kind: 'literal', value: '42', datatype: 'http://www.w3.org/2001/XMLSchema#integer' },
    { kind: 'literal', value: 'say "hi"\n' },
  ])('writes %j in the convention, which reads it back', (term) => {
    expect(parseTerm(formatTerm(term))).toMatchObject(term);
  });

  it.each(['https://example.org/x', '_:b0', '"Lune"@fr'])(
    'writes the literal %j typed as xsd:string, which the convention reads back as a literal',
    (text) => {
      const written = formatTerm({ kind: 'literal', value: text });
      expect(written).toMatch(/\^\^<http:\/\/www\.w3\.org\/2001\/XMLSchema#string>$/);
      expect(parseTerm(written)).toMatchObject({ kind: 'literal', value: text });
    },
  );
});
