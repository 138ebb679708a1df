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
