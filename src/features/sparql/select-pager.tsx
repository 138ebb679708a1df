import { Button } from '../../components/ui/button';
import { wholeNumberText } from '../../lib/whole-number-text';

/**
 * The SELECT table's pages: the first and last a click away, since 100,000 rows are 100 pages of 1,000. While the
 * rows are still read (`whole` false), `pages` are those read so far: their count is not said, and Last waits.
 */
export function SelectPager({
  page,
  pages,
  whole,
  onPage,
}: {
  page: number;
  pages: number;
  whole: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Result pages" className="flex flex-wrap items-center gap-2">
      <Button disabled={page === 0} onClick={() => onPage(0)}>
        First
      </Button>
      <Button disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm">
        Page {wholeNumberText(page + 1)}
        {whole ? ` of ${wholeNumberText(pages)}` : ''}
      </span>
      <Button disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      <Button disabled={!whole || page >= pages - 1} onClick={() => onPage(pages - 1)}>
        Last
      </Button>
    </nav>
  );
}
