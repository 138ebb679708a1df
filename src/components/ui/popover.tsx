import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface PopoverProps {
  /** The trigger's content; its text names the button. */
  label: ReactNode;
  triggerClassName: string;
  panelClassName: string;
  /** Whether a button pressed inside the panel closes it (after doing its own work), as in a list of actions. */
  closeOnAction?: boolean;
  children: ReactNode;
}

/**
 * A button that shows a panel under it (a disclosure, not an ARIA menu). The panel closes on Escape, on a click
 * or focus outside it, and on navigation; when it closes from inside, focus returns to the button, so it never
 * falls to the page's body.
 */
export function Popover({ label, triggerClassName, panelClassName, closeOnAction = false, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A navigation (a link, Back, a new search) closes it: what it offered belonged to the page it was opened on.
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState(key);
  if (open && openedAt !== key) setOpen(false);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpenedAt(key);
          setOpen(!open);
        }}
        className={triggerClassName}
      >
        {label}
      </button>
      {open ? (
        <div
          id={panelId}
          className={panelClassName}
          onClick={(event) => {
            // Bubbling: the button's own handler has already run.
            if (closeOnAction && event.target instanceof Element && event.target.closest('button')) close();
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
