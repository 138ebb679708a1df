import { ConfirmDialog } from '../../components/ui/confirm-dialog';

interface LeaveDialogProps {
  open: boolean;
  /** Why the app itself is leaving (a refused key), when it is not the person. */
  reason: string | undefined;
  /** The labels of the unsaved fields. */
  fields: string[];
  onLeave: () => void;
  onStay: () => void;
}

/** Asked before leaving the page with unsaved changes; staying is the default. */
export function LeaveDialog({ open, reason, fields, onLeave, onStay }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={reason ? 'The server refused the API key' : 'Leave without saving?'}
      confirmLabel={reason ? 'Go to the settings without saving' : 'Leave without saving'}
      cancelLabel="Stay on this page"
      onConfirm={onLeave}
      onCancel={onStay}
    >
      {reason ? (
        <p className="mb-2">
          It answered “{reason}”, so the dashboard wants to open the settings, where the key can be fixed.
        </p>
      ) : null}
      Your changes to {fields.join(' and ')} are not saved. They stay in this browser session as a draft that this page
      offers back when you return.
    </ConfirmDialog>
  );
}
