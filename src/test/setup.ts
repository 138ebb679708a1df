import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetStorageFallback } from '../lib/browser-storage';
import { resetServerReach } from '../api/server-reach';
import { resetMockDb } from '../mocks/db';
import { resetSparqlStores } from '../mocks/sparql-store';
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

// jsdom lays nothing out, has no scrollIntoView and only complains at window.scrollTo (which a virtualised table
// calls); scrolling is checked in the browser (e2e).
const elementPrototype = Element.prototype as { scrollIntoView?: (this: Element) => void };
elementPrototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;

// jsdom has <dialog> but not its modal methods; these behave as the browser's do, close event and focus included:
// showModal() focuses the first focusable element inside, and close() gives focus back to what had it before.
const focusedBeforeDialog = new WeakMap<HTMLDialogElement, Element | null>();
// Typed as possibly missing, which in jsdom they are.
const dialogPrototype = HTMLDialogElement.prototype as {
  showModal?: (this: HTMLDialogElement) => void;
  close?: (this: HTMLDialogElement, returnValue?: string) => void;
};
dialogPrototype.showModal ??= function (this: HTMLDialogElement) {
  focusedBeforeDialog.set(this, document.activeElement);
  this.setAttribute('open', '');
  this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
};
dialogPrototype.close ??= function (this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  const before = focusedBeforeDialog.get(this);
  if (before instanceof HTMLElement && before.isConnected) before.focus();
  this.dispatchEvent(new Event('close'));
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDb();
  resetSparqlStores();
  localStorage.clear();
  sessionStorage.clear();
  resetStorageFallback();
  resetServerReach();
});
afterAll(() => server.close());
