import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { onStoredChangeElsewhere, readStored, removeStored, writeStored } from '../../lib/browser-storage';

/* The worlds a person opened lately, newest first, remembered on the device. */

const RECENT_KEY = 'worlds-dashboard:recent-worlds';
export const RECENT_WORLDS_MAX = 8;

const recentWorldSchema = z.object({ id: z.string(), name: z.string() });
const recentWorldsSchema = z.array(recentWorldSchema);
export type RecentWorld = z.output<typeof recentWorldSchema>;

const listeners = new Set<() => void>();
let cache: { raw: string | null; worlds: RecentWorld[] } = { raw: null, worlds: [] };

function readRecentWorlds(): RecentWorld[] {
  const raw = readStored('device', RECENT_KEY);
  // useSyncExternalStore needs the same array back while nothing changed.
  if (raw === cache.raw) return cache.worlds;
  let worlds: RecentWorld[] = [];
  try {
    worlds = z.catch(recentWorldsSchema, []).parse(raw ? JSON.parse(raw) : []);
  } catch {
    worlds = [];
  }
  cache = { raw, worlds };
  return worlds;
}

export function rememberWorld(world: RecentWorld) {
  const current = readRecentWorlds();
  if (current[0]?.id === world.id && current[0].name === world.name) return;
  const next = [world, ...current.filter((recent) => recent.id !== world.id)].slice(0, RECENT_WORLDS_MAX);
  writeStored('device', RECENT_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

/** Remembers a world opened by ID whose name could not be read, keeping a name known from before. */
export function rememberWorldId(worldId: string) {
  const known = readRecentWorlds().find((recent) => recent.id === worldId);
  rememberWorld({ id: worldId, name: known?.name ?? worldId });
}

export function forgetRecentWorlds() {
  removeStored('device', RECENT_KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab opening a world updates this one too.
  const stopListening = onStoredChangeElsewhere(RECENT_KEY, listener);
  return () => {
    listeners.delete(listener);
    stopListening();
  };
}

export function useRecentWorlds(): RecentWorld[] {
  return useSyncExternalStore(subscribe, readRecentWorlds);
}
