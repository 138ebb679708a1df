import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConnection } from '../../api/connection';
import { worldLogQuery } from '../../api/manage-worlds';
import type { WorldLogEntry } from '../../api/worlds-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';

/** The latest entries shown at first; the rest are one click away. */
const FIRST_SHOWN = 10;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

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
          … {hidden.toLocaleString('en')} more lines of this update are not shown.
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

function Entry({ entry }: { entry: WorldLogEntry }) {
  return (
    <li className="flex flex-col gap-1 border-t border-slate-200 py-2 first:border-t-0 dark:border-slate-800">
      <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <time dateTime={new Date(entry.timestamp).toISOString()} className="text-slate-600 dark:text-slate-400">
          {dateTime.format(entry.timestamp)}
        </time>
        <span className="font-medium wrap-anywhere">{entry.message}</span>
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

/** What the server logged of the world (the REST server's `GET /v1/worlds/{id}/logs`): imports, SPARQL updates. */
export function ActivitySection({ worldId }: { worldId: string }) {
  const connection = useConnection();
  const log = useQuery(worldLogQuery(connection, worldId));
  const [all, setAll] = useState(false);
  const shown = all ? log.data : log.data?.slice(0, FIRST_SHOWN);
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
            What the server logged of this world, newest first
            {log.data.length > FIRST_SHOWN && !all ? ` (the latest ${FIRST_SHOWN} of ${log.data.length})` : ''}.
          </p>
          <ol aria-label="Logged activity" className="flex flex-col">
            {shown?.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
          {log.data.length > FIRST_SHOWN && !all ? (
            <div>
              <Button onClick={() => setAll(true)}>Show all {log.data.length}</Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
