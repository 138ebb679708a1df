import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question on the native <dialog>: focus is trapped, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { ref: dialog } = useModalDialog(open);
  const titleId = useId();
  // Described by its text too, so that a screen reader reads the question's reasons as the dialog opens.
  const bodyId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Escape: the page closes the dialog itself, by `open`, so what it shows and what it holds stay one.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // A close the page did not ask for (a browser that closes on Escape without a cancellable cancel event, or
      // one it could not prevent) is a cancel too; otherwise `open` stayed true and the question never came back.
      // The close event comes in a task of its own, so it can arrive after the dialog was shown again (Escape, then
      // Enter at once on the button that asks again): only a dialog still closed has been closed by that event.
      onClose={(event) => {
        if (open && !event.currentTarget.open) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <div id={bodyId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {children}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
