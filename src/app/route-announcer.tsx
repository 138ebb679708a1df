import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Where focus goes on a new page: its h1, else the main landmark. */
export function focusPageStart() {
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  // Programmatic focus only: the heading does not become a Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * A single-page app changes pages without the browser's own announcement or focus reset, so this does both: on a
 * new path (not a new query string, which a page handles itself) focus moves to the new page's heading and the
 * page's title is announced. The first page is left alone, as a browser leaves it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Pages set their title in their own effects, which run before this one.
    setMessage(document.title);
    focusPageStart();
  }, [pathname]);
  // Always in the page, so that a change of its text is announced. A bare live region, not a status role: the
  // page's own statuses stay the only ones a person (or a test) finds by role.
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
