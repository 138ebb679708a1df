import { termToNTriples, tripleToNTriples } from '../lib/rdf-term-writing';
import type { PartWriter } from './file-quad';
import { ApiError } from './request';
import { sparqlIri, sparqlTerm } from './sparql-write';

/*
 * How a part of a file's triples is written where the server has no way of its own (api/add-triples.ts sends the
 * parts): as SPARQL `INSERT DATA` (every term by sparql-write.ts) where its import replaces, as N-Quads through its
 * import where that adds. Loaded with the Data page's import only.
 */

/** The line's graph and triple, apart: a part groups a named graph's triples in one `GRAPH` block. */
const SEPARATOR = '\u0000';

/** SPARQL `INSERT DATA`: the default graph's triples, then a `GRAPH <g> { … }` block for each named graph. */
export function sparqlPartWriter(): PartWriter {
  return {
    line({ subject, predicate, object }, graph) {
      // SPARQL's GRAPH takes an IRI: a graph named by a blank node has no way in.
      if (graph && graph.kind !== 'iri')
        throw new ApiError('invalid-input', 'A graph named by a blank node cannot be added', { body: graph.value });
      const graphName = graph ? sparqlIri(graph.value) : '';
      return `${graphName}${SEPARATOR}${sparqlTerm(subject)} ${sparqlIri(predicate.value)} ${sparqlTerm(object)} .`;
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
    line(triple, graph) {
      const line = tripleToNTriples(triple);
      return graph ? `${line.slice(0, -2)} ${termToNTriples(graph)} .` : line;
    },
    body: (lines) => `${lines.join('\n')}\n`,
  };
}
