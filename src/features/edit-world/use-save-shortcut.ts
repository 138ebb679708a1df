import { useEffect, useEffectEvent } from 'react';

/**
 * Ctrl/Cmd+S and Ctrl/Cmd+Enter save from anywhere on the page. While `paused` (the page asks a question: leave?
 * save anyway?) the form behind it is not what the keys are for, and they do nothing.
 */
export function useSaveShortcut(save: () => void, paused: boolean) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const modifier = event.ctrlKey || event.metaKey;
    if (!modifier || (event.key.toLowerCase() !== 's' && event.key !== 'Enter')) return;
    // Ctrl/Cmd+S would otherwise open the browser's "Save page" dialog.
    event.preventDefault();
    if (!paused) save();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
