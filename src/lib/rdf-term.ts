/*
 * Written here rather than taken from n3: the dashboard needs only to read
 * this one string convention and to write single N-Triples lines, a few dozen
 * tested lines, where n3 would add its whole parser to the search page.
 *
 * The dashboard's term convention (see src/mocks/data/sample-world.ts): an IRI
 * as is, a plain literal as its text, `"text"@lang` for a language-tagged
 * literal and `"lexical"^^<datatype>` for a typed one, with the lexical form
 * escaped as in N-Triples. Blank nodes (`_:b0`) and `<iri>` are accepted too.
 *
 * The convention is a guess (a literal whose text is an IRI reads as an IRI), so
 * only the v1 dialect and the offline server use it: every other source of terms
 * says what a term is, and the screens read the typed RdfTerm, never a string.
 */

export type RdfTerm =
  | { kind: 'iri'; value: string }
  | { kind: 'blank'; value: string }
  | { kind: 'literal'; value: string; language?: string; datatype?: string };

type IriTerm = Extract<RdfTerm, { kind: 'iri' }>;
/** What a triple's subject is: never a literal. */
export type SubjectTerm = Extract<RdfTerm, { kind: 'iri' | 'blank' }>;

/** A triple with each term's kind known: how search results (and later descriptions) reach the screens. */
export interface TermTriple {
  subject: SubjectTerm;
  predicate: IriTerm;
  object: RdfTerm;
}

const TAGGED_LITERAL = /^"((?:[^"\\]|\\.)*)"(?:@([A-Za-z]+(?:-[A-Za-z0-9]+)*)|\^\^<([^<>"{}|^`\\\s]*)>)$/s;
// A scheme, a colon, and no whitespace.
const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|^`\\]*$/i;
const BRACKETED_IRI = /^<([a-z][a-z0-9+.-]*:[^\s<>"{}|^`\\]*)>$/i;
const BLANK_NODE = /^_:([^\s]+)$/;

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

/**
 * A subject as a server that knows its terms writes it: an IRI bare, a blank node as `_:b0` (the REST and RPC
 * servers, whose subjects are never literals).
 */
export function subjectTerm(text: string): SubjectTerm {
  const blank = BLANK_NODE.exec(text);
  return blank?.[1] !== undefined ? { kind: 'blank', value: blank[1] } : { kind: 'iri', value: text };
}

/**
 * A triple of strings in the convention, guessed term by term (v1 and the offline server). A subject or
 * predicate is a thing whatever it looks like, as N-Triples requires: one that reads as a literal is taken as
 * an IRI, and a predicate is always one.
 */
export function guessTriple({ subject, predicate, object }: { subject: string; predicate: string; object: string }) {
  const guessedSubject = parseTerm(subject);
  const guessedPredicate = parseTerm(predicate);
  const triple: TermTriple = {
    subject: guessedSubject.kind === 'literal' ? { kind: 'iri', value: subject } : guessedSubject,
    predicate: guessedPredicate.kind === 'iri' ? guessedPredicate : { kind: 'iri', value: predicate },
    object: parseTerm(object),
  };
  return triple;
}

/** How a thing is named to a search, in a URL and in the graph: its IRI, or a blank node as `_:b0`. */
export function termId(term: SubjectTerm): string {
  return term.kind === 'blank' ? `_:${term.value}` : term.value;
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
