import { sparqlIri } from '../../api/sparql-write';
import { LABEL_PREDICATES } from '../../lib/thing-labels';

/*
 * Example queries for a world, written with the world's own vocabulary where it is known: its label predicate (one
 * of the usual ones it uses, rdfs:label otherwise).
 */

export interface Example {
  title: string;
  query: string;
}

export function examplesFor(predicates: readonly string[] = []): Example[] {
  const label = LABEL_PREDICATES.find((iri) => predicates.includes(iri)) ?? LABEL_PREDICATES[0];
  return [
    {
      title: '10 things and their labels',
      query: `SELECT ?thing ?label WHERE {\n  ?thing ${sparqlIri(label)} ?label .\n}\nLIMIT 10`,
    },
    {
      title: 'Classes and how many of each',
      query:
        'SELECT ?class (COUNT(?thing) AS ?count) WHERE {\n  ?thing a ?class .\n}\nGROUP BY ?class\nORDER BY DESC(?count)',
    },
    {
      title: 'The predicates used',
      query:
        'SELECT ?predicate (COUNT(*) AS ?uses) WHERE {\n  ?s ?predicate ?o .\n}\nGROUP BY ?predicate\nORDER BY DESC(?uses)',
    },
  ];
}
