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

export function EmptyQuery() {
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

export function EmptyResult({ q, offset, onFirstPage }: { q: string; offset: number; onFirstPage: () => void }) {
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
