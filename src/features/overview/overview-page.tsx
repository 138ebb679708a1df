import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useConnection } from '../../api/connection';
import { overviewQueries } from '../../api/overview-queries';
import { overviewSampleQuery, SAMPLE_SEARCHES } from '../../api/overview-sample';
import { capabilitiesQuery } from '../../api/worlds';
import type { Capabilities } from '../../api/capabilities';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { linkClasses } from '../../components/ui/link-classes';
import { useWorldId, worldDataPath } from '../../lib/world-paths';
import { ClassConnections } from './class-connections';
import { overviewLinks, type OverviewLinks } from './overview-links';
import { OverviewSection } from './overview-section';
import { ClassesView, CountsView, LiteralsView, PredicatesView } from './overview-sections';
import { wholeNumberText } from '../../lib/whole-number-text';

/**
 * A world at a glance: its size, its classes and predicates by use, how its classes connect, and how its literals
 * are written. By SPARQL aggregates where the server has SPARQL; from a sample of search results, and said to be
 * approximate, where it has not.
 */
export function OverviewPage() {
  const worldId = useWorldId();
  const connection = useConnection();
  const capabilities = useQuery(capabilitiesQuery(connection));
  if (capabilities.isPending) return <Skeleton className="h-64 w-full" />;
  if (capabilities.isError) {
    return (
      <ApiErrorAlert
        error={capabilities.error}
        title="The overview could not be read"
        onRetry={() => void capabilities.refetch()}
      />
    );
  }
  const links = overviewLinks(worldId, {
    sparql: capabilities.data.sparql !== false,
    filters: capabilities.data.filters,
  });
  return capabilities.data.sparql ? (
    <SparqlOverview worldId={worldId} links={links} capabilities={capabilities.data} />
  ) : (
    <SampledOverview worldId={worldId} links={links} />
  );
}

const sectionsClasses = 'grid gap-4 xl:grid-cols-2';

function SparqlOverview({
  worldId,
  links,
  capabilities,
}: {
  worldId: string;
  links: OverviewLinks;
  capabilities: Capabilities;
}) {
  const connection = useConnection();
  const counts = useQuery(overviewQueries.counts(connection, worldId));
  const classes = useQuery(overviewQueries.classes(connection, worldId));
  const predicates = useQuery(overviewQueries.predicates(connection, worldId));
  const connections = useQuery(overviewQueries.connections(connection, worldId));
  const literals = useQuery(overviewQueries.literals(connection, worldId));
  const all = [counts, classes, predicates, connections, literals];
  return (
    <div className="flex flex-col gap-4">
      <Progress queries={all} />
      <OverviewSection title="Size" query={counts}>
        {(data) => (
          <>
            <CountsView counts={data} sampled={false} />
            {data.triples === 0 ? <EmptyWorld worldId={worldId} imports={capabilities.import !== false} /> : null}
          </>
        )}
      </OverviewSection>
      <div className={sectionsClasses}>
        <OverviewSection title="Classes" about="Each class with its instances, the most used first." query={classes}>
          {(data) => <ClassesView classes={data.rows} cut={data.cut} links={links} />}
        </OverviewSection>
        <OverviewSection
          title="Predicates"
          about="Each predicate with its triples, the most used first."
          query={predicates}
        >
          {(data) => <PredicatesView predicates={data.rows} cut={data.cut} links={links} />}
        </OverviewSection>
      </div>
      <OverviewSection
        title="How classes connect"
        about="Things of one class linked to things of another, by predicate, with how often."
        query={connections}
      >
        {(data) => <ClassConnections worldId={worldId} connections={data.rows} cut={data.cut} links={links} />}
      </OverviewSection>
      <OverviewSection title="Literals" about="The languages and datatypes of the world’s values." query={literals}>
        {(data) => <LiteralsView literals={data} links={links} />}
      </OverviewSection>
    </div>
  );
}

function SampledOverview({ worldId, links }: { worldId: string; links: OverviewLinks }) {
  const connection = useConnection();
  const sample = useQuery(overviewSampleQuery(connection, worldId));
  const searches = SAMPLE_SEARCHES.map((q) => `“${q}”`).join(', ');
  return (
    <div className="flex flex-col gap-4">
      <Progress
        queries={[sample]}
        readText={`Overview read: approximate, from a sample of ${wholeNumberText(sample.data?.size ?? 0)} search results.`}
      />
      <Alert tone="info" title="Approximate" live={false}>
        This server has no SPARQL, so nothing can be counted: this overview is built from a sample of{' '}
        {sample.data ? <strong>{wholeNumberText(sample.data.size)} search results</strong> : 'search results'} (searches
        for {searches}). The world may hold more classes, predicates and triples than it shows.
      </Alert>
      <OverviewSection title="Size" about="In the sample." query={sample}>
        {(data) => <CountsView counts={data.counts} sampled />}
      </OverviewSection>
      <div className={sectionsClasses}>
        <OverviewSection title="Classes" about="In the sample, each class with its instances." query={sample}>
          {(data) => <ClassesView classes={data.classes} cut={false} links={links} />}
        </OverviewSection>
        <OverviewSection title="Predicates" about="In the sample, each predicate with its triples." query={sample}>
          {(data) => <PredicatesView predicates={data.predicates} cut={false} links={links} />}
        </OverviewSection>
      </div>
      <OverviewSection title="How classes connect" about="In the sample." query={sample}>
        {(data) => <ClassConnections worldId={worldId} connections={data.connections} cut={false} links={links} />}
      </OverviewSection>
      <OverviewSection title="Literals" about="In the sample." query={sample}>
        {(data) => <LiteralsView literals={data.literals} links={links} />}
      </OverviewSection>
    </div>
  );
}

/** One polite announcement of the sections' progress, as they arrive, for those who cannot see them fill in. */
function Progress({ queries, readText = 'Overview read.' }: { queries: readonly UseQueryResult[]; readText?: string }) {
  const done = queries.filter((query) => !query.isPending).length;
  const failed = queries.filter((query) => query.isError).length;
  const text =
    done < queries.length
      ? `Reading the overview: ${done} of ${queries.length} sections in.`
      : failed > 0
        ? `Overview read, but ${failed} ${failed === 1 ? 'section' : 'sections'} failed.`
        : readText;
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}

function EmptyWorld({ worldId, imports }: { worldId: string; imports: boolean }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      This world is empty.{' '}
      {imports ? (
        <>
          Add triples on its{' '}
          <Link to={worldDataPath(worldId)} className={linkClasses}>
            Data page
          </Link>
          , or with a SPARQL update.
        </>
      ) : (
        'Triples added to it on the server will be counted here.'
      )}
    </p>
  );
}
