import * as z from 'zod/mini';
import { ApiError, isNotFound } from '../request';
import { explainRefusal } from '../refusals';
import type { World, WorldUpdate } from '../schemas';
import type { WorldsApi } from '../worlds-api';

/*
 * How the dataplane server says no, in a person's words: the ZodError bodies of its routes' own schemas (a field's
 * complaint, said against the field), and the 404 that a suspended world's data routes answer.
 */

const zodIssueSchema = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });
type ZodIssue = z.output<typeof zodIssueSchema>;

/** A ZodError body (`{success: false, error: {name: "ZodError", message: "[…issues]"}}`): its issues. */
function zodIssuesOf(error: ApiError): ZodIssue[] | undefined {
  if (typeof error.body !== 'string') return undefined;
  try {
    const body = z.safeParse(
      z.object({ error: z.object({ name: z.string(), message: z.string() }) }),
      JSON.parse(error.body),
    );
    if (!body.success || body.data.error.name !== 'ZodError') return undefined;
    const issues = z.safeParse(z.array(zodIssueSchema), JSON.parse(body.data.error.message));
    return issues.success ? issues.data : undefined;
  } catch {
    return undefined;
  }
}

const isZodRefusal = (refused: ApiError) => refused.status === 400 && zodIssuesOf(refused) !== undefined;

/** The server's schema refusals said as its fields' complaints, not as a JSON array in a string. */
export const explainZodRefusal = (error: unknown) =>
  explainRefusal(error, isZodRefusal, {
    message: (refused) =>
      `The server refused the request: ${(zodIssuesOf(refused) ?? [])
        .map(({ path, message }) => `${path.join('.') || 'the request'}: ${message}`)
        .join('; ')}.`,
  });

/** The PATCH body's fields, by the names the edit form gives them, and what a sentence calls each. */
const WORLD_FIELDS = {
  displayName: { field: 'name', said: 'name' },
  embeddingModel: { field: 'embeddingModel', said: 'embedding model' },
  chunkSize: { field: 'chunkSize', said: 'chunk size' },
  topK: { field: 'topK', said: 'top K' },
  minScore: { field: 'minScore', said: 'minimum score' },
} as const satisfies Record<string, { field: keyof WorldUpdate; said: string }>;
type WorldKey = keyof typeof WORLD_FIELDS;

/**
 * A save's schema refusal (`minScore: 2` → "Too big: expected number to be <=1", recorded/dataplane/13) said against
 * the field it concerns, so the form shows it there; a refusal of no field the form has is said as any other.
 */
export function explainWorldRefusal(error: unknown): unknown {
  const issue = error instanceof ApiError ? zodIssuesOf(error)?.[0] : undefined;
  const key = issue?.path[0];
  const known = typeof key === 'string' && Object.hasOwn(WORLD_FIELDS, key) ? WORLD_FIELDS[key as WorldKey] : undefined;
  if (!issue || !known) return explainZodRefusal(error);
  return explainRefusal(error, isZodRefusal, {
    message: () => `The server refused the request’s ${known.said}: ${issue.message}.`,
    field: known.field,
  });
}

/**
 * A suspended world's data routes (search, SPARQL, reindex) answer 404 "World database not found"
 * (recorded/dataplane/67), as if it did not exist: once a read of the world shows it suspended, that is what is said.
 * Anything else, or a read that fails, passes unchanged. Not a 404 any more: the world is there.
 */
async function explainSuspension(error: unknown, read: () => Promise<World>): Promise<unknown> {
  if (!isNotFound(error) || error.fromProxy) return error;
  let world: World;
  try {
    world = await read();
  } catch {
    return error;
  }
  if (world.state !== 'suspended') return error;
  return new ApiError(
    'unsupported',
    `This world is suspended: the server answers no search or query in it until it is resumed (Resume, on the world’s Edit page). It said: ${error.message}`,
    { body: error.body },
  );
}

/** The API with each of a world's data routes saying a suspended world's 404 as its suspension. */
export function explainingSuspension(api: WorldsApi): WorldsApi {
  const { getWorld, sparqlSelect, runSparql, reindexWorld } = api;
  if (!getWorld) return api;
  const explained = async <T>(worldId: string, signal: AbortSignal | undefined, operation: () => Promise<T>) => {
    try {
      return await operation();
    } catch (error) {
      throw await explainSuspension(error, () => getWorld(worldId, signal));
    }
  };
  return {
    ...api,
    searchWorld: (search, signal) => explained(search.worldId, signal, () => api.searchWorld(search, signal)),
    ...(sparqlSelect && {
      sparqlSelect: (worldId, query, signal) => explained(worldId, signal, () => sparqlSelect(worldId, query, signal)),
    }),
    ...(runSparql && {
      runSparql: (worldId, operation, signal) =>
        explained(worldId, signal, () => runSparql(worldId, operation, signal)),
    }),
    ...(reindexWorld && {
      reindexWorld: (worldId, signal) => explained(worldId, signal, () => reindexWorld(worldId, signal)),
    }),
  };
}
