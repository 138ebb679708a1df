import * as z from 'zod/mini';
import type { RdfTerm } from '../lib/rdf-term';

/*
 * A term of a SPARQL JSON result (SELECT bindings, and the REST server's CONSTRUCT quads), which says what it is:
 * no guessing, unlike v1's strings. The REST server adds a datatype to every literal (rdf:langString beside a
 * language, xsd:string on a plain one); both are the plain RDF 1.1 meaning, so they are dropped and the literal
 * reads as the same term from every server. `typed-literal` is the older (SPARQL 2005) spelling.
 */

const RDF_LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';
const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';

type SparqlJsonTerm = {
  type: 'uri' | 'literal' | 'typed-literal' | 'bnode';
  value: string;
  'xml:lang'?: string | undefined;
  datatype?: string | undefined;
};

function toRdfTerm(term: SparqlJsonTerm): RdfTerm {
  if (term.type === 'uri') return { kind: 'iri', value: term.value };
  if (term.type === 'bnode') return { kind: 'blank', value: term.value };
  const language = term['xml:lang'] === '' ? undefined : term['xml:lang'];
  const datatype = term.datatype === RDF_LANG_STRING || term.datatype === XSD_STRING ? undefined : term.datatype;
  // Three literals rather than one spread: a 100,000-row SELECT builds some 100,000 of these.
  if (language !== undefined) return { kind: 'literal', value: term.value, language };
  if (datatype !== undefined) return { kind: 'literal', value: term.value, datatype };
  return { kind: 'literal', value: term.value };
}

export const sparqlTermSchema = z.pipe(
  z.object({
    type: z.enum(['uri', 'literal', 'typed-literal', 'bnode']),
    value: z.string(),
    'xml:lang': z.optional(z.string()),
    datatype: z.optional(z.string()),
  }),
  z.transform(toRdfTerm),
);

const TERM_TYPES = new Set(['uri', 'literal', 'typed-literal', 'bnode']);
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The same reading as sparqlTermSchema, by hand: a 100,000-row SELECT has 300,000 terms, which zod reads in about
 * 400 ms and this in a tenth of that. Undefined for anything that is not a term.
 */
function readSparqlTerm(value: unknown): RdfTerm | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const term = value as Record<string, unknown>;
  if (typeof term.type !== 'string' || !TERM_TYPES.has(term.type) || typeof term.value !== 'string') return undefined;
  if (!optionalText(term['xml:lang']) || !optionalText(term.datatype)) return undefined;
  return toRdfTerm(term as SparqlJsonTerm);
}

/** Where a binding is not one: not an object, or the name of its first value that is not a term. */
export class NotABinding {
  constructor(readonly name?: string) {}
}

/**
 * A row's prototype: an object with no members, not even a __proto__ setter, so that a variable named __proto__ is a
 * key like any other and sets nothing. Not Object.create(null) for each row: V8 keeps such objects as dictionaries,
 * which took twice the time to build and to read 100,000 rows (measured in Node); rows made from this one have fast
 * properties, as plain objects do.
 */
const NO_MEMBERS: object = Object.create(null) as object;

/**
 * A SELECT's binding read into a row, for the page (sparql.ts) and the results worker (sparql-rows-stream.ts) alike;
 * read it with boundTerm. for…in, not Object.entries: no array of pairs per row (a JSON.parse object has only its
 * own keys).
 */
export function readBinding(binding: unknown): Record<string, RdfTerm> | NotABinding {
  if (typeof binding !== 'object' || binding === null || Array.isArray(binding)) return new NotABinding();
  const row = Object.create(NO_MEMBERS) as Record<string, RdfTerm>;
  for (const name in binding) {
    const term = readSparqlTerm((binding as Record<string, unknown>)[name]);
    if (!term) return new NotABinding(name);
    row[name] = term;
  }
  return row;
}

/** One row of a SELECT: each bound variable's term (an unbound variable is absent). */
export const sparqlBindingSchema = z.record(z.string(), sparqlTermSchema);

/**
 * A row's term for a variable, or undefined where it is unbound: the row's own keys only, so that a variable named
 * toString or constructor never reads as an object's member (a row that crossed from the results worker has a
 * prototype again: structured cloning gives it one).
 */
export const boundTerm = (row: Readonly<Record<string, RdfTerm>>, name: string): RdfTerm | undefined =>
  Object.hasOwn(row, name) ? row[name] : undefined;
