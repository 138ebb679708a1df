import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConnection } from '../../api/connection';
import type { ThingDescription } from '../../api/describe-thing';
import { isApiError, MAX_READ_RETRIES } from '../../api/request';
import { worldTitle } from '../../api/schemas';
import { DESCRIBE_CAP, worldQueries } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { linkClasses } from '../../components/ui/link-classes';
import { Skeleton } from '../../components/ui/skeleton';
import { pickLabel } from '../../lib/thing-labels';
import { visibleText } from '../../lib/visible-text';
import { thingPath, useWorldId, worldSearchPath } from '../../lib/world-paths';
import { cappedCount, countForNoun } from './capped-count';
import { ThingLinks } from './thing-links';
import { ThingLink, thingName } from './thing-terms';

// The graph and its layout library load only when the graph is asked for.
const ThingGraph = lazy(() => import('./thing-graph').then((module) => ({ default: module.ThingGraph })));

/**
 * One thing of a world: its name, its types, what it says (by predicate) and what links to it. Every thing in it
 * opens in turn; the IRI is in the URL, so Back returns and a link reopens it.
 */
export function ThingPage() {
  const [params] = useSearchParams();
  const iri = (params.get('iri') ?? '').trim();
  const worldId = useWorldId();
  // Keyed by the IRI: another thing starts at the first 500 each way, and its heading takes focus.
  return <ThingView key={iri} worldId={worldId} iri={iri} graph={params.get('view') === 'graph'} />;
}

function ThingView({ worldId, iri, graph }: { worldId: string; iri: string; graph: boolean }) {
  const connection = useConnection();
  const [limits, setLimits] = useState({ outgoingLimit: DESCRIBE_CAP, incomingLimit: DESCRIBE_CAP });
  const described = useQuery({
    // As a thing's link asks for it on its click (worldQueries.openingDescription), until "Show more" raises a limit.
    ...worldQueries.describe(connection, { worldId, iri, ...limits }),
    enabled: iri !== '',
  });
  // The world's name, as its page's heading shows it, for the tab's title: read from what the frame loaded.
  const world = useQuery({ ...worldQueries.detail(connection, worldId), enabled: false }).data;
  const data = described.data;
  const name = data ? thingName(iri, data.facts) : iri;

  // Moving from thing to thing changes only the query string, which the route announcer leaves to the page: the
  // new thing's heading takes focus, as a new page's would. The first thing opened is the announcer's.
  const heading = useRef<HTMLHeadingElement>(null);
  const [opened] = useState(() => document.activeElement !== document.body);
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);

  if (iri === '') {
    return (
      <Alert tone="error" title="No thing to show">
        This page shows one thing of the world, named by its IRI in the address, and the address names none.{' '}
        <Link to={worldSearchPath(worldId)} className={linkClasses}>
          Search the world
        </Link>{' '}
        to find one.
      </Alert>
    );
  }

  const retrying = described.isFetching && described.failureCount > 0;
  const searchText = data ? (pickLabel(data.facts.get(iri)?.labels ?? [], navigator.languages)?.value ?? '') : '';

  return (
    <div className="flex flex-col gap-5">
      <PageTitle parts={[name, world ? worldTitle(world) : worldId]} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1.5 text-slate-700 dark:text-slate-300">
          <li>
            <Link to={worldSearchPath(worldId)} className={linkClasses}>
              Search
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="wrap-anywhere" dir="auto">
            {visibleText(name)}
          </li>
        </ol>
      </nav>

      <header className="flex flex-col gap-2">
        <h2 ref={heading} tabIndex={-1} dir="auto" className="text-xl font-semibold wrap-anywhere outline-none">
          {visibleText(name)}
        </h2>
        <p className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">
          <bdi>{visibleText(iri)}</bdi>
        </p>
        {data && (data.facts.get(iri)?.types.length ?? 0) > 0 ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-700 dark:text-slate-300">A</span>
            {data.facts.get(iri)?.types.map((type) => (
              <ThingLink key={type} worldId={worldId} iri={type} facts={data.facts} />
            ))}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <nav aria-label="View" className="flex gap-1">
            <Link
              to={thingPath(worldId, iri)}
              aria-current={graph ? undefined : 'page'}
              className={buttonClasses(graph ? 'ghost' : 'primary')}
            >
              Links
            </Link>
            <Link
              to={thingPath(worldId, iri, 'graph')}
              aria-current={graph ? 'page' : undefined}
              className={buttonClasses(graph ? 'primary' : 'ghost')}
            >
              Graph
            </Link>
          </nav>
          {searchText !== '' ? (
            <Link
              to={`${worldSearchPath(worldId)}?${new URLSearchParams({ q: searchText }).toString()}`}
              className={linkClasses}
            >
              Search for this text: “<bdi>{visibleText(searchText)}</bdi>”
            </Link>
          ) : null}
        </div>
      </header>

      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {described.isError
          ? ''
          : retrying
            ? `Retrying (${described.failureCount} of ${MAX_READ_RETRIES})…`
            : data === undefined
              ? 'Loading…'
              : describedCounts(data)}
      </p>

      {described.isError ? (
        isApiError(described.error) && described.error.kind === 'invalid-input' ? (
          // An IRI that cannot be put into a query safely: nothing was sent, and trying again would not change that.
          <ApiErrorAlert error={described.error} title="Nothing was sent" />
        ) : (
          <ApiErrorAlert
            error={described.error}
            title={
              isApiError(described.error) && described.error.status === 404
                ? 'This world does not exist'
                : 'This thing could not be read'
            }
            onRetry={() => void described.refetch()}
            retrying={described.isFetching}
          />
        )
      ) : data === undefined ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <ThingData
          worldId={worldId}
          data={data}
          graph={graph}
          fetching={described.isFetching}
          onMore={(direction) =>
            setLimits((current) =>
              direction === 'outgoing'
                ? { ...current, outgoingLimit: current.outgoingLimit + DESCRIBE_CAP }
                : { ...current, incomingLimit: current.incomingLimit + DESCRIBE_CAP },
            )
          }
        />
      )}
    </div>
  );
}

