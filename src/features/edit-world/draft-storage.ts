import * as z from 'zod/mini';
import { readStored, removeStored, writeStored } from '../../lib/browser-storage';

/*
 * Unsaved edits are kept for the browser session, so that after a reload or a
 * crash the edit page can offer them back. One draft per world.
 */

const valuesSchema = z.object({ name: z.string(), description: z.string() });
/** What was typed, and what it was typed over, so a restore can still notice someone else's change. */
const draftSchema = z.object({ values: valuesSchema, baseline: valuesSchema });
export type Draft = z.output<typeof draftSchema>;
const draftKey = (worldId: string) => `worlds-dashboard:draft:${worldId}`;

export function readDraft(worldId: string): Draft | undefined {
  try {
    const raw = readStored('session', draftKey(worldId));
    if (raw === null) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(worldId: string, draft: Draft) {
  writeStored('session', draftKey(worldId), JSON.stringify(draft));
}

export function clearDraft(worldId: string) {
  removeStored('session', draftKey(worldId));
}
