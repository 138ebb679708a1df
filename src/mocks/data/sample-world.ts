import type { Triple } from '../../api/schemas';

/**
 * A world as the offline mock stores it. Objects follow the dashboard's term
 * convention: an absolute IRI as is (`http://…`), a plain literal as its text,
 * a literal with a language tag as `"text"@en` and a typed literal as
 * `"42"^^<http://www.w3.org/2001/XMLSchema#integer>` (quotes and backslashes
 * inside escaped as in N-Triples).
 */
export interface SampleWorld {
  id: string;
  name: string;
  description: string;
  /** epoch milliseconds */
  createdAt: number;
  updatedAt: number;
  triples: Triple[];
}
