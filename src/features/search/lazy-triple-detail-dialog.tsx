import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ChunkFailureAlert } from '../../components/chunk-failure-alert';
import { Button } from '../../components/ui/button';
import { isChunkLoadFailure } from '../../lib/chunk-load';

/*
 * A result's panel loads on its first opening: most searches open none, and its code (the panel, the N-Triples and
 * JSON writers) came before the page's heading in every search's first load. A second opening finds it loaded.
 */
const TripleDetailDialog = lazy(() =>
  import('./triple-detail-dialog').then((module) => ({ default: module.TripleDetailDialog })),
);

/** Over the page at the bottom, where the copy message shows, so that neither pushes the results down. */
const notice = 'fixed inset-x-0 bottom-20 z-30 flex justify-center px-4';

/**
 * The panel of one result, with its code loading on first use: while it comes, the page says so (focus stays on the
 * row, which opens it again); when it does not come (a deploy replaced it), the page says why, and closing the
 * notice leaves the results as they were.
 */
export function LazyTripleDetailDialog(props: ComponentProps<typeof TripleDetailDialog>) {
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => {
        // Only the missing code is this boundary's to explain; an error in the panel itself goes on to the page's.
        if (!isChunkLoadFailure(error)) throw error;
        return (
          <div className={notice}>
            <div className="max-w-md">
              <ChunkFailureAlert actions={<Button onClick={props.onClose}>Close</Button>}>
                The result&apos;s details did not load: a newer version of the dashboard is on the server. Reloading the
                page loads it; the table still shows the result.
              </ChunkFailureAlert>
            </div>
          </div>
        );
      }}
    >
      <Suspense fallback={<OpeningNotice />}>
        <TripleDetailDialog {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * "Opening the result…" while the panel's code comes. The status region is drawn empty and given its words a frame
 * later: screen readers announce a change in a live region, not a region that arrives already speaking.
 */
function OpeningNotice() {
  const [text, setText] = useState('');
  useEffect(() => {
    const frame = requestAnimationFrame(() => setText('Opening the result…'));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className={`pointer-events-none ${notice}`}>
      <p
        role="status"
        className={
          text
            ? 'max-w-md rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900'
            : undefined
        }
      >
        {text}
      </p>
    </div>
  );
}
