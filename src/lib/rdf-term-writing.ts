import { parseTerm, type RdfTerm, type TermTriple } from './rdf-term';

/*
 * Writing terms: in the dashboard's convention (exports, keys) and as N-Triples. Apart from rdf-term.ts, which
 * reads them, because only the pages that export or key triples need it, not a first visit.
 */

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';

/**
 * A term in the convention, read back by parseTerm as the same term: for the exports and keys. A literal whose
 * text the convention would read as something else (an IRI, `_:b0`, a tagged form) is written typed as
 * xsd:string, which is the same literal in RDF.
 */
export function formatTerm(term: RdfTerm): string {
  switch (term.kind) {
    // An IRI the convention cannot read as one (`x y`) is still one as a subject or predicate (guessTriple).
    case 'iri':
      return term.value;
    case 'blank':
      return `_:${term.value}`;
    case 'literal': {
      if (term.language) return `"${escapeLexical(term.value)}"@${term.language}`;
      if (term.datatype) return `"${escapeLexical(term.value)}"^^<${term.datatype}>`;
      const read = parseTerm(term.value);
      return read.kind === 'literal' && read.value === term.value && read.datatype === undefined
        ? term.value
        : `"${escapeLexical(term.value)}"^^<${XSD_STRING}>`;
    }
  }
}

/** One key per triple: the same triple from two searches is one triple. */
export const tripleKey = ({ subject, predicate, object }: TermTriple) =>
  `${formatTerm(subject)}\u0000${formatTerm(predicate)}\u0000${formatTerm(object)}`;

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

/** One term as N-Triples writes it. */
export function termToNTriples(term: RdfTerm): string {
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

export function tripleToNTriples({ subject, predicate, object }: TermTriple): string {
  return `${termToNTriples(subject)} ${termToNTriples(predicate)} ${termToNTriples(object)} .`;
}
