import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useConnection } from '../../api/connection';
import { capabilitiesQuery } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { useWorldId } from '../../lib/world-paths';
import { ActivitySection } from './activity-section';
import { ExportSection } from './export-section';
import { FactsSection } from './facts-section';
import { ImportSection } from './import-section';

const UNAVAILABLE =
  'This server speaks only the described Worlds API, which has no way to load data into a world or to take it out.';

/** A world's Data page: its facts, an import, an export and its log, each where the server can. */
export function WorldDataPage() {
  const worldId = useWorldId();
  const connection = useConnection();
  const capabilities = useQuery(capabilitiesQuery(connection));
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;

  if (capabilities.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          Loading…
        </p>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (capabilities.isError) {
    return (
      <ApiErrorAlert
        error={capabilities.error}
        title="What this server can do could not be found out"
        onRetry={() => void capabilities.refetch()}
      />
    );
  }
  const can = capabilities.data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {created ? (
        <Alert tone="success" title="World created">
          It holds no data yet: import a file below.
        </Alert>
      ) : null}
      <FactsSection worldId={worldId} />
      {can.import ? (
        <ImportSection
          worldId={worldId}
          importMode={can.import}
          importTerms={can.importTerms}
          canTakeBack={can.sparql !== false}
        />
      ) : (
        <Unavailable heading="Import" text={UNAVAILABLE} />
      )}
      {can.export ? <ExportSection worldId={worldId} /> : <Unavailable heading="Export" text={UNAVAILABLE} />}
      {/* Only the REST server keeps a log: elsewhere there is nothing to show, and nothing to explain. */}
      {can.log ? <ActivitySection worldId={worldId} /> : null}
    </div>
  );
}

function Unavailable({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby={`${heading}-heading`} className="flex flex-col gap-2">
      <h2 id={`${heading}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">Unavailable: {text}</p>
    </section>
  );
}
