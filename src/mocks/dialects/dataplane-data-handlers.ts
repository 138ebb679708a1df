import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import type { Triple } from '../../api/schemas';
import { guessTriple, parseTerm, type TermTriple } from '../../lib/rdf-term';
import { formatTerm, termToNTriples } from '../../lib/rdf-term-writing';
import { addWorldTriples, updateWorldRecord, worldRevision, worldTriples, type WorldMeta } from '../db';
import { SparqlSyntaxError, type SparqlOutcome } from '../sparql-engine';
import { runSparql } from '../sparql-store';
import { dataplaneError, noDatabase, reachable, readJsonBody, tripleLine, zodErrorReply } from './dataplane-world';
import { dataplaneSearchHandler } from './dataplane-search-handler';

/*
 * The dataplane double's routes into a world's data: search (dataplane-search-handler.ts), SPARQL, import, export, reindex. Each takes a
 * world's ID already checked by the caller (dataplane-handlers.ts), quirks as recorded.
 */

const importSchema = z.object({ data: z.string(), contentType: z.optional(z.string()) });

const importedQuadsSchema = z.array(
  z.object({ subject: z.string(), predicate: z.string(), object: z.string(), graph: z.optional(z.string()) }),
);

const sparqlSchema = z.object({ query: z.string() });

/** The formats the export names in its refusal (recorded/dataplane/63), in its order. */
const EXPORT_FORMATS = [
  'application/json',
  'text/plain',
  'application/n-quads',
  'application/n-triples',
  'text/turtle',
  'application/trig',
  'application/ld+json',
];

const EXPORT_PAGE_DEFAULT = 1000;

/** The named graph a world's plain-text chunks live in, and each chunk's subject. */
const CHUNK_GRAPH = 'urn:wazoo:import:0';
const SCHEMA_TEXT = 'http://schema.org/text';

/**
 * The lines of the triples each world holds, kept while its revision holds: an import of many parts reads through
 * the world once, not once a part (the lines grow with each part's fresh triples).
 */
const heldByWorld = new Map<string, { revision: string; lines: Set<string> }>();

function heldLines(worldId: string): Set<string> {
  const known = heldByWorld.get(worldId);
  if (known?.revision === worldRevision(worldId)) return known.lines;
  return new Set((worldTriples(worldId) ?? []).map(tripleLine));
}

