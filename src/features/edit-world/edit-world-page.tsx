import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../api/request';
import { getWorld, updateWorldMutation, worldQueries } from '../../api/worlds';
import { errorDetail } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { conflictingFields } from './world-changes';
import { WorldForm, type SaveOutcome, type SaveRequest } from './world-form';

const CONFLICT_CHECK_TIMEOUT_MS = 5_000;

/** Why the world could not be read, and what the person can still do. */
function readFailure(error: unknown): { title: string; detail: string } {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404) {
    return {
      title: 'This world could not be found',
      detail: `The server answered: ${errorDetail(error)} If the world exists but the server cannot read worlds, you can still set a new name or description below.`,
    };
  }
  if (status === 405 || status === 501) {
    return {
      title: 'This server cannot read worlds',
      detail: 'The current name and description cannot be shown, but you can still set new ones below.',
    };
  }
  return {
    title: 'The current values could not be read',
    detail: `${errorDetail(error)} You can still set a new name or description below.`,
  };
}

export function EditWorldPage() {
  const { worldId = '' } = useParams();
  const queryClient = useQueryClient();
  const world = useQuery(worldQueries.detail(worldId));
  const update = useMutation(updateWorldMutation(queryClient, worldId));

  async function save({ changes, loaded }: SaveRequest): Promise<SaveOutcome> {
    let current;
    if (loaded) {
      // Just before saving, read what the server has now, so that nobody's edit is silently overwritten.
      // The check is quick or skipped: a server too slow to answer it should not double the wait for the save.
      current = await getWorld(worldId, AbortSignal.timeout(CONFLICT_CHECK_TIMEOUT_MS)).catch(() => undefined);
      if (current) queryClient.setQueryData(worldQueries.detail(worldId).queryKey, current);
      const conflicts = current ? conflictingFields(changes, loaded, current) : [];
      if (current && conflicts.length > 0) return { kind: 'conflict', conflicts, server: current };
    }
    const saved = await update.mutateAsync(changes);
    return { kind: 'saved', world: saved ?? (current ? { ...current, ...changes } : undefined) };
  }

  if (world.isPending) {
    return (
      // An aria-label on a plain div is never read; a status with text is.
      <div aria-busy="true" className="flex max-w-3xl flex-col gap-5">
        <p role="status" className="sr-only">
          Loading the world…
        </p>
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-9 w-40" />
      </div>
    );
  }

  const failure = world.data ? undefined : readFailure(world.error);
  return (
    <div className="flex flex-col gap-5">
      {failure ? (
        <Alert tone="info" title={failure.title}>
          {failure.detail} Only the fields you fill in are sent.
        </Alert>
      ) : null}
      <WorldForm key={worldId} worldId={worldId} world={world.data} onSave={save} />
    </div>
  );
}
