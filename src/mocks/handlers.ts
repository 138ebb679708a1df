import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import * as z from 'zod/mini';
import { searchParamsSchema, worldUpdateSchema, type Triple } from '../api/schemas';
import {
  addWorldTriples,
  createWorldRecord,
  deleteWorldRecord,
  findWorldRecord,
  listWorldRecords,
  updateWorldRecord,
  worldTriples,
} from './db';
import { exportNTriples, IMPORT_FORMATS, mediaTypeOf, parseRdf } from './rdf-io';
import type { SampleWorld } from './data/sample-world';
import { readScenario } from './scenario';
import { searchTriples } from './search-index';
import { answerSparqlAsRest } from './sparql-replies';
import type { SparqlEngine } from './sparql-engine';

/*
 * The offline Worlds API: the same handlers serve `npm run dev` in the browser,
 * Vitest in Node and the end-to-end tests. They validate what they receive and
 * answer errors the way real deployments do.
 */

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  405: 'Method Not Allowed',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function errorReply(status: number, message: string, extra: Record<string, unknown> = {}, init?: ResponseInit) {
  return HttpResponse.json(
    { error: { code: status, message, statusText: STATUS_TEXT[status] ?? '', ...extra } },
    { ...init, status },
  );
}

type WorldMeta = Omit<SampleWorld, 'triples'>;

/** What the offline data asks of a new world's ID: safe in a URL unencoded, as the dashboard's form asks too. */
const OFFLINE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const newWorldSchema = z.object({
  worldId: z
    .string()
    .check(z.regex(OFFLINE_ID_PATTERN, 'The ID may hold lower-case letters, digits and single hyphens.')),
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required.')),
  description: z._default(z.string(), ''),
});

/** A world in the description's own terms (worldId, name, description), plus its times. */
function worldReply({ id, name, description, createdAt, updatedAt }: WorldMeta) {
  return { worldId: id, name, description, createdAt, updatedAt };
}

const worldNotFound = () => errorReply(404, 'World not found');

/**
 * An export as the REST server answers it: the world's triples one a line, whatever the format asked for
 * (N-Triples is valid Turtle, N-Quads and N3 too; recorded/rest/25), or a 400 naming the formats (recorded/rest/27).
 * `formats` maps each format's name to its content type, in the order the refusal lists them.
 */
export function exportReply(request: Request, triples: Triple[], formats: Record<string, string>): Response {
  const format = new URL(request.url).searchParams.get('format') ?? 'turtle';
  const contentType = formats[format];
  if (!contentType) {
    return errorReply(400, `Unsupported format: ${format}. Supported: ${Object.keys(formats).join(', ')}`);
  }
  return new HttpResponse(exportNTriples(triples), { headers: { 'Content-Type': contentType } });
}

/** The offline data's export formats: the REST server's names, each world as N-Triples lines (valid in all three). */
const EXPORT_FORMATS: Record<string, string> = {
  turtle: 'text/turtle',
  'n-triples': 'application/n-triples',
  'n-quads': 'application/n-quads',
};

/** Applies the dev scenario switch (latency, failures) before the real answer. */
function withScenario(kind: 'read' | 'write', resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    const scenario = readScenario();
    // "Fail on" says which requests misbehave, slowness included: "Saves only" leaves reads fast.
    const inScope = scenario.scope === 'all' || (scenario.scope === 'writes') === (kind === 'write');
    if (!inScope) return resolver(info);
    if (scenario.latencyMs > 0) await delay(scenario.latencyMs);
    switch (scenario.failure) {
      case 'none':
        return resolver(info);
      case 'server-error':
        return errorReply(500, 'The offline server failed on purpose (scenario switch).');
      case 'not-found':
        return worldNotFound();
      case 'unauthorized':
        return errorReply(401, 'Missing or invalid API key');
      case 'rate-limited':
        return errorReply(429, 'Rate limit exceeded', {}, { headers: { 'Retry-After': '30' } });
      case 'invalid-reply':
        return HttpResponse.json({ unexpected: true });
      case 'network':
        return HttpResponse.error();
    }
  };
}

/**
 * The handlers, answering requests to `origin` (every origin by default). In
 * the browser the offline server answers only the page's own origin, so that
 * a request meant for a real server is never answered by the mock.
 */
/**
 * The offline server's handlers. With a SPARQL engine, it also answers `/v1/worlds/{id}/sparql` as the REST server
 * does, so that the offline demo explores by structure; without one it is the described v1 API, which has none.
 */
