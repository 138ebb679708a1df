import { useSearchParams } from 'react-router';
import { keepDraft, readDraft } from './query-drafts';

/*
 * The query is in the URL (`?query=`), so Back, reload and a shared link keep it. A query too long for a
 * comfortable URL is kept as a draft in this browser under a short key (`?draft=`) instead (query-drafts.ts).
 */

const LONG_QUERY = 2000;

/** `scope`: whose drafts these are (the connection and the world). */
export function useQueryText(fallback: string, scope: string) {
  const [params, setParams] = useSearchParams();
  const draft = params.get('draft');
  const stored = draft === null ? null : readDraft(scope, draft);
  const text = params.get('query') ?? stored ?? fallback;

  /** Puts the query in the URL: a new history entry when it is run, in place while it is edited. */
  const keep = (query: string, { replace }: { replace: boolean }) => {
    if (query === text && (params.has('query') || params.has('draft'))) return;
    const next = new URLSearchParams();
    if (query.length > LONG_QUERY) next.set('draft', keepDraft(scope, query));
    else next.set('query', query);
    setParams(next, { replace });
  };
  return { text, keep };
}
