import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

interface GraphBoundaryProps {
  /** The lazily loaded graph. */
  children: ReactNode;
  /** Back to the table, which shows the same results and needs none of the graph's code. */
  onShowTable: () => void;
}

/**
 * The graph view while its code loads, and when it fails: a chunk that does not arrive (offline, or a deploy
 * that replaced it), or an error while drawing. The failure stays inside the view: the search box, the pager
 * and the way back to the table keep working.
 */
export function GraphBoundary({ children, onShowTable }: GraphBoundaryProps) {
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => (
        <Alert
          tone="error"
          title="The graph could not be drawn"
          actions={
            <>
              <Button variant="primary" onClick={onShowTable}>
                Show the table
              </Button>
              {/* A chunk that failed to load is remembered until the page loads again. */}
              <Button onClick={() => window.location.reload()}>Reload the page</Button>
            </>
          }
        >
          <p>The table shows the same results; reloading the page tries the graph again.</p>
          <p className="mt-1 text-xs wrap-anywhere">Reason: {error instanceof Error ? error.message : String(error)}</p>
        </Alert>
      )}
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
