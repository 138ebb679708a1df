import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { connectionId, useConnection } from '../../api/connection';
import { isNotFound } from '../../api/request';
import type { World } from '../../api/schemas';
import { updateWorldMutation } from '../../api/save-world';
import { capabilitiesQuery, worldQueries } from '../../api/worlds';
import { errorDetail } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { useWorldId } from '../../lib/world-paths';
import { DeleteWorld } from './delete-world';
import { ReindexWorld } from './reindex-world';
import { SuspendWorld } from './suspend-world';
import type { SaveOutcome, SaveRequest } from './use-world-save';
import { WorldForm } from './world-form';

/** Why the world could not be read, and what the person can still do. */
function readFailure(error: unknown, cannotRead: boolean): { title: string; detail: string } {
  if (cannotRead) {
    return {
      title: 'This server cannot read worlds',
      detail: 'The current name and description cannot be shown, but you can still set new ones below.',
    };
  }
  if (isNotFound(error)) {
    return {
      title: 'This world could not be found',
      detail: `The server answered: ${errorDetail(error)} If the world exists but the server cannot read worlds, you can still set a new name or description below.`,
    };
  }
  return {
    title: 'The current values could not be read',
    detail: `${errorDetail(error)} You can still set a new name or description below.`,
  };
}

export function EditWorldPage() {
  const worldId = useWorldId();
  const queryClient = useQueryClient();
  const connection = useConnection();
  const capabilities = useQuery(capabilitiesQuery(connection)).data;
  const cannotRead = capabilities?.readWorld === false;
  const world = useQuery({ ...worldQueries.detail(connection, worldId), enabled: !cannotRead });
  const update = useMutation(updateWorldMutation(queryClient, connection, worldId));

  // The one mutation checks for someone else's change, saves and reads back; the page only words its failures.
  async function save(request: SaveRequest): Promise<SaveOutcome> {
    const result = await update.mutateAsync(request);
    switch (result.kind) {
      case 'unchecked':
        return { kind: 'unchecked', reason: errorDetail(result.error) };
      case 'unconfirmed':
        return { ...result, reason: errorDetail(result.readBackError) };
      default:
        return result;
    }
  }

  // The first answer of the read decides what the form starts from. A later read (returning to the tab, a
  // Scenario change) runs in the background: after a failed read React Query puts the query back to "pending",
  // and that must not take a form that is on screen, with what was typed and the focus, off the screen.
  // Per world of each connection: a switch of server opens the form afresh, from the other server's answer.
  const scope = connectionId(connection);
  const [opened, setOpened] = useState<{ scope: string; worldId: string; world: World | undefined; error: unknown }>();
  const first = opened?.worldId === worldId && opened.scope === scope ? opened : undefined;
  if (!first && (!world.isPending || cannotRead)) setOpened({ scope, worldId, world: world.data, error: world.error });

  if (!first) {
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

  const failure = first.world ? undefined : readFailure(first.error, cannotRead);
  return (
    <div className="flex flex-col gap-5">
      {failure ? (
        <Alert tone="info" title={failure.title}>
          {failure.detail} Only the fields you fill in are sent.
        </Alert>
      ) : null}
      <WorldForm
        key={JSON.stringify([scope, worldId])}
        draftScope={{ connection: scope, worldId }}
        world={first.world}
        keepsDescription={capabilities?.description ?? true}
        hasSearchSettings={capabilities?.searchSettings === true}
        onSave={save}
      />
      {/* What the server does with the world as a whole, after its fields: its index, its state, its end. */}
      <ReindexWorld worldId={worldId} />
      <SuspendWorld worldId={worldId} />
      <DeleteWorld worldId={worldId} />
    </div>
  );
}
