import * as z from 'zod/mini';
import type { WorldFormValues } from '../../api/schemas';

/*
 * Unsaved edits are kept for the browser session, so that after a reload or a
 * crash the edit page can offer them back. One draft per world.
 */

const draftSchema = z.object({ name: z.string(), description: z.string() });
const draftKey = (worldId: string) => `worlds-dashboard:draft:${worldId}`;

export function readDraft(worldId: string): WorldFormValues | undefined {
  try {
    const raw = sessionStorage.getItem(draftKey(worldId));
    if (raw === null) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(worldId: string, values: WorldFormValues) {
  sessionStorage.setItem(draftKey(worldId), JSON.stringify(values));
}

export function clearDraft(worldId: string) {
  sessionStorage.removeItem(draftKey(worldId));
}
