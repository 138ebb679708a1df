import type { RdfTerm } from '../lib/rdf-term';
import { escapeLexical } from '../lib/rdf-term-writing';
import { ApiError } from './request';

/*
 * The one place that writes terms into SPARQL text: every IRI, literal and blank node the dashboard puts into a
 * query or an update goes through here. Nothing is escaped into an IRI: SPARQL 1.1 (19.2) decodes \u escapes before
 * the query is parsed, and the REST server does, so `<x\u003E ?p ?o } UNION { …>` becomes query syntax. An IRI
 * holding a character that IRIs may not hold is refused before anything is sent.
 */

export const INVALID_IRI = 'This is not a valid IRI';

/** Controls, space, and `<>"{}|^`\`: what RFC 3987 keeps out of IRIs and SPARQL's IRIREF cannot hold. */
const NOT_IN_IRIS = /[<>"{}|^`\\]/u;
const isControlOrSpace = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f);
/** An absolute IRI starts with its scheme (RFC 3987): `https:`, `urn:`, `mailto:`. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** Whether the text is an absolute IRI that may be written into SPARQL as it is. */
export function isValidIri(iri: string): boolean {
  if (!SCHEME.test(iri) || NOT_IN_IRIS.test(iri)) return false;
  for (const char of iri) if (isControlOrSpace(char.codePointAt(0) ?? 0)) return false;
  return true;
}

/** Thrown before anything is sent: the input cannot be written into SPARQL safely. */
function invalidInput(message: string, value: string) {
  return new ApiError('invalid-input', message, { body: value });
}

/** `<iri>`, or an ApiError ("This is not a valid IRI") when it is not one. */
export function sparqlIri(iri: string): string {
  if (!isValidIri(iri)) throw invalidInput(`${INVALID_IRI}: ${JSON.stringify(iri)}`, iri);
  return `<${iri}>`;
}

/** Text that a server decoding \u escapes before parsing would read as another character. */
const CODE_POINT_ESCAPE = /\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8})/;
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;
const BLANK_LABEL = /^[A-Za-z0-9_]([A-Za-z0-9_.-]*[A-Za-z0-9_-])?$/;

/** A literal's text between quotes, escaped as N-Triples writes it (which SPARQL reads the same way). */
function sparqlString(text: string): string {
  // Doubling the backslash does not help: the \u escape inside `\\u0041` is decoded before the backslashes are read.
  if (CODE_POINT_ESCAPE.test(text)) {
    throw invalidInput('This text holds a \\u escape, which the server would read as another character', text);
  }
  return `"${escapeLexical(text)}"`;
}

/** A term as SPARQL writes it, or an ApiError when it cannot be written safely. */
export function sparqlTerm(term: RdfTerm): string {
  switch (term.kind) {
    case 'iri':
      return sparqlIri(term.value);
    case 'blank':
      if (!BLANK_LABEL.test(term.value)) throw invalidInput('This is not a valid blank node label', term.value);
      return `_:${term.value}`;
    case 'literal':
      if (term.language !== undefined) {
        if (!LANGUAGE_TAG.test(term.language)) throw invalidInput('This is not a valid language tag', term.language);
        return `${sparqlString(term.value)}@${term.language}`;
      }
      return term.datatype === undefined
        ? sparqlString(term.value)
        : `${sparqlString(term.value)}^^${sparqlIri(term.datatype)}`;
  }
}
