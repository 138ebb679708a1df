import type { QueryClient } from '@tanstack/react-query';
import type { RdfTerm } from '../lib/rdf-term';
import { connectionId, type Connection } from './connection';
import { worldsApi } from './dialect';
import { ApiError, isApiError } from './request';
import { sparqlIri, sparqlTerm } from './sparql-write';
import { worldKeys } from './worlds';

/*
 * Adding a file's triples to a world where the server's own import replaces what the world holds (the REST
 * server, capabilities.import === 'replaces'): as SPARQL `INSERT DATA`, which adds, in parts of a few thousand
 * triples, each part its own request, sent one after another. Every term is written by sparql-write.ts, and the
 * whole file is written before anything is sent, so a triple that cannot be written safely refuses the file.
 * An `INSERT DATA` scopes blank node labels to its request: every triple that mentions a blank node goes in the
 * same part as every other triple mentioning it (connected blank nodes are one group), or the graph's shape
 * would change.
 */

/** One parsed triple of a file, its terms typed; `graph` names the named graph it is in, if any. */
export interface FileQuad {
  subject: RdfTerm;
  predicate: RdfTerm;
  object: RdfTerm;
  graph?: RdfTerm;
}

/** Triples per request: small enough that a part is answered well within the 15 s time-out. */
export const TRIPLES_PER_PART = 2_000;

/** One request's worth: an `INSERT DATA` and the number of triples it holds. */
export interface AddPart {
  text: string;
  triples: number;
}

export type WrittenParts =
  | { ok: true; parts: AddPart[]; triples: number; inNamedGraphs: number }
  /** `triple` is 1-based, in the file's order. */
  | { ok: false; triple: number; quad: FileQuad; reason: string };

/** Groups of quad indexes, each group every quad connected to the others by a blank node, in the file's order. */
function blankNodeGroups(quads: readonly FileQuad[]): number[][] {
  const parent = quads.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) {
      const up = parent[at] ?? at;
      parent[at] = parent[up] ?? up;
      at = up;
    }
    return at;
  };
  const firstWith = new Map<string, number>();
  quads.forEach((quad, index) => {
    for (const term of [quad.subject, quad.object, quad.graph]) {
      if (term?.kind !== 'blank') continue;
      const seen = firstWith.get(term.value);
      if (seen === undefined) firstWith.set(term.value, index);
      else parent[root(index)] = root(seen);
    }
  });
  const groups = new Map<number, number[]>();
  quads.forEach((_, index) => {
    const key = root(index);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  return [...groups.values()];
}

function writeTriple(quad: FileQuad): string {
  if (quad.predicate.kind !== 'iri')
    throw new ApiError('invalid-input', 'A predicate must be an IRI', { body: quad.predicate.value });
  if (quad.subject.kind === 'literal')
    throw new ApiError('invalid-input', 'A subject cannot be a literal', { body: quad.subject.value });
  return `${sparqlTerm(quad.subject)} ${sparqlIri(quad.predicate.value)} ${sparqlTerm(quad.object)} .`;
}

function graphName(quad: FileQuad): string | undefined {
  if (!quad.graph) return undefined;
  // SPARQL's GRAPH takes an IRI: a graph named by a blank node has no way in.
  if (quad.graph.kind !== 'iri')
    throw new ApiError('invalid-input', 'A graph named by a blank node cannot be added', { body: quad.graph.value });
  return sparqlIri(quad.graph.value);
}

/** One `INSERT DATA`: the default graph's triples, then a `GRAPH <g> { … }` block for each named graph. */
function insertData(lines: { graph: string | undefined; triple: string }[]): string {
  const inDefault: string[] = [];
  const byGraph = new Map<string, string[]>();
  for (const { graph, triple } of lines) {
    if (graph === undefined) inDefault.push(triple);
    else byGraph.set(graph, [...(byGraph.get(graph) ?? []), triple]);
  }
  const blocks = [...byGraph].map(([graph, triples]) => `GRAPH ${graph} {\n${triples.join('\n')}\n}`);
  return `INSERT DATA {\n${[...inDefault, ...blocks].join('\n')}\n}`;
}

const WRITE_SLICE = 2_000;

/**
 * The file's triples as `INSERT DATA` parts of about `perPart` triples (a group joined by blank nodes is never
 * split, so a part may be larger), or the first triple that cannot be written safely and why.
 */
export async function writeAddParts(quads: readonly FileQuad[], perPart = TRIPLES_PER_PART): Promise<WrittenParts> {
  const written: { graph: string | undefined; triple: string }[] = [];
  for (const [index, quad] of quads.entries()) {
    // Writing 50,000 triples takes about half a second: in slices, so the page keeps answering meanwhile.
    if (index > 0 && index % WRITE_SLICE === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      written.push({ graph: graphName(quad), triple: writeTriple(quad) });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'invalid-input') throw error;
      return { ok: false, triple: index + 1, quad, reason: error.message };
    }
  }
  const parts: AddPart[] = [];
  let current: number[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const lines = current.flatMap((index) => written[index] ?? []);
    parts.push({ text: insertData(lines), triples: lines.length });
    current = [];
  };
  for (const group of blankNodeGroups(quads)) {
    if (current.length > 0 && current.length + group.length > perPart) flush();
    current.push(...group);
  }
  flush();
  const inNamedGraphs = quads.filter((quad) => quad.graph !== undefined).length;
  return { ok: true, parts, triples: quads.length, inNamedGraphs };
}

/**
 * Where sending the parts stopped: `added` parts (and their triples) were acknowledged, the part at index `added`
 * failed with `cause`, and the ones after it were not sent.
 */
export class AddPartsError extends Error {
  override name = 'AddPartsError';
  readonly failure: unknown;
  readonly added: number;
  readonly addedTriples: number;
  readonly parts: number;
  constructor(
    failure: unknown,
    { added, addedTriples, parts }: { added: number; addedTriples: number; parts: number },
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
    this.failure = failure;
    this.added = added;
    this.addedTriples = addedTriples;
    this.parts = parts;
  }
}

/** Progress: `done` parts of `parts` acknowledged so far, holding `triples` triples. */
export type PartsProgress = (progress: { done: number; parts: number; triples: number }) => void;

/**
 * Sends the parts, one request each, one after another; resolves once every part was acknowledged, or throws an
 * AddPartsError that says which were. Either way what was read of the world is stale afterwards, and is read
 * again before this settles.
 */
export async function addTriples(
  connection: Connection,
  queryClient: QueryClient,
  { worldId, parts }: { worldId: string; parts: readonly AddPart[] },
  { onProgress, signal }: { onProgress?: PartsProgress; signal?: AbortSignal } = {},
): Promise<void> {
  const { runSparql } = await worldsApi(connection);
  if (!runSparql) throw new ApiError('unsupported', 'This server does not answer SPARQL, so triples cannot be added.');
  let done = 0;
  let triples = 0;
  try {
    for (const part of parts) {
      await runSparql(worldId, { text: part.text, kind: 'update' }, signal);
      done += 1;
      triples += part.triples;
      onProgress?.({ done, parts: parts.length, triples });
    }
  } catch (error) {
    throw new AddPartsError(error, { added: done, addedTriples: triples, parts: parts.length });
  } finally {
    await queryClient.invalidateQueries({ queryKey: worldKeys.all(connectionId(connection), worldId) });
  }
}
