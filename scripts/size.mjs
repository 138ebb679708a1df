// Builds for production and prints the gzip size of what a first visit loads (the entry script, the modules it
// preloads, and the stylesheets), of what loads later, and of the SPARQL page's own chunks. Fails over a budget.
// npm test holds the same budgets (e2e/first-visit-budget.spec.ts: the first visit as the browser loads it, and the
// SPARQL page's chunks as here).
import { execSync } from 'node:child_process';
import { gzipKb, initialFiles, lazyScripts, SPARQL_BUDGET_KB, sparqlPageChunks } from './bundle-weights.ts';

const BUDGET_JS_KB = 130;
const dist = 'dist';
const line = (file, kb) => `  ${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB`;
const sum = (rows) => rows.reduce((total, row) => total + row.kb, 0);

execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });

const rows = initialFiles(dist).map((file) => ({ file, kb: gzipKb(dist, file) }));
console.log('Loaded on first visit (gzip):');
for (const row of rows) console.log(line(row.file, row.kb));
const js = sum(rows.filter((row) => row.file.endsWith('.js')));
const css = sum(rows.filter((row) => row.file.endsWith('.css')));
console.log(`  JavaScript ${js.toFixed(1)} KB (budget ${BUDGET_JS_KB} KB), CSS ${css.toFixed(1)} KB`);

const lazy = lazyScripts(dist).map((file) => ({ file, kb: gzipKb(dist, file) }));
console.log('Loaded later, only when needed (gzip):');
for (const row of lazy) console.log(line(row.file, row.kb));

// Offline mode (no /config.json, or one that says offline) starts the mock before the first render.
const mockKb = sum(lazy.filter((row) => row.file.startsWith('assets/browser-')));
console.log(`With the offline sample data, the first visit also loads the mock: +${mockKb.toFixed(1)} KB gzip.`);

const sparql = sparqlPageChunks(dist);
const sparqlKb = sum(sparql);
console.log(
  `The SPARQL page's own chunks (gzip), editor included: ${sparqlKb.toFixed(1)} KB (budget ${SPARQL_BUDGET_KB} KB)`,
);
for (const row of sparql) console.log(line(row.file, row.kb));

const over = [
  js > BUDGET_JS_KB && `${js.toFixed(1)} KB of JavaScript on first visit, budget ${BUDGET_JS_KB} KB`,
  sparqlKb > SPARQL_BUDGET_KB &&
    `the SPARQL page's own chunks weigh ${sparqlKb.toFixed(1)} KB, budget ${SPARQL_BUDGET_KB} KB`,
].filter(Boolean);
if (over.length > 0) {
  console.error(`Over budget: ${over.join('; ')}.`);
  process.exit(1);
}