const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|^`\\]*$/i;

/** A quad as the export's JSON pages write it: each term as its plain value, the graph only when named. */
interface ExportQuad {
  subject: string;
  predicate: string;
  object: string;
  graph?: string;
}

function quadsOf(world: WorldMeta, triples: Triple[]): ExportQuad[] {
  const plain = triples.map(({ subject, predicate, object }) => ({
    subject: parseTerm(subject).value,
    predicate: parseTerm(predicate).value,
    object: parseTerm(object).value,
  }));
  const chunks = (world.dataplane?.chunks ?? []).map((text, n) => ({
    subject: `urn:wazoo:chunk:${n}`,
    predicate: SCHEMA_TEXT,
    object: text,
    graph: CHUNK_GRAPH,
  }));
  return [...plain, ...chunks];
}

/** The world's triples and chunks as terms, each with its graph ("" the default one). */
function termQuadsOf(world: WorldMeta, triples: Triple[]): (TermTriple & { graph: string })[] {
  return [
    ...triples.map((triple) => ({ ...guessTriple(triple), graph: '' })),
    ...(world.dataplane?.chunks ?? []).map((text, n) => ({
      subject: { kind: 'iri' as const, value: `urn:wazoo:chunk:${n}` },
      predicate: { kind: 'iri' as const, value: SCHEMA_TEXT },
      object: { kind: 'literal' as const, value: text },
      graph: CHUNK_GRAPH,
    })),
  ];
}

/** N-Quads, one line a quad, the graph only when named. */
const writeNQuads = (quads: (TermTriple & { graph: string })[]) =>
  quads
    .map(({ subject, predicate, object, graph }) =>
      [subject, predicate, object, ...(graph ? [{ kind: 'iri' as const, value: graph }] : [])]
        .map(termToNTriples)
        .join(' '),
    )
    .map((line) => `${line} .\n`)
    .join('');

/**
 * Turtle as the server writes it (recorded/dataplane/58): a subject's triples in a row joined by ` ;`, no
 * prefixes, and a named graph's in a `<graph> { … }` block, which Turtle proper has no room for.
 */
function writeTurtle(quads: (TermTriple & { graph: string })[]): string {
  const graphs = new Map<string, TermTriple[]>();
  for (const quad of quads) graphs.set(quad.graph, [...(graphs.get(quad.graph) ?? []), quad]);
  const block = (rows: TermTriple[], indent: string) =>
    rows
      .map(({ subject, predicate, object }, index) => {
        const sameAs = (other: TermTriple | undefined) =>
          other !== undefined && termToNTriples(other.subject) === termToNTriples(subject);
        const po = `${termToNTriples(predicate)} ${termToNTriples(object)}`;
        const start = sameAs(rows[index - 1]) ? `${indent}  ${po}` : `${indent}${termToNTriples(subject)} ${po}`;
        return `${start} ${sameAs(rows[index + 1]) ? ';' : '.'}\n`;
      })
      .join('');
  return [...graphs]
    .map(([graph, rows]) => (graph === '' ? block(rows, '') : `<${graph}> {\n${block(rows, '  ')}}\n`))
    .join('');
}

/** JSON-LD as the server writes it (recorded/dataplane/62): one `@graph` per graph, terms expanded, no context. */
function jsonLdOf(quads: ExportQuad[]) {
  const graphs = new Map<string, Map<string, Record<string, unknown[]>>>();
  for (const { subject, predicate, object, graph = '' } of quads) {
    const nodes = graphs.get(graph) ?? new Map<string, Record<string, unknown[]>>();
    graphs.set(graph, nodes);
    const node = nodes.get(subject) ?? {};
    nodes.set(subject, node);
    (node[predicate] ??= []).push(IRI.test(object) ? { '@id': object } : { '@value': object });
  }
  return {
    '@context': {},
    '@graph': [...graphs].map(([graph, nodes]) => ({
      '@graph': [...nodes].map(([id, node]) => ({ '@id': id, ...node })),
      ...(graph === '' ? {} : { '@id': graph }),
    })),
  };
}

/**
 * The routes into a world's data, behind `refused` (the key check) and the world ID's own check. `searchEngine`
 * 'down' stands for an outage of the server's search engine, which its search then survives in `fallback` mode.
 */
export function dataplaneDataHandlers(
  origin: string,
  guard: (request: Request, params: unknown) => Response | null,
  searchEngine: 'up' | 'down' = 'up',
) {
  return [
    dataplaneSearchHandler(origin, guard, searchEngine),

    http.post(`${origin}/worlds/:worldId/sparql`, async ({ request, params }) => {
      const denied = guard(request, params);
      if (denied) return denied;
      const parsed = await readJsonBody(request, sparqlSchema);
      if ('reply' in parsed) return parsed.reply;
      const world = reachable(String(params.worldId));
      if (!world) return noDatabase();
      let outcome: SparqlOutcome | undefined;
      try {
        outcome = runSparql(world.id, parsed.data.query, 'either');
      } catch (error) {
        if (error instanceof SparqlSyntaxError) {
          return dataplaneError(400, 'INVALID_ARGUMENT', `Syntax error: ${error.message}`);
        }
        throw error;
      }
      if (!outcome) return noDatabase();
      switch (outcome.form) {
        case 'select':
          // The engine's results JSON is the reply as it stands.
          return new HttpResponse(outcome.resultsJson, { headers: { 'Content-Type': 'application/json' } });
        case 'ask':
          return HttpResponse.json({ head: { link: null }, boolean: outcome.boolean });
        case 'graph':
          return dataplaneError(
            400,
            'UNSUPPORTED_QUERY_KIND',
            'Unsupported SPARQL result. Use a SELECT, ASK, or SPARQL UPDATE query.',
          );
        case 'update':
          return HttpResponse.json({ ok: true });
      }
    }),

    http.post(`${origin}/worlds/:worldId/import`, async ({ request, params }) => {
      const denied = guard(request, params);
      if (denied) return denied;
      const parsed = await readJsonBody(request, importSchema);
      if ('reply' in parsed) return parsed.reply;
      const world = reachable(String(params.worldId));
      if (!world) return noDatabase();
      // The OpenAPI's default, and the RDF formats it lists, are all refused (recorded/dataplane/46-48).
      const { data, contentType = 'text/turtle' } = parsed.data;
      if (contentType === 'text/plain') {
        updateWorldRecord(world.id, { dataplane: { chunks: [...(world.dataplane?.chunks ?? []), data] } });
        return HttpResponse.json({ imported: { quads: 0, chunks: 1 } });
      }
      if (contentType !== 'application/json') {
        return dataplaneError(
          400,
          'UNSUPPORTED_CONTENT_TYPE',
          `Content type '${contentType}' is not supported. Use 'application/json' for quads or 'text/plain' for chunks.`,
        );
      }
      let quads;
      try {
        quads = importedQuadsSchema.safeParse(JSON.parse(data));
      } catch {
        return dataplaneError(400, 'INVALID_ARGUMENT', 'Invalid JSON body');
      }
      if (!quads.success) return zodErrorReply(quads.error);
      // An object that looks like an IRI is one; every other object a plain literal (tags and datatypes are lost).
      const imported = quads.data.map(({ subject, predicate, object }) => ({
        subject,
        predicate,
        object: IRI.test(object) ? object : formatTerm({ kind: 'literal', value: object }),
      }));
      // A set: a triple the world holds already is not added again (recorded/sequences/dataplane-import-adds).
      const held = heldLines(world.id);
      const fresh = imported.filter((triple) => {
        const line = tripleLine(triple);
        if (held.has(line)) return false;
        held.add(line);
        return true;
      });
      if (fresh.length > 0) addWorldTriples(world.id, fresh);
      heldByWorld.set(world.id, { revision: worldRevision(world.id), lines: held });
      return HttpResponse.json({ imported: { quads: quads.data.length, chunks: 0 } });
    }),

    http.get(`${origin}/worlds/:worldId/export`, ({ request, params }) => {
      const denied = guard(request, params);
      if (denied) return denied;
      const world = reachable(String(params.worldId));
      const triples = world ? worldTriples(world.id) : undefined;
      if (!world || !triples) return noDatabase();
      const query = new URL(request.url).searchParams;
      const format = query.get('format') ?? 'application/json';
      if (!EXPORT_FORMATS.includes(format)) {
        const named = EXPORT_FORMATS.map((name) => `'${name}'`);
        return dataplaneError(
          400,
          'UNSUPPORTED_FORMAT',
          `Export format '${format}' is not supported. Use ${named.slice(0, -1).join(', ')}, or ${named.at(-1) ?? ''}.`,
        );
      }
      const quads = quadsOf(world, triples);
      switch (format) {
        case 'application/json': {
          const limit = Math.max(1, parseInt(query.get('limit') ?? '', 10) || EXPORT_PAGE_DEFAULT);
          const offset = Math.max(0, parseInt(query.get('offset') ?? '', 10) || 0);
          const next = offset + limit < quads.length;
          return HttpResponse.json({
            quads: quads.slice(offset, offset + limit),
            ...(next ? { nextOffset: offset + limit } : {}),
          });
        }
        case 'text/plain':
          return new HttpResponse((world.dataplane?.chunks ?? []).join('\n'), {
            headers: { 'Content-Type': 'text/plain' },
          });
        case 'application/n-triples':
          if ((world.dataplane?.chunks ?? []).length > 0) {
            return dataplaneError(
              500,
              'INTERNAL',
              `N-Triples cannot serialize quads with a named graph (<${CHUNK_GRAPH}>); use Turtle or N-Quads for graph data.`,
            );
          }
          return new HttpResponse(writeNQuads(termQuadsOf(world, triples)), { headers: { 'Content-Type': format } });
        case 'application/trig':
          // A defect of the server: the writer's promise, not awaited, written as text (recorded/dataplane/61).
          return new HttpResponse('[object Promise]', { headers: { 'Content-Type': format } });
        case 'application/ld+json':
          return HttpResponse.json(jsonLdOf(quads), { headers: { 'Content-Type': format } });
        default:
          return new HttpResponse((format === 'text/turtle' ? writeTurtle : writeNQuads)(termQuadsOf(world, triples)), {
            headers: { 'Content-Type': format },
          });
      }
    }),

    http.post(`${origin}/worlds/:worldId/reindex`, ({ request, params }) => {
      const denied = guard(request, params);
      if (denied) return denied;
      return reachable(String(params.worldId)) ? HttpResponse.json({ ok: true, status: 'completed' }) : noDatabase();
    }),
  ];
}
