import * as z from 'zod/mini';
import {
  API_DIALECTS,
  connectionId,
  getConnection,
  usesOfflineMock,
  type ApiDialect,
  type Connection,
} from './connection';
import type { HttpRequestDescription } from './http-request';
import { isApiError, isNotFound, request } from './request';
import { v1Capabilities, type Capabilities } from './capabilities';
import type { WorldsApi, WorldsApiFactory } from './worlds-api';
import { readStored, writeStored } from '../lib/browser-storage';
import { loadOnce } from '../lib/load-once';

/*
 * Which dialect a connection speaks: the one chosen in the settings (or by the
 * deployment), or, for "Detect automatically", the one found with harmless
 * reads, once per connection and remembered for the browser session. Each
 * dialect's code loads on first use, so the first visit carries none of it.
 */

// Each loaded once (load-once.ts): every request of a page after the first gets its dialect without an import().
const factories: Record<ApiDialect, () => WorldsApiFactory | Promise<WorldsApiFactory>> = {
  v1: loadOnce(async () => (await import('./dialects/v1')).createV1Api),
  rest: loadOnce(async () => (await import('./dialects/rest')).createRestApi),
  rpc: loadOnce(async () => (await import('./dialects/rpc')).createRpcApi),
  dataplane: loadOnce(async () => (await import('./dialects/dataplane')).createDataplaneApi),
};

/** What is known of a dataplane server before its adapter: loaded only when detection or a connection needs it. */
const dataplaneProfile = loadOnce(() => import('./dialects/dataplane-profile'));
/** What the other servers can do, loaded only for a connection to one of them (v1's is small, and always here). */
const serverCapabilities = loadOnce(() => import('./dialects/server-capabilities'));

/** The API of a connection (the saved one by default), in the dialect its server speaks, with what it can do. */
export async function worldsApi(connection: Connection = getConnection()): Promise<WorldsApi> {
  // A dialect known beforehand has its code loading beside its capabilities, not after them: one round trip less
  // before a deep link's first reads (Lighthouse's network chain). import() loads a module once, so nothing doubles.
  const known = usesOfflineMock(connection) ? 'v1' : connection.dialect;
  if (known !== 'auto') Promise.resolve(factories[known]()).catch(() => undefined);
  const { dialect, capabilities } = await connectionProfile(connection);
  const create = await factories[dialect]();
  return create(connection, capabilities);
}

/** How a connection's server speaks, and what it can do. */
export interface ConnectionProfile {
  dialect: ApiDialect;
  capabilities: Capabilities;
}

/** What is found out once per connection; the capabilities follow from it (capabilitiesOf). */
const foundSchema = z.object({
  dialect: z.enum(API_DIALECTS),
  readsWorlds: z.boolean(),
  /** Whether a v1 server answers SPARQL: unknown until first needed (probeSparql). */
  sparql: z.optional(z.boolean()),
});
type Found = z.output<typeof foundSchema>;

