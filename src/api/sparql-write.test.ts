import { isApiError } from './request';
import { INVALID_IRI, isValidIri, sparqlIri, sparqlTerm } from './sparql-write';

const refusal = (write: () => string) => {
  try {
    write();
  } catch (error) {
    return isApiError(error) && error.kind === 'invalid-input'
      ? error.message
      : `not refused as input: ${String(error)}`;
  }
  return 'not refused';
};

describe('sparqlIri: the one way an IRI enters SPARQL', () => {
  it('writes an absolute IRI as it is, between angle brackets', () => {
    expect(sparqlIri('http://www.wikidata.org/entity/Q193')).toBe('<http://www.wikidata.org/entity/Q193>');
    expect(sparqlIri('urn:isbn:0451450523')).toBe('<urn:isbn:0451450523>');
    expect(sparqlIri('https://example.org/کتاب/📚')).toBe('<https://example.org/کتاب/📚>');
  });

  // Each character an IRI may not hold, alone and in the injection the practitioner review saw through thing?iri=.
  it.each(['<', '>', '"', ' ', '{', '}', '|', '^', '`', '\\', '\n', '\t', '\u0000', '\u007f'])(
    'refuses an IRI holding %j before anything is sent',
    (char) => {
      expect(isValidIri(`https://example.org/a${char}b`)).toBe(false);
      expect(refusal(() => sparqlIri(`https://example.org/a${char}b`))).toContain(INVALID_IRI);
    },
  );

  it('refuses the escaped injection that the REST server decodes into query syntax', () => {
    const injection = 'https://example.org/x\\u003E ?p ?o } UNION { ?s ?p ?o';
    expect(refusal(() => sparqlIri(injection))).toContain(INVALID_IRI);
    expect(refusal(() => sparqlIri('https://example.org/x> ?p ?o } UNION { ?s ?p ?o'))).toContain(INVALID_IRI);
  });

  it('refuses text that is not an absolute IRI', () => {
    expect(isValidIri('')).toBe(false);
    expect(isValidIri('Saturn')).toBe(false);
    expect(isValidIri('_:b0')).toBe(false);
    expect(isValidIri('1http://x')).toBe(false);
  });
});

describe('sparqlTerm', () => {
  it('writes literals with their escapes, language and datatype', () => {
    expect(sparqlTerm({ kind: 'literal', value: 'say "hi"\n\\ }' })).toBe('"say \\"hi\\"\\n\\\\ }"');
    expect(sparqlTerm({ kind: 'literal', value: 'Saturne', language: 'fr' })).toBe('"Saturne"@fr');
    expect(sparqlTerm({ kind: 'literal', value: '5', datatype: 'http://www.w3.org/2001/XMLSchema#integer' })).toBe(
      '"5"^^<http://www.w3.org/2001/XMLSchema#integer>',
    );
    expect(sparqlTerm({ kind: 'blank', value: 'b0' })).toBe('_:b0');
  });

  it('refuses what it cannot write safely', () => {
    // A \u escape in text is decoded before parsing, so it would not arrive as the text it is.
    expect(refusal(() => sparqlTerm({ kind: 'literal', value: 'a \\u0022 b' }))).toContain('\\u escape');
    expect(refusal(() => sparqlTerm({ kind: 'literal', value: 'x', language: 'en" } INSERT' }))).toContain(
      'language tag',
    );
    expect(refusal(() => sparqlTerm({ kind: 'literal', value: 'x', datatype: 'x> } <y' }))).toContain(INVALID_IRI);
    expect(refusal(() => sparqlTerm({ kind: 'blank', value: 'b0 } INSERT' }))).toContain('blank node');
  });
});