/** "500 of 6,500 statements about it, 3 links to it.": a capped list says how much it leaves out. */
function describedCounts({ outgoing, incoming, more, totals, source }: ThingDescription): string {
  const said = (shown: number, capped: boolean, total: number | undefined, one: string, many: string) =>
    `${cappedCount(shown, capped, total)} ${countForNoun(shown, capped, total) === 1 ? one : many}`;
  return `${said(outgoing.length, more.outgoing, totals.outgoing, 'statement', 'statements')} about it, ${said(incoming.length, more.incoming, totals.incoming, 'link', 'links')} to it${source === 'search' ? ', found by search' : ''}.`;
}

function ThingData({
  worldId,
  data,
  graph,
  fetching,
  onMore,
}: {
  worldId: string;
  data: ThingDescription;
  graph: boolean;
  fetching: boolean;
  onMore: (direction: 'outgoing' | 'incoming') => void;
}) {
  const empty = data.outgoing.length === 0 && data.incoming.length === 0;
  return (
    <>
      {data.source === 'search' ? (
        <Alert tone="info" title="Built from search results" live={false}>
          This server does not answer SPARQL, so this view is built from what its search returns for this IRI, kept to
          the triples that really have it as subject or object. It may be incomplete.
        </Alert>
      ) : null}
      {empty ? (
        <Alert tone="info" title="Nothing about this thing" live={false}>
          The world holds no triple with <code className="break-all">{data.iri}</code> as its subject or its object.
          Check the IRI, or search the world for text.
        </Alert>
      ) : graph ? (
        <Suspense fallback={<p className="text-sm">Loading the graph…</p>}>
          <ThingGraph worldId={worldId} description={data} />
        </Suspense>
      ) : (
        <>
          <ThingLinks
            worldId={worldId}
            title="What it says"
            direction="outgoing"
            triples={data.outgoing}
            facts={data.facts}
            more={data.more.outgoing}
            total={data.totals.outgoing}
            loadingMore={fetching}
            cap={DESCRIBE_CAP}
            onShowMore={() => onMore('outgoing')}
          />
          <ThingLinks
            worldId={worldId}
            title="What links to it"
            direction="incoming"
            triples={data.incoming}
            facts={data.facts}
            more={data.more.incoming}
            total={data.totals.incoming}
            loadingMore={fetching}
            cap={DESCRIBE_CAP}
            onShowMore={() => onMore('incoming')}
          />
        </>
      )}
    </>
  );
}
