import type { StorageArea } from '../lib/browser-storage';

const forgotten: Record<StorageArea, string> = {
  device: 'the theme, the page size, recently opened worlds or a connection remembered on this device',
  session: 'the connection settings and unsaved edits once this page is reloaded or closed',
};

/** Said once, at the top of every page, when the browser refuses storage: the dashboard works, but forgets. */
export function StorageRefusedNotice({ refused }: { refused: readonly StorageArea[] }) {
  return (
    <div
      role="status"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
    >
      <p className="font-semibold">This browser does not let the dashboard store anything.</p>
      <p>Everything works, but it cannot remember {refused.map((area) => forgotten[area]).join(', nor ')}.</p>
    </div>
  );
}
