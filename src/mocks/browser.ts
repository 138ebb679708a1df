import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

export function startMockWorker() {
  return worker.start({
    // Anything that is not the Worlds API (Vite's own modules, fonts) passes through quietly.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
