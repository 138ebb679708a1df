import { useEffect } from 'react';

const APP_NAME = 'Worlds Dashboard';

/** The title a page gives the browser tab: its parts, most specific first, then the app's name. */
const pageTitle = (...parts: string[]) => [...parts, APP_NAME].join(' · ');

/**
 * Sets the document's title while the page is shown. An effect rather than React 19's hoisted <title>, because
 * index.html's own <title> comes first in <head> and would keep winning.
 */
export function PageTitle({ parts }: { parts: string[] }) {
  const title = pageTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
