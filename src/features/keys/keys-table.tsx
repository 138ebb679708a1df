import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { revokeApiKey } from '../../api/api-keys';
import { useConnection } from '../../api/connection';
import { worldTitle } from '../../api/schemas';
import { worldQueries } from '../../api/worlds';
import type { ApiKey } from '../../api/worlds-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { accessOf } from './access';
import { dateTimeText } from '../../lib/date-time-text';

const headerCell =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
/**
 * Below the md breakpoint each key is a small card instead of a table row, so a phone shows it whole, Revoke
 * included, without scrolling sideways; each value then carries its column's name, drawn with empty alternative
 * text (`/ ''`) since the column header already names the cell for a screen reader (as the search results do).
 */
const cell =
  "px-3 py-2 align-top max-md:block max-md:py-0.5 max-md:before:mr-2 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-slate-600 max-md:before:uppercase max-md:before:content-[attr(data-label)_/_''] dark:max-md:before:text-slate-400";

/** A key as people know it: its name, or its UID when it has none. */
const keyTitle = (key: ApiKey) => key.name || key.uid;

/**
 * The server's keys, newest first as it lists them, each with Revoke behind a confirmation that names it. After a
 * revoke the list is the server's again (read afresh), and focus goes to `focusAfterRevoke`, since the row that had
 * it is gone.
 */
export function KeysTable({
  keys,
  refreshing,
  focusAfterRevoke,
}: {
  keys: ApiKey[];
  refreshing: boolean;
  focusAfterRevoke: RefObject<HTMLElement | null>;
}) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  // The worlds' names, where the admin's list of worlds has them; a key's world is shown by its ID regardless.
  const worlds = useQuery(worldQueries.list(connection)).data?.worlds;
  // The key the confirmation asks about; the dialog stays mounted once asked, so that closing it gives focus back.
  const [asked, setAsked] = useState<{ key: ApiKey; open: boolean } | null>(null);
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(connection, queryClient, key.uid),
    onSuccess: () => focusAfterRevoke.current?.focus(),
  });
  const revoking = revoke.isPending ? revoke.variables : undefined;

  return (
    <div className="flex flex-col gap-3">
      {/* Always on the page, so that a revoke's outcome is announced. */}
      <div role="status">
        {revoke.isSuccess ? (
          <Alert tone="success" title={`Key “${keyTitle(revoke.variables)}” revoked`} live={false}>
            The server no longer takes its token.
          </Alert>
        ) : null}
        <p className="sr-only">{revoking ? `Revoking the key “${keyTitle(revoking)}”…` : ''}</p>
      </div>
      {revoke.isError ? (
        <ApiErrorAlert error={revoke.error} title={`The key “${keyTitle(revoke.variables)}” was not revoked`} />
      ) : null}
      {keys.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
          The server has no keys yet. Create one above.
        </p>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table aria-busy={refreshing} className="w-full border-collapse text-sm max-md:block">
            <caption className="sr-only">Keys on the server, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 max-md:sr-only dark:border-slate-800 dark:bg-slate-800/60">
              <tr>
                {['Name', 'Namespace', 'World', 'Scopes', 'Created'].map((column) => (
                  <th key={column} scope="col" className={headerCell}>
                    {column}
                  </th>
                ))}
                <th scope="col" className={headerCell}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 max-md:block dark:divide-slate-800">
              {keys.map((key) => {
                const world = key.worldId ? worlds?.find(({ id }) => id === key.worldId) : undefined;
                return (
                  <tr key={key.uid} className="max-md:block max-md:py-2">
                    <th scope="row" className="px-3 py-2 text-left align-top font-medium wrap-anywhere max-md:block">
                      {key.name ? (
                        <bdi>{key.name}</bdi>
                      ) : (
                        <span className="font-normal text-slate-600 dark:text-slate-400">(no name)</span>
                      )}
                    </th>
                    <td data-label="Namespace" className={`${cell} wrap-anywhere`}>
                      <bdi>{key.namespace}</bdi>
                    </td>
                    <td data-label="World" className={`${cell} wrap-anywhere`}>
                      {key.worldId ? (
                        <>
                          {world ? (
                            <bdi className="block max-md:inline max-md:after:content-['_']">{worldTitle(world)}</bdi>
                          ) : null}
                          <code className="text-xs">{key.worldId}</code>
                        </>
                      ) : (
                        <span className="text-slate-600 dark:text-slate-400">Every world</span>
                      )}
                    </td>
                    <td data-label="Scopes" className={cell}>
                      {accessOf(key.scopes)}
                      <span className="block text-xs text-slate-600 max-md:ml-1 max-md:inline dark:text-slate-400">
                        {key.scopes.join(', ')}
                      </span>
                    </td>
                    <td data-label="Created" className={`${cell} md:whitespace-nowrap`}>
                      {key.createdAt === undefined ? (
                        '—'
                      ) : (
                        <time dateTime={new Date(key.createdAt).toISOString()}>{dateTimeText(key.createdAt)}</time>
                      )}
                    </td>
                    <td className="px-3 py-2 text-right align-top max-md:block max-md:pt-1 max-md:text-left">
                      <Button
                        onClick={() => {
                          if (revoking === undefined) setAsked({ key, open: true });
                        }}
                        aria-disabled={revoking !== undefined}
                        className="text-red-800 dark:text-red-300"
                      >
                        {revoking?.uid === key.uid ? 'Revoking…' : 'Revoke'}{' '}
                        <span className="sr-only">{keyTitle(key)}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {asked ? (
        <ConfirmDialog
          open={asked.open}
          title={`Revoke the key “${keyTitle(asked.key)}”?`}
          confirmLabel="Revoke"
          cancelLabel="Cancel"
          onCancel={() => setAsked({ ...asked, open: false })}
          onConfirm={() => {
            setAsked({ ...asked, open: false });
            if (!revoke.isPending) revoke.mutate(asked.key);
          }}
        >
          <p className="wrap-anywhere">
            “{keyTitle(asked.key)}” of the namespace {asked.key.namespace}: whatever uses its token loses access at
            once. A revoked key cannot be brought back; a new one has a new token.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
