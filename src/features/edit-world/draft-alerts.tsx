import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { Draft } from './draft-storage';

interface DraftAlertsProps {
  /** What "Discard changes" just threw away. */
  discarded: Draft | undefined;
  /** A draft left from an earlier visit. */
  offered: Draft | undefined;
  onRestore: (draft: Draft) => void;
  onDecline: () => void;
}

/** The way back to unsaved changes: Undo after "Discard changes", or the offer of a draft from earlier. */
export function DraftAlerts({ discarded, offered, onRestore, onDecline }: DraftAlertsProps) {
  if (discarded) {
    return (
      <Alert
        tone="info"
        title="Your changes were discarded"
        actions={
          // Discard changes has nothing left to do, so the keyboard's focus goes on to the way back.
          <Button autoFocus onClick={() => onRestore(discarded)}>
            Undo
          </Button>
        }
      >
        The form is back to the saved values. Undo brings back what you had typed.
      </Alert>
    );
  }
  if (offered) {
    return (
      <Alert
        tone="info"
        title="You have unsaved changes from earlier"
        actions={
          <>
            <Button variant="primary" onClick={() => onRestore(offered)}>
              Restore unsaved changes
            </Button>
            <Button onClick={onDecline}>Discard</Button>
          </>
        }
      >
        They were kept in this browser session when the page was left without saving.
      </Alert>
    );
  }
  return null;
}
