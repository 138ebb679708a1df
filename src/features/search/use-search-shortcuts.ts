import { useEffect, type RefObject } from 'react';

/** Keys typed into a field are text, not shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/**
 * Page-wide keys: `/` goes to the search field, j/k go into the results.
 * Inside the results, the table moves between rows itself.
 */
export function useSearchShortcuts(
  searchInput: RefObject<HTMLInputElement | null>,
  resultsBody: RefObject<HTMLTableSectionElement | null>,
) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      // An open detail panel owns the keyboard.
      if (document.querySelector('dialog[open]')) return;
      if (event.key === '/') {
        event.preventDefault();
        searchInput.current?.focus();
        searchInput.current?.select();
      } else if (event.key === 'j' || event.key === 'k') {
        const row = resultsBody.current?.querySelector<HTMLTableRowElement>('tr[tabindex="0"]');
        if (row) {
          event.preventDefault();
          row.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [searchInput, resultsBody]);
}
