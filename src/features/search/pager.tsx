import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { PAGE_SIZES } from './search-url-state';

interface PagerProps {
  limit: number;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: number) => void;
}

const selectClasses =
  'min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** Previous / Next and the page size. The service gives no total, so Next is offered while pages come back full. */
export function Pager({ limit, canGoBack, canGoForward, onPrevious, onNext, onPageSize }: PagerProps) {
  const sizeId = useId();
  const sizes: readonly number[] = PAGE_SIZES.includes(limit as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, limit].sort((a, b) => a - b);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Results per page
        </label>
        <select
          id={sizeId}
          value={limit}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className={selectClasses}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button onClick={onPrevious} disabled={!canGoBack}>
          <span aria-hidden="true">←</span> Previous page
        </Button>
        <Button onClick={onNext} disabled={!canGoForward}>
          Next page <span aria-hidden="true">→</span>
        </Button>
      </div>
    </nav>
  );
}
