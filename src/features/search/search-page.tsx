import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError, MAX_READ_RETRIES } from '../../api/request';
import { useConnection } from '../../api/connection';
import { hasFilters } from '../../api/search-filters';
import { capabilitiesQuery, ignoreFailure, worldQueries } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { useOpenThing } from '../../components/open-thing';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { useLongWait } from '../../components/use-long-wait';
import { afterPaint } from '../../lib/after-paint';
import { readStored, writeStored } from '../../lib/browser-storage';
import { queryWords } from '../../lib/highlight';
import { useWorldId } from '../../lib/world-paths';
import { ExportMenu } from './export-menu';
import { FilterChips } from './filter-chips';
import { ExpansionTrail } from './expansion-trail';
import { GraphBoundary } from '../../components/graph/graph-boundary';
import { Pager } from './pager';
import { ResultsTable } from './results-table';
import { ResultsTableSkeleton } from './results-frame';
import { SearchBox } from './search-box';
import {
  EmptyQuery,
  EmptyResult,
  FilteredHereNotice,
  FiltersAloneNote,
  FiltersNeedQuery,
  noMatch,
  searchModeName,
  ServerLimitNotice,
  UnrankedNotice,
} from './search-notices';
import { MinScoreField } from './min-score-field';
import { searchRequestOf } from './search-url-state';
import { LazyTripleDetailDialog } from './lazy-triple-detail-dialog';
import { useCopy } from '../../components/use-copy';
import { useSearchNavigation } from './use-search-navigation';
import { useSearchShortcuts } from './use-search-shortcuts';
import { ViewSwitch } from './view-switch';

// The graph and its layout library load only when the graph view opens, so the table's visits stay small.
const ResultGraphView = lazy(() =>
  import('./graph/result-graph').then((module) => ({ default: module.ResultGraphView })),
);

const FULL_IRIS_KEY = 'worlds-dashboard:search-full-iris';

