import { isApiError } from '../../api/request';
import type { World } from '../../api/schemas';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FIELD_LABELS, type FieldConflict, type FieldUpdate, type WorldField } from './world-changes';

/** Where the form's last save stands. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date; unchanged: WorldField[] }
  | { kind: 'unconfirmed' }
  | { kind: 'failed'; error: unknown }
  /** Stopped by someone else's change: `conflicts` to choose between, `updated` already taken from the server. */
  | { kind: 'conflict'; conflicts: FieldConflict[]; updated: FieldUpdate[]; server: World }
  /** The check for someone else's change could not be made: nothing was sent, the person decides. */
  | { kind: 'unchecked'; reason: string };

/** "name", "description", or "name and description", as a sentence names them. */
const fieldNames = (fields: readonly WorldField[]) =>
  fields.map((field) => FIELD_LABELS[field].toLowerCase()).join(' and ');

/** What the last save came to, when it needs saying in more than the status line's "Saved at". */
export function SaveStatusAlerts({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <>
      {status.kind === 'failed' ? (
        isApiError(status.error) && status.error.kind === 'timeout' ? (
          // The request left, but no answer came back: the server may well have applied it.
          <Alert
            tone="error"
            title="The save was not confirmed"
            actions={<Button onClick={onRetry}>Save again</Button>}
          >
            The server did not answer within 15 seconds, so it is not known whether your changes were saved. Saving
            again is safe: it sends the same values.
          </Alert>
        ) : (
          <ApiErrorAlert error={status.error} title="Your changes were not saved" onRetry={onRetry} />
        )
      ) : null}

      {status.kind === 'saved' && status.unchanged.length > 0 ? (
        <Alert
          tone="error"
          title={`The server accepted the save but did not change the ${fieldNames(status.unchanged)}`}
        >
          {`Your ${fieldNames(status.unchanged)} is kept below as an unsaved change. `}
          {status.unchanged.length < Object.keys(FIELD_LABELS).length ? 'The other changes were saved. ' : null}
          This server may not support changing it, or may have refused the value without saying why.
        </Alert>
      ) : null}

      {status.kind === 'unconfirmed' ? (
        <Alert
          tone="error"
          title="The save was sent but not confirmed"
          actions={<Button onClick={onRetry}>Save again</Button>}
        >
          The server accepted the request, but the world could not be read back to check what it stored. Your values are
          kept as unsaved changes; saving again is safe, it sends the same values.
        </Alert>
      ) : null}
    </>
  );
}
