import type { Triple } from '../api/schemas';
import { guessTriple, type RdfTerm } from '../lib/rdf-term';
import { formatTerm, tripleToNTriples } from '../lib/rdf-term-writing';

/*
 * RDF in and out of the doubles' store, as the real servers read and write it: they parse with n3 too, so a broken
 * body gets the very message they give ("Unexpected "this" on line 1."). n3 loads on the first import, not when the
 * offline server starts.
 */

/** The media types the REST server's import takes (DIALECTS.md), with the format n3 reads each as. */
export const IMPORT_FORMATS: Record<string, string> = {
  'text/turtle': 'Turtle',
  'application/n-triples': 'N-Triples',
  'application/n-quads': 'N-Quads',
  'text/n3': 'N3',
};

/** `text/turtle; charset=utf-8` → `text/turtle`. */
export const mediaTypeOf = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

/** A term as RDF/JS writes it: n3's and Oxigraph's alike. */
interface RdfJsTerm {
  termType: string;
  value: string;
  language?: string;
  datatype?: { value: string };
}

function rdfTerm(term: RdfJsTerm): RdfTerm {
  switch (term.termType) {
    case 'NamedNode':
      return { kind: 'iri', value: term.value };
    case 'BlankNode':
      return { kind: 'blank', value: term.value };
    case 'Literal':
      return {
        kind: 'literal',
        value: term.value,
        ...(term.language ? { language: term.language } : {}),
        ...(term.datatype === undefined ||
        term.datatype.value === 'http://www.w3.org/2001/XMLSchema#string' ||
        term.datatype.value === 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString'
          ? {}
          : { datatype: term.datatype.value }),
      };
    default:
      throw new Error(`A ${term.termType} cannot be a triple's term`);
  }
}

/** A parsed or queried triple as the store keeps it: its terms in the dashboard's convention. */
export const storedTriple = (quad: { subject: RdfJsTerm; predicate: RdfJsTerm; object: RdfJsTerm }): Triple => ({
  subject: formatTerm(rdfTerm(quad.subject)),
  predicate: formatTerm(rdfTerm(quad.predicate)),
  object: formatTerm(rdfTerm(quad.object)),
});

/** The triples of an RDF body (graphs dropped: a world is one graph); an Error with n3's message when it is broken. */
export async function parseRdf(text: string, contentType: string): Promise<Triple[]> {
  const { Parser } = await import('n3');
  const format = IMPORT_FORMATS[mediaTypeOf(contentType)] ?? 'Turtle';
  return new Parser({ format }).parse(text).map(storedTriple);
}

/**
 * A world's triples as N-Triples, one line each, as the servers export them (recorded/rest/25: Turtle looks the
 * same): its own triples still there, in their order, then those imported or added by SPARQL updates since
 * (recorded/rest/24, 25; db.ts keeps them so).
 */
export function exportNTriples(triples: Triple[]): string {
  return triples.map((triple) => `${tripleToNTriples(guessTriple(triple))}\n`).join('');
}
