import * as z from 'zod/mini';
import {
  API_DIALECTS,
  connectionId,
  getConnection,
  usesOfflineMock,
  type ApiDialect,
  type Connection,
} from './connection';
import { isApiError, request } from './request';
import type { WorldsApi, WorldsApiFactory } from './worlds-api';
import { readStored, writeStored } from '../lib/browser-storage';

/*
 * Which dialect a connection speaks: the one chosen in the settings (or by the
 * deployment), or, for "Detect automatically", the one found with harmless
 * reads, once per connection and remembered for the browser session. Each
 * dialect's code loads on first use, so the first visit carries none of it.
 */

const factories: Record<ApiDialect, () => Promise<WorldsApiFactory>> = {
  v1: async () => (await import('./dialects/v1')).createV1Api,
  rest: async () => (await import('./dialects/rest')).createRestApi,
  rpc: async () => (await import('./dialects/rpc')).createRpcApi,
};

/** The API of a connection (the saved one by default), in the dialect its server speaks. */
export async function worldsApi(connection: Connection = getConnection()): Promise<WorldsApi> {
  const dialect = await dialectOf(connection);
  const create = await factories[dialect]();
  return create(connection);
}

const DETECTED_KEY = 'worlds-dashboard:detected-dialects';
const detectedSchema = z.record(z.string(), z.enum(API_DIALECTS));
function readDetected(): Record<string, ApiDialect> {
  try {
    const parsed = z.safeParse(detectedSchema, JSON.parse(readStored('session', DETECTED_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function rememberDetected(connection: string, dialect: ApiDialect) {
  writeStored('session', DETECTED_KEY, JSON.stringify({ ...readDetected(), [connection]: dialect }));
}

/*
 * The detection under way for each connection (its key too: another key may see another answer). A page's first load asks
 * for its world and its search at once, and each asks for the API: without this, each started its own probe, and
 * the same two reads went out twice. A detection that fails is forgotten, so the next request tries again.
 */
const detecting = new Map<string, Promise<ApiDialect>>();

export async function dialectOf(connection: Connection, { fresh = false } = {}): Promise<ApiDialect> {
  if (usesOfflineMock(connection)) return 'v1';
  if (connection.dialect !== 'auto') return connection.dialect;
  const key = connectionId(connection);
  const known = fresh ? undefined : readDetected()[key];
  if (known) return known;
  const underWay = fresh ? undefined : detecting.get(key);
  if (underWay) return underWay;
  // Each dialect's code (about 1 KB gzip) downloads while the probe is out, not after its answer: one round trip
  // less before a deep link's first reads.
  for (const dialect of API_DIALECTS) void factories[dialect]();
  const detection = detectDialect(connection).then((found) => {
    rememberDetected(key, found);
    return found;
  });
  detecting.set(key, detection);
  try {
    return await detection;
  } finally {
    // Once settled, the remembered answer (or, after a failure, a fresh try) serves the next request.
    if (detecting.get(key) === detection) detecting.delete(key);
  }
}

const anyJson = z.unknown();

/** The shape of a world in a list tells v1 (`name`) from rest (`label`); an empty list cannot, and is taken as v1. */
function dialectOfList(reply: unknown): ApiDialect {
  const first: unknown = Array.isArray(reply) ? reply[0] : undefined;
  return typeof first === 'object' && first !== null && 'label' in first ? 'rest' : 'v1';
}

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404;

/** An RPC server's failures name their action: `{action, error: {code, message}}`. */
function isRpcReply(error: unknown) {
  if (!isApiError(error) || typeof error.body !== 'string') return false;
  try {
    const body: unknown = JSON.parse(error.body);
    return typeof body === 'object' && body !== null && 'action' in body;
  } catch {
    return false;
  }
}

/**
 * Two harmless reads at most. `GET /v1/worlds` answers on v1 and rest servers (an RPC server has no such
 * route: 404); then `POST /rpc listWorlds`, which only an RPC server answers. Any other failure (no
 * answer, a refused key) is the person's to see, and nothing is remembered.
 */
async function detectDialect(connection: Connection): Promise<ApiDialect> {
  try {
    const list = await request('/v1/worlds', { query: { page: 1, pageSize: 1 }, schema: anyJson, connection });
    return dialectOfList(list);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  try {
    await request('/rpc', {
      method: 'POST',
      body: { action: 'listWorlds', request: { pageSize: 1 } },
      schema: z.object({ action: z.string() }),
      keyHeader: 'x-api-key',
      connection,
    });
    return 'rpc';
  } catch (error) {
    if (isRpcReply(error)) return 'rpc';
    // Neither a list nor RPC: a server that speaks only the described operations.
    if (isNotFound(error)) return 'v1';
    throw error;
  }
}
