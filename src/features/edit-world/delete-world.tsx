import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConnection } from '../../api/connection';
import { deleteWorld } from '../../api/manage-worlds';
import { capabilitiesQuery, worldQueries } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useModalDialog } from '../../components/ui/use-modal-dialog';

/** Delete world, on the edit page: a dialog whose own Delete world works only once the world's ID is typed. */
export function DeleteWorld({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const capabilities = useQuery(capabilitiesQuery(connection)).data;
  const can = capabilities?.delete;
  const restore = capabilities?.restore;
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
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {restore
              ? `It can be restored from the home page for ${restore.graceDays} days.`
              : 'It cannot be undone from the dashboard.'}
          </p>
          <Button onClick={() => setOpen(true)} className="self-start text-red-800 dark:text-red-300">
            Delete world
          </Button>
          {open ? (
            <DeleteWorldDialog worldId={worldId} whatHappens={can.whatHappens} onClose={() => setOpen(false)} />
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Unavailable: this server speaks only the described Worlds API, which has no way to delete a world.
        </p>
      )}
    </section>
  );
}

function DeleteWorldDialog({
  worldId,
  whatHappens,
  onClose,
}: {
  worldId: string;
  whatHappens: string;
  onClose: () => void;
}) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { ref } = useModalDialog(true);
  const titleId = useId();
  const bodyId = useId();
  const [typed, setTyped] = useState('');
  // The REST server names a world by its ID and its slug: either confirms, since a person may know either.
  const slug = useQuery({ ...worldQueries.detail(connection, worldId), enabled: false }).data?.slug;
  const remove = useMutation({
    mutationFn: () => deleteWorld(connection, queryClient, worldId),
    onSuccess: () => void navigate('/', { state: { deleted: worldId } }),
  });
  const confirmed = typed === worldId || (slug !== undefined && typed === slug);

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
            This deletes <code className="wrap-anywhere">{worldId}</code> and every triple in it. {whatHappens}
          </p>
          <p>
            {slug === undefined ? (
              'To confirm, type the world’s ID exactly.'
            ) : (
              <>
                To confirm, type the world’s ID (<code className="wrap-anywhere">{worldId}</code>) or its slug (
                <code className="wrap-anywhere">{slug}</code>) exactly.
              </>
            )}
          </p>
        </div>
        <TextField
          label={slug === undefined ? 'World ID' : 'World ID or slug'}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoFocus
        />
        {remove.isError ? <ApiErrorAlert error={remove.error} title="The world was not deleted" /> : null}
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
