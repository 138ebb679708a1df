import type { QueryClient } from '@tanstack/react-query';
import { connectionId, type Connection } from './connection';
import { worldsApi } from './dialect';
import { ApiError, isApiError } from './request';
import type { TermTriple } from '../lib/rdf-term';
import type { FileQuad, PartWriter } from './file-quad';
import { nQuadsPartWriter, sparqlPartWriter } from './part-writers';
import { worldKeys } from './worlds';
import type { ImportParts, WorldsApi } from './worlds-api';

/*
 * The one way a file's triples are added to a world, whatever the server: in parts of a few thousand triples, each
 * part one request, sent one after another, with progress. How a part is written and sent is the server's
 * (WorldsApi.importParts): SPARQL `INSERT DATA` where the server's own import replaces what a world holds (rest),
 * N-Quads through the import where it adds (rpc, the offline data), a JSON array of triples (dataplane). The whole
 * file is written before anything is sent, so a triple that cannot be written safely refuses the file. A server
 * scopes blank node labels to one request: every triple that mentions a blank node goes in the same part as every
 * other triple mentioning it (connected blank nodes are one group), or the graph's shape would change.
 * Issue 28 (imports of any size, streamed) builds on this: parts are already what is sent.
 */

/** Triples per request: small enough that a part is answered well within the 15 s time-out. */
export const TRIPLES_PER_PART = 2_000;

/** One request's worth: its body and the number of triples it holds. */
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

const WRITE_SLICE = 2_000;

/** The triple's terms, or why no RDF syntax can hold it: a predicate that is not an IRI, a literal subject. */
function possibleTriple({ subject, predicate, object }: FileQuad): TermTriple {
  if (predicate.kind !== 'iri')
    throw new ApiError('invalid-input', 'A predicate must be an IRI', { body: predicate.value });
  if (subject.kind === 'literal')
    throw new ApiError('invalid-input', 'A subject cannot be a literal', { body: subject.value });
  return { subject, predicate, object };
}

/**
 * The file's triples as parts of about `perPart` triples, each written by `writer` (a group joined by blank nodes is
 * never split, so a part may be larger), or the first triple that cannot be written safely and why.
 */
export async function writeParts(
  quads: readonly FileQuad[],
  writer: PartWriter,
  perPart = TRIPLES_PER_PART,
): Promise<WrittenParts> {
  const written: string[] = [];
  for (const [index, quad] of quads.entries()) {
    // Writing 50,000 triples takes about half a second: in slices, so the page keeps answering meanwhile.
    if (index > 0 && index % WRITE_SLICE === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      written.push(writer.line(possibleTriple(quad), quad.graph));
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
    parts.push({ text: writer.body(lines), triples: lines.length });
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
 * How the connection's server takes a file's parts: its own way (WorldsApi.importParts, dataplane's JSON array), or
 * else by what its import does. Where it adds (rpc, the offline data), each part goes through it as N-Quads, which
 * every server's RDF import reads; where it replaces (rest), each part is a SPARQL `INSERT DATA`, which adds.
 */
async function partsOf(connection: Connection): Promise<ImportParts> {
  const api: WorldsApi = await worldsApi(connection);
  if (api.importParts) return api.importParts;
  const { importWorld, runSparql, capabilities } = api;
  if (capabilities.import === 'adds' && importWorld) {
    return {
      writer: () => Promise.resolve(nQuadsPartWriter()),
      send: (worldId, body, signal) => importWorld(worldId, body, 'n-quads', signal),
    };
  }
  if (capabilities.import === 'replaces' && runSparql) {
    return {
      writer: () => Promise.resolve(sparqlPartWriter()),
      async send(worldId, body, signal) {
        await runSparql(worldId, { text: body, kind: 'update' }, signal);
      },
    };
  }
  throw new ApiError('unsupported', 'This server cannot add triples to a world.');
}

/** The file written as the connection's server takes it, in parts: before anything is sent. */
export async function writeImportParts(connection: Connection, quads: readonly FileQuad[]): Promise<WrittenParts> {
  return writeParts(quads, await (await partsOf(connection)).writer());
}

/** What the dataplane server takes for an IRI in its import (its double's rule, recorded/dataplane/54). */
const LOOKS_LIKE_IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|^`\\]*$/i;

/**
 * What a file holds that an import keeping every value as plain text (capabilities.importTerms) does not keep as
 * it is: literals with a language tag or a datatype, blank nodes (distinct labels), and literals whose text looks
 * like an IRI (such a server makes them IRIs).
 */
export function plainTextLosses(quads: readonly FileQuad[]) {
  let typedLiterals = 0;
  let textLikeIris = 0;
  const blanks = new Set<string>();
  for (const quad of quads) {
    if (quad.object.kind === 'literal') {
      if (quad.object.language || quad.object.datatype) typedLiterals += 1;
      if (LOOKS_LIKE_IRI.test(quad.object.value)) textLikeIris += 1;
    }
    for (const term of [quad.subject, quad.object, quad.graph]) if (term?.kind === 'blank') blanks.add(term.value);
  }
  return { typedLiterals, blankNodes: blanks.size, textLikeIris };
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
type PartsProgress = (progress: { done: number; parts: number; triples: number }) => void;

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
  const importParts = await partsOf(connection);
  let done = 0;
  let triples = 0;
  try {
    for (const part of parts) {
      await importParts.send(worldId, part.text, signal);
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
