import { useId, useRef, useState } from 'react';
import type { SparqlSelect } from '../../api/sparql';
import { TermValue } from '../../components/term-value';
import { Button } from '../../components/ui/button';
import { controlClasses } from '../../components/ui/field';
import { useRowKeyboard } from '../../components/use-row-keyboard';
import { compactIri } from '../../lib/iri-prefixes';
import type { RdfTerm } from '../../lib/rdf-term';
import { termText } from './sparql-tables';

/*
 * A SELECT's bindings: sorted by a column (its header's button), filtered by a text, a page at a time. IRIs are
 * compact (the full IRI on hover) and open the thing's view; literals show their language or datatype, a long one
 * clamped with "Show all N characters" (TermValue, as search shows them). The body is one Tab stop with the search
 * table's keyboard (useRowKeyboard).
 */

const PAGE_SIZE = 50;

type Sort = { column: string; descending: boolean } | undefined;

const collator = new Intl.Collator('en', { numeric: true });

// First strong isolate … pop directional isolate: a right-to-left value, or a stray bidi control in one, cannot
// reorder the rest of a row's spoken name.
const isolated = (text: string) => `\u2068${text}\u2069`;

/** A term as a row's short name reads it: the compact IRI, or a literal's text, cut short. */
function termLabel(term: RdfTerm | undefined): string {
  if (!term) return 'unbound';
  const text = term.kind === 'iri' ? (compactIri(term.value) ?? term.value) : termText(term);
  return isolated(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

function compareTerms(a: RdfTerm | undefined, b: RdfTerm | undefined): number {
  const x = termText(a);
  const y = termText(b);
  const numbers = a?.kind === 'literal' && b?.kind === 'literal' && x !== '' && y !== '';
  if (numbers && !Number.isNaN(Number(x)) && !Number.isNaN(Number(y))) return Number(x) - Number(y);
  return collator.compare(x, y);
}

interface SelectTableProps {
  select: SparqlSelect;
  onOpen: (iri: string) => void;
}

export function SelectTable({ select, onOpen }: SelectTableProps) {
  const { vars, rows } = select;
  const [sort, setSort] = useState<Sort>();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? rows.filter((row) => vars.some((name) => termText(row[name]).toLowerCase().includes(needle)))
    : rows;
  const sorted = sort
    ? [...shown].sort((a, b) => (sort.descending ? -1 : 1) * compareTerms(a[sort.column], b[sort.column]))
    : shown;
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const pageRows = sorted.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const first = sorted.length === 0 ? 0 : current * PAGE_SIZE + 1;
  const last = current * PAGE_SIZE + pageRows.length;
  const body = useRef<HTMLTableSectionElement>(null);
  const { active, onFocus, onKeyDown } = useRowKeyboard({ count: pageRows.length, body });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            Filter rows
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(0);
            }}
            className={`${controlClasses} w-64 max-w-full`}
          />
        </div>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {sorted.length === rows.length
            ? `${rows.length.toLocaleString('en-US')} ${rows.length === 1 ? 'row' : 'rows'}`
            : `${sorted.length.toLocaleString('en-US')} of ${rows.length.toLocaleString('en-US')} rows match`}
          {sorted.length > PAGE_SIZE ? `, showing ${first}–${last}` : ''}
        </p>
      </div>
      {/* `relative` keeps the screen-reader-only text inside the scrolling box, so a phone does not scroll sideways. */}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Query results</caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              {vars.map((name) => {
                const sorting = sort?.column === name ? sort : undefined;
                return (
                  <th
                    key={name}
                    scope="col"
                    aria-sort={sorting ? (sorting.descending ? 'descending' : 'ascending') : undefined}
                    className="px-3 py-2 font-semibold"
                  >
                    <button
                      type="button"
                      className="inline-flex min-h-6 items-center gap-1 rounded-sm focus-visible:outline-2 focus-visible:outline-indigo-500"
                      onClick={() => setSort({ column: name, descending: sorting ? !sorting.descending : false })}
                    >
                      <bdi>?{name}</bdi>
                      <span aria-hidden="true">{sorting ? (sorting.descending ? '▼' : '▲') : '↕'}</span>
                      <span className="sr-only">, sort</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody ref={body} onKeyDown={onKeyDown} onFocus={onFocus}>
            {pageRows.map((row, index) => (
              <tr
                key={current * PAGE_SIZE + index}
                data-index={index}
                tabIndex={index === active ? 0 : -1}
                // Focus lands on the row: a short name says which it is, not the whole text of every cell.
                aria-label={`Row ${first + index}, ${vars.map((name) => `${name} ${termLabel(row[name])}`).join(', ')}`}
                className="border-t border-slate-200 align-top focus-visible:bg-indigo-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:focus-visible:bg-indigo-950/40"
              >
                {vars.map((name) => {
                  const term = row[name];
                  return (
                    <td key={name} className="px-3 py-2">
                      {/* At least 8rem for every column and at most 28rem for any: a long literal (clamped to three
                          lines) cannot squeeze the others to a few characters. */}
                      <div className="min-w-32 max-w-md">
                        {term ? (
                          <TermValue
                            term={term}
                            words={[]}
                            fullIris={false}
                            tabIndex={-1}
                            {...(term.kind === 'iri' ? { onOpen } : {})}
                          />
                        ) : (
                          <span className="sr-only">unbound</span>
                        )}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Result pages" className="flex items-center gap-2">
          <Button disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {current + 1} of {pages}
          </span>
          <Button disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
