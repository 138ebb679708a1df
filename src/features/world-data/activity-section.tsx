import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConnection } from '../../api/connection';
import { isDashboardQuery } from '../../api/dashboard-queries';
import { worldLogQuery } from '../../api/manage-worlds';
import type { WorldLogEntry } from '../../api/worlds-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { dateTimeText } from '../../lib/date-time-text';
import { wholeNumberText } from '../../lib/whole-number-text';

/** The latest entries shown at first; the rest are one click away. */
const FIRST_SHOWN = 10;

/** A logged update's first lines: an added file's part holds 2,000 triples, which would bury the rest of the page. */
const QUERY_LINES_SHOWN = 8;

function LoggedQuery({ query }: { query: string }) {
  const lines = query.split('\n');
  const hidden = lines.length - QUERY_LINES_SHOWN;
  return (
    <>
      <code className="block font-mono text-xs wrap-anywhere whitespace-pre-wrap">
        {hidden > 0 ? lines.slice(0, QUERY_LINES_SHOWN).join('\n') : query}
      </code>
      {hidden > 0 ? (
        <span className="text-xs text-slate-600 dark:text-slate-400">
          … {wholeNumberText(hidden)} more lines of this update are not shown.
        </span>
      ) : null}
    </>
  );
}

/** An entry's details, as the server gave them: a SPARQL update's query as code, anything else as `name: value`. */
function Details({ metadata }: { metadata: Record<string, unknown> }) {
  const entries = Object.entries(metadata);
  if (entries.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{name}</dt>
          <dd className="min-w-0">
            {typeof value === 'string' && name === 'query' ? (
              <LoggedQuery query={value} />
            ) : (
              <span className="wrap-anywhere">{typeof value === 'string' ? value : JSON.stringify(value)}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An entry of the dashboard's own reads: a query whose text is exactly one it sends to tell what a world holds. */
const isDashboards = ({ metadata }: WorldLogEntry) =>
  typeof metadata.query === 'string' && isDashboardQuery(metadata.query);

function Entry({ entry }: { entry: WorldLogEntry }) {
  return (
    <li className="flex flex-col gap-1 border-t border-slate-200 py-2 first:border-t-0 dark:border-slate-800">
      <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <time dateTime={new Date(entry.timestamp).toISOString()} className="text-slate-600 dark:text-slate-400">
          {dateTimeText(entry.timestamp, 'medium')}
        </time>
        <span className="font-medium wrap-anywhere">{entry.message}</span>
        {isDashboards(entry) ? (
          <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            the dashboard’s own
          </span>
        ) : null}
        {entry.level === 'info' ? null : (
          <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            {entry.level}
          </span>
        )}
      </p>
      <Details metadata={entry.metadata} />
    </li>
  );
}

/**
 * What the server logged of the world (the REST server's `GET /v1/worlds/{id}/logs`): imports, SPARQL updates and
 * queries. It logs every query, the dashboard's own reads too (the count on this page, the SPARQL page's vocabulary),
 * which would bury what people did: those are hidden unless asked for, and counted.
 */
export function ActivitySection({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const log = useQuery(worldLogQuery(connection, worldId));
  const [all, setAll] = useState(false);
  const [showOwn, setShowOwn] = useState(false);
  const hiddenId = useId();
  const own = log.data?.filter(isDashboards).length ?? 0;
  const listed = (showOwn ? log.data : log.data?.filter((entry) => !isDashboards(entry))) ?? [];
  const shown = all ? listed : listed.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="activity-heading" aria-busy={log.isPending} className="flex flex-col gap-2">
      <h2 id="activity-heading" className="text-lg font-semibold">
        Activity
      </h2>
      {log.isPending ? (
        <>
          <p role="status" className="sr-only">
            Reading the world’s log…
          </p>
          <Skeleton className="h-16 w-full" />
        </>
      ) : log.isError ? (
        <ApiErrorAlert error={log.error} title="The world’s log could not be read" onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Nothing logged yet: imports and updates show here.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {listed.length === 0
              ? 'Nothing logged yet but the dashboard’s own queries: imports and updates show here.'
              : `What the server logged of this world, newest first${
                  listed.length > FIRST_SHOWN && !all ? ` (the latest ${FIRST_SHOWN} of ${listed.length})` : ''
                }.`}
          </p>
          {own > 0 ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-600"
                  checked={showOwn}
                  onChange={(event) => setShowOwn(event.target.checked)}
                  aria-describedby={showOwn ? undefined : hiddenId}
                />
                Show the dashboard’s own queries
              </label>
              {showOwn ? null : (
                <span id={hiddenId} className="text-slate-600 dark:text-slate-400">
                  {own} of the dashboard’s own queries hidden
                </span>
              )}
            </p>
          ) : null}
          {shown.length > 0 ? (
            <ol aria-label="Logged activity" className="flex flex-col">
              {shown.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ol>
          ) : null}
          {listed.length > FIRST_SHOWN && !all ? (
            <div>
              <Button onClick={() => setAll(true)}>Show all {listed.length}</Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
