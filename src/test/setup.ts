import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetStorageFallback } from '../lib/browser-storage';
import { resetServerReach } from '../api/server-reach';
import { resetMockDb } from '../mocks/db';
import { server } from '../mocks/node';

// findBy… and waitFor wait for a state; their 1 s default ceiling failed good tests on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; the theme asks it for the system setting.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom has <dialog> but not its modal methods; these behave as the browser's do, close event included.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  resetStorageFallback();
  resetServerReach();
});
afterAll(() => server.close());
