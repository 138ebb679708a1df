import { readStored, removeStored, writeStored } from '../../lib/browser-storage';

/*
 * Queries too long for a comfortable URL, kept in this browser under a short key (`?draft=`), per connection and
 * world: one stored list, newest first, at most DRAFT_LIMIT drafts and DRAFT_CHARS characters in all, so that what
 * is kept cannot grow without end (each long query run used to leave a key of its own, forever). The oldest go
 * first; the newest is always kept, whatever its size.
 */

export const DRAFT_LIMIT = 20;
export const DRAFT_CHARS = 500_000;

interface Draft {
  key: string;
  query: string;
}

const draftsKey = (scope: string) => `worlds-dashboard:sparql-drafts:${scope}`;
// Where each draft was kept before, one key each and never dropped: read once more, then removed.
const legacyKey = (key: string) => `worlds-dashboard:sparql-draft:${key}`;

function isDraft(value: unknown): value is Draft {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string' &&
    typeof (value as { query?: unknown }).query === 'string'
  );
}

function readDrafts(scope: string): Draft[] {
  try {
    const parsed: unknown = JSON.parse(readStored('device', draftsKey(scope)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isDraft) : [];
  } catch {
    return [];
  }
}

/** A short key for a query's text (FNV-1a), the same for the same text. */
export function draftKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

export function readDraft(scope: string, key: string): string | null {
  return readDrafts(scope).find((draft) => draft.key === key)?.query ?? readStored('device', legacyKey(key));
}

/** Keeps a query as the newest draft of its scope, dropping the oldest past the limits; returns its key. */
export function keepDraft(scope: string, query: string): string {
  const key = draftKey(query);
  const kept: Draft[] = [{ key, query }];
  let chars = query.length;
  for (const draft of readDrafts(scope)) {
    if (draft.key === key) continue;
    if (kept.length >= DRAFT_LIMIT || chars + draft.query.length > DRAFT_CHARS) break;
    kept.push(draft);
    chars += draft.query.length;
  }
  writeStored('device', draftsKey(scope), JSON.stringify(kept));
  removeStored('device', legacyKey(key));
  return key;
}
