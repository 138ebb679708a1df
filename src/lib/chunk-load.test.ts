import { isChunkLoadFailure } from './chunk-load';

describe('isChunkLoadFailure', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://example.org/assets/query-check-1a2b.js'],
    ['Firefox', 'error loading dynamically imported module: https://example.org/assets/query-check-1a2b.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite preloading a stylesheet', 'Unable to preload CSS for /assets/sparql-page-9f8e.css'],
  ])('recognises %s’s failed import', (_browser, message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('recognises one wrapped by whoever imported it, kept as the cause', () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/graph-picture-9f8e.js');
    expect(isChunkLoadFailure(new Error('Loading the route failed', { cause: failed }))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadFailure(new Error('The server failed'))).toBe(false);
    expect(isChunkLoadFailure(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});
