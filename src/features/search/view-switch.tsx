import type { SearchView } from './search-url-state';

const views: ReadonlyArray<{ view: SearchView; label: string }> = [
  { view: 'table', label: 'Table' },
  { view: 'graph', label: 'Graph' },
];

/** Table or graph: two toggle buttons, the pressed one is the view on screen. */
export function ViewSwitch({ view, onChange }: { view: SearchView; onChange: (view: SearchView) => void }) {
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600"
    >
      {views.map((option) => (
        <button
          key={option.view}
          type="button"
          aria-pressed={view === option.view}
          onClick={() => view !== option.view && onChange(option.view)}
          className="rounded px-3 py-1 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 aria-pressed:bg-indigo-600 aria-pressed:text-white aria-[pressed=false]:hover:bg-slate-100 dark:text-slate-200 dark:aria-pressed:text-white dark:aria-[pressed=false]:hover:bg-slate-800"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
