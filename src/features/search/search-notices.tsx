import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { queryWords } from '../../lib/highlight';

/** The REST server returns at most 100 rows for a query and cannot skip any: say so rather than seem to end. */
export function ServerLimitNotice({ limit }: { limit: number }) {
  return (
    <Alert tone="info" title={`This server shows only its first ${limit} results`}>
      It returns at most {limit} rows for a search and cannot page past them. Refine the query to see other triples.
    </Alert>
  );
}

/** What ran, as the server says (dataplane's `mode`), in the status line: a mode it may add later is named as sent. */
export function searchModeName(mode: string): string {
  const names: Record<string, string> = {
    keyword: 'keyword search (full text)',
    semantic: 'semantic search (by meaning)',
    hybrid: 'hybrid search (keywords and meaning)',
    fallback: 'fallback search (plain text match, unranked)',
  };
  return names[mode] ?? `${mode} search`;
}

/** The server fell back to a plain text match (dataplane's `fallback` mode): its rows have no score and no order. */
export function UnrankedNotice() {
  return (
    <Alert tone="info" live={false} title="These results are unranked">
      The server’s search engine was not available, so it fell back to a plain text match: the rows are in no particular
      order and have no score. Search again later for ranked results.
    </Alert>
  );
}

export function EmptyQuery() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
      <p className="font-medium text-slate-900 dark:text-slate-100">Type something to search this world.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>A name or a word, such as a thing, a place or a property (“orbit”, “label”).</li>
        <li>A full IRI, to see the triples that mention it.</li>
        <li>Click any subject, or any object that is an IRI, in the results to search for it in turn.</li>
        <li>Click a predicate in the results to show only the triples with that predicate.</li>
      </ul>
    </div>
  );
}

/** Filters with no query, where the server answers an empty query with nothing (rpc) or needs one (v1). */
export function FiltersNeedQuery({ canFilter }: { canFilter: boolean }) {
  return (
    <Alert tone="info" live={false} title="Type something to search within these filters">
      {canFilter
        ? 'This server answers a search with no words with nothing, so the filters alone find nothing here. Type a word or a name, and the filters narrow what it finds.'
        : 'This server cannot filter, so the filters narrow the results of a search. Type a word or a name to search.'}
    </Alert>
  );
}

/**
 * A server without filters: the filters were applied to the page it returned, and the page says so. A page may then
 * be empty while the next has rows that pass.
 */
export function FilteredHereNotice({ empty }: { empty: boolean }) {
  return (
    <Alert
      tone="info"
      live={false}
      title={empty ? 'None of the rows of this page pass the filters' : 'This server cannot filter'}
    >
      This server cannot filter: these are the rows of the search’s page that pass the filters, so some matches may be
      on other pages. The type filter knows a subject’s type only from a type row on the same page.
    </Alert>
  );
}

/** The REST server, given filters and no query, returns the triples that pass them, unranked. */
export function FiltersAloneNote() {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      No words to search for: these are the triples that pass the filters, in the server’s order, not ranked (their
      scores are 0).
    </p>
  );
}

export function EmptyResult({
  q,
  offset,
  filtered = false,
  onFirstPage,
}: {
  q: string;
  offset: number;
  filtered?: boolean;
  onFirstPage: () => void;
}) {
  if (filtered && offset === 0) {
    return (
      <Alert tone="info" live={false} title={noMatch(q, true)}>
        Remove a filter above to widen the search{q === '' ? '' : ', or try other words'}.
      </Alert>
    );
  }
  // The status line above says it (and is announced); these say what to do next, so they are no live region.
  if (offset > 0) {
    return (
      <Alert
        tone="info"
        live={false}
        title="No more results"
        actions={<Button onClick={onFirstPage}>Go to the first page</Button>}
      >
        There are no results for {q === '' ? 'these filters' : `“${q}”`} from number {offset + 1} on.
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

/** What the page says when nothing matches. */
export function noMatch(q: string, filtered: boolean): string {
  if (!filtered) return `No triples match “${q}”`;
  return q === '' ? 'No triples pass these filters' : `No triples match “${q}” with these filters`;
}
