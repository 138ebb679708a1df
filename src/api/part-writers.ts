import { termToNTriples, tripleToNTriples } from '../lib/rdf-term-writing';
import { possibleTriple, type PartWriter } from './file-quad';
import { ApiError } from './request';
import { sparqlIri, sparqlTerm } from './sparql-write';

/*
 * How a part of a file's triples is written for the servers whose import takes RDF (api/add-triples.ts sends the
 * parts): as SPARQL `INSERT DATA` (every term by sparql-write.ts), or as N-Quads. Loaded with the Data page's
 * import only: the adapters ask for a writer lazily.
 */

/** The line's graph and triple, apart: a part groups a named graph's triples in one `GRAPH` block. */
const SEPARATOR = '\u0000';

/** SPARQL `INSERT DATA`: the default graph's triples, then a `GRAPH <g> { … }` block for each named graph. */
export function sparqlPartWriter(): PartWriter {
  return {
    line(quad) {
      const { subject, predicate, object } = possibleTriple(quad);
      // SPARQL's GRAPH takes an IRI: a graph named by a blank node has no way in.
      if (quad.graph && quad.graph.kind !== 'iri')
        throw new ApiError('invalid-input', 'A graph named by a blank node cannot be added', {
          body: quad.graph.value,
        });
      const graph = quad.graph ? sparqlIri(quad.graph.value) : '';
      return `${graph}${SEPARATOR}${sparqlTerm(subject)} ${sparqlIri(predicate.value)} ${sparqlTerm(object)} .`;
    },
    body(lines) {
      const inDefault: string[] = [];
      const byGraph = new Map<string, string[]>();
      for (const line of lines) {
        const [graph = '', triple = ''] = line.split(SEPARATOR);
        if (graph === '') inDefault.push(triple);
        else byGraph.set(graph, [...(byGraph.get(graph) ?? []), triple]);
      }
      const blocks = [...byGraph].map(([graph, triples]) => `GRAPH ${graph} {\n${triples.join('\n')}\n}`);
      return `INSERT DATA {\n${[...inDefault, ...blocks].join('\n')}\n}`;
    },
  };
}

/** N-Quads, one line a triple, its graph where named: what every server's RDF import reads. */
export function nQuadsPartWriter(): PartWriter {
  return {
    line(quad) {
      const triple = tripleToNTriples(possibleTriple(quad));
      if (!quad.graph) return triple;
      return `${triple.slice(0, -2)} ${termToNTriples(quad.graph)} .`;
    },
    body: (lines) => `${lines.join('\n')}\n`,
  };
}
