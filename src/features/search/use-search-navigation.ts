import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { connectionId, useConnection, type Connection } from '../../api/connection';
import { capabilitiesQuery, ignoreFailure, worldKeys, worldQueries } from '../../api/worlds';
import type { FilterKind, SearchFilters } from '../../api/search-filters';
import {
  filterParams,
  parseFilterUrl,
  parseHiddenUrl,
  parseNavigationState,
  parseSearchUrl,
  parseViewUrl,
  readPageSize,
  rememberPageSize,
  searchRequestOf,
  searchUrlParams,
  type SearchUrlState,
  type SearchView,
} from './search-url-state';

interface Step {
  /** Keeps the history entry instead of adding one (typing). */
  replace?: boolean;
  /** A new search, whose request leaves at once; a change of view or of graph neighbours asks for nothing. */
  search: boolean;
  /** The control that was used goes away or disables itself, so focus goes to the results. */
  toResults: boolean;
}
const newResults: Step = { search: true, toResults: true };
const inPlace: Step = { search: false, toResults: false };
/** The history state of every move but typing: the next keystroke then starts an entry of its own. */
const notTyping = { typing: false };

/**
 * One request in flight per search box: before the search `next` leaves, every other search of the world still in
 * flight is stale. Those no page shows (the next page fetched ahead, a request sent before its page rendered) are
 * cancelled here. The one on screen is left to TanStack Query, which aborts it (its signal reaches fetch) as the new
 * page's query takes its place: cancelled here, it would read as "Search cancelled" until the new page renders.
 * Returns whether such a search is on screen, in which case the new request leaves from the new page's query, after it.
 */
function cancelStaleSearches(queryClient: QueryClient, connection: Connection, worldId: string, next: QueryKey) {
  const cache = queryClient.getQueryCache();
  const nextQuery = cache.find({ queryKey: next, exact: true });
  const stale = cache
    .findAll({ queryKey: worldKeys.searches(connectionId(connection), worldId), fetchStatus: 'fetching' })
    .filter((query) => query !== nextQuery);
  for (const query of stale) if (query.getObserversCount() === 0) void query.cancel({ revert: true });
  return stale.some((query) => query.getObserversCount() > 0);
}

/**
 * The search as the URL holds it (query, filters, page, view, the graph's added neighbours), and every way of moving
 * from there. The filters narrow whatever is searched: a new query, a page or a view keeps them.
 */
