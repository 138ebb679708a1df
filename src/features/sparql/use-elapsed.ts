import { useEffect, useState } from 'react';

/** Milliseconds since `running` became true, ticking every 100 ms while it is. */
export function useElapsed(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    setWasRunning(running);
    if (running) setElapsed(0);
  }
  useEffect(() => {
    if (!running) return;
    const started = performance.now();
    const timer = setInterval(() => setElapsed(performance.now() - started), 100);
    return () => clearInterval(timer);
  }, [running]);
  return elapsed;
}
