/*
 * Where the dashboard sends its requests. The default is the page's own origin,
 * answered by the offline mock or by the dev/preview proxy to a real server.
 * The settings page edits this; the API key is kept for the browser session
 * unless the person asks to remember it on the device.
 */

export interface Connection {
  /** 'offline' answers from the built-in sample worlds; 'server' sends requests out. */
  mode: 'offline' | 'server';
  /** Empty means the dashboard's own origin. */
  baseUrl: string;
  /** Empty means no Authorization header is sent. */
  apiKey: string;
}

import { readStored, removeStored, writeStored, type StorageArea } from '../lib/browser-storage';

const STORAGE_KEY = 'worlds-dashboard:connection';

/**
 * Started with WORLDS_API_URL, the dev/preview server proxies /v1 to a real
 * server, so the default is that server; otherwise the offline sample data.
 */
export const proxiedApiHost = __WORLDS_API_PROXY_HOST__;

const defaultConnection: Connection = {
  mode: proxiedApiHost ? 'server' : 'offline',
  baseUrl: '',
  apiKey: '',
};

function readConnection(area: StorageArea): Connection | undefined {
  const raw = readStored(area, STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { mode, baseUrl, apiKey } = parsed as Record<string, unknown>;
    return {
      mode: mode === 'offline' || mode === 'server' ? mode : defaultConnection.mode,
      baseUrl: typeof baseUrl === 'string' ? baseUrl : '',
      apiKey: typeof apiKey === 'string' ? apiKey : '',
    };
  } catch {
    return undefined;
  }
}

export function getConnection(): Connection {
  return readConnection('session') ?? readConnection('device') ?? defaultConnection;
}

export function saveConnection(connection: Connection, { rememberOnDevice = false } = {}) {
  const serialized = JSON.stringify(connection);
  writeStored('session', STORAGE_KEY, serialized);
  if (rememberOnDevice) writeStored('device', STORAGE_KEY, serialized);
  else removeStored('device', STORAGE_KEY);
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
  return proxiedApiHost || window.location.host;
}
