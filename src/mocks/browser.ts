import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';

export const worker = setupWorker(...createHandlers(window.location.origin));

export function startMockWorker() {
  return worker.start({
    // Anything that is not the Worlds API (Vite's own modules, fonts) passes through quietly.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
