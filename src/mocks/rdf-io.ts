import type { Quad, Term } from 'n3';
import type { Triple } from '../api/schemas';
import { guessTriple, type RdfTerm } from '../lib/rdf-term';
import { formatTerm, tripleToNTriples } from '../lib/rdf-term-writing';
import type { SparqlEngine, SparqlJsonTerm } from './sparql-engine';

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

function rdfTerm(term: Term): RdfTerm {
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
        ...(term.datatype.value === 'http://www.w3.org/2001/XMLSchema#string' ||
        term.datatype.value === 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString'
          ? {}
          : { datatype: term.datatype.value }),
      };
    default:
      throw new Error(`A ${term.termType} cannot be a triple's term`);
  }
}

const storedTriple = (quad: Quad): Triple => ({
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

const ntriplesLine = (triple: Triple) => tripleToNTriples(guessTriple(triple));

function jsonTermToRdf(term: SparqlJsonTerm): RdfTerm {
  if (term.type === 'uri') return { kind: 'iri', value: term.value };
  if (term.type === 'bnode') return { kind: 'blank', value: term.value };
  return {
    kind: 'literal',
    value: term.value,
    ...(term['xml:lang'] ? { language: term['xml:lang'] } : {}),
    ...(term.datatype ? { datatype: term.datatype } : {}),
  };
}

/**
 * A world's triples as N-Triples, one line each, as the servers export them (recorded/rest/25: Turtle looks the
 * same). With a SPARQL engine, what updates changed counts too: the stored triples that are still there, in their
 * order, then those the updates added (recorded/rest/24, 25).
 */
export async function exportNTriples(worldId: string, triples: Triple[], engine?: SparqlEngine): Promise<string> {
  const stored = triples.map(ntriplesLine);
  const outcome = engine ? await engine(worldId, 'CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }', 'query') : undefined;
  if (outcome?.form !== 'graph') return stored.map((line) => `${line}\n`).join('');
  const now = outcome.triples.map((triple) => {
    const subject = jsonTermToRdf(triple.subject);
    return tripleToNTriples({
      subject: subject.kind === 'literal' ? { kind: 'iri', value: subject.value } : subject,
      predicate: { kind: 'iri', value: triple.predicate.value },
      object: jsonTermToRdf(triple.object),
    });
  });
  const present = new Set(now);
  const before = new Set(stored);
  const lines = [...stored.filter((line) => present.has(line)), ...now.filter((line) => !before.has(line))];
  return lines.map((line) => `${line}\n`).join('');
}
