import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

/** The dialog of a SidePanel, and `close`, for actions in it that leave the panel as they act. */
export function useSidePanel() {
  const modal = useModalDialog(true, { closeOnBackdrop: true });
  // Closing goes through the dialog, so that Escape and the button end the same way (its close event).
  const close = () => modal.ref.current?.close();
  return { ...modal, close };
}

/**
 * A panel along the right edge, over the page: a native modal <dialog> (useModalDialog), so focus moves in and is
 * kept there, Escape, its Close button or a click beside it closes it, and the browser gives focus back to what
 * opened it.
 */
export function SidePanel({
  panel: { ref, onClick, close },
  title,
  subtitle,
  onClose,
  children,
}: {
  panel: ReturnType<typeof useSidePanel>;
  title: ReactNode;
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onClick}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-xl overflow-y-auto border-l border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex flex-col gap-5 p-5">
        <header className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {subtitle}
          </div>
          <Button variant="ghost" onClick={close}>
            Close
          </Button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
