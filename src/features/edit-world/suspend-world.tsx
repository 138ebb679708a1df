import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConnection } from '../../api/connection';
import type { World } from '../../api/schemas';
import { setWorldSuspended } from '../../api/world-state';
import { capabilitiesQuery, worldQueries } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { timeText } from '../../lib/date-time-text';

const WHAT_SUSPENDING_DOES =
  'While it is suspended, the world keeps its data and can still be renamed, but the server answers no search in it, and no other use of its data, until it is resumed: it says the world’s database is not found.';

/** What the server's answer says, as the line under the button says it: the state it gave, and when. */
function answerText(asked: boolean, answered: World, at: Date) {
  const time = timeText(at);
  if (answered.state === undefined) return `The server answered at ${time}, without the world’s state.`;
  if (answered.state === (asked ? 'suspended' : 'active')) {
    return asked
      ? `Suspended at ${time}: the server says the world is suspended.`
      : `Resumed at ${time}: the server says the world is active.`;
  }
  return undefined;
}

/**
 * Suspend or Resume, on the edit page beside Delete world: a world's life is managed where its settings are
 * (capabilities.suspend). Suspending asks first, saying what it does; resuming does not, since it only gives back.
 * One button whose words follow the state, so focus stays on it when the state changes.
 */
export function SuspendWorld({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const capabilities = useQuery(capabilitiesQuery(connection)).data;
  const world = useQuery({ ...worldQueries.detail(connection, worldId), enabled: capabilities?.readWorld === true });
  const [asking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: async (suspended: boolean) => ({
      world: await setWorldSuspended(connection, queryClient, { worldId, suspended }),
      at: new Date(),
    }),
  });
  if (capabilities?.suspend !== true) return null;

  const state = world.data?.state;
  const busy = change.isPending;
  const answered = change.isSuccess ? answerText(change.variables, change.data.world, change.data.at) : undefined;
  const suspend = (
    <Button aria-disabled={busy} onClick={busy ? undefined : () => setAsking(true)}>
      {busy && change.variables ? 'Suspending…' : 'Suspend world'}
    </Button>
  );
  const resume = (
    <Button aria-disabled={busy} onClick={busy ? undefined : () => change.mutate(false)}>
      {busy && !change.variables ? 'Resuming…' : 'Resume world'}
    </Button>
  );
  return (
    <section
      aria-labelledby="suspend-heading"
      className="flex max-w-3xl flex-col gap-2 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      <h2 id="suspend-heading" className="font-semibold">
        Suspend or resume
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {state === 'suspended'
          ? 'This world is suspended: the server answers no search in it until it is resumed.'
          : state === undefined
            ? `Its state could not be read. ${WHAT_SUSPENDING_DOES}`
            : WHAT_SUSPENDING_DOES}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {/* A state not known offers both; otherwise the one button changes its words, and keeps the focus. */}
        {state === undefined ? (
          <>
            {suspend}
            {resume}
          </>
        ) : state === 'suspended' ? (
          resume
        ) : (
          suspend
        )}
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {busy ? (change.variables ? 'Suspending…' : 'Resuming…') : (answered ?? '')}
        </p>
      </div>
      {change.isSuccess && answered === undefined ? (
        <Alert tone="error" title={change.variables ? 'The world was not suspended' : 'The world was not resumed'}>
          The server answered without an error, but says the world is “<bdi>{change.data.world.state}</bdi>”.
        </Alert>
      ) : null}
      {change.isError ? (
        <ApiErrorAlert
          error={change.error}
          title={change.variables ? 'The world was not suspended' : 'The world was not resumed'}
          onRetry={() => change.mutate(change.variables)}
        />
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Suspend this world?"
        confirmLabel="Suspend world"
        cancelLabel="Cancel"
        onConfirm={() => {
          setAsking(false);
          change.mutate(true);
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{WHAT_SUSPENDING_DOES}</p>
        <p className="mt-2">Resume world, here, brings it back as it was.</p>
      </ConfirmDialog>
    </section>
  );
}
