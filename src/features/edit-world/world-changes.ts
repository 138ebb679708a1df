import type { World, WorldFormValues, WorldUpdate } from '../../api/schemas';

/** When the world could not be read, every field starts empty and only what is filled in is sent. */
export const unknownBaseline: WorldFormValues = { name: '', description: '' };

export const FIELD_LABELS = { name: 'Name', description: 'Description' } as const;
export type WorldField = keyof typeof FIELD_LABELS;
export const FIELDS = Object.keys(FIELD_LABELS) as WorldField[];

export function baselineOf(world: Pick<World, 'name' | 'description'>): WorldFormValues {
  return { name: world.name, description: world.description };
}

/**
 * The fields to send: those whose value differs from what the form loaded.
 * The name is compared trimmed, as it is saved. Against an unknown baseline
 * (empty) an empty name is no change, so it is left as it is; against a known
 * one it is a change the form's validation refuses.
 */
export function changedFields(values: WorldFormValues, baseline: WorldFormValues): WorldUpdate {
  const changes: WorldUpdate = {};
  const name = values.name.trim();
  // Both sides trimmed: a stored " Foo " is not a change the person made.
  if (name !== baseline.name.trim()) changes.name = name;
  if (values.description !== baseline.description) changes.description = values.description;
  return changes;
}

export function hasChanges(changes: WorldUpdate): boolean {
  return Object.keys(changes).length > 0;
}

export interface FieldConflict {
  field: WorldField;
  /** What the form loaded. */
  loaded: string;
  /** What the server has now. */
  server: string;
  /** What the person wants to save. */
  mine: string;
}

/** Changed fields that someone else changed on the server since the form loaded them. */
export function conflictingFields(changes: WorldUpdate, baseline: WorldFormValues, server: World): FieldConflict[] {
  return FIELDS.flatMap((field) => {
    const mine = changes[field];
    if (mine === undefined || server[field] === baseline[field] || server[field] === mine) return [];
    return [{ field, loaded: baseline[field], server: server[field], mine }];
  });
}

/** A field that someone else changed on the server and the person did not touch: it simply takes their value. */
export interface FieldUpdate {
  field: WorldField;
  server: string;
}

/** The fields the person did not change that differ on the server from what the form loaded. */
export function changedOnlyOnServer(
  values: WorldFormValues,
  baseline: WorldFormValues,
  server: WorldFormValues,
): FieldUpdate[] {
  return FIELDS.flatMap((field) =>
    values[field] === baseline[field] && server[field] !== baseline[field] ? [{ field, server: server[field] }] : [],
  );
}

/**
 * A draft kept from an earlier visit, brought back onto what the server has
 * now: the fields the draft changed keep the draft's values and the baseline
 * they were edited from (so a later save still notices someone else's change);
 * the other fields take the server's current values.
 */
export function restoreOnto(
  draft: { values: WorldFormValues; baseline: WorldFormValues },
  loaded: WorldFormValues,
): { values: WorldFormValues; baseline: WorldFormValues } {
  const values = { ...loaded };
  const baseline = { ...loaded };
  for (const field of Object.keys(changedFields(draft.values, draft.baseline)) as WorldField[]) {
    values[field] = draft.values[field];
    baseline[field] = draft.baseline[field];
  }
  return { values, baseline };
}

/**
 * Moves the baseline to the server's current values, keeping what the person
 * changed and taking the server's value for every field they did not touch,
 * so that a later save never reverts someone else's edit.
 */
export function rebase(values: WorldFormValues, baseline: WorldFormValues, server: WorldFormValues) {
  const rebased = { ...server };
  for (const field of FIELDS) if (values[field] !== baseline[field]) rebased[field] = values[field];
  return rebased;
}
