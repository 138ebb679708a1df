import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isApiError, MAX_READ_RETRIES } from '../../api/request';
import { useConnection } from '../../api/connection';
import { worldQueries } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { useLongWait } from '../../components/use-long-wait';
import { TextField } from '../../components/ui/text-field';
import { readStored, writeStored } from '../../lib/browser-storage';
import { queryWords } from '../../lib/highlight';
import { useWorldId } from '../../lib/world-paths';
import { ExportMenu } from './export-menu';
import { GraphBoundary } from './graph/graph-boundary';
import { Pager } from './pager';
import { PivotTrail } from './pivot-trail';
import { ResultsTable, ResultsTableSkeleton } from './results-table';
import {
  parseNavigationState,
  parseSearchUrl,
  parseViewUrl,
  readPageSize,
  rememberPageSize,
  searchUrlParams,
  type SearchNavigationState,
  type SearchUrlState,
  type SearchView,
} from './search-url-state';
import { TripleDetailDialog } from './triple-detail-dialog';
import { useCopy } from './use-copy';
import { useSearchShortcuts } from './use-search-shortcuts';
import { ViewSwitch } from './view-switch';

// The graph and its layout library load only when the graph view opens, so the table's visits stay small.
const ResultGraphView = lazy(() =>
  import('./graph/result-graph').then((module) => ({ default: module.ResultGraphView })),
);

/** Results follow typing after this pause; Enter searches at once. */
export const TYPING_PAUSE_MS = 300;

const FULL_IRIS_KEY = 'worlds-dashboard:search-full-iris';

