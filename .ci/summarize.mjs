// Sums Vitest's and Playwright's JSON reports into the one closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

let passed = 0;
let failed = 0;

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  console.log(`unit and integration (Vitest): ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
}

const playwright = read('reports/playwright.json');
if (playwright) {
  const { expected, unexpected, flaky, skipped } = playwright.stats;
  passed += expected;
  // A test that passed only on a retry is a failure here (flakes are fixed, not retried away), and so is one
  // that did not run because an earlier one in its serial group failed.
  failed += unexpected + flaky + skipped;
  console.log(`end-to-end (Playwright): ${expected} passed, ${unexpected + flaky + skipped} failed`);
}

if (status !== 0 && failed === 0) {
  // Types, lint or formatting failed before any test could; that is a failure too.
  console.log('a check failed before or outside the test runners (see above)');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
