import { useId, useState } from 'react';
import { controlClasses } from '../../components/ui/field';
import { linkClasses } from '../../components/ui/link-classes';
import type { HistoryEntry } from './query-history';

/** The queries run on this world in this browser, newest first, searchable. */
export function QueryHistory({ entries, onPick }: { entries: HistoryEntry[]; onPick: (query: string) => void }) {
  const [search, setSearch] = useState('');
  const id = useId();
  const needle = search.trim().toLowerCase();
  const found = needle ? entries.filter((entry) => entry.query.toLowerCase().includes(needle)) : entries;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        History
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The queries you run on this world are kept here, in this browser (the last 50).
        </p>
      ) : (
        <>
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            Search the history
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={`${controlClasses} w-full`}
          />
          <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {found.map((entry) => (
              <li key={entry.query}>
                <button
                  type="button"
                  onClick={() => onPick(entry.query)}
                  title={entry.query}
                  className={`block w-full truncate py-0.5 text-left font-mono text-xs ${linkClasses}`}
                >
                  {entry.query.replace(/\s+/g, ' ')}
                </button>
              </li>
            ))}
          </ul>
          {found.length === 0 ? <p className="text-sm">No query in the history holds “{search}”.</p> : null}
        </>
      )}
    </section>
  );
}
