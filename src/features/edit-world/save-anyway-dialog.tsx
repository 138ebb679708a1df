import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { inSentence } from './world-changes';

interface SaveAnywayDialogProps {
  open: boolean;
  /** Why the world could not be read before the save, as a sentence. */
  reason: string;
  /** The labels of the fields that would be sent. */
  fields: string[];
  onSaveAnyway: () => void;
  onCancel: () => void;
}

/**
 * Asked when the read just before a save fails: without it the save could overwrite someone else's change
 * unseen, so nothing is sent until the person chooses. Cancel is the default (it has the focus and is Escape).
 */
export function SaveAnywayDialog({ open, reason, fields, onSaveAnyway, onCancel }: SaveAnywayDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="The current values could not be checked: save anyway?"
      confirmLabel="Save anyway"
      cancelLabel="Cancel"
      onConfirm={onSaveAnyway}
      onCancel={onCancel}
    >
      <p>
        Before saving, the dashboard reads the world again, so that a change someone else made is never overwritten
        unseen. That read failed: {reason}
      </p>
      <p className="mt-2">
        Save anyway sends your {inSentence(fields)} without that check. Cancel sends nothing and keeps what you typed.
      </p>
    </ConfirmDialog>
  );
}
