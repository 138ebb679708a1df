import { Button } from '../../components/ui/button';
import type { SaveStatus } from './save-status-alerts';
import { timeText } from '../../lib/date-time-text';

interface SaveBarProps {
  status: SaveStatus;
  /** The labels of the fields changed and not saved; none when there is nothing to save. */
  changed: string[];
  onDiscard: () => void;
}

/** Save and Discard changes, with a line on where the edits stand, and the keyboard shortcut. */
export function SaveBar({ status, changed, onDiscard }: SaveBarProps) {
  const dirty = changed.length > 0;
  const isSaving = status.kind === 'saving';
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: pressed from the keyboard, a button that disables itself would drop focus
            to the page's body. The save itself ignores a press with nothing to send or a save under way. */}
        <Button type="submit" variant="primary" aria-disabled={!dirty || isSaving} aria-keyshortcuts="Control+S Meta+S">
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
        <Button aria-disabled={!dirty || isSaving} onClick={!dirty || isSaving ? undefined : onDiscard}>
          Discard changes
        </Button>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {status.kind === 'saved' && !dirty ? (
            <span className="font-medium text-emerald-700 dark:text-emerald-400">
              <span aria-hidden="true">✓ </span>Saved at {timeText(status.at)}
            </span>
          ) : dirty ? (
            `Unsaved changes: ${changed.join(', ')}`
          ) : null}
        </p>
      </div>
      <p className="text-xs text-slate-500 touch-screen:hidden dark:text-slate-400">
        Shortcut: <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>S</kbd> or <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>Enter</kbd> saves.
      </p>
    </>
  );
}
