// What a production build (dist/) weighs, gzip level 9: what a first visit loads, and the SPARQL page's own chunks.
// Printed by `npm run size` (scripts/size.mjs); the SPARQL page's budget is held by e2e/first-visit-budget.spec.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The SPARQL page's own chunks, editor and parser included, weigh at most this (KB gzip). */
export const SPARQL_BUDGET_KB = 100;

export interface Weighed {
  /** Relative to dist/, e.g. assets/index-abc123.js. */
  file: string;
  kb: number;
}

export const gzipKb = (dist: string, file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** What index.html names: the entry script, the modules it preloads, and the stylesheets. */
export const initialFiles = (dist: string) =>
  [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );

/** Every script index.html does not name: loaded later, only when needed. */
export const lazyScripts = (dist: string) => {
  const initial = initialFiles(dist);
  return readdirSync(join(dist, 'assets'))
    .map((file) => `assets/${file}`)
    .filter((file) => file.endsWith('.js') && !initial.includes(file));
};

/**
 * The SPARQL page's own chunks: what its route loads (statically and by dynamic import) that neither the first
 * visit nor any other page loads.
 */
export function sparqlPageChunks(dist: string): Weighed[] {
  // A chunk's imports: static (`from"./x.js"`, `import"./x.js"`) and, when asked, dynamic (`import("./x.js")`).
  const importsOf = (file: string, dynamic: boolean) => {
    const code = readFileSync(join(dist, file), 'utf8');
    const found = [...code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)];
    if (dynamic) found.push(...code.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]/g));
    return found.map((match) => `assets/${match[1] ?? ''}`);
  };
  // What the roots load, through static (and, when asked, dynamic) imports, not going past the `stop` chunks.
  const reach = (roots: string[], dynamic: boolean, stop = new Set<string>()) => {
    const seen = new Set<string>();
    const stack = [...roots];
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (seen.has(file) || stop.has(file)) continue;
      seen.add(file);
      stack.push(...importsOf(file, dynamic));
    }
    return seen;
  };
  const lazy = lazyScripts(dist);
  const name = (file: string) => file.slice('assets/'.length);
  const entry = lazy.find((file) => name(file).startsWith('sparql-page-'));
  if (entry === undefined) throw new Error(`No SPARQL page chunk in ${dist}/assets.`);
  const firstVisit = reach(
    initialFiles(dist).filter((file) => file.endsWith('.js')),
    false,
  );
  const otherPages = reach(
    lazy.filter(
      (file) => /^(search|thing|edit-world|settings)-page-/.test(name(file)) || name(file).startsWith('browser-'),
    ),
    true,
    // The first visit's chunks import every page: the other pages are reached only from their own.
    firstVisit,
  );
  return [...reach([entry], true, firstVisit)]
    .filter((file) => !firstVisit.has(file) && !otherPages.has(file))
    .map((file) => ({ file, kb: gzipKb(dist, file) }));
}
