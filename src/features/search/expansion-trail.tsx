import { compactIri } from '../../lib/iri-prefixes';
import { linkClasses } from '../../components/ui/link-classes';

/**
 * In the graph view, the neighbourhoods added to the picture, after the search: each earlier step can be returned
 * to (the picture with only the neighbourhoods added before it).
 */
export function ExpansionTrail({
  current,
  expansions,
  onKeepExpansions,
}: {
  current: string;
  expansions: readonly string[];
  /** Goes back to the picture with only the first `count` neighbourhoods added. */
  onKeepExpansions: (count: number) => void;
}) {
  if (expansions.length === 0) return null;
  const label = (q: string) => compactIri(q) ?? q;
  return (
    <nav aria-label="Neighbourhoods added" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
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
                onClick={() => onKeepExpansions(index)}
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
