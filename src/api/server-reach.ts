/*
 * Whether the last request to a server got an answer from it, for the header's badge. Our proxies (nginx in
 * deploy/, the dev and preview servers in vite.config.ts) answer for a server they cannot reach; the badge then
 * says so until a later request is answered by the server itself.
 */

export type ServerReach = 'answered' | 'unreachable';

interface Reach {
  /** The origin the requests went to (resolveBaseUrl()), so a reach is never taken for another server's. */
  server: string;
  reach: ServerReach;
}

let last: Reach | undefined;
const listeners = new Set<() => void>();

export function noteServerReach(server: string, reach: ServerReach) {
  if (last?.server === server && last.reach === reach) return;
  last = { server, reach };
  for (const listener of listeners) listener();
}

export function lastServerReach(): Reach | undefined {
  return last;
}

export function subscribeToServerReach(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** For tests: each starts with nothing heard from any server. */
export function resetServerReach() {
  last = undefined;
}
