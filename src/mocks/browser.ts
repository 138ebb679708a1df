import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { workerSparqlEngine } from './sparql-in-worker';

export const worker = setupWorker(...createHandlers(window.location.origin, workerSparqlEngine));

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