export const createHandlers = (origin = '*', sparql?: SparqlEngine) => [
  http.get(
    `${origin}/v1/worlds`,
    withScenario('read', () => HttpResponse.json(listWorldRecords().map(worldReply))),
  ),

  http.get(
    `${origin}/v1/worlds/:worldId`,
    withScenario('read', ({ params }) => {
      const world = findWorldRecord(String(params.worldId));
      return world ? HttpResponse.json(worldReply(world)) : worldNotFound();
    }),
  ),

  http.put(
    `${origin}/v1/worlds/:worldId`,
    withScenario('write', async ({ params, request }) => {
      if (!request.headers.get('Content-Type')?.startsWith('application/json')) {
        return errorReply(415, 'The request body must be sent as application/json.');
      }
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return errorReply(400, 'The request body must be JSON.');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return errorReply(400, 'The request body must be a JSON object.');
      }
      const parsed = worldUpdateSchema.safeParse(body);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
        const summary = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(' ');
        return errorReply(400, summary, { fields });
      }
      const world = updateWorldRecord(String(params.worldId), parsed.data);
      return world ? HttpResponse.json(worldReply(world)) : worldNotFound();
    }),
  ),

  http.get(
    `${origin}/v1/worlds/:worldId/search`,
    withScenario('read', ({ params, request }) => {
      const triples = worldTriples(String(params.worldId));
      if (!triples) return worldNotFound();
      const query = new URL(request.url).searchParams;
      const parsed = searchParamsSchema.safeParse({
        q: query.get('q') ?? undefined,
        limit: query.get('limit') ?? undefined,
        offset: query.get('offset') ?? undefined,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return errorReply(400, `Invalid ${issue?.path.join('.') ?? 'query'}: ${issue?.message ?? ''}`.trim());
      }
      return HttpResponse.json({ response: searchTriples(String(params.worldId), triples, parsed.data) });
    }),
  ),

  // Not in the description: the offline data creates, deletes, imports and exports, at the REST server's routes.
  http.post(
    `${origin}/v1/worlds`,
    withScenario('write', async ({ request }) => {
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return errorReply(400, 'The request body must be JSON.');
      }
      const parsed = newWorldSchema.safeParse(body);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
        return errorReply(400, Object.values(fields).join(' '), { fields });
      }
      const { worldId, name, description } = parsed.data;
      const world = createWorldRecord({ id: worldId, name, description });
      if (!world) {
        return errorReply(409, `A world with the ID ${worldId} exists.`, {
          fields: { worldId: 'A world with this ID exists.' },
        });
      }
      return HttpResponse.json(worldReply(world), { status: 201 });
    }),
  ),

  http.delete(
    `${origin}/v1/worlds/:worldId`,
    withScenario('write', ({ params }) =>
      deleteWorldRecord(String(params.worldId)) ? new HttpResponse(null, { status: 204 }) : worldNotFound(),
    ),
  ),

  http.post(
    `${origin}/v1/worlds/:worldId/import`,
    withScenario('write', async ({ params, request }) => {
      const worldId = String(params.worldId);
      if (!findWorldRecord(worldId)) return worldNotFound();
      const contentType = mediaTypeOf(request.headers.get('Content-Type') ?? '');
      if (!Object.hasOwn(IMPORT_FORMATS, contentType)) {
        return errorReply(415, `Send Turtle, N-Triples or N-Quads, not ${contentType || 'no content type'}.`);
      }
      let triples;
      try {
        triples = await parseRdf(await request.text(), contentType);
      } catch (error) {
        return errorReply(400, `Invalid RDF data: ${error instanceof Error ? error.message : String(error)}`);
      }
      const added = addWorldTriples(worldId, triples);
      return added === undefined ? worldNotFound() : HttpResponse.json({ imported: added });
    }),
  ),

  http.get(
    `${origin}/v1/worlds/:worldId/export`,
    withScenario('read', ({ params, request }) => {
      const worldId = String(params.worldId);
      const triples = worldTriples(worldId);
      return triples ? exportReply(request, triples, EXPORT_FORMATS) : worldNotFound();
    }),
  ),

  ...(sparql
    ? [
        http.all(
          `${origin}/v1/worlds/:worldId/sparql`,
          // An update writes, but it is timed and failed as a read: the scenario's "saves" are renames.
          withScenario('read', async ({ params, request }) => {
            const worldId = String(params.worldId);
            const known = worldTriples(worldId) !== undefined;
            return (await answerSparqlAsRest(request, known ? worldId : undefined, sparql)) ?? worldNotFound();
          }),
        ),
      ]
    : []),
];

export const handlers = createHandlers();
