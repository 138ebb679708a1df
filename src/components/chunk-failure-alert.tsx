import type { ReactNode } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

const CHUNK_FAILURE_TITLE = 'The dashboard was updated on the server: reload the page';

/**
 * Said when a part of the dashboard did not load (isChunkLoadFailure): reloading the page fetches the new version.
 * `actions` are the ways on that need none of the missing code (back to the table, say).
 */
export function ChunkFailureAlert({ children, actions }: { children?: ReactNode; actions?: ReactNode }) {
  return (
    <Alert
      tone="error"
      title={CHUNK_FAILURE_TITLE}
      actions={
        <>
          {/* A chunk that failed to load is remembered by the browser until the page loads again. */}
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
          {actions}
        </>
      }
    >
      {children ??
        'A part of this page could not be loaded: a newer version of the dashboard is on the server, and this page still asks for the old one. Reloading the page loads the new version.'}
    </Alert>
  );
}
