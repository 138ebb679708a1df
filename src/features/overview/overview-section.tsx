import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * One section of the overview, with its own four states: each of its queries answers in its own time on a big
 * world, so each section shows its answer as it arrives, its failure with Retry, without waiting for the others.
 */
export function OverviewSection<T>({
  title,
  about,
  query,
  children,
}: {
  title: string;
  /** One line under the heading: what the section counts. */
  about?: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {about ? <p className="text-sm text-slate-600 dark:text-slate-400">{about}</p> : null}
      </div>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <ApiErrorAlert
          error={query.error}
          title={`${title}: not read`}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/** What a section says when its list is empty, and what to do next. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
