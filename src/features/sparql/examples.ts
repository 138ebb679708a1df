/*
 * Example queries for a world, written with the world's own vocabulary where it is known: its label predicate (one
 * of the usual ones it uses, rdfs:label otherwise).
 */

const LABELS = [
  'http://www.w3.org/2000/01/rdf-schema#label',
  'http://www.w3.org/2004/02/skos/core#prefLabel',
  'http://schema.org/name',
  'http://xmlns.com/foaf/0.1/name',
];

export interface Example {
  title: string;
  query: string;
}

export function examplesFor(predicates: readonly string[] = []): Example[] {
  const label = LABELS.find((iri) => predicates.includes(iri)) ?? LABELS[0] ?? '';
  return [
    {
      title: '10 things and their labels',
      query: `SELECT ?thing ?label WHERE {\n  ?thing <${label}> ?label .\n}\nLIMIT 10`,
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
