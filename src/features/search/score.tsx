const scoreFormat = new Intl.NumberFormat('en-US', {
  minimumSignificantDigits: 3,
  maximumSignificantDigits: 3,
  useGrouping: false,
});

/** Three significant digits, whatever the scale: 1.00, 0.0312, 12.3; tiny or huge ones as 1.00e-7. */
export function formatScore(score: number): string {
  if (!Number.isFinite(score)) return String(score);
  const magnitude = Math.abs(score);
  return magnitude !== 0 && (magnitude < 1e-3 || magnitude >= 1e6) ? score.toPrecision(3) : scoreFormat.format(score);
}

/** A bar's share of the best score on the page, 0 to 1; nothing for a non-positive best. */
function scoreShare(score: number, best: number): number {
  if (!(best > 0) || !Number.isFinite(score)) return 0;
  return Math.min(1, Math.max(0, score / best));
}

export const SCORE_HELP =
  'How well the triple matches the query, as the server ranks it; higher is better. The scale depends on the server (the offline sample data gives the best match 1, real servers give values near 0.03), so compare rows, not searches. The bar is relative to the best score on this page.';

export function ScoreCell({ score, best }: { score: number; best: number }) {
  const share = scoreShare(score, best);
  return (
    <div className="flex flex-col gap-1">
      <span className="font-mono text-sm tabular-nums">{formatScore(score)}</span>
      <span aria-hidden="true" className="block h-1.5 w-16 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <span
          className="block h-full rounded-full bg-indigo-500 dark:bg-indigo-400"
          style={{ width: `${(share * 100).toFixed(1)}%` }}
        />
      </span>
    </div>
  );
}
