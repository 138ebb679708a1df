import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConnection } from '../../api/connection';
import { reindexWorld } from '../../api/world-state';
import { capabilitiesQuery } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Button } from '../../components/ui/button';
import { timeText } from '../../lib/date-time-text';

/**
 * Reindex, on the edit page beside the search settings that the index is built with (capabilities.reindex). Says
 * what the server answered, with the time, so that a second reindex is announced as news too.
 */
export function ReindexWorld({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const can = useQuery(capabilitiesQuery(connection)).data?.reindex === true;
  const reindex = useMutation({
    mutationFn: async () => ({ ...(await reindexWorld(connection, queryClient, worldId)), at: new Date() }),
  });
  if (!can) return null;
  const busy = reindex.isPending;
  return (
    <section
      aria-labelledby="reindex-heading"
      className="flex max-w-3xl flex-col gap-2 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      <h2 id="reindex-heading" className="font-semibold">
        Search index
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Reindex rebuilds the world’s search index from its data, with the search settings as saved.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: a button that disables itself under the keyboard drops focus to the body. */}
        <Button aria-disabled={busy} onClick={busy ? undefined : () => reindex.mutate()}>
          {busy ? 'Reindexing…' : 'Reindex'}
        </Button>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {busy ? (
            'Reindexing…'
          ) : reindex.isSuccess ? (
            <>
              The server answered at {timeText(reindex.data.at)}: the reindex is “<bdi>{reindex.data.status}</bdi>”.
            </>
          ) : null}
        </p>
      </div>
      {reindex.isError ? (
        <ApiErrorAlert error={reindex.error} title="The reindex failed" onRetry={() => reindex.mutate()} />
      ) : null}
    </section>
  );
}
