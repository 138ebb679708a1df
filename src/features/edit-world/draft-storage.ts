import * as z from 'zod/mini';
import type { ConnectionId } from '../../api/connection';
import { readStored, removeStored, writeStored } from '../../lib/browser-storage';

/*
 * Unsaved edits are kept for the browser session, so that after a reload or a
 * crash the edit page can offer them back. One draft per world of each connection: a draft typed for one
 * server's world is never offered for another's.
 */

/** A setting is "" in a draft kept before the form had search settings, and where the world has none. */
const setting = z._default(z.string(), '');
const valuesSchema = z.object({
  name: z.string(),
  description: z.string(),
  embeddingModel: setting,
  chunkSize: setting,
  topK: setting,
  minScore: setting,
});
/** What was typed, and what it was typed over, so a restore can still notice someone else's change. */
const draftSchema = z.object({ values: valuesSchema, baseline: valuesSchema });
export type Draft = z.output<typeof draftSchema>;
/** Where a draft is kept: JSON, so that neither part can run into the other. */
const draftKey = ({ connection, worldId }: DraftScope) =>
  `worlds-dashboard:draft:${JSON.stringify([connection, worldId])}`;

/** Whose draft: one world of one connection. */
export interface DraftScope {
  connection: ConnectionId;
  worldId: string;
}

export function readDraft(scope: DraftScope): Draft | undefined {
  try {
    const raw = readStored('session', draftKey(scope));
    if (raw === null) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(scope: DraftScope, draft: Draft) {
  writeStored('session', draftKey(scope), JSON.stringify(draft));
}

export function clearDraft(scope: DraftScope) {
  removeStored('session', draftKey(scope));
}
