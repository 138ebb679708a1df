import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * A native modal <dialog> driven by `open`: showModal() is the only way to get one (focus kept inside, the rest
 * of the page inert, Escape handled, focus given back on close), and it cannot be declared in JSX. With
 * `closeOnBackdrop`, a click on the dimmed page around the dialog closes it, through its own close event.
 * The page under an open modal does not scroll (see index.css).
 */
export function useModalDialog(open: boolean, { closeOnBackdrop = false } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A click on the backdrop reaches the <dialog> itself, as does one on its own padding: the box tells them apart.
  // A keyboard "click" (Enter on a button) has no position and is never the backdrop's.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (!closeOnBackdrop || event.target !== dialog || event.detail === 0) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  };
  return { ref, onClick };
}
