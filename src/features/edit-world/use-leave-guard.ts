import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving with unsaved edits asks first: closing or reloading the tab gets the browser's own prompt, and a
 * navigation inside the app is held until the person answers (`leave` or `stay`).
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = blocker.state === 'blocked';
  // A save that was under way when the person asked to leave has made the question moot.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [dirty, blocker]);

  return {
    /** A navigation is held, waiting for the answer. */
    leaving,
    // The app, not the person, may be the one leaving: a refused key sends the person to the settings.
    reason: leaving ? reasonOf(blocker.location.state) : undefined,
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}

/** Why the app itself navigates away, when it says so in the navigation's state (see useUnauthorizedRedirect). */
function reasonOf(state: unknown): string | undefined {
  return typeof state === 'object' && state !== null && 'reason' in state && typeof state.reason === 'string'
    ? state.reason
    : undefined;
}
