import { http, HttpResponse } from 'msw';
import {
  addWorldTriples,
  createWorldRecord,
  deleteWorldRecord,
  findWorldRecord,
  isWorldNameEdited,
  listWorldRecords,
  updateWorldRecord,
  worldTriples,
  type WorldMeta,
} from '../db';
import { exportNTriples, parseRdf } from '../rdf-io';
import { fullTextColumnOf, hybridSearch, isInvalidFullTextQuery, type HybridHit } from '../search-index';
import { SparqlSyntaxError, type SparqlOutcome } from '../sparql-engine';
import { runSparql } from '../sparql-store';
import { pageSizeOf, rpcCallSchema, sourceParts } from './rpc-calls';
import { readPageToken, signPageToken } from './rpc-page-tokens';
import { scopeAllows, type Access, type RpcApiKey } from './rpc-scopes';

/*
 * A double of the RPC server (wazootech/worlds-api), speaking exactly as
 * ../shared/api/DIALECTS.md records it, quirks included: one POST /rpc,
 * `{}` for a missing world, signed page tokens, no REST routes. Backed by the
 * offline mock's store and search index.
 */

/** The namespace every mock world lives in on the RPC double: `samples/solar-system`. */
export const RPC_NAMESPACE = 'samples';

/** Sample worlds that were never given a displayName (the real server lists and reads them with `null`). */
const UNNAMED_WORLDS = new Set(['scratchpad']);

export interface RpcHandlerOptions {
  /** A key with every scope (`*:*:*`), sent as `X-Api-Key`. */
  apiKey?: string | null;
  /** A key that may only read (`*:read:*`): updateWorld with it is 403 PERMISSION_DENIED. */
  readOnlyApiKey?: string | null;
  /** Further keys with scopes of their own. With no key at all the server is open. */
  apiKeys?: readonly RpcApiKey[];
  /** Only requests to this origin are answered; every origin by default. */
  origin?: string;
}

/** A world as the RPC server sends it. */
export interface RpcWorld {
  /** `namespace/id` */
  name: string;
  namespace: string;
  id: string;
  /** The name people edit; `null` on a world that was never given one (createWorld's own reply leaves it out). */
  displayName: string | null;
  description: string | null;
  /** epoch milliseconds */
  createTime: number;
}

export interface RpcSearchResult extends HybridHit {
  world: RpcWorld;
}

export type RpcErrorCode =
  'INVALID_ARGUMENT' | 'UNAUTHENTICATED' | 'PERMISSION_DENIED' | 'NOT_FOUND' | 'ALREADY_EXISTS' | 'INTERNAL';

const HTTP_STATUS: Record<RpcErrorCode, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  INTERNAL: 500,
};

/*
 * A world created here in another namespace is kept in the store as `namespace/id` (the samples, in `samples`, by
 * their own ID), so that `samples/x` and `other/x` are two worlds.
 */
const storeIdOf = (namespace: string, id: string) => (namespace === RPC_NAMESPACE ? id : `${namespace}/${id}`);

function rpcNameOf(world: WorldMeta) {
  const namespace = world.namespace ?? RPC_NAMESPACE;
  const id = world.namespace === undefined ? world.id : world.id.slice(namespace.length + 1);
  return { namespace, id };
}

function findRpcWorld(namespace: string, id: string): WorldMeta | undefined {
  const world = findWorldRecord(storeIdOf(namespace, id));
  return world && rpcNameOf(world).namespace === namespace ? world : undefined;
}

function toRpcWorld(world: WorldMeta): RpcWorld {
  const named = world.name !== '' && (!UNNAMED_WORLDS.has(world.id) || isWorldNameEdited(world.id));
  const { namespace, id } = rpcNameOf(world);
  return {
    name: `${namespace}/${id}`,
    namespace,
    id,
    displayName: named ? world.name : null,
    description: world.description === '' ? null : world.description,
    createTime: world.createdAt,
  };
}

const EXPORT_CONTENT_TYPE_DEFAULT = 'application/n-triples';

/** The search considers at most this many fused candidates, whatever the paging. */
const SEARCH_CANDIDATES = 100;

/** UTF-8 text as base64, as exportWorld sends its data. */
function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The server's plain-text replies (its framework's defaults), content type spelled as it sends it. */
const plainText = (status: number, text: string) =>
  new HttpResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=UTF-8' } });

/** Any route but POST /rpc: there are no REST routes (recorded/rpc/27-put-v1.json). */
const rpcPlainNotFound = () => plainText(404, '404 Not Found');

