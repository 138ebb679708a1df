import type { StorageArea, StorageLoss } from '../lib/browser-storage';

const forgotten: Record<StorageArea, string> = {
  device: 'the theme, the page size, recently opened worlds or a connection remembered on this device',
  session: 'the connection settings and unsaved edits once this page is reloaded or closed',
};

/** What a full area no longer keeps past this tab. */
const keptInTab: Record<StorageArea, string> = {
  device:
    'what the dashboard remembers on this device (the theme, recently opened worlds, query history, a connection remembered here)',
  session: 'unsaved edits and this tab’s connection settings',
};

const areasOf = (losses: readonly StorageLoss[], cause: StorageLoss['cause']) =>
  losses.filter((loss) => loss.cause === cause).map(({ area }) => area);

/**
 * Said once, at the top of every page, when the browser refuses storage or it is full: the dashboard works, but
 * forgets; for a full store, what that means and how to keep the data or free room.
 */
export function StorageNotice({ losses, offline }: { losses: readonly StorageLoss[]; offline: boolean }) {
  const refused = areasOf(losses, 'refused');
  const full = areasOf(losses, 'full');
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
    >
      {full.length > 0 ? (
        <div>
          <p className="font-semibold">The browser’s storage for the dashboard is full.</p>
          <p>
            Everything works, but what changes from now on is kept in this tab only, and lost when it is reloaded or
            closed: {offline && full.includes('device') ? 'the offline sample data’s imports and edits, and ' : ''}
            {full.map((area) => keptInTab[area]).join(', and ')}.
          </p>
          {full.includes('device') ? (
            <p>
              {offline
                ? 'To keep data imported since, export its world (on its Data page) before you leave. To free room, “Restore the sample data” in the Scenario menu forgets the offline imports and edits, and the browser’s settings can clear this site’s data.'
                : 'To free room, clear this site’s data in the browser’s settings: the dashboard forgets what it remembered there too.'}
            </p>
          ) : null}
        </div>
      ) : null}
      {refused.length > 0 ? (
        <div>
          <p className="font-semibold">This browser does not let the dashboard store anything.</p>
          <p>Everything works, but it cannot remember {refused.map((area) => forgotten[area]).join(', nor ')}.</p>
        </div>
      ) : null}
    </div>
  );
}
