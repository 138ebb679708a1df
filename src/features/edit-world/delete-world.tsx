import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConnection, type ApiDialect } from '../../api/connection';
import { deleteWorld, dialectQuery } from '../../api/manage-worlds';
import { isApiError } from '../../api/request';
import { capabilitiesQuery } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useModalDialog } from '../../components/ui/use-modal-dialog';

/** What the server does with a deleted world, said before the person confirms. */
const WHAT_HAPPENS: Record<ApiDialect, string> = {
  rest: 'The REST server deletes softly: the world and its data disappear from every read, but the server keeps them, and the world’s slug can never be used for a new world.',
  rpc: 'The RPC server deletes the world and its data.',
  v1: 'The offline sample data removes it from this browser; “Restore the sample data” brings the samples back.',
};

/** Delete world, on the edit page: a dialog whose own Delete world works only once the world's ID is typed. */
export function DeleteWorld({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const can = useQuery(capabilitiesQuery(connection)).data?.delete;
  const [open, setOpen] = useState(false);
  if (can === undefined) return null;
  return (
    <section
      aria-labelledby="delete-heading"
      className="flex max-w-3xl flex-col gap-2 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      <h2 id="delete-heading" className="font-semibold">
        Delete this world
      </h2>
      {can ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">It cannot be undone from the dashboard.</p>
          <Button onClick={() => setOpen(true)} className="self-start text-red-800 dark:text-red-300">
            Delete world
          </Button>
          {open ? <DeleteWorldDialog worldId={worldId} onClose={() => setOpen(false)} /> : null}
        </>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Unavailable: this server speaks only the described Worlds API, which has no way to delete a world.
        </p>
      )}
    </section>
  );
}

function DeleteWorldDialog({ worldId, onClose }: { worldId: string; onClose: () => void }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { ref } = useModalDialog(true);
  const titleId = useId();
  const bodyId = useId();
  const [typed, setTyped] = useState('');
  const dialect = useQuery(dialectQuery(connection)).data;
  const remove = useMutation({
    mutationFn: () => deleteWorld(connection, queryClient, worldId),
    onSuccess: () => void navigate('/', { state: { deleted: worldId } }),
  });
  const confirmed = typed === worldId;
  // The RPC server's known fault: a world that never held data cannot be deleted (500 INTERNAL).
  const neverHadData =
    dialect === 'rpc' && isApiError(remove.error) && remove.error.kind === 'http' && remove.error.status === 500;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!remove.isPending) onClose();
      }}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) remove.mutate();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          Delete world
        </h2>
        <div id={bodyId} className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
          <p>
            This deletes <code className="wrap-anywhere">{worldId}</code> and every triple in it.{' '}
            {dialect ? WHAT_HAPPENS[dialect] : null}
          </p>
          <p>To confirm, type the world’s ID exactly.</p>
        </div>
        <TextField
          label="World ID"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoFocus
        />
        {neverHadData ? (
          <Alert tone="error" title="The server could not delete this world">
            The RPC server fails with 500 INTERNAL when asked to delete a world that never held any data: a known fault
            of the server, not of this world. Import data into it (its Data page), then delete it. The server said:{' '}
            {remove.error?.message}
          </Alert>
        ) : remove.isError ? (
          <ApiErrorAlert error={remove.error} title="The world was not deleted" />
        ) : null}
        <p role="status" className="sr-only">
          {remove.isPending ? 'Deleting the world…' : ''}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={!confirmed || remove.isPending}
            className="bg-red-700 hover:bg-red-800 disabled:bg-red-700/50 dark:bg-red-600 dark:hover:bg-red-500 dark:disabled:bg-red-600/40"
          >
            {remove.isPending ? 'Deleting…' : 'Delete world'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
