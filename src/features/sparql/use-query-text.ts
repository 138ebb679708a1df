import { useSearchParams } from 'react-router';
import { readStored, writeStored } from '../../lib/browser-storage';

/*
 * The query is in the URL (`?query=`), so Back, reload and a shared link keep it. A query too long for a
 * comfortable URL is kept as a draft in this browser under a short key (`?draft=`) instead.
 */

const LONG_QUERY = 2000;
const draftKey = (key: string) => `worlds-dashboard:sparql-draft:${key}`;

function shortKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

export function useQueryText(fallback: string) {
  const [params, setParams] = useSearchParams();
  const draft = params.get('draft');
  const stored = draft === null ? null : readStored('device', draftKey(draft));
  const text = params.get('query') ?? stored ?? fallback;

  /** Puts the query in the URL: a new history entry when it is run, in place while it is edited. */
  const keep = (query: string, { replace }: { replace: boolean }) => {
    if (query === text && (params.has('query') || params.has('draft'))) return;
    const next = new URLSearchParams();
    if (query.length > LONG_QUERY) {
      const key = shortKey(query);
      writeStored('device', draftKey(key), query);
      next.set('draft', key);
    } else {
      next.set('query', query);
    }
    setParams(next, { replace });
  };
  return { text, keep };
}
