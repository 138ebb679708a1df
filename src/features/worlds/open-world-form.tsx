import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { worldSearchPath } from '../../lib/world-paths';

/**
 * Opens any world by its ID, also when the server cannot list worlds. One
 * field with one rule needs no form library; keeping react-hook-form off the
 * home page keeps about 13 KB of gzip JavaScript out of the first visit.
 */
export function OpenWorldForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  function open(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const entered = new FormData(event.currentTarget).get('worldId');
    const worldId = typeof entered === 'string' ? entered.trim() : '';
    if (worldId === '') {
      setError('Enter the ID of a world, for example solar-system.');
      return;
    }
    if (worldId === '.' || worldId === '..') {
      // In a URL path these mean "this folder" and "the folder above", so they can never name a world.
      setError('“.” and “..” cannot be world IDs.');
      return;
    }
    void navigate(worldSearchPath(worldId));
  }

  return (
    <form noValidate onSubmit={open} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label="World ID"
        name="worldId"
        placeholder="solar-system"
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
