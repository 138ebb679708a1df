import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isChunkLoadFailure } from '../../lib/chunk-load';
import { ChunkFailureAlert } from '../chunk-failure-alert';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

interface GraphBoundaryProps {
  /** The lazily loaded graph. */
  children: ReactNode;
  /** Back to the table, which shows the same results and needs none of the graph's code. */
  onShowTable: () => void;
}

/**
 * The graph view while its code loads, and when it fails: a chunk that does not arrive (most often a deploy that
 * replaced it), or an error while drawing. The failure stays inside the view: the page around it, and the way back
 * to the table, keep working. Search and the SPARQL page's CONSTRUCT share it.
 */
export function GraphBoundary({ children, onShowTable }: GraphBoundaryProps) {
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => {
        const showTable = (
          <Button variant={isChunkLoadFailure(error) ? 'secondary' : 'primary'} onClick={onShowTable}>
            Show the table
          </Button>
        );
        return isChunkLoadFailure(error) ? (
          <ChunkFailureAlert actions={showTable}>
            The graph&apos;s code did not load: a newer version of the dashboard is on the server. Reloading the page
            loads it; the table shows the same results meanwhile.
          </ChunkFailureAlert>
        ) : (
          <Alert
            tone="error"
            title="The graph could not be drawn"
            actions={
              <>
                {showTable}
                <Button onClick={() => window.location.reload()}>Reload the page</Button>
              </>
            }
          >
            <p>The table shows the same results; reloading the page tries the graph again.</p>
            <p className="mt-1 text-xs wrap-anywhere">
              Reason: {error instanceof Error ? error.message : String(error)}
            </p>
          </Alert>
        );
      }}
    >
      <Suspense
        fallback={
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Drawing the graph…
          </p>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