/**
 * The RPC double's handlers. The last one answers every other request to the
 * origin with a plain-text 404 (there are no REST routes), so put these after
 * any handlers that should still answer (or use them alone).
 */
export function rpcHandlers({
  apiKey = null,
  readOnlyApiKey = null,
  apiKeys = [],
  origin = '*',
}: RpcHandlerOptions = {}) {
  const keys: RpcApiKey[] = [
    ...(apiKey ? [{ key: apiKey, scopes: ['*:*:*'] }] : []),
    ...(readOnlyApiKey ? [{ key: readOnlyApiKey, scopes: ['*:read:*'] }] : []),
    ...apiKeys,
  ];
  const open = keys.length === 0;
  /** Worlds created here and never imported into: the server fails to delete them (500, not recorded). */
  const neverHadData = new Set<string>();

  return [
    http.post(`${origin}/rpc`, async ({ request }) => {
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        // The server lets the parse error escape: a plain 500, not an RPC error.
        return plainText(500, 'Internal Server Error');
      }
      const rawAction =
        typeof body === 'object' && body !== null && 'action' in body && typeof body.action === 'string'
          ? body.action
          : undefined;
      const fail = (code: RpcErrorCode, message: string, action = rawAction) =>
        HttpResponse.json({ action, error: { code, message } }, { status: HTTP_STATUS[code] });

      // The key is checked before the call's schema, so a caller without a key learns nothing about what a
      // valid call looks like; the 401 names no action ("unknown", recorded/rpc/03-no-key.json).
      const sent = request.headers.get('X-Api-Key');
      const key = open ? undefined : keys.find((candidate) => candidate.key === sent);
      if (!open && !key) {
        return fail('UNAUTHENTICATED', sent ? 'Invalid API key' : 'Missing X-Api-Key header', 'unknown');
      }
      const may = (access: Access, namespace: string, id: string) =>
        open || (key?.scopes.some((scope) => scopeAllows(scope, access, namespace, id)) ?? false);

      const parsed = rpcCallSchema.safeParse(body);
      if (!parsed.success) return fail('INVALID_ARGUMENT', 'Invalid RPC request');
      const call = parsed.data;
      const reply = (response: object) => HttpResponse.json({ action: call.action, response });

      if (call.action === 'listWorlds') {
        const { parent, pageToken } = call.request;
        const pageSize = pageSizeOf(call.request.pageSize);
        const scope = parent ?? '';
        const offset = pageToken === undefined ? 0 : readPageToken(pageToken, 'list', scope);
        if (offset === undefined) return fail('INVALID_ARGUMENT', 'Invalid page token');
        const worlds = listWorldRecords().filter((world) => {
          const { namespace, id } = rpcNameOf(world);
          return (parent === undefined || parent === namespace) && may('read', namespace, id);
        });
        const page = worlds.slice(offset, offset + pageSize);
        const next = offset + pageSize < worlds.length;
        return reply({
          worlds: page.map(toRpcWorld),
          ...(next ? { nextPageToken: signPageToken({ kind: 'list', scope, offset: offset + pageSize }) } : {}),
        });
      }

      if (call.action === 'createWorld') {
        const { namespace, id, displayName, description } = call.request;
        if (!may('write', namespace, id)) {
          return fail('PERMISSION_DENIED', `Permission denied: world:write:${namespace}/${id}`);
        }
        const created = createWorldRecord({
          id: storeIdOf(namespace, id),
          ...(namespace === RPC_NAMESPACE ? {} : { namespace }),
          name: displayName ?? '',
          description: description ?? '',
        });
        if (!created) return fail('ALREADY_EXISTS', `World already exists: ${namespace}/${id}`);
        neverHadData.add(created.id);
        // The reply leaves out what was not given (recorded/rpc/17); later reads give it as null.
        return reply({
          world: {
            name: `${namespace}/${id}`,
            namespace,
            id,
            ...(displayName === undefined ? {} : { displayName }),
            ...(description === undefined ? {} : { description }),
            createTime: created.createdAt,
          },
        });
      }

      const { namespace, id } = sourceParts(call.request.source);
      const access: Access = ['updateWorld', 'deleteWorld', 'importWorld'].includes(call.action) ? 'write' : 'read';
      // Scope before existence: a key that may not read a world cannot learn whether it exists.
      if (!may(access, namespace, id)) {
        return fail('PERMISSION_DENIED', `Permission denied: world:${access}:${namespace}/${id}`);
      }
      const world = findRpcWorld(namespace, id);

      switch (call.action) {
        case 'getWorld':
          // A missing world is not an error here: the reply is just empty.
          return reply(world ? { world: toRpcWorld(world) } : {});

        case 'updateWorld': {
          if (!world) return fail('NOT_FOUND', 'World not found');
          const { displayName, description } = call.request;
          const updated = updateWorldRecord(world.id, {
            ...(displayName === undefined ? {} : { name: displayName }),
            ...(description === undefined ? {} : { description }),
          });
          return reply({ world: toRpcWorld(updated ?? world) });
        }

        case 'searchWorlds': {
          const triples = world ? worldTriples(world.id) : undefined;
          if (!world || !triples) return fail('NOT_FOUND', 'World not found');
          const { query, pageToken, subjects, predicates, types } = call.request;
          const pageSize = pageSizeOf(call.request.pageSize);
          const worldName = `${RPC_NAMESPACE}/${world.id}`;
          // A token belongs to one search: the same world, query and filters.
          const scope = JSON.stringify([worldName, query, subjects, predicates, types]);
          const offset = pageToken === undefined ? 0 : readPageToken(pageToken, 'search', scope);
          if (offset === undefined) return fail('INVALID_ARGUMENT', 'Invalid page token');
          if (query.trim() === '') return reply({ results: [] });
          const column = fullTextColumnOf(query);
          if (column !== undefined) return fail('INTERNAL', `SQLITE_ERROR: no such column: ${column}`);
          if (isInvalidFullTextQuery(query)) return reply({ results: [] });
          const candidates = hybridSearch(world.id, triples, query, SEARCH_CANDIDATES, {
            subjects,
            predicates,
            types,
          }).slice(0, SEARCH_CANDIDATES);
          const rpcWorld = toRpcWorld(world);
          const next = offset + pageSize < candidates.length;
          return reply({
            results: candidates
              .slice(offset, offset + pageSize)
              .map((hit): RpcSearchResult => ({ ...hit, world: rpcWorld })),
            ...(next ? { nextPageToken: signPageToken({ kind: 'search', scope, offset: offset + pageSize }) } : {}),
          });
        }

        case 'deleteWorld': {
          if (!world) return fail('NOT_FOUND', 'World not found');
          // The server's known failure on a world that never had data (DIALECTS.md; its message is not recorded).
          if (neverHadData.has(world.id)) return fail('INTERNAL', 'Failed to delete world: it has no data');
          deleteWorldRecord(world.id);
          return reply({});
        }

        case 'importWorld': {
          if (!world) return fail('NOT_FOUND', 'World not found');
          let triples;
          try {
            triples = await parseRdf(call.request.data, call.request.contentType ?? 'text/turtle');
          } catch (error) {
            // The parser's message, as a 500 (recorded/rpc/21): bad input, reported as the server's failure.
            return fail('INTERNAL', error instanceof Error ? error.message : String(error));
          }
          addWorldTriples(world.id, triples);
          neverHadData.delete(world.id);
          return reply({});
        }

        case 'exportWorld': {
          const triples = world ? worldTriples(world.id) : undefined;
          if (!world || !triples) return fail('NOT_FOUND', 'World not found');
          const contentType = call.request.contentType ?? EXPORT_CONTENT_TYPE_DEFAULT;
          const data = toBase64(exportNTriples(triples));
          return reply({ data, contentType });
        }

        case 'sparql': {
          if (!world) return fail('NOT_FOUND', 'World not found');
          // One field for queries and updates alike. (Scopes are checked as for a read: not recorded for updates.)
          let outcome: SparqlOutcome | undefined;
          try {
            outcome = runSparql(world.id, call.request.query, 'either');
          } catch (error) {
            // The parser's message, as a 500 (recorded/rpc/16).
            if (error instanceof SparqlSyntaxError) return fail('INTERNAL', error.message);
            throw error;
          }
          if (!outcome) return fail('NOT_FOUND', 'World not found');
          switch (outcome.form) {
            case 'select':
              // The engine's results JSON is the response as it stands: wrapped as text, not read and written again.
              return new HttpResponse(`{"action":${JSON.stringify(call.action)},"response":${outcome.resultsJson}}`, {
                headers: { 'Content-Type': 'application/json' },
              });
            case 'ask':
              return reply({ head: {}, boolean: outcome.boolean });
            case 'graph':
              return fail('INVALID_ARGUMENT', 'CONSTRUCT and DESCRIBE queries are not supported');
            case 'update':
              return HttpResponse.json({ action: call.action, response: null });
          }
        }
      }
    }),

    http.all(origin === '*' ? '*' : `${origin}/*`, rpcPlainNotFound),
  ];
}
