import type { SearchResult } from '../../api/schemas';

// Made on first use, not at import: an Intl format costs a page's load tens of milliseconds of a phone's main thread,
// and only a triple's details show a score in full.
let scoreFormat: Intl.NumberFormat | undefined;

/** Three significant digits, whatever the scale: 1.00, 0.0312, 12.3; tiny or huge ones as 1.00e-7. */
export function formatScore(score: number): string {
  if (!Number.isFinite(score)) return String(score);
  const magnitude = Math.abs(score);
  return magnitude !== 0 && (magnitude < 1e-3 || magnitude >= 1e6)
    ? score.toPrecision(3)
    : (scoreFormat ??= new Intl.NumberFormat('en-US', {
        minimumSignificantDigits: 3,
        maximumSignificantDigits: 3,
        useGrouping: false,
      })).format(score);
}

/** The kinds of score a server names (dataplane's `scoreType`), as a person reads them; others are shown as sent. */
const SCORE_TYPES: Record<string, { short: string; long: string }> = {
  rrf: { short: 'RRF', long: 'reciprocal rank fusion' },
  cosine: { short: 'cosine', long: 'cosine similarity' },
  unranked: { short: 'unranked', long: 'unranked' },
};

/** A score's kind, short (the table) and long (its title and the details). */
export function scoreTypeName(scoreType: string): { short: string; long: string } {
  return SCORE_TYPES[scoreType] ?? { short: scoreType, long: scoreType };
}

/**
 * A bar's length, 0 to 1: a score on the 0–1 scale (its kind named) is its own share; on a server's own scale, the
 * share of the best score on the page. Nothing for a row without a score, or a non-positive best.
 */
function scoreShare({ score, scoreType }: Pick<SearchResult, 'score' | 'scoreType'>, best: number): number {
  if (score === null || !Number.isFinite(score)) return 0;
  const share = scoreType ? score : best > 0 ? score / best : 0;
  return Math.min(1, Math.max(0, share));
}

/** The best score of a page, for the bars of a server's own scale. */
export const bestScore = (results: readonly Pick<SearchResult, 'score'>[]) =>
  results.reduce((max, { score }) => (score === null ? max : Math.max(max, score)), -Infinity);

const SCORE_HELP =
  'How well the triple matches the query, as the server ranks it; higher is better. The scale depends on the server (the offline sample data gives the best match 1, real servers give values near 0.03), so compare rows, not searches. The bar is relative to the best score on this page.';
const UNIT_SCORE_HELP =
  'How well the triple matches the query, on the server’s scale of 0 to 1, where 1 is the best; the bar shows the score itself. Under each score, its kind: RRF (reciprocal rank fusion of the keyword and meaning searches) or cosine (similarity of meaning). A row of a fallback search is unranked: it has no score.';

/** The Score column's help: the 0–1 scale where the page's rows name their kind of score. */
export const scoreHelp = (results: readonly Pick<SearchResult, 'score' | 'scoreType'>[]) =>
  results.some(({ score, scoreType }) => score === null || scoreType !== undefined) ? UNIT_SCORE_HELP : SCORE_HELP;

export function ScoreCell({ result, best }: { result: Pick<SearchResult, 'score' | 'scoreType'>; best: number }) {
  const { score, scoreType } = result;
  // An unranked row shows no figure and no bar: a 0 would rank it last, which the server never said.
  if (score === null) {
    return <span className="text-xs text-slate-600 italic dark:text-slate-400">Unranked</span>;
  }
  const share = scoreShare(result, best);
  const kind = scoreType === undefined ? undefined : scoreTypeName(scoreType);
  return (
    <div className="flex flex-col gap-1">
      <span className="font-mono text-sm tabular-nums">{formatScore(score)}</span>
      <span aria-hidden="true" className="block h-1.5 w-16 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <span
          className="block h-full rounded-full bg-indigo-500 dark:bg-indigo-400"
          style={{ width: `${(share * 100).toFixed(1)}%` }}
        />
      </span>
      {kind ? (
        <span title={kind.long} className="text-xs text-slate-600 dark:text-slate-400">
          <span aria-hidden="true">{kind.short}</span>
          <span className="sr-only">{kind.long}</span>
        </span>
      ) : null}
    </div>
  );
}
