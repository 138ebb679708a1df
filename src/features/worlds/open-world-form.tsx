import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Capabilities } from '../../api/capabilities';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { worldSearchPath } from '../../lib/world-paths';
import { idFormHint, worldIdProblem } from './world-id-check';

/**
 * Opens any world by its ID, also when the server cannot list worlds. One
 * field with one rule needs no form library; keeping react-hook-form off the
 * home page keeps about 13 KB of gzip JavaScript out of the first visit.
 * `idForm` is the one form the server's IDs take, where they have one.
 */
export function OpenWorldForm({ idForm }: { idForm: Capabilities['worldId'] }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  function open(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const entered = new FormData(event.currentTarget).get('worldId');
    const worldId = typeof entered === 'string' ? entered.trim() : '';
    const problem = worldIdProblem(worldId, idForm);
    setError(problem);
    if (problem === undefined) void navigate(worldSearchPath(worldId));
  }

  return (
    <form noValidate onSubmit={open} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label="World ID"
        name="worldId"
        placeholder={idForm?.example ?? 'solar-system'}
        hint={idFormHint(idForm)}
        autoComplete="off"
        spellCheck={false}
        error={error}
        onChange={() => setError(undefined)}
        className="flex-1"
      />
      <Button type="submit" variant="primary" className="sm:mt-6">
        Open
      </Button>
    </form>
  );
}
