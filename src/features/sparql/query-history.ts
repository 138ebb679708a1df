import { readStored, writeStored } from '../../lib/browser-storage';

/*
 * The last 50 queries run on a world, newest first, in this browser (localStorage), per connection and world. A
 * query run again moves to the top rather than appearing twice.
 */

const HISTORY_LIMIT = 50;

export interface HistoryEntry {
  query: string;
  /** When it was last run, epoch milliseconds. */
  at: number;
}

const historyKey = (scope: string, worldId: string) => `worlds-dashboard:sparql-history:${scope}:${worldId}`;

function isEntry(value: unknown): value is HistoryEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { query?: unknown }).query === 'string' &&
    typeof (value as { at?: unknown }).at === 'number'
  );
}

export function readHistory(scope: string, worldId: string): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(readStored('device', historyKey(scope, worldId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function addToHistory(scope: string, worldId: string, query: string, at = Date.now()): HistoryEntry[] {
  const entries = [{ query, at }, ...readHistory(scope, worldId).filter((entry) => entry.query !== query)].slice(
    0,
    HISTORY_LIMIT,
  );
  writeStored('device', historyKey(scope, worldId), JSON.stringify(entries));
  return entries;
}