export function SearchPage() {
  const worldId = useWorldId();
  const queryClient = useQueryClient();
  const connection = useConnection();
  const searchInput = useRef<HTMLInputElement>(null);
  const resultsBody = useRef<HTMLTableSectionElement>(null);
  const resultsRegion = useRef<HTMLElement>(null);
  useSearchShortcuts(searchInput, resultsBody);

  const [selection, setSelection] = useState<{ pageKey: string; index: number } | null>(null);
  /*
   * Whether a row has been opened since the selection was last cleared. Every move clears it, Next included: with
   * nothing selected, setting it to null again would still leave an update in the queue, which React, rendering the
   * new page in the router's transition, skips and then renders on its own, the whole page a second time before the
   * frame is painted.
   */
  const selecting = useRef(false);
  const clearSelection = useCallback(() => {
    if (!selecting.current) return;
    selecting.current = false;
    setSelection(null);
  }, []);
  const navigation = useSearchNavigation({ worldId, resultsRegion, onLeave: clearSelection });
  const { view, expand, filters, hidden, minScore } = navigation;
  // A subject or an IRI object opens the thing's own view (the real servers find no IRI by text), and its
  // neighbourhood is that view's graph: the thing and its neighbours, and nothing else.
  const openThingView = useOpenThing(worldId);
  const openThing = useCallback((iri: string) => openThingView(iri), [openThingView]);
  const openNeighbourhood = useCallback((iri: string) => openThingView(iri, 'graph'), [openThingView]);
  const { q, limit, offset } = navigation.search;
  // Hidden predicates narrow a search as filters do, and its messages say so alike.
  const filtered = hasFilters(filters) || hidden.length > 0;
  const capabilities = useQuery(capabilitiesQuery(connection)).data;
  // The world's own search settings (its minimum score), where the server has them: read with the world's page.
  const world = useQuery({
    ...worldQueries.detail(connection, worldId),
    enabled: capabilities?.searchSettings === true,
  });
  const worldMinScore = world.data?.searchSettings?.minScore;
  // Filters with no query are a search only where the server answers one (rest); elsewhere the page asks for words.
  const needsQuery = q === '' && filtered && capabilities !== undefined && !capabilities.filtersAlone;
  const searching = q !== '' || (filtered && capabilities?.filtersAlone === true);
  const asked = searchRequestOf(worldId, { q, limit, offset, filters, hidden, minScore });

  const search = useQuery({
    ...worldQueries.search(connection, asked),
    enabled: searching && !navigation.narrowingUnknown,
  });
  const results = search.data?.results;
  // While the next page loads, the rows on screen are still the previous search's.
  const shown = search.data?.search ?? asked;
  const stale = search.isPlaceholderData;
  // No server gives a total: its dialect says whether a next page may exist (a full page, or a next token).
  const hasMore = search.data !== undefined && !stale && search.data.hasMore;
  const serverLimit = stale ? undefined : search.data?.serverLimit;
  const filteredHere = !stale && search.data?.filteredHere === true;
  const searchMode = stale ? undefined : search.data?.searchMode;

  /*
   * Next is instant: the page after this one is fetched while this one is read. Asked once this page is painted:
   * React runs this effect before the frame, where building and sending the request delayed the frame that shows
   * this page (after a Next, the very frame its click waits for). The request leaves one frame later.
   */
  useEffect(() => {
    if (!searching || !hasMore) return;
    return afterPaint(() => {
      queryClient
        .query(
          worldQueries.search(
            connection,
            searchRequestOf(worldId, { q, limit, offset: offset + limit, filters, hidden, minScore }),
          ),
        )
        .catch(ignoreFailure);
    });
  }, [queryClient, connection, worldId, searching, q, limit, offset, filters, hidden, minScore, hasMore]);

  const words = useMemo(() => queryWords(q), [q]);
  const [fullIris, setFullIris] = useState(() => readStored('device', FULL_IRIS_KEY) === 'true');
  // A selection belongs to the page it was made on: after Back, Forward or any new search it no longer applies.
  const pageKey = JSON.stringify([
    worldId,
    shown.q,
    shown.limit,
    shown.offset,
    shown.filters,
    shown.excludePredicates,
    shown.minScore,
  ]);
  const selected = selection?.pageKey === pageKey ? selection.index : null;
  const select = (index: number) => {
    selecting.current = true;
    setSelection({ pageKey, index });
  };
  const selectedResult = selected === null ? undefined : results?.[selected];
  const { message: copyMessage, copy } = useCopy();
  const { filterBy } = navigation;
  const filterPredicate = useCallback((iri: string) => filterBy('predicates', iri), [filterBy]);
  // Only where the server can leave a predicate out (dataplane's `exclude`) is it offered.
  const hidePredicate = capabilities?.searchSettings ? navigation.hidePredicate : undefined;
  // With no filter left, the results (or, with none, the search box) are what changed.
  const focusAfterFilters = useCallback(() => (resultsRegion.current ?? searchInput.current)?.focus(), []);

  const notFound = isApiError(search.error) && search.error.status === 404;
  const retrying = search.isFetching && search.failureCount > 0;
  const longWait = useLongWait(search.isFetching);
  // A cancelled search leaves no answer: nothing new to show, the previous page (if any) still dimmed.
  const cancelled = searching && !search.isFetching && !search.isError && (results === undefined || stale);
  const empty = results !== undefined && results.length === 0 && !stale;
  // The server's rows the page covers: a triple it sent several times (REST, per chunk) is one row shown.
  const lastShown = shown.offset + (results?.reduce((rows, result) => rows + (result.repeats ?? 1), 0) ?? 0);
  const cancel = () => void queryClient.cancelQueries({ queryKey: worldQueries.search(connection, asked).queryKey });

  // One status line, always in the page while there is a query, so each change of it is announced.
  const status =
    !searching || search.isError
      ? ''
      : cancelled
        ? 'Search cancelled.'
        : retrying
          ? `Retrying (${search.failureCount} of ${MAX_READ_RETRIES})…`
          : results === undefined
            ? 'Searching…'
            : stale
              ? 'Loading…'
              : empty
                ? serverLimit !== undefined
                  ? `This server shows only its first ${serverLimit} results`
                  : filteredHere
                    ? 'None of the rows of this page pass the filters'
                    : offset > 0
                      ? `No results from number ${offset + 1} on`
                      : noMatch(q, filtered)
                : [
                    `Showing ${shown.offset + 1}–${lastShown}`,
                    ...(searchMode === undefined ? [] : [searchModeName(searchMode)]),
                    ...(shown.minScore === undefined ? [] : [`minimum score ${String(shown.minScore)}`]),
                  ].join(' · ');

  return (
    <div className="flex flex-col gap-4">
      <SearchBox key={worldId} q={q} view={view} inputRef={searchInput} onSubmit={navigation.submitQuery} />
      <ExpansionTrail
        current={q}
        expansions={view === 'graph' ? expand : []}
        onKeepExpansions={navigation.keepNeighbours}
      />
      {capabilities?.searchSettings ? (
        <MinScoreField value={minScore} worldDefault={worldMinScore} onChange={navigation.changeMinScore} />
      ) : null}
      <FilterChips
        filters={filters}
        hidden={hidden}
        onRemove={navigation.removeFilter}
        onUnhide={navigation.unhidePredicate}
        onClear={navigation.clearFilters}
        onEmptied={focusAfterFilters}
      />

      {needsQuery ? (
        <FiltersNeedQuery canFilter={capabilities.filters} />
      ) : !searching ? (
        filtered ? null : (
          <EmptyQuery />
        )
      ) : (
        <section
          ref={resultsRegion}
          aria-label="Results"
          tabIndex={-1}
          className="flex scroll-mt-4 flex-col gap-4 outline-none"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              {/* With no results, the box below says it in full: the status line is then only heard. */}
              <p
                role="status"
                className={`flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300 ${empty ? 'sr-only' : ''}`}
              >
                {search.isFetching ? (
                  <span
                    aria-hidden="true"
                    className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent text-indigo-700 dark:text-indigo-300"
                  />
                ) : null}
                {status}
              </p>
              {longWait ? (
                <Button variant="ghost" onClick={cancel}>
                  Cancel
                </Button>
              ) : null}
              {cancelled ? <Button onClick={() => void search.refetch()}>Search again</Button> : null}
            </div>
            {results !== undefined && !empty ? (
              <div className="flex flex-wrap items-center gap-3">
                <ViewSwitch view={view} onChange={navigation.switchView} />
                <label className="flex min-h-6 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={fullIris}
                    onChange={(event) => {
                      setFullIris(event.target.checked);
                      writeStored('device', FULL_IRIS_KEY, String(event.target.checked));
                    }}
                    className="size-4 accent-indigo-600"
                  />
                  Full IRIs
                </label>
                <ExportMenu search={shown} filteredHere={filteredHere} results={results} onCopy={copy} />
              </div>
            ) : null}
          </div>

          {searchMode === 'fallback' && !empty && !search.isError ? <UnrankedNotice /> : null}
          {search.isError && notFound ? (
            <Alert
              tone="error"
              title="This world does not exist"
              actions={
                <Link to="/" className={buttonClasses()}>
                  Go to the world list
                </Link>
              }
            >
              The server has no world with the ID <code className="break-all">{worldId}</code>, so there is nothing to
              search. Check the ID, or pick a world from the list.
            </Alert>
          ) : search.isError ? (
            <ApiErrorAlert
              error={search.error}
              title="The search failed"
              onRetry={() => void search.refetch()}
              retrying={search.isFetching}
            />
          ) : results === undefined ? (
            <ResultsTableSkeleton rows={limit} />
          ) : empty && serverLimit !== undefined ? (
            <ServerLimitNotice limit={serverLimit} />
          ) : empty && filteredHere ? (
            <FilteredHereNotice empty />
          ) : empty ? (
            <EmptyResult q={q} offset={offset} filtered={filtered} onFirstPage={() => navigation.goToPage(0)} />
          ) : view === 'graph' ? (
            <GraphBoundary onShowTable={() => navigation.switchView('table')}>
              <ResultGraphView
                worldId={worldId}
                page={{ q: shown.q, offset: shown.offset, results }}
                words={words}
                expand={expand}
                stale={stale}
                fileStem={`${worldId}-graph-${shown.offset + 1}-${lastShown}`}
                onPivot={openNeighbourhood}
                onOpenThing={openThing}
                onExpand={navigation.addNeighbours}
                onResetExpansions={() => navigation.keepNeighbours(0)}
              />
            </GraphBoundary>
          ) : (
            <ResultsTable
              results={results}
              offset={shown.offset}
              pageKey={pageKey}
              words={words}
              fullIris={fullIris}
              stale={stale}
              bodyRef={resultsBody}
              onOpenThing={openThing}
              onFilterPredicate={filterPredicate}
              onHidePredicate={hidePredicate}
              onOpen={select}
              onNeighbourhood={openNeighbourhood}
            />
          )}
          {filteredHere && !empty && !search.isError ? <FilteredHereNotice empty={false} /> : null}
          {shown.q === '' && results !== undefined && !empty && !search.isError ? <FiltersAloneNote /> : null}
          {serverLimit !== undefined && !empty && !search.isError ? <ServerLimitNotice limit={serverLimit} /> : null}
        </section>
      )}

      {/* An empty page offers its own way back (the first page); past a server's limit, Previous is the way. */}
      {searching &&
      (!empty || serverLimit !== undefined || (filteredHere && hasMore)) &&
      !(search.isError && notFound) ? (
        // data-sticky-pager: index.css keeps focused rows and links clear of this bar (scroll-padding).
        <div
          data-sticky-pager
          className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur sm:py-3 dark:border-slate-800 dark:bg-slate-950/95"
        >
          <Pager
            limit={limit}
            canGoBack={offset > 0}
            // After a failed search the page on screen is not the one asked for: there is no "next" to it.
            canGoForward={hasMore && !search.isError}
            onPrevious={() => navigation.goToPage(Math.max(0, offset - limit))}
            onNext={() => navigation.goToPage(offset + limit)}
            onPageSize={navigation.changePageSize}
          />
        </div>
      ) : null}

      {/* Over the page, above the pager, so that it never pushes the results down. */}
      <div
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-30 flex justify-center px-4 empty:hidden"
      >
        {copyMessage ? (
          <p className="max-w-md rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900">
            {copyMessage}
          </p>
        ) : null}
      </div>

      {selectedResult && selected !== null ? (
        <LazyTripleDetailDialog
          key={`${shown.offset}:${selected}`}
          result={selectedResult}
          rank={shown.offset + selected + 1}
          onOpenThing={openThing}
          onFilterPredicate={filterPredicate}
          onHidePredicate={hidePredicate}
          onNeighbourhood={openNeighbourhood}
          onClose={clearSelection}
        />
      ) : null}
    </div>
  );
}