export function SearchPage() {
  const worldId = useWorldId();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = parseNavigationState(location.state);
  const { q, limit, offset } = parseSearchUrl(params, readPageSize());
  const { view, expand } = parseViewUrl(params);

  const queryClient = useQueryClient();
  const connection = useConnection();
  const search = useQuery({ ...worldQueries.search(connection, { worldId, q, limit, offset }), enabled: q !== '' });
  const results = search.data?.results;
  // While the next page loads, the rows on screen are still the previous search's.
  const shown = search.data?.search ?? { q, limit, offset };
  const stale = search.isPlaceholderData;
  // No server gives a total: its dialect says whether a next page may exist (a full page, or a next token).
  const hasMore = search.data !== undefined && !stale && search.data.hasMore;
  const serverLimit = stale ? undefined : search.data?.serverLimit;

  // Next is instant: the page after this one is fetched while this one is read.
  useEffect(() => {
    if (q !== '' && hasMore) {
      void queryClient.prefetchQuery(worldQueries.search(connection, { worldId, q, limit, offset: offset + limit }));
    }
  }, [queryClient, connection, worldId, q, limit, offset, hasMore]);

  const words = useMemo(() => queryWords(q), [q]);
  const [fullIris, setFullIris] = useState(() => readStored('device', FULL_IRIS_KEY) === 'true');
  // A selection belongs to the page it was made on: after Back, Forward or any new search it no longer applies.
  const pageKey = `${worldId}|${shown.q}|${shown.limit}|${shown.offset}`;
  const [selection, setSelection] = useState<{ pageKey: string; index: number } | null>(null);
  const selected = selection?.pageKey === pageKey ? selection.index : null;
  const setSelected = (index: number | null) => setSelection(index === null ? null : { pageKey, index });
  const selectedResult = selected === null ? undefined : results?.[selected];
  const { message: copyMessage, copy } = useCopy();

  const searchInput = useRef<HTMLInputElement>(null);
  const resultsBody = useRef<HTMLTableSectionElement>(null);
  const resultsRegion = useRef<HTMLElement>(null);
  useSearchShortcuts(searchInput, resultsBody);

  // Every step keeps the view on screen unless it says otherwise; added neighbours belong to one page only.
  const go = (next: SearchUrlState, state: SearchNavigationState, replace = false, flush = false) => {
    setSelected(null);
    const nextParams = searchUrlParams({ view, ...next });
    // A new search's request leaves now, not once the page has rendered its placeholder and mounted the new query
    // (the query then joins the request in flight). A change of view or of graph neighbours asks for nothing.
    const request = parseSearchUrl(nextParams, limit);
    const newSearch = request.q !== q || request.limit !== limit || request.offset !== offset;
    if (request.q !== '' && newSearch)
      void queryClient.prefetchQuery(worldQueries.search(connection, { worldId, ...request }));
    setParams(nextParams, { state, replace, flushSync: flush });
  };
  /*
   * After a pivot or a change of page, the row or button that had focus goes away or disables itself; focus then
   * goes to the results, whose status line says what is loading and then what is shown. Paging from the pager at
   * the bottom, the new page is read from its start, so the reader is brought there too.
   *
   * These are clicks on one control, and the page asked for is often in the cache already (Next is prefetched):
   * it renders at once, in the click (flushSync), rather than as a router transition sliced over several tasks,
   * which spread a 100-row page over about five tasks and frames before it could paint.
   */
  const goToResults = (next: SearchUrlState, state: SearchNavigationState) => {
    go(next, state, false, true);
    const region = resultsRegion.current;
    if (!region) return;
    region.focus({ preventScroll: true });
    if (region.getBoundingClientRect().top < 0) region.scrollIntoView({ block: 'start' });
  };
  const keepTrail = { trail: navigation.trail, typing: false };

  const submitQuery = (text: string, typing: boolean) => {
    const next = text.trim();
    if (next === q) return;
    // While typing, one history entry follows the text instead of one per pause.
    go({ q: next, limit, offset: 0 }, { trail: [], typing }, typing && navigation.typing);
  };
  const pivot = (iri: string) => {
    if (iri === q) return;
    goToResults({ q: iri, limit, offset: 0 }, { trail: [...navigation.trail, q], typing: false });
  };
  const returnToPivot = (index: number) => {
    const target = navigation.trail[index];
    if (target !== undefined)
      goToResults({ q: target, limit, offset: 0 }, { trail: navigation.trail.slice(0, index), typing: false });
  };
  const switchView = (next: SearchView) => go({ q, limit, offset, view: next, expand }, keepTrail);
  /** Shows a thing and everything the search returns about it, as a graph; the pivot trail records it. */
  const showNeighbourhood = (iri: string) => {
    if (iri === q) switchView('graph');
    else goToResults({ q: iri, limit, offset: 0, view: 'graph' }, { trail: [...navigation.trail, q], typing: false });
  };
  const addNeighbours = (iri: string) => go({ q, limit, offset, expand: [...expand, iri] }, keepTrail);
  const keepNeighbours = (count: number) => go({ q, limit, offset, expand: expand.slice(0, count) }, keepTrail);
  const changePageSize = (size: number) => {
    rememberPageSize(size);
    goToResults({ q, limit: size, offset: 0 }, keepTrail);
  };

  const notFound = isApiError(search.error) && search.error.status === 404;
  const retrying = search.isFetching && search.failureCount > 0;
  const longWait = useLongWait(search.isFetching);
  // A cancelled search leaves no answer: nothing new to show, the previous page (if any) still dimmed.
  const cancelled = q !== '' && !search.isFetching && !search.isError && (results === undefined || stale);
  const empty = results !== undefined && results.length === 0 && !stale;
  const cancel = () =>
    void queryClient.cancelQueries({
      queryKey: worldQueries.search(connection, { worldId, q, limit, offset }).queryKey,
    });

  // One status line, always in the page while there is a query, so each change of it is announced.
  const status =
    q === '' || search.isError
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
                  : offset > 0
                    ? `No results from number ${offset + 1} on`
                    : `No triples match “${q}”`
                : `Showing ${shown.offset + 1}–${shown.offset + results.length}`;

  return (
    <div className="flex flex-col gap-4">
      <SearchBox key={worldId} q={q} view={view} inputRef={searchInput} onSubmit={submitQuery} />
      <PivotTrail
        trail={navigation.trail}
        current={q}
        onReturn={returnToPivot}
        expansions={view === 'graph' ? expand : []}
        onKeepExpansions={keepNeighbours}
      />

      {q === '' ? (
        <EmptyQuery />
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
                <ViewSwitch view={view} onChange={switchView} />
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
                <ExportMenu
                  worldId={worldId}
                  q={shown.q}
                  limit={shown.limit}
                  offset={shown.offset}
                  results={results}
                  onCopy={copy}
                />
              </div>
            ) : null}
          </div>

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
          ) : empty ? (
            <EmptyResult q={q} offset={offset} onFirstPage={() => goToResults({ q, limit, offset: 0 }, keepTrail)} />
          ) : view === 'graph' ? (
            <GraphBoundary onShowTable={() => switchView('table')}>
              <ResultGraphView
                worldId={worldId}
                page={{ q: shown.q, offset: shown.offset, results }}
                words={words}
                expand={expand}
                stale={stale}
                fileStem={`${worldId}-graph-${shown.offset + 1}-${shown.offset + results.length}`}
                onPivot={showNeighbourhood}
                onExpand={addNeighbours}
                onResetExpansions={() => keepNeighbours(0)}
              />
            </GraphBoundary>
          ) : (
            <ResultsTable
              results={results}
              offset={shown.offset}
              words={words}
              fullIris={fullIris}
              stale={stale}
              bodyRef={resultsBody}
              onPivot={pivot}
              onOpen={setSelected}
              onNeighbourhood={showNeighbourhood}
            />
          )}
          {serverLimit !== undefined && !empty && !search.isError ? <ServerLimitNotice limit={serverLimit} /> : null}
        </section>
      )}

      {/* An empty page offers its own way back (the first page); past a server's limit, Previous is the way. */}
      {q !== '' && (!empty || serverLimit !== undefined) && !(search.isError && notFound) ? (
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
            onPrevious={() => goToResults({ q, limit, offset: Math.max(0, offset - limit) }, keepTrail)}
            onNext={() => goToResults({ q, limit, offset: offset + limit }, keepTrail)}
            onPageSize={changePageSize}
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
        <TripleDetailDialog
          key={`${shown.offset}:${selected}`}
          result={selectedResult}
          rank={shown.offset + selected + 1}
          onPivot={pivot}
          onNeighbourhood={showNeighbourhood}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </div>
  );
}

