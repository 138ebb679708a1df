import { useSyncExternalStore } from 'react';

/*
 * The one door to localStorage and sessionStorage. A browser may refuse
 * storage outright (blocked site data, some private modes, sandboxed frames):
 * then even reading `window.localStorage` throws a SecurityError, and a write
 * can also fail when the quota is full. Every read and write here survives
 * that: the value is kept in this page's memory instead, so the dashboard
 * still works until the page is closed, and the cause (refused or full) is
 * recorded so the layout can say what will not be remembered, and why.
 */

/** 'device' is localStorage (kept across sessions); 'session' is sessionStorage (this tab, until it closes). */
export type StorageArea = 'device' | 'session';

/** An area this page no longer writes to, and why: the browser refused it, or it is full. */
export interface StorageLoss {
  area: StorageArea;
  cause: 'refused' | 'full';
}

/**
 * What this page wrote or removed once the browser would no longer take it: a value, or null for a key removed. Read
 * before the browser's storage, which still holds what was written before: storage that is full still reads, and
 * a full localStorage (an offline import of a large file) must not make the page forget its connection or its
 * recent worlds.
 */
const memory: Record<StorageArea, Map<string, string | null>> = { device: new Map(), session: new Map() };
const lost = new Map<StorageArea, StorageLoss['cause']>();
const listeners = new Set<() => void>();
let snapshot: readonly StorageLoss[] = [];

function markLost(area: StorageArea, cause: StorageLoss['cause']) {
  if (lost.has(area)) return;
  lost.set(area, cause);
  snapshot = (['device', 'session'] as const).flatMap((known) => {
    const why = lost.get(known);
    return why ? [{ area: known, cause: why }] : [];
  });
  // Reads happen during render; telling subscribers later avoids updating one component while another renders.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** A write the browser turned down for want of room (Firefox once named it its own way). */
const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * The browser's storage for `area`, or undefined when there is none (Node) or it was refused. A full area is still
 * given for a removal (`forRemoval`): that frees room for the next visit (Restore the sample data), while what this
 * page writes stays in its memory, so what it reads back is what it wrote.
 */
function browserStorage(area: StorageArea, { forRemoval = false } = {}): Storage | undefined {
  const cause = lost.get(area);
  if (typeof window === 'undefined' || (cause !== undefined && !(forRemoval && cause === 'full'))) return undefined;
  try {
    return area === 'device' ? window.localStorage : window.sessionStorage;
  } catch {
    markLost(area, 'refused');
    return undefined;
  }
}

export function readStored(area: StorageArea, key: string): string | null {
  const kept = memory[area].get(key);
  if (kept !== undefined) return kept;
  if (typeof window === 'undefined') return null;
  try {
    // Refused or not: where the browser refuses reading too, this throws.
    return (area === 'device' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    markLost(area, 'refused');
    return null;
  }
}

export function writeStored(area: StorageArea, key: string, value: string) {
  const storage = browserStorage(area);
  if (storage) {
    try {
      storage.setItem(key, value);
      return;
    } catch (error) {
      // Refused, or full: from now on this page keeps the area in memory, so what it reads back is what it wrote.
      markLost(area, isQuotaError(error) ? 'full' : 'refused');
    }
  }
  memory[area].set(key, value);
}

export function removeStored(area: StorageArea, key: string) {
  const storage = browserStorage(area, { forRemoval: true });
  if (storage) {
    try {
      storage.removeItem(key);
      memory[area].delete(key);
      return;
    } catch {
      markLost(area, 'refused');
    }
  }
  // What the browser still holds under the key is gone for this page.
  memory[area].set(key, null);
}

/**
 * A library that uses localStorage itself (MSW keeps its cookies there, and
 * touches it as it loads) fails to load at all when the browser refuses
 * storage. Called before loading one: in that case it puts a forgetful
 * stand-in where localStorage was, so the library loads and works.
 */
export function standInForRefusedLocalStorage() {
  if (typeof window === 'undefined') return;
  try {
    // Reading the property is what throws where storage is refused.
    Reflect.get(window, 'localStorage');
  } catch {
    markLost('device', 'refused');
    const forgetful: Storage = {
      length: 0,
      clear: () => {},
      getItem: () => null,
      key: () => null,
      removeItem: () => {},
      setItem: () => {},
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, value: forgetful });
  }
}

/**
 * Calls `listener` when another tab of this browser changes `key` in device
 * storage (the browser's `storage` event). Returns the unsubscribe function.
 */
export function onStoredChangeElsewhere(key: string, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: StorageEvent) => {
    // A null key means another tab cleared the whole storage.
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The storage areas this page no longer writes to, refused or full: what the dashboard cannot remember. */
export function useStorageLosses(): readonly StorageLoss[] {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/** For tests: forget refusals and in-memory values, as a fresh page would. */
export function resetStorageFallback() {
  lost.clear();
  snapshot = [];
  memory.device.clear();
  memory.session.clear();
}
