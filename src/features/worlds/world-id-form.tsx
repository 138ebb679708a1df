import { useState, type SubmitEvent } from 'react';
import type { Capabilities } from '../../api/capabilities';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

/** What is wrong with a typed world ID, before anything is sent, or undefined when it may be sent. */
function worldIdProblem(worldId: string, idForm: Capabilities['worldId']): string | undefined {
  if (worldId === '') return `Enter the ID of a world, for example ${idForm?.example ?? 'solar-system'}.`;
  // In a URL path these mean "this folder" and "the folder above", so they can never name a world.
  if (worldId === '.' || worldId === '..') return '“.” and “..” cannot be world IDs.';
  if (!idForm || idForm.pattern.test(worldId)) return undefined;
  return idForm.pattern.test(worldId.toLowerCase())
    ? `Write the ID in lower case: ${worldId.toLowerCase()}.`
    : 'That is not an ID this server takes, so nothing was sent.';
}

interface WorldIdFormProps {
  label: string;
  /** The button's text. */
  action: string;
  /** The one form the server's IDs take, where they have one (capabilities.worldId): said under the field. */
  idForm: Capabilities['worldId'];
  /** Called with a trimmed ID that passed every check here. */
  onValid: (worldId: string) => void;
  /** While the last ID sent is under way: the button says `busyAction`, and a press does nothing. */
  busyAction?: string | undefined;
  variant?: 'primary' | 'secondary';
}

/**
 * One world ID and a button: Open by ID and Restore by ID. One field with a few rules needs no form library; keeping
 * react-hook-form off the home page keeps about 13 KB of gzip JavaScript out of the first visit. Where the server's
 * IDs have one form, another is explained here rather than left to the server's refusal, and what was typed stays.
 */
export function WorldIdForm({ label, action, idForm, onValid, busyAction, variant }: WorldIdFormProps) {
  const [error, setError] = useState<string>();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyAction) return;
    const entered = new FormData(event.currentTarget).get('worldId');
    const worldId = typeof entered === 'string' ? entered.trim() : '';
    const problem = worldIdProblem(worldId, idForm);
    setError(problem);
    if (problem === undefined) onValid(worldId);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={label}
        name="worldId"
        placeholder={idForm?.example ?? 'solar-system'}
        hint={idForm ? `${idForm.about}, for example ${idForm.example}.` : undefined}
        autoComplete="off"
        spellCheck={false}
        error={error}
        onChange={() => setError(undefined)}
        className="flex-1"
      />
      <Button type="submit" variant={variant} aria-disabled={busyAction ? true : undefined} className="sm:mt-6">
        {busyAction ?? action}
      </Button>
    </form>
  );
}
