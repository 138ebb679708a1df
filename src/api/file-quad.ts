import type { RdfTerm, TermTriple } from '../lib/rdf-term';

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
  /**
   * One triple (its terms checked: an IRI predicate, no literal subject) and its graph as they go in a part; an
   * ApiError of kind `invalid-input` says why it cannot be sent safely.
   */
  line(triple: TermTriple, graph: RdfTerm | undefined): string;
  /** One request's body from a part's lines. */
  body(lines: readonly string[]): string;
}
