import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, buttonClasses } from '../components/ui/button';

/** What a person sees when a screen crashes: what failed, and a way on. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl p-6">
      <Alert
        tone="error"
        title="This screen stopped working"
        actions={
          <>
            <Button variant="primary" onClick={() => window.location.reload()}>
              Reload
            </Button>
            <Link to="/" className={buttonClasses()} reloadDocument>
              Go to the world list
            </Link>
          </>
        }
      >
        <p>Nothing you saved is lost. The error was:</p>
        <pre className="mt-2 overflow-x-auto rounded bg-white/60 p-2 text-xs whitespace-pre-wrap dark:bg-black/30">
          {detail}
        </pre>
      </Alert>
    </main>
  );
}
