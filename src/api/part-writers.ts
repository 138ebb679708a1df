import type { RdfTerm } from '../lib/rdf-term';
import { termToNTriples, tripleToNTriples } from '../lib/rdf-term-writing';
import type { PartWriter } from './file-quad';
import { ApiError } from './request';
import { sparqlIri, sparqlTerm } from './sparql-write';

/*
 * How a part of a file's triples is written for a server (api/add-triples.ts sends the parts): as SPARQL `INSERT
 * DATA` (every term by sparql-write.ts) where its import replaces, as N-Quads through its import where that adds, as
 * a JSON array of triples on dataplane. A writer is named by its PartFormat, so that the import's worker, which reads
 * and writes the file, makes the same writer as the page would. Loaded with the Data page's import only.
 */

/** The forms a part is written in: what each server's ImportParts names. */
export type PartFormat = 'sparql-insert' | 'sparql-delete' | 'n-quads' | 'dataplane-json';

/** A fresh writer for one file (a writer may remember what it named, such as blank nodes). */
export function partWriterOf(format: PartFormat): PartWriter {
  switch (format) {
    case 'sparql-insert':
      return sparqlPartWriter('INSERT');
    case 'sparql-delete':
      return sparqlPartWriter('DELETE');
    case 'n-quads':
      return nQuadsPartWriter();
    case 'dataplane-json':
      return dataplanePartWriter();
  }
}

/** The line's graph and triple, apart: a part groups a named graph's triples in one `GRAPH` block. */
const SEPARATOR = '\u0000';

/**
 * SPARQL `INSERT DATA` (or `DELETE DATA`, which takes back parts already added): the default graph's triples, then a
 * `GRAPH <g> { … }` block for each named graph.
 */
function sparqlPartWriter(operation: 'INSERT' | 'DELETE' = 'INSERT'): PartWriter {
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
      // Each of a part's thousands of lines is cut at the separator and added in place: a graph's triples copied at
      // every line made a part of one named graph quadratic, and split's arrays were garbage for the worker's GC.
      for (const line of lines) {
        const end = line.indexOf(SEPARATOR);
        const graph = line.slice(0, end);
        const triple = line.slice(end + 1);
        const inGraph = byGraph.get(graph);
        if (graph === '') inDefault.push(triple);
        else if (inGraph) inGraph.push(triple);
        else byGraph.set(graph, [triple]);
      }
      const blocks = [...byGraph].map(([graph, triples]) => `GRAPH ${graph} {\n${triples.join('\n')}\n}`);
      return `${operation} DATA {\n${[...inDefault, ...blocks].join('\n')}\n}`;
    },
  };
}

/** N-Quads, one line a triple, its graph where named: what every server's RDF import reads. */
/** N-Quads, one line a triple, its graph where named: what every server's RDF import reads. */
function nQuadsPartWriter(): PartWriter {
  return {
    line(triple, graph) {
      const line = tripleToNTriples(triple);
      return graph ? `${line.slice(0, -2)} ${termToNTriples(graph)} .` : line;
    },
    body: (lines) => `${lines.join('\n')}\n`,
  };
}

/** A version 4 UUID from the browser's random numbers (crypto.randomUUID exists only in secure contexts). */
function uuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The dataplane server's JSON quads (recorded/dataplane/49): it has no blank nodes, so each of a file's blank nodes is
 * named by an IRI of its own, `urn:uuid:…`, so that what they connect stays connected (dialects/dataplane-import.ts).
 */
function dataplanePartWriter(): PartWriter {
  const named = new Map<string, string>();
  const value = (term: RdfTerm) => {
    if (term.kind !== 'blank') return term.value;
    let iri = named.get(term.value);
    if (iri === undefined) {
      iri = `urn:uuid:${uuid()}`;
      named.set(term.value, iri);
    }
    return iri;
  };
  return {
    line({ subject, predicate, object }, graph) {
      return JSON.stringify({
        subject: value(subject),
        predicate: predicate.value,
        object: value(object),
        ...(graph ? { graph: value(graph) } : {}),
      });
    },
    body: (lines) => `[${lines.join(',')}]`,
  };
}
