import type { World, WorldFormValues, WorldSearchSettings, WorldUpdate } from '../../api/schemas';

/** The search settings that are numbers: typed as text, sent as numbers. */
export const NUMBER_SETTINGS = ['chunkSize', 'topK', 'minScore'] as const;
/**
 * What the form holds, every field as typed: the name, the description and (capabilities.searchSettings) the
 * world's search settings; a setting the world does not have is "".
 */
export type EditValues = WorldFormValues & Record<keyof WorldSearchSettings, string>;

/** When the world could not be read, every field starts empty and only what is filled in is sent. */
export const unknownBaseline: EditValues = {
  name: '',
  description: '',
  embeddingModel: '',
  chunkSize: '',
  topK: '',
  minScore: '',
};

export const FIELD_LABELS = {
  name: 'Name',
  description: 'Description',
  embeddingModel: 'Embedding model',
  chunkSize: 'Chunk size',
  topK: 'Top K',
  minScore: 'Minimum score',
} as const satisfies Record<keyof EditValues, string>;
export type WorldField = keyof typeof FIELD_LABELS;
export const FIELDS = Object.keys(FIELD_LABELS) as WorldField[];

/** Fields' labels as a sentence lists them: "name", "name and top K", "name, chunk size and top K". */
export function inSentence(labels: readonly string[]): string {
  const said = labels.map((label) => label.charAt(0).toLowerCase() + label.slice(1));
  return said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1) ?? ''}` : (said[0] ?? '');
}

export function baselineOf(world: Pick<World, 'name' | 'description' | 'searchSettings'>): EditValues {
  const settings = world.searchSettings;
  return {
    name: world.name,
    description: world.description,
    embeddingModel: settings?.embeddingModel ?? '',
    chunkSize: settings ? String(settings.chunkSize) : '',
    topK: settings ? String(settings.topK) : '',
    minScore: settings ? String(settings.minScore) : '',
  };
}

/** A number as typed; NaN for text that is none (empty text too, which Number() would take as 0). */
const typedNumber = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));

/**
 * The fields to send: those whose value differs from what the form loaded.
 * The name is compared trimmed, as it is saved. Against an unknown baseline
 * (empty) an empty name is no change, so it is left as it is; against a known
 * one it is a change the form's validation refuses. The same goes for each
 * search setting; a number is compared as a number ("0.50" is no change from 0.5).
 */
export function changedFields(values: EditValues, baseline: EditValues): WorldUpdate {
  const changes: WorldUpdate = {};
  const name = values.name.trim();
  // Both sides trimmed: a stored " Foo " is not a change the person made.
  if (name !== baseline.name.trim()) changes.name = name;
  if (values.description !== baseline.description) changes.description = values.description;
  const model = values.embeddingModel.trim();
  if (model !== baseline.embeddingModel.trim()) changes.embeddingModel = model;
  for (const field of NUMBER_SETTINGS) {
    const known = baseline[field] !== '';
    // Nothing known and nothing typed: left as it is.
    if (!known && values[field].trim() === '') continue;
    // Text that is not a number is a change too (NaN), one the form's validation refuses.
    const typed = typedNumber(values[field]);
    if (!known || typed !== Number(baseline[field])) changes[field] = typed;
  }
  return changes;
}

/** What the form loaded, as a save would send each field: the values a check for someone else's change compares. */
export function asSent(baseline: EditValues): WorldUpdate {
  const { name, description, embeddingModel } = baseline;
  const sent: WorldUpdate = { name, description, ...(embeddingModel === '' ? {} : { embeddingModel }) };
  for (const field of NUMBER_SETTINGS) if (baseline[field] !== '') sent[field] = Number(baseline[field]);
  return sent;
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
export function conflictingFields(changes: WorldUpdate, baseline: EditValues, server: World): FieldConflict[] {
  const now = baselineOf(server);
  return FIELDS.flatMap((field) => {
    const sent = changes[field];
    if (sent === undefined) return [];
    const mine = String(sent);
    if (now[field] === baseline[field] || now[field] === mine) return [];
    return [{ field, loaded: baseline[field], server: now[field], mine }];
  });
}

/** A field that someone else changed on the server and the person did not touch: it simply takes their value. */
export interface FieldUpdate {
  field: WorldField;
  server: string;
}

/** The fields the person did not change that differ on the server from what the form loaded. */
export function changedOnlyOnServer(values: EditValues, baseline: EditValues, server: EditValues): FieldUpdate[] {
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
  draft: { values: EditValues; baseline: EditValues },
  loaded: EditValues,
): { values: EditValues; baseline: EditValues } {
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
export function rebase(values: EditValues, baseline: EditValues, server: EditValues) {
  const rebased = { ...server };
  for (const field of FIELDS) if (values[field] !== baseline[field]) rebased[field] = values[field];
  return rebased;
}
