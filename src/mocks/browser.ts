import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { usesOfflineMock } from '../api/connection';
import { createHandlers } from './handlers';
import { workerSparqlEngine } from './sparql-in-worker';

const worker = setupWorker(
  // Once the settings switch to a server, the worker stays registered but answers nothing: the dashboard's own
  // origin is then the proxy to that server, whose answers (a 404 too) must reach the page, not the mock's.
  http.all('*', () => (usesOfflineMock() ? undefined : passthrough())),
  ...createHandlers(window.location.origin, workerSparqlEngine),
);

// MSW asks the browser to refresh an already registered worker without waiting for the answer; when that
// refresh fails (a page reloaded mid-check), the registered worker keeps working, so the rejection is expected.
window.addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  if (reason instanceof Error && reason.message.includes('mockServiceWorker.js')) event.preventDefault();
});

export function startMockWorker() {
  return worker.start({
    // Anything that is not the Worlds API (Vite's own modules, fonts) passes through quietly.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
