// Builds for production and prints the gzip size of what a first visit loads:
// the entry script, the modules it preloads, and the stylesheets. Fails over budget.
// npm test holds the same budget (e2e/first-visit-budget.spec.ts, counting what the browser loads).
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_JS_KB = 130;

execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });

const html = readFileSync('dist/index.html', 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
const gzipKb = (file) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length / 1024;

const rows = initial.map((file) => ({ file, kb: gzipKb(file) }));
const total = (ext) => rows.filter((row) => row.file.endsWith(ext)).reduce((sum, row) => sum + row.kb, 0);

console.log('Loaded on first visit (gzip):');
for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${row.kb.toFixed(1).padStart(7)} KB`);
const js = total('.js');
console.log(`  JavaScript ${js.toFixed(1)} KB (budget ${BUDGET_JS_KB} KB), CSS ${total('.css').toFixed(1)} KB`);

const lazy = readdirSync('dist/assets').filter((file) => file.endsWith('.js') && !initial.includes(`assets/${file}`));
console.log('Loaded later, only when needed (gzip):');
for (const file of lazy)
  console.log(`  assets/${file.padEnd(41)} ${gzipKb(`assets/${file}`).toFixed(1).padStart(7)} KB`);

// Offline mode (no /config.json, or one that says offline) starts the mock before the first render.
const mock = lazy.filter((file) => file.startsWith('browser-'));
const mockKb = mock.reduce((sum, file) => sum + gzipKb(`assets/${file}`), 0);
console.log(`With the offline sample data, the first visit also loads the mock: +${mockKb.toFixed(1)} KB gzip.`);

if (js > BUDGET_JS_KB) {
  console.error(`Over budget: ${js.toFixed(1)} KB of JavaScript on first visit, budget ${BUDGET_JS_KB} KB.`);
  process.exit(1);
}

// The SPARQL page's own chunks: what its route loads (statically and by dynamic import) that neither the first
// visit nor any other page loads. Its editor, parser and page code must weigh at most SPARQL_BUDGET_KB.
const SPARQL_BUDGET_KB = 100;
// A chunk's imports: static (`from"./x.js"`, `import"./x.js"`) and, when asked, dynamic (`import("./x.js")`).
const importsOf = (file, dynamic) => {
  const code = readFileSync(join('dist/assets', file), 'utf8');
  const found = [...code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => match[1]);
  if (dynamic) found.push(...[...code.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => match[1]));
  return found;
};
// What the roots load, through static (and, when asked, dynamic) imports, not going past the `stop` chunks.
const reach = (roots, dynamic, stop = new Set()) => {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || stop.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file, dynamic));
  }
  return seen;
};
const sparqlEntry = lazy.find((file) => file.startsWith('sparql-page-'));
const firstVisit = reach(
  initial.filter((file) => file.endsWith('.js')).map((file) => file.slice('assets/'.length)),
  false,
);
const otherPages = reach(
  lazy.filter((file) => /^(search|thing|edit-world|settings)-page-/.test(file) || file.startsWith('browser-')),
  true,
  // The first visit's chunks import every page: the other pages are reached only from their own.
  firstVisit,
);
const sparqlOwn = [...reach([sparqlEntry], true, firstVisit)].filter(
  (file) => !firstVisit.has(file) && !otherPages.has(file),
);
const sparqlKb = sparqlOwn.reduce((sum, file) => sum + gzipKb(`assets/${file}`), 0);
console.log(
  `The SPARQL page's own chunks (gzip), editor included: ${sparqlKb.toFixed(1)} KB (budget ${SPARQL_BUDGET_KB} KB)`,
);
for (const file of sparqlOwn)
  console.log(`  assets/${file.padEnd(41)} ${gzipKb(`assets/${file}`).toFixed(1).padStart(7)} KB`);
if (sparqlKb > SPARQL_BUDGET_KB) {
  console.error(
    `Over budget: the SPARQL page's own chunks weigh ${sparqlKb.toFixed(1)} KB, budget ${SPARQL_BUDGET_KB} KB.`,
  );
  process.exit(1);
}
