import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { findWorldRecord, listWorldRecords, type WorldMeta } from '../db';
import type { Triple } from '../../api/schemas';
import { guessTriple } from '../../lib/rdf-term';
import { tripleToNTriples } from '../../lib/rdf-term-writing';
import { fnv1a } from './hash';

/*
 * What the dataplane double (dataplane-handlers.ts) says a world is, and how it says no: the shapes of the Worlds
 * API 0.1.0 as recorded (../shared/api/recorded/dataplane), kept apart from its routes.
 */

/** A world's ID on this server: `w_` and a version 4 UUID (recorded/dataplane/06 quotes the pattern). */
const DATAPLANE_ID_PATTERN = /^w_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** How long a deleted world can be undeleted (the OpenAPI's 30-day grace period). */
export const GRACE_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

/** A world as the dataplane server sends it. There is no description. */
export interface DataplaneWorld {
  id: string;
  /** The name people edit; the ID when the world was created without one. */
  displayName: string;
  state: 'active' | 'deleted' | 'suspended';
  storage: 'd1';
  embeddingModel: string;
  chunkSize: number;
  topK: number;
  minScore: number;
  /** ISO 8601 */
  createTime: string;
  updateTime: string;
  deleteTime?: string;
  expireTime?: string;
}

const DEFAULTS = { embeddingModel: 'tfjs-universal-sentence-encoder', chunkSize: 1000, topK: 20, minScore: 0 };

/**
 * A mock world's ID on the dataplane double: its own when it was created here (already `w_<uuid>`), else a version
 * 4 UUID derived from the mock ID, so the same world has the same ID in every run.
 */
export function dataplaneIdOf(worldId: string): string {
  if (DATAPLANE_ID_PATTERN.test(worldId)) return worldId;
  const hex = [0, 1, 2, 3]
    .map((i) =>
      fnv1a(worldId, 0x811c9dc5 + i * 0x9e37)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  const variant = '89ab'.charAt(parseInt(hex.charAt(16), 16) % 4);
  return `w_${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** The dataplane ID of a mock world (e.g. `solar-system`), for tests that address it directly. */
export function dataplaneWorldId(mockWorldId: string): string | undefined {
  return findWorldRecord(mockWorldId) ? dataplaneIdOf(mockWorldId) : undefined;
}

/** The store's world of a dataplane ID; undefined when there is none (or it is deleted). */
export function findByDataplaneId(id: string): WorldMeta | undefined {
  return findWorldRecord(id) ?? listWorldRecords().find((world) => dataplaneIdOf(world.id) === id);
}

export function toDataplaneWorld(world: WorldMeta, deletedAt?: number): DataplaneWorld {
  const id = dataplaneIdOf(world.id);
  const { embeddingModel, chunkSize, topK, minScore, suspended } = { ...DEFAULTS, ...world.dataplane };
  return {
    id,
    displayName: world.name === '' ? id : world.name,
    state: deletedAt !== undefined ? 'deleted' : suspended ? 'suspended' : 'active',
    storage: 'd1',
    embeddingModel,
    chunkSize,
    topK,
    minScore,
    createTime: new Date(world.createdAt).toISOString(),
    updateTime: new Date(world.updatedAt).toISOString(),
    ...(deletedAt === undefined
      ? {}
      : {
          deleteTime: new Date(deletedAt).toISOString(),
          expireTime: new Date(deletedAt + GRACE_PERIOD_MS).toISOString(),
        }),
  };
}

/** The server's own refusals: a string code and a message (recorded/dataplane/05, 10, 32…). */
export const dataplaneError = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/** A request that fails a route's own schema: 400 and zod's issues as a JSON string (recorded/dataplane/06, 09). */
export const zodErrorReply = (error: z.core.$ZodError) =>
  HttpResponse.json(
    { success: false, error: { name: 'ZodError', message: JSON.stringify(error.issues, null, 2) } },
    { status: 400 },
  );

export const worldIdSchema = z.object({ worldId: z.string().check(z.regex(DATAPLANE_ID_PATTERN)) });

/** The fields of a world that can be set, at creation or by PATCH (the OpenAPI's, as the server checks them). */
export const worldFieldsSchema = z.object({
  displayName: z.optional(z.string().check(z.minLength(1))),
  embeddingModel: z.optional(z.string().check(z.minLength(1))),
  chunkSize: z.optional(z.int().check(z.gt(0))),
  topK: z.optional(z.int().check(z.gt(0))),
  minScore: z.optional(z.number().check(z.gte(0), z.lte(1))),
});

/**
 * A request's JSON body, as the server reads one and checks it against the route's schema: another media type
 * escapes as a 500 (recorded/dataplane/35, 52), a body that is not JSON is a 400 (51), and one that fails the schema
 * is the ZodError 400 (06, 09). `reply` is that refusal.
 */
export async function readJsonBody<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
): Promise<{ data: z.output<Schema> } | { reply: Response }> {
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return { reply: dataplaneError(500, 'INTERNAL', 'Unsupported Media Type') };
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return { reply: dataplaneError(400, 'INVALID_ARGUMENT', 'Invalid JSON body') };
  }
  const parsed = z.safeParse(schema, body);
  return parsed.success ? { data: parsed.data } : { reply: zodErrorReply(parsed.error) };
}

/** A triple as one N-Triples line: how the double tells triples apart (and names a search result). */
export const tripleLine = (triple: Triple) => tripleToNTriples(guessTriple(triple));

/** A world whose data can be reached: not suspended (recorded/dataplane/67). */
export const reachable = (worldId: string) => {
  const world = findByDataplaneId(worldId);
  return world && !world.dataplane?.suspended ? world : undefined;
};
export const noDatabase = () => dataplaneError(404, 'NOT_FOUND', 'World database not found');
