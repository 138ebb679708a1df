/*
 * Written here rather than taken from n3: the dashboard needs only to read
 * this one string convention and to write single N-Triples lines, a few dozen
 * tested lines, where n3 would add its whole parser to the search page.
 *
 * The dashboard's term convention (see src/mocks/data/sample-world.ts): an IRI
 * as is, a plain literal as its text, `"text"@lang` for a language-tagged
 * literal and `"lexical"^^<datatype>` for a typed one, with the lexical form
 * escaped as in N-Triples. Blank nodes (`_:b0`) and `<iri>` are accepted too.
 */

export type RdfTerm =
  | { kind: 'iri'; value: string }
  | { kind: 'blank'; value: string }
  | { kind: 'literal'; value: string; language?: string; datatype?: string };

const TAGGED_LITERAL = /^"((?:[^"\\]|\\.)*)"(?:@([A-Za-z]+(?:-[A-Za-z0-9]+)*)|\^\^<([^<>"{}|^`\\\s]*)>)$/s;
// A scheme, a colon, and no whitespace.
const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|^`\\]*$/i;
const BRACKETED_IRI = /^<([a-z][a-z0-9+.-]*:[^\s<>"{}|^`\\]*)>$/i;
const BLANK_NODE = /^_:([^\s]+)$/;

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';

const UNESCAPES: Record<string, string> = {
  t: '\t',
  b: '\b',
  n: '\n',
  r: '\r',
  f: '\f',
  '"': '"',
  "'": "'",
  '\\': '\\',
};

/** Reverses N-Triples escapes (ECHAR and UCHAR) in a literal's lexical form. */
export function unescapeLexical(text: string): string {
  return text.replace(
    /\\(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))/gs,
    (whole, u4?: string, u8?: string, char?: string) => {
      const hex = u4 ?? u8;
      if (hex !== undefined) {
        const codePoint = parseInt(hex, 16);
        return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
      }
      return (char !== undefined && UNESCAPES[char]) || whole;
    },
  );
}

export function parseTerm(term: string): RdfTerm {
  const literal = TAGGED_LITERAL.exec(term);
  if (literal) {
    const [, lexical = '', language, datatype] = literal;
    return { kind: 'literal', value: unescapeLexical(lexical), language, datatype };
  }
  const bracketed = BRACKETED_IRI.exec(term);
  if (bracketed?.[1] !== undefined) return { kind: 'iri', value: bracketed[1] };
  if (IRI.test(term)) return { kind: 'iri', value: term };
  const blank = BLANK_NODE.exec(term);
  if (blank?.[1] !== undefined) return { kind: 'blank', value: blank[1] };
  return { kind: 'literal', value: term };
}

/** Only these schemes ever become links; `javascript:`, `data:` and the rest stay text. */
export function isWebIri(iri: string): boolean {
  try {
    const { protocol } = new URL(iri);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const hex = (char: string, width: number) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(width, '0');

const ECHARS: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/**
 * A lexical form as canonical N-Triples writes it: quote, backslash and the
 * usual control characters as ECHAR, other controls as \uXXXX, and every other
 * character (accents, RTL text, emoji) as itself in UTF-8.
 */
export function escapeLexical(text: string): string {
  let escaped = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    escaped += ECHARS[char] ?? (code < 0x20 || code === 0x7f ? `\\u${hex(char, 4)}` : char);
  }
  return escaped;
}

const IRI_FORBIDDEN = new Set(['<', '>', '"', '{', '}', '|', '^', '`', '\\']);

/** Characters an IRIREF may not hold (controls, space, <>"{}|^`\), written as \uXXXX. */
function escapeIri(iri: string): string {
  let escaped = '';
  for (const char of iri) {
    const code = char.codePointAt(0) ?? 0;
    escaped += code <= 0x20 || IRI_FORBIDDEN.has(char) ? `\\u${hex(char, 4)}` : char;
  }
  return escaped;
}

function termToNTriples(term: RdfTerm): string {
  switch (term.kind) {
    case 'iri':
      return `<${escapeIri(term.value)}>`;
    case 'blank':
      return `_:${term.value}`;
    case 'literal': {
      const lexical = `"${escapeLexical(term.value)}"`;
      if (term.language) return `${lexical}@${term.language}`;
      if (term.datatype && term.datatype !== XSD_STRING) return `${lexical}^^<${escapeIri(term.datatype)}>`;
      return lexical;
    }
  }
}

/** A subject or predicate is written as an IRI (or blank node) whatever it looks like, as N-Triples requires. */
function nodeToNTriples(value: string): string {
  const term = parseTerm(value);
  return term.kind === 'literal' ? termToNTriples({ kind: 'iri', value }) : termToNTriples(term);
}

export function tripleToNTriples(triple: { subject: string; predicate: string; object: string }): string {
  return `${nodeToNTriples(triple.subject)} ${nodeToNTriples(triple.predicate)} ${termToNTriples(parseTerm(triple.object))} .`;
}
