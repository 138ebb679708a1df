import { useCallback, useState } from 'react';

const none: ReadonlySet<string> = new Set();

/**
 * The long values opened ("Show all") in a virtualised table, by keys the table gives them. Kept by the table, not
 * its rows: a row scrolled out of view is taken away, and drawn again as it was left (opened, at the height it was
 * measured at) when it comes back. Another `pageKey` (a new search or answer, a sort, a filter, another page)
 * starts with every value closed.
 */
export function useOpenedValues(pageKey: string) {
  const [opened, setOpened] = useState(() => ({ pageKey, keys: none }));
  // Forgotten at once, not only hidden: coming back to a page (Next, then Previous) finds its values closed.
  if (opened.pageKey !== pageKey) setOpened({ pageKey, keys: none });
  const openedKeys = opened.pageKey === pageKey ? opened.keys : none;
  const setValueOpened = useCallback(
    (key: string, expanded: boolean) =>
      setOpened((before) => {
        const keys = new Set(before.pageKey === pageKey ? before.keys : none);
        if (expanded) keys.add(key);
        else keys.delete(key);
        return { pageKey, keys };
      }),
    [pageKey],
  );
  return { opened: openedKeys, setOpened: setValueOpened };
}
