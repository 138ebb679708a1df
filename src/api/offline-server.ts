/*
 * The offline sample data is answered in the browser by a service worker, which the boot code starts (main.tsx):
 * at once when the page opens offline, and on the first offline request after a switch in the settings, so that a
 * switch needs no reload. Requests to it wait until it answers. In Node (Vitest) nothing is provided: the mock
 * server there is always on.
 */

let start: (() => Promise<void>) | undefined;
let started: Promise<void> | undefined;

export function provideOfflineServer(starter: () => Promise<void>) {
  start = starter;
  started = undefined;
}

/** Resolves once the offline server answers; a failed start is tried again on the next request. */
export function offlineServerReady(): Promise<void> {
  if (!start) return Promise.resolve();
  started ??= start().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}
