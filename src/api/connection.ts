import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored, type StorageArea } from '../lib/browser-storage';
import { getRuntimeConfig } from './runtime-config';

/*
 * Where the dashboard sends its requests. The default is the page's own origin,
 * answered by the offline mock or by the proxy to a real server that the
 * runtime configuration (/config.json) names.
 * The settings page edits this; the API key is kept for the browser session
 * unless the person asks to remember it on the device.
 */

/** The shapes of the Worlds API that servers speak (see docs/worlds-api.md). */
export const API_DIALECTS = ['v1', 'rest', 'rpc', 'dataplane'] as const;
export type ApiDialect = (typeof API_DIALECTS)[number];
/** A dialect, or 'auto' to find out from the server with harmless reads. */
type DialectChoice = ApiDialect | 'auto';

export interface Connection {
  /** 'offline' answers from the built-in sample worlds; 'server' sends requests out. */
  mode: 'offline' | 'server';
  /** Empty means the dashboard's own origin. */
  baseUrl: string;
  /** Empty means no key header is sent. */
  apiKey: string;
  /** How the server speaks; 'auto' detects it once per connection. */
  dialect: DialectChoice;
}

const STORAGE_KEY = 'worlds-dashboard:connection';

/**
 * The name of the server that the dashboard's own origin forwards /v1 and /rpc to (nginx, or the dev/preview server
 * started with WORLDS_API_URL), or '' when it forwards nothing.
 */
export function proxiedApiHost(): string {
  const config = getRuntimeConfig();
  return config.dataSource === 'server' ? config.serverName || window.location.host : '';
}

/**
 * A function, not a constant: the runtime configuration is read at start, after this module loads. With a proxied
 * server the default is that server, in the configured dialect; otherwise the offline sample data.
 */
function defaultConnection(): Connection {
  const { dataSource, dialect } = getRuntimeConfig();
  return { mode: dataSource, baseUrl: '', apiKey: '', dialect };
}

const isDialectChoice = (value: unknown): value is DialectChoice =>
  value === 'auto' || API_DIALECTS.includes(value as ApiDialect);

function readConnection(area: StorageArea): Connection | undefined {
  const raw = readStored(area, STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { mode, baseUrl, apiKey, dialect } = parsed as Record<string, unknown>;
    return {
      mode: mode === 'offline' || mode === 'server' ? mode : defaultConnection().mode,
      baseUrl: typeof baseUrl === 'string' ? baseUrl : '',
      apiKey: typeof apiKey === 'string' ? apiKey : '',
      dialect: isDialectChoice(dialect) ? dialect : defaultConnection().dialect,
    };
  } catch {
    return undefined;
  }
}

export function getConnection(): Connection {
  return readConnection('session') ?? readConnection('device') ?? defaultConnection();
}

const listeners = new Set<() => void>();
let current: { serialized: string; connection: Connection } | undefined;

/** The saved connection, the same object while it is unchanged (as useSyncExternalStore needs). */
function currentConnection(): Connection {
  const connection = getConnection();
  const serialized = JSON.stringify(connection);
  if (current?.serialized !== serialized) current = { serialized, connection };
  return current.connection;
}

export function subscribeToConnection(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The saved connection, re-rendering when the settings switch it: a switch needs no reload. */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribeToConnection, currentConnection);
}

export function saveConnection(connection: Connection, { rememberOnDevice = false } = {}) {
  const serialized = JSON.stringify(connection);
  writeStored('session', STORAGE_KEY, serialized);
  if (rememberOnDevice) writeStored('device', STORAGE_KEY, serialized);
  else removeStored('device', STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** FNV-1a, 32 bits: tells keys apart in a connection's ID without writing the key itself anywhere. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Names one connection in cache keys and stored things. */
export type ConnectionId = string;

/**
 * The one ID of a connection, in every query key and every stored thing (detected dialect, page tokens, recent
 * worlds, drafts), so that nothing of one server is ever shown for another. The key is part of it (another key may
 * see other worlds), as a fingerprint; so is the dialect chosen, since another dialect reads the server otherwise.
 */
export function connectionId(connection: Connection): ConnectionId {
  if (connection.mode === 'offline') return 'offline';
  const key = connection.apiKey === '' ? '' : ` key:${fingerprint(connection.apiKey)}`;
  // The dashboard's own origin is whichever server its proxy forwards to: re-pointing the proxy makes another one.
  const { serverId } = getRuntimeConfig();
  const via = connection.baseUrl.trim() === '' && serverId !== '' ? ` via:${serverId}` : '';
  return `${resolveBaseUrl(connection)}${via} ${connection.dialect}${key}`;
}

export function isRememberedOnDevice(): boolean {
  return readStored('device', STORAGE_KEY) !== null;
}

/** The origin requests go to, for building URLs and for telling the person. */
export function resolveBaseUrl(connection: Connection = getConnection()): string {
  const base = (connection.mode === 'server' && connection.baseUrl.trim()) || window.location.origin;
  return base.replace(/\/+$/, '');
}

export function usesOfflineMock(connection: Connection = getConnection()): boolean {
  return connection.mode === 'offline';
}

/** Where the data on screen comes from, in a person's words. */
export function describeDataSource(connection: Connection = getConnection()): string {
  if (usesOfflineMock(connection)) return 'Offline sample data';
  if (connection.baseUrl.trim()) {
    try {
      return new URL(connection.baseUrl).host;
    } catch {
      return connection.baseUrl;
    }
  }
  return proxiedApiHost() || window.location.host;
}