interface SearchBoxProps {
  q: string;
  /** The keys offered are the view's: j and k move through the table's rows, the picture has its own. */
  view: SearchView;
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: (text: string, typing: boolean) => void;
}

/** The query field: what is typed is searched after a short pause, or at once on Enter. */
function SearchBox({ q, view, inputRef, onSubmit }: SearchBoxProps) {
  const [draft, setDraft] = useState(q);
  // When the URL's query changes from elsewhere (Back, a pivot), the field shows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (draft.trim() !== q) setDraft(q);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A pause that ends after Back, a pivot or a page-size change must not undo it: a new URL query cancels
  // the pending search, and the one that fires uses the page's current state, not the state when typing began.
  useEffect(() => () => clearTimeout(timer.current), [q]);
  const latestSubmit = useRef(onSubmit);
  useEffect(() => {
    latestSubmit.current = onSubmit;
  });

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onSubmit(draft, false);
      }}
    >
      <TextField
        ref={inputRef}
        label="Search"
        type="search"
        value={draft}
        autoComplete="off"
        spellCheck={false}
        placeholder="A name, a word, or a full IRI"
        hint={
          <>
            Results follow as you type; Enter searches at once.
            {/* Keys mean nothing on a touch screen. */}
            {view === 'graph' ? (
              <span className="touch-screen:hidden">
                {' '}
                Press <kbd className="font-mono">/</kbd> to come back here; in the picture, the arrow keys go from thing
                to thing.
              </span>
            ) : (
              <span className="touch-screen:hidden">
                {' '}
                Press <kbd className="font-mono">/</kbd> to come back here, <kbd className="font-mono">j</kbd> /{' '}
                <kbd className="font-mono">k</kbd> to move through the results, <kbd className="font-mono">←</kbd> /{' '}
                <kbd className="font-mono">→</kbd> to reach a result&apos;s links.
              </span>
            )}
          </>
        }
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => latestSubmit.current(text, true), TYPING_PAUSE_MS);
        }}
      />
    </form>
  );
}

/** The REST server returns at most 100 rows for a query and cannot skip any: say so rather than seem to end. */
function ServerLimitNotice({ limit }: { limit: number }) {
  return (
    <Alert tone="info" title={`This server shows only its first ${limit} results`}>
      It returns at most {limit} rows for a search and cannot page past them. Refine the query to see other triples.
    </Alert>
  );
}

function EmptyQuery() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
      <p className="font-medium text-slate-900 dark:text-slate-100">Type something to search this world.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>A name or a word, such as a thing, a place or a property (“orbit”, “label”).</li>
        <li>A full IRI, to see the triples that mention it.</li>
        <li>Click any subject, or any object that is an IRI, in the results to search for it in turn.</li>
      </ul>
    </div>
  );
}

function EmptyResult({ q, offset, onFirstPage }: { q: string; offset: number; onFirstPage: () => void }) {
  // The status line above says it (and is announced); these say what to do next, so they are no live region.
  if (offset > 0) {
    return (
      <Alert
        tone="info"
        live={false}
        title="No more results"
        actions={<Button onClick={onFirstPage}>Go to the first page</Button>}
      >
        There are no results for “{q}” from number {offset + 1} on.
      </Alert>
    );
  }
  if (queryWords(q).length === 0 && !/[\p{L}\p{N}]/u.test(q)) {
    return (
      <Alert tone="info" live={false} title={`No triples match “${q}”`}>
        The search looks for words and IRIs, and “{q}” has no letters or digits. Type a word, a name or a full IRI.
      </Alert>
    );
  }
  return (
    <Alert tone="info" live={false} title={`No triples match “${q}”`}>
      <ul className="list-disc space-y-1 pl-5">
        <li>Check the spelling, or try fewer or shorter words.</li>
        <li>Search for a name (“Moon”) rather than a whole sentence.</li>
        <li>Try the last part of an IRI (“orbitalPeriod”) instead of the whole IRI.</li>
        <li>A world with no triples yet has nothing to find: check it in the world list.</li>
      </ul>
    </Alert>
  );
}