export function useSearchNavigation({
  worldId,
  resultsRegion,
  onLeave,
}: {
  worldId: string;
  resultsRegion: RefObject<HTMLElement | null>;
  /** Called on every move, since what was selected on the page no longer applies. Stable. */
  onLeave: () => void;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connection = useConnection();
  // Whether this history entry came from typing: the next pause of the same typing replaces it.
  const enteredByTyping = parseNavigationState(location.state).typing;
  const { q, limit, offset, minScore: linkedMinScore } = parseSearchUrl(params, readPageSize());
  const { view, expand } = parseViewUrl(params);
  // Parsed again only when the filters change (not on paging), so the callbacks the memoised rows get stay the same.
  const filterQuery = filterParams(params).toString();
  const filters = useMemo(() => parseFilterUrl(new URLSearchParams(filterQuery)), [filterQuery]);
  const linkedHidden = useMemo(() => parseHiddenUrl(new URLSearchParams(filterQuery)), [filterQuery]);
  /*
   * Hidden predicates and a minimum score are the search's only where the server takes them
   * (capabilities.searchSettings); elsewhere a link's are dropped, never shown as if they applied. Until the
   * capabilities are known, a link that has them waits (`narrowingUnknown`), so that no search leaves without them.
   */
  const capabilities = useQuery(capabilitiesQuery(connection)).data;
  const narrows = capabilities?.searchSettings === true;
  const narrowingUnknown = capabilities === undefined && (linkedHidden.length > 0 || linkedMinScore !== undefined);
  const hidden = useMemo(() => (narrows ? linkedHidden : []), [narrows, linkedHidden]);
  const minScore = narrows ? linkedMinScore : undefined;

  const step = useCallback(
    (next: SearchUrlState, state: unknown, { replace = false, search, toResults }: Step) => {
      onLeave();
      const nextParams = searchUrlParams(next);
      const request = {
        ...parseSearchUrl(nextParams, next.limit),
        filters: parseFilterUrl(nextParams),
        hidden: parseHiddenUrl(nextParams),
      };
      let inCache = false;
      if (search) {
        const asked = worldQueries.search(connection, searchRequestOf(worldId, request));
        inCache = queryClient.getQueryData(asked.queryKey) !== undefined;
        // The request leaves now, not once the new page has rendered its placeholder and mounted the new query (which
        // then joins the request in flight), unless the search on screen is still out: see cancelStaleSearches.
        const onScreenInFlight = cancelStaleSearches(queryClient, connection, worldId, asked.queryKey);
        if (request.q !== '' && !onScreenInFlight) queryClient.query(asked).catch(ignoreFailure);
      }
      /*
       * A page already in the cache (Next is prefetched) is rendered in this event (flushSync), before the focus moves
       * below, and painted in the next frame. In the router's transition it started only in a later task, which the
       * browser could answer first with a frame of its own (the focus moved, nothing else), putting off the rows' frame.
       * Any other page renders in the transition, and the one on screen stays, dimmed, until it comes.
       */
      void navigate(`?${nextParams.toString()}`, { state, replace, flushSync: inCache });
      /*
       * After a pivot or a change of page, the row or button that had focus goes away or disables itself; focus
       * then goes to the results, whose status line says what is loading and then what is shown. Paging from the
       * pager at the bottom, the new page is read from its start, so the reader is brought there too.
       */
      const region = resultsRegion.current;
      if (!toResults || !region) return;
      region.focus({ preventScroll: true });
      if (region.getBoundingClientRect().top < 0) region.scrollIntoView({ block: 'start' });
    },
    [onLeave, queryClient, connection, worldId, navigate, resultsRegion],
  );

  // What narrows the search stays with it through a new query, a page or a view.
  const narrowing = { filters, hidden, minScore };
  const submitQuery = (text: string, fromTyping: boolean) => {
    const next = text.trim();
    if (next === q) return;
    // While typing, one history entry follows the text instead of one per pause.
    step(
      { q: next, limit, offset: 0, view, ...narrowing },
      { typing: fromTyping },
      { replace: fromTyping && enteredByTyping, search: true, toResults: false },
    );
  };
  const switchView = (next: SearchView) =>
    step({ q, limit, offset, view: next, expand, ...narrowing }, notTyping, inPlace);
  const addNeighbours = (iri: string) =>
    step({ q, limit, offset, view, expand: [...expand, iri], ...narrowing }, notTyping, inPlace);
  const keepNeighbours = (count: number) =>
    step({ q, limit, offset, view, expand: expand.slice(0, count), ...narrowing }, notTyping, inPlace);
  const goToPage = (nextOffset: number) =>
    step({ q, limit, offset: nextOffset, view, ...narrowing }, notTyping, newResults);
  const changePageSize = (size: number) => {
    rememberPageSize(size);
    step({ q, limit: size, offset: 0, view, ...narrowing }, notTyping, newResults);
  };
  /** Narrows the search to a predicate (or type, or subject), from the first page; the row clicked goes away. */
  const filterBy = useCallback(
    (kind: FilterKind, iri: string) => {
      if (filters[kind].includes(iri)) return;
      const next: SearchFilters = { ...filters, [kind]: [...filters[kind], iri] };
      step({ q, limit, offset: 0, view, filters: next, hidden, minScore }, notTyping, newResults);
    },
    [step, q, limit, view, filters, hidden, minScore],
  );
  /** Leaves a predicate's triples out of the search, from the first page; the row clicked may go away. */
  const hidePredicate = useCallback(
    (iri: string) => {
      if (hidden.includes(iri)) return;
      step({ q, limit, offset: 0, view, filters, hidden: [...hidden, iri], minScore }, notTyping, newResults);
    },
    [step, q, limit, view, filters, hidden, minScore],
  );
  /** The chips move focus themselves (to the next chip), so the results are not focused here. */
  const removeFilter = (kind: FilterKind, iri: string) => {
    const next: SearchFilters = { ...filters, [kind]: filters[kind].filter((kept) => kept !== iri) };
    step({ q, limit, offset: 0, view, ...narrowing, filters: next }, notTyping, { search: true, toResults: false });
  };
  const unhidePredicate = (iri: string) =>
    step({ q, limit, offset: 0, view, ...narrowing, hidden: hidden.filter((kept) => kept !== iri) }, notTyping, {
      search: true,
      toResults: false,
    });
  // Every filter, hidden predicates too; the minimum score is a setting of its own, and stays.
  const clearFilters = () =>
    step({ q, limit, offset: 0, view, minScore }, notTyping, { search: true, toResults: false });
  /** A new minimum score (undefined: the world's own), from the first page. */
  const changeMinScore = (next: number | undefined) =>
    step({ q, limit, offset: 0, view, filters, hidden, ...(next === undefined ? {} : { minScore: next }) }, notTyping, {
      search: true,
      toResults: false,
    });

  return {
    search: { q, limit, offset },
    filters,
    hidden,
    minScore,
    narrowingUnknown,
    filterBy,
    hidePredicate,
    removeFilter,
    unhidePredicate,
    clearFilters,
    changeMinScore,
    view,
    expand,
    submitQuery,
    switchView,
    addNeighbours,
    keepNeighbours,
    goToPage,
    changePageSize,
  };
}
