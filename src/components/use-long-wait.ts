import { useEffect, useState } from 'react';

/** A wait this long is worth a way out (Cancel); a shorter one would only flash a button. */
const LONG_WAIT_MS = 3_000;

/** True once `active` has lasted `ms`; false again as soon as it ends. */
export function useLongWait(active: boolean, ms = LONG_WAIT_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLong(true), ms);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [active, ms]);
  return active && long;
}
