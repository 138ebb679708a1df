import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import type { ConnectionId } from './connection';
import { onStoredChangeElsewhere, readStored, removeStored, writeStored } from '../lib/browser-storage';

/*
 * The worlds a person opened lately, newest first, remembered on the device for each connection: another server's
 * worlds are not this one's, even when their IDs look alike.
 */

const recentKey = (connection: ConnectionId) => `worlds-dashboard:recent-worlds:${connection}`;
const RECENT_WORLDS_MAX = 8;

const recentWorldSchema = z.object({ id: z.string(), name: z.string() });
const recentWorldsSchema = z.array(recentWorldSchema);
export type RecentWorld = z.output<typeof recentWorldSchema>;

const listeners = new Set<() => void>();
let cache: { key: string; raw: string | null; worlds: RecentWorld[] } = { key: '', raw: null, worlds: [] };

function readRecentWorlds(connection: ConnectionId): RecentWorld[] {
  const key = recentKey(connection);
  const raw = readStored('device', key);
  // useSyncExternalStore needs the same array back while nothing changed.
  if (key === cache.key && raw === cache.raw) return cache.worlds;
  let worlds: RecentWorld[] = [];
  try {
    worlds = z.catch(recentWorldsSchema, []).parse(raw ? JSON.parse(raw) : []);
  } catch {
    worlds = [];
  }
  cache = { key, raw, worlds };
  return worlds;
}

export function rememberWorld(connection: ConnectionId, world: RecentWorld) {
  const current = readRecentWorlds(connection);
  if (current[0]?.id === world.id && current[0].name === world.name) return;
  const next = [world, ...current.filter((recent) => recent.id !== world.id)].slice(0, RECENT_WORLDS_MAX);
  writeStored('device', recentKey(connection), JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

/** Remembers a world opened by ID whose name could not be read, keeping a name known from before. */
export function rememberWorldId(connection: ConnectionId, worldId: string) {
  const known = readRecentWorlds(connection).find((recent) => recent.id === worldId);
  rememberWorld(connection, { id: worldId, name: known?.name ?? worldId });
}

/** A deleted world leaves the list: opening it again would only say it is not found. */
export function forgetRecentWorld(connection: ConnectionId, worldId: string) {
  const current = readRecentWorlds(connection);
  if (!current.some((recent) => recent.id === worldId)) return;
  writeStored('device', recentKey(connection), JSON.stringify(current.filter((recent) => recent.id !== worldId)));
  listeners.forEach((listener) => listener());
}

export function forgetRecentWorlds(connection: ConnectionId) {
  removeStored('device', recentKey(connection));
  listeners.forEach((listener) => listener());
}

export function useRecentWorlds(connection: ConnectionId): RecentWorld[] {
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      // Another tab opening a world updates this one too.
      const stopListening = onStoredChangeElsewhere(recentKey(connection), listener);
      return () => {
        listeners.delete(listener);
        stopListening();
      };
    },
    [connection],
  );
  return useSyncExternalStore(subscribe, () => readRecentWorlds(connection));
}
