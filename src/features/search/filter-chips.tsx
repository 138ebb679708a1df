import { useEffect, useId, useRef, useState } from 'react';
import { FILTER_KINDS, hasFilters, type FilterKind, type SearchFilters } from '../../api/search-filters';
import { linkClasses } from '../../components/ui/link-classes';
import { compactIri } from '../../lib/iri-prefixes';

const kindNames: Record<FilterKind, string> = { predicates: 'predicate', types: 'type', subjects: 'subject' };

interface FilterChipsProps {
  filters: SearchFilters;
  /** Predicates left out of the search (where the server can), each a chip of its own look. */
  hidden: readonly string[];
  onRemove: (kind: FilterKind, iri: string) => void;
  onUnhide: (iri: string) => void;
  onClear: () => void;
  /** Where focus goes once the last chip is gone. */
  onEmptied: () => void;
}

type Chip = { kind: FilterKind | 'hidden'; iri: string };

const shortName = (iri: string) => compactIri(iri) ?? iri;

const chipClasses = {
  include:
    'border-indigo-300 bg-indigo-50 text-indigo-900 hover:bg-indigo-100 dark:border-indigo-700 dark:bg-indigo-950/50 dark:text-indigo-100 dark:hover:bg-indigo-900/60',
  // A hidden predicate takes away rather than narrows: dashed and grey, beside the include chips' solid indigo.
  hidden:
    'border-dashed border-slate-500 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
};

/** What changed in the hidden predicates, said once: the chip and the results say the rest. */
function hiddenChange(before: readonly string[], after: readonly string[]): string {
  const added = after.filter((iri) => !before.includes(iri)).map(shortName);
  const removed = before.filter((iri) => !after.includes(iri)).map(shortName);
  return [
    added.length > 0 ? `Hidden from the results: ${added.join(', ')}.` : '',
    removed.length > 0 ? `Shown again: ${removed.join(', ')}.` : '',
  ]
    .join(' ')
    .trim();
}

/**
 * The search's filters, one removable chip each, and the hidden predicates after them. A removed chip's place is
 * taken by the next one (or the one before), and focus goes there, so that removing several is a matter of pressing
 * Enter several times; after the last, `onEmptied` says where focus goes.
 */
export function FilterChips({ filters, hidden, onRemove, onUnhide, onClear, onEmptied }: FilterChipsProps) {
  const labelId = useId();
  const list = useRef<HTMLUListElement>(null);
  // The place of the chip removed, until the filters without it are shown.
  const removedAt = useRef<number | null>(null);
  const chips: Chip[] = [
    ...FILTER_KINDS.flatMap((kind) => filters[kind].map((iri) => ({ kind, iri }))),
    ...hidden.map((iri) => ({ kind: 'hidden' as const, iri })),
  ];
  const shownKey = chips.map(({ kind, iri }) => `${kind} ${iri}`).join('\n');
  const [announced, setAnnounced] = useState({ hidden, message: '' });
  if (announced.hidden !== hidden) setAnnounced({ hidden, message: hiddenChange(announced.hidden, hidden) });

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

  return (
    <>
      {/* Always in the page, so that what is hidden or shown again is announced. */}
      <p role="status" className="sr-only">
        {announced.message}
      </p>
      {hasFilters(filters) || hidden.length > 0 ? (
        <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2 text-sm">
          <span id={labelId} className="font-medium text-slate-700 dark:text-slate-300">
            Filters
          </span>
          <ul ref={list} className="flex flex-wrap items-center gap-2">
            {chips.map(({ kind, iri }, index) => {
              const what = kind === 'hidden' ? 'hidden predicate' : kindNames[kind];
              return (
                <li key={`${kind} ${iri}`}>
                  <button
                    type="button"
                    data-chip
                    // The name says what a press does, and holds the words shown (WCAG 2.5.3).
                    aria-label={`Remove filter: ${what} ${shortName(iri)}`}
                    title={kind === 'hidden' ? `Hidden: every triple with the predicate ${iri} is left out` : iri}
                    onClick={() => {
                      removedAt.current = index;
                      if (kind === 'hidden') onUnhide(iri);
                      else onRemove(kind, iri);
                    }}
                    className={`inline-flex min-h-6 max-w-[24rem] items-center gap-1.5 rounded-full border px-3 py-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${chipClasses[kind === 'hidden' ? 'hidden' : 'include']}`}
                  >
                    {kind === 'hidden' ? (
                      <span aria-hidden="true" className="leading-none">
                        ⊘
                      </span>
                    ) : null}
                    <span>{what}</span>
                    <span className="truncate font-mono text-xs">{shortName(iri)}</span>
                    <span aria-hidden="true" className="text-base leading-none">
                      ×
                    </span>
                  </button>
                </li>
              );
            })}
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
      ) : null}
    </>
  );
}
