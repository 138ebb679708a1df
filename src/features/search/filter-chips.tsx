import { useEffect, useId, useRef } from 'react';
import { FILTER_KINDS, hasFilters, type FilterKind, type SearchFilters } from '../../api/search-filters';
import { linkClasses } from '../../components/ui/link-classes';
import { compactIri } from '../../lib/iri-prefixes';

const kindNames: Record<FilterKind, string> = { predicates: 'predicate', types: 'type', subjects: 'subject' };

interface FilterChipsProps {
  filters: SearchFilters;
  onRemove: (kind: FilterKind, iri: string) => void;
  onClear: () => void;
  /** Where focus goes once the last chip is gone. */
  onEmptied: () => void;
}

/**
 * The search's filters, one removable chip each. A removed chip's place is taken by the next one (or the one before),
 * and focus goes there, so that removing several is a matter of pressing Enter several times; after the last,
 * `onEmptied` says where focus goes.
 */
export function FilterChips({ filters, onRemove, onClear, onEmptied }: FilterChipsProps) {
  const labelId = useId();
  const list = useRef<HTMLUListElement>(null);
  // The place of the chip removed, until the filters without it are shown.
  const removedAt = useRef<number | null>(null);
  const chips = FILTER_KINDS.flatMap((kind) => filters[kind].map((iri) => ({ kind, iri })));
  const shownKey = chips.map(({ kind, iri }) => `${kind} ${iri}`).join('\n');

  // Focus is moved once the URL without the chip is shown: the router renders it in a transition, not at the click.
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]') ?? [];
    const target = buttons[Math.min(at, buttons.length - 1)];
    if (target) target.focus();
    else onEmptied();
  }, [shownKey, onEmptied]);

  if (!hasFilters(filters)) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="font-medium text-slate-700 dark:text-slate-300">
        Filters
      </span>
      <ul ref={list} className="flex flex-wrap items-center gap-2">
        {chips.map(({ kind, iri }, index) => (
          <li key={`${kind} ${iri}`}>
            <button
              type="button"
              data-chip
              // The name says what a press does, and holds the words shown (WCAG 2.5.3).
              aria-label={`Remove filter: ${kindNames[kind]} ${compactIri(iri) ?? iri}`}
              title={iri}
              onClick={() => {
                removedAt.current = index;
                onRemove(kind, iri);
              }}
              className="inline-flex min-h-6 max-w-[24rem] items-center gap-1.5 rounded-full border border-indigo-300 bg-indigo-50 px-3 py-1 text-indigo-900 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-indigo-700 dark:bg-indigo-950/50 dark:text-indigo-100 dark:hover:bg-indigo-900/60"
            >
              <span>{kindNames[kind]}</span>
              <span className="truncate font-mono text-xs">{compactIri(iri) ?? iri}</span>
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button
          type="button"
          className={`min-h-6 ${linkClasses}`}
          onClick={() => {
            removedAt.current = 0;
            onClear();
          }}
        >
          Remove all filters
        </button>
      ) : null}
    </div>
  );
}
