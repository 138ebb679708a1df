import { ConfirmDialog } from '../../components/ui/confirm-dialog';

interface ReindexWarningDialogProps {
  open: boolean;
  /** The embedding model the world has ("" when it could not be read), and the one about to be saved. */
  from: string;
  to: string;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * Asked before a save that changes the embedding model: the server then re-indexes the world's data with the new
 * model (its OpenAPI document: "Changing this triggers a reindex of existing data"). Cancel is the default, sends
 * nothing, and keeps what was typed.
 */
export function ReindexWarningDialog({ open, from, to, onSave, onCancel }: ReindexWarningDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Save a new embedding model?"
      confirmLabel="Save and re-index"
      cancelLabel="Cancel"
      onConfirm={onSave}
      onCancel={onCancel}
    >
      <p className="wrap-anywhere">
        The embedding model changes{' '}
        {from === '' ? null : (
          <>
            from “<bdi>{from}</bdi>”{' '}
          </>
        )}
        to “<bdi>{to}</bdi>”. Saving it makes the server re-index all of this world’s data with the new model.
      </p>
      <p className="mt-2">Cancel sends nothing and keeps what you typed.</p>
    </ConfirmDialog>
  );
}
