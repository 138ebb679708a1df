import { isApiError } from '../../api/request';
import type { World, WorldUpdate } from '../../api/schemas';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  baselineOf,
  FIELD_LABELS,
  inSentence,
  type FieldConflict,
  type FieldUpdate,
  type WorldField,
} from './world-changes';

/** Where the form's last save stands. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  /** Every field sent was seen on the server. */
  | { kind: 'saved'; at: Date }
  /** The server was seen (in `seenIn`) to hold some of the fields sent and not the `unchanged` ones. */
  | {
      kind: 'partial';
      sent: WorldUpdate;
      server: World;
      seenIn: 'reply' | 'read-back';
      replyUnderstood: boolean;
      unchanged: WorldField[];
    }
  /** Sent, but the world could not be seen afterwards: whether it saved is unknown. */
  | { kind: 'unconfirmed'; replyUnderstood: boolean; reason: string | undefined }
  | { kind: 'failed'; error: unknown }
  /** Stopped by someone else's change: `conflicts` to choose between, `updated` already taken from the server. */
  | { kind: 'conflict'; conflicts: FieldConflict[]; updated: FieldUpdate[]; server: World }
  /** The check for someone else's change could not be made: nothing was sent, the person decides. */
  | { kind: 'unchecked'; reason: string }
  /** A new embedding model re-indexes the world: nothing was sent, the person confirms first. */
  | { kind: 'reindex-warning'; from: string; to: string; checkConflicts: boolean };

/** "name", "description", or "name and description", as a sentence names them. */
const fieldNames = (fields: readonly WorldField[]) => inSentence(fields.map((field) => FIELD_LABELS[field]));

/** A value as a sentence quotes it; an empty one is said to be empty. */
const quoted = (value: string) => (value === '' ? 'empty' : `“${value}”`);

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

      {status.kind === 'partial' ? <PartialSaveAlert status={status} onRetry={onRetry} /> : null}

      {status.kind === 'unconfirmed' ? (
        <Alert
          tone="error"
          title={
            status.replyUnderstood
              ? 'The save was sent but not confirmed'
              : "The server's reply to the save was not understood"
          }
          actions={<Button onClick={onRetry}>Retry</Button>}
        >
          {status.replyUnderstood
            ? 'The server answered without an error, but the world could not be read back to check what it stored'
            : 'Its reply was not a world, and the world could not be read back either'}
          {status.reason ? ` (${status.reason.replace(/\.$/, '')})` : ''}, so it is not known whether your changes were
          saved. Your values are kept as unsaved changes; Retry sends the same values.
        </Alert>
      ) : null}
    </>
  );
}

/**
 * A save the server answered, but that it was not seen to make in full: which fields it was seen to hold and which
 * not, and where that was seen. Never "Saved" for a field that was not seen on the server.
 */
function PartialSaveAlert({
  status,
  onRetry,
}: {
  status: Extract<SaveStatus, { kind: 'partial' }>;
  onRetry: () => void;
}) {
  const { sent, server, seenIn, replyUnderstood, unchanged } = status;
  const held = (Object.keys(sent) as WorldField[]).filter((field) => !unchanged.includes(field));
  const onServer = baselineOf(server);
  const notHeld = unchanged
    .map(
      (field) =>
        `the ${inSentence([FIELD_LABELS[field]])} as ${quoted(onServer[field])}, not ${quoted(String(sent[field] ?? ''))}`,
    )
    .join(', and ');
  const seen = !replyUnderstood
    ? `It was not a world, so only reading the world back could tell what was saved: it shows ${notHeld}.`
    : seenIn === 'reply'
      ? `The server answered without an error, but the world in its reply shows ${notHeld}.`
      : `The server answered without an error, but reading the world back shows ${notHeld}.`;
  return (
    <Alert
      tone="error"
      title={
        replyUnderstood
          ? `Your ${fieldNames(unchanged)} ${unchanged.length > 1 ? 'were' : 'was'} not saved`
          : "The server's reply to the save was not understood"
      }
      actions={<Button onClick={onRetry}>Retry</Button>}
    >
      {seen}
      {held.length > 0 ? ` It does show your ${fieldNames(held)} as you sent it: that is saved.` : null}
      {` Your ${fieldNames(unchanged)} ${unchanged.length > 1 ? 'are' : 'is'} kept in the form as an unsaved change. `}
      This server may not support changing it, or may have refused the value without saying why.
    </Alert>
  );
}
