import type { Capabilities } from '../../api/capabilities';

/**
 * What is wrong with a typed world ID, before anything is sent, or undefined when it may be sent: Open by ID and
 * Restore by ID ask the same. Where the server's IDs have one form (capabilities.worldId), another is explained here
 * rather than left to the server's refusal; the field's hint (idFormHint) says the form.
 */
export function worldIdProblem(worldId: string, idForm: Capabilities['worldId']): string | undefined {
  const example = idForm?.example ?? 'solar-system';
  if (worldId === '') return `Enter the ID of a world, for example ${example}.`;
  // In a URL path these mean "this folder" and "the folder above", so they can never name a world.
  if (worldId === '.' || worldId === '..') return '“.” and “..” cannot be world IDs.';
  if (!idForm || idForm.pattern.test(worldId)) return undefined;
  return idForm.pattern.test(worldId.toLowerCase())
    ? `Write the ID in lower case: ${worldId.toLowerCase()}.`
    : 'That is not an ID this server takes, so nothing was sent.';
}

/** The hint under an ID field, where the server's IDs have one form. */
export const idFormHint = (idForm: Capabilities['worldId']) =>
  idForm ? `${idForm.about}, for example ${idForm.example}.` : undefined;
