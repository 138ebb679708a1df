import type { RdfTerm, TermTriple } from '../lib/rdf-term';
import { ApiError } from './request';

/* A file's triple as the import parses it, and how a server's import writes one (api/add-triples.ts sends them). */

/** One parsed triple of a file, its terms typed; `graph` names the named graph it is in, if any. */
export interface FileQuad {
  subject: RdfTerm;
  predicate: RdfTerm;
  object: RdfTerm;
  graph?: RdfTerm;
}

/** How one file's triples are written for a server: each triple alone, then a part's lines as one request's body. */
export interface PartWriter {
  /** One triple as it goes in a part; an ApiError of kind `invalid-input` says why it cannot be sent safely. */
  line(quad: FileQuad): string;
  /** One request's body from a part's lines. */
  body(lines: readonly string[]): string;
}

/** The triple's terms, or why no RDF syntax can hold it: a predicate that is not an IRI, a literal subject. */
export function possibleTriple({ subject, predicate, object }: FileQuad): TermTriple {
  if (predicate.kind !== 'iri')
    throw new ApiError('invalid-input', 'A predicate must be an IRI', { body: predicate.value });
  if (subject.kind === 'literal')
    throw new ApiError('invalid-input', 'A subject cannot be a literal', { body: subject.value });
  return { subject, predicate, object };
}
