/*
 * A lazily loaded piece of the dashboard (a page, the SPARQL parser, the graph, a server dialect) that does not
 * arrive: most often because the dashboard was deployed again while this page was open, and the old page asks for
 * files the server no longer has. Each browser words the failed `import()` its own way.
 */

const CHUNK_LOAD_FAILURE = [
  // Chromium (Chrome, Edge) and Vite's own preload helper.
  /Failed to fetch dynamically imported module/i,
  // Firefox.
  /error loading dynamically imported module/i,
  // Safari.
  /Importing a module script failed/i,
  // Vite, when a page's stylesheet does not arrive either.
  /Unable to preload CSS/i,
];

/**
 * Whether an error is a failed dynamic import (a chunk that did not load), as any browser reports it; also when
 * whoever did the import wrapped it in an error of its own, keeping it as the cause.
 */
export function isChunkLoadFailure(error: unknown, depth = 0): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (CHUNK_LOAD_FAILURE.some((pattern) => pattern.test(message))) return true;
  return error instanceof Error && depth < 3 && error.cause !== undefined && isChunkLoadFailure(error.cause, depth + 1);
}
