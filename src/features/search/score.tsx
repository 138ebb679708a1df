import type { SearchResult } from '../../api/schemas';

/**
 * Three significant digits, whatever the scale: 1.00, 0.0312, 12.3, 1230; tiny or huge ones as 1.00e-7. Written by
 * hand, the same digits as an Intl format (rounding half up the decimal the number is written as, so 1.005 is 1.01):
 * making the page's first Intl format would cost a phone about 60 ms of main thread while the first rows are drawn.
 */
export function formatScore(score: number): string {
  if (!Number.isFinite(score)) return String(score);
  const magnitude = Math.abs(score);
  if (magnitude !== 0 && (magnitude < 1e-3 || magnitude >= 1e6)) return score.toPrecision(3);
  const sign = score < 0 || Object.is(score, -0) ? '-' : '';
  if (magnitude === 0) return `${sign}0.00`;
  // Between 0.001 and a million, String writes the shortest decimal that reads back as the number, with no exponent.
  const written = String(magnitude);
  const point = written.includes('.') ? written.indexOf('.') : written.length;
  const digits = written.replace('.', '');
  const first = digits.search(/[1-9]/);
  let kept = Number(digits.slice(first, first + 3).padEnd(3, '0'));
  let wholeDigits = point - first;
  if ((digits[first + 3] ?? '0') >= '5') kept += 1;
  if (kept === 1000) {
    kept = 100;
    wholeDigits += 1;
  }
  // The three digits kept stand for kept × 10^(wholeDigits − 3).
  const decimals = 3 - wholeDigits;
  return sign + (decimals > 0 ? (kept / 10 ** decimals).toFixed(decimals) : String(kept * 10 ** -decimals));
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
