import { compactIri } from '../../lib/iri-prefixes';
import { linkClasses } from '../../components/ui/link-classes';

/**
 * The searches a person pivoted through to get here; each earlier step can be returned to.
 * In the graph view, the neighbourhoods added to the picture follow as further steps.
 */
export function PivotTrail({
  trail,
  current,
  onReturn,
  expansions = [],
  onKeepExpansions,
}: {
  trail: readonly string[];
  current: string;
  onReturn: (index: number) => void;
  expansions?: readonly string[];
  /** Goes back to the picture with only the first `count` neighbourhoods added. */
  onKeepExpansions?: (count: number) => void;
}) {
  if (trail.length === 0 && expansions.length === 0) return null;
  const label = (q: string) => compactIri(q) ?? q;
  return (
    <nav aria-label="Pivots" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {trail.map((q, index) => (
          <li key={`${index}:${q}`} className="flex min-w-0 items-center gap-1">
            <button
              type="button"
              className={`max-w-[20rem] truncate ${linkClasses}`}
              title={q}
              onClick={() => onReturn(index)}
            >
              {label(q)}
            </button>
            <span aria-hidden="true" className="text-slate-400">
              ›
            </span>
          </li>
        ))}
        {[current, ...expansions].map((step, index, steps) =>
          index === steps.length - 1 ? (
            <li
              key={`now:${step}`}
              className="max-w-[20rem] min-w-0 truncate font-medium"
              aria-current="page"
              title={step}
            >
              {index > 0 ? '+ ' : ''}
              {label(step)}
            </li>
          ) : (
            <li key={`step:${index}:${step}`} className="flex min-w-0 items-center gap-1">
              <button
                type="button"
                className={`max-w-[20rem] truncate ${linkClasses}`}
                title={step}
                onClick={() => onKeepExpansions?.(index)}
              >
                {index > 0 ? '+ ' : ''}
                {label(step)}
              </button>
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