const FOUND_KEY = 'worlds-dashboard:connection-profiles';
const foundByConnectionSchema = z.record(z.string(), foundSchema);
function readFound(): Record<string, Found> {
  try {
    const parsed = z.safeParse(foundByConnectionSchema, JSON.parse(readStored('session', FOUND_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Remembers what was found out of a connection, for the browser session (sparql-probe.ts adds to it). */
export function rememberFound(connection: string, found: Found) {
  writeStored('session', FOUND_KEY, JSON.stringify({ ...readFound(), [connection]: found }));
}

/*
 * What is being found out for each connection (its key too: another key may see another answer). A page's first
 * load asks for its world and its search at once, and each asks for the API: without this, each started its own
 * probe, and the same reads went out twice. A failure is forgotten, so the next request tries again.
 */
const findingOut = new Map<string, Promise<Found>>();

/**
 * The dialect and capabilities of a connection: the dialect chosen in the settings (or by the deployment), or,
 * for "Detect automatically", the one found with harmless reads; found once per connection and remembered for the
 * browser session. `fresh` asks the server again (Test connection).
 */
export async function connectionProfile(connection: Connection, { fresh = false } = {}): Promise<ConnectionProfile> {
  // The offline data is answered in this browser by the mock, at the described routes: nothing to find out.
  if (usesOfflineMock(connection)) {
    return { dialect: 'v1', capabilities: (await serverCapabilities()).OFFLINE_CAPABILITIES };
  }
  const found = await findOut(connection, fresh);
  return { dialect: found.dialect, capabilities: await capabilitiesOf(found) };
}

export async function capabilitiesOf(found: Found): Promise<Capabilities> {
  switch (found.dialect) {
    case 'v1':
      return v1Capabilities(found);
    case 'rest':
      return (await serverCapabilities()).REST_CAPABILITIES;
    case 'rpc':
      return (await serverCapabilities()).RPC_CAPABILITIES;
    case 'dataplane':
      return (await dataplaneProfile()).DATAPLANE_CAPABILITIES;
  }
}

export async function findOut(connection: Connection, fresh: boolean): Promise<Found> {
  // The REST, RPC and dataplane servers read and list their worlds: nothing to ask.
  if (connection.dialect === 'rest' || connection.dialect === 'rpc' || connection.dialect === 'dataplane') {
    return { dialect: connection.dialect, readsWorlds: true };
  }
  const key = connectionId(connection);
  const known = fresh ? undefined : readFound()[key];
  if (known) return known;
  const underWay = fresh ? undefined : findingOut.get(key);
  if (underWay) return underWay;
  const auto = connection.dialect === 'auto';
  // Each dialect's code (about 1 KB gzip) downloads while the probe is out, not after its answer: one round trip
  // less before a deep link's first reads. The dataplane adapter, larger and found last, loads once it is found.
  if (auto) for (const dialect of API_DIALECTS) if (dialect !== 'dataplane') void factories[dialect]();
  const finding = (auto ? detectDialect(connection) : probeV1(connection)).then((found) => {
    rememberFound(key, found);
    return found;
  });
  findingOut.set(key, finding);
  try {
    return await finding;
  } finally {
    // Once settled, the remembered answer (or, after a failure, a fresh try) serves the next request.
    if (findingOut.get(key) === finding) findingOut.delete(key);
  }
}

const anyJson = z.unknown();

/** The harmless reads that tell the dialects apart: one world of the list, in REST's paging and in RPC. */
const listOneWorld: HttpRequestDescription = {
  method: 'GET',
  path: '/v1/worlds',
  query: { page: 1, pageSize: 1 },
  keyHeader: 'bearer',
};
const rpcListOneWorld: HttpRequestDescription = {
  method: 'POST',
  path: '/rpc',
  json: { action: 'listWorlds', request: { pageSize: 1 } },
  keyHeader: 'x-api-key',
};

/** The shape of a world in a list tells v1 (`name`) from rest (`label`); an empty list cannot, and is taken as v1. */
function dialectOfList(reply: unknown): ApiDialect {
  const first: unknown = Array.isArray(reply) ? reply[0] : undefined;
  return typeof first === 'object' && first !== null && 'label' in first ? 'rest' : 'v1';
}

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
 * Three harmless reads at most. `GET /v1/worlds` answers on v1 and rest servers (an RPC server has no such
 * route: 404); only when it is missing, `POST /rpc listWorlds`, which only an RPC server answers, and at the same
 * time the dataplane server's own description (`GET /openapi.json`, under `/dataplane` through the proxy), so
 * detection on the v1 and rest servers asks nothing more, and on the RPC server waits for nothing more. Any other failure (no answer, a refused key) is the person's to see,
 * and nothing is remembered.
 */
async function detectDialect(connection: Connection): Promise<Found> {
  try {
    const list = await request(listOneWorld, { schema: anyJson, connection });
    return { dialect: dialectOfList(list), readsWorlds: true };
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  // Asked beside the RPC read, not after it, so that neither server waits for the other's question. The dataplane
  // server may refuse `/rpc` for want of its own bearer header (the RPC key goes as X-Api-Key), so its description
  // decides whatever `/rpc` said.
  const dataplane = Promise.resolve(dataplaneProfile()).then(
    (profile) => profile.isDataplane(connection),
    () => false,
  );
  try {
    await request(rpcListOneWorld, { schema: z.object({ action: z.string() }), connection });
    return { dialect: 'rpc', readsWorlds: true };
  } catch (error) {
    if (isRpcReply(error)) return { dialect: 'rpc', readsWorlds: true };
    if (await dataplane) return { dialect: 'dataplane', readsWorlds: true };
    // Neither a list, nor RPC, nor the dataplane server: one that speaks only the described operations.
    if (isNotFound(error)) return { dialect: 'v1', readsWorlds: false };
    throw error;
  }
}

/**
 * A server named v1: whether it has the reads beyond the description, by one harmless read. One that lists its
 * worlds reads them too; one without the route (404, or 405 and 501 for a method it has not) has neither.
 */
async function probeV1(connection: Connection): Promise<Found> {
  try {
    await request(listOneWorld, { schema: anyJson, connection });
    return { dialect: 'v1', readsWorlds: true };
  } catch (error) {
    const lacking = isApiError(error) && error.kind === 'http' && [404, 405, 501].includes(error.status ?? 0);
    if (lacking) return { dialect: 'v1', readsWorlds: false };
    throw error;
  }
}
