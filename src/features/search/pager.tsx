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

// A little less padding on a phone keeps the size and both buttons on one row at 360 px.
const phoneButton = 'max-sm:gap-1 max-sm:px-2.5';

/** Previous / Next and the page size. The service gives no total, so Next is offered while pages come back full. */
export function Pager({ limit, canGoBack, canGoForward, onPrevious, onNext, onPageSize }: PagerProps) {
  const sizeId = useId();
  const sizes: readonly number[] = PAGE_SIZES.includes(limit as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, limit].sort((a, b) => a - b);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-x-2 gap-y-2 sm:gap-x-3">
      <div className="flex items-center gap-2">
        {/* On a phone the shorter words keep the pager to one row; the name read out stays the same. */}
        <label htmlFor={sizeId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          <span className="max-sm:sr-only">Results per page</span>
          <span aria-hidden="true" className="sm:hidden">
            Per page
          </span>
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
        <Button onClick={onPrevious} disabled={!canGoBack} className={phoneButton}>
          <span aria-hidden="true">←</span>
          <span>
            Previous <span className="max-sm:sr-only">page</span>
          </span>
        </Button>
        <Button onClick={onNext} disabled={!canGoForward} className={phoneButton}>
          <span>
            Next <span className="max-sm:sr-only">page</span>
          </span>
          <span aria-hidden="true">→</span>
        </Button>
      </div>
    </nav>
  );
}
