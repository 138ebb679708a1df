import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { gzipKb, SPARQL_BUDGET_KB, sparqlPageChunks } from '../scripts/bundle-weights.ts';

/*
 * The first-visit budget of a server deployment (nginx in front of a Worlds API server, see playwright.config.ts):
 * every script the browser really loads before the world list shows, counted as gzip at level 9 of the built file,
 * so the figure does not depend on nginx's compression level. And the SPARQL page's budget, on the same build.
 * `npm run size` prints the same build's breakdown.
 */
const BUDGET_JS_KB = 130;
const dist = join(import.meta.dirname, '..', 'dist');

test(`a first visit loads at most ${BUDGET_JS_KB} KB of JavaScript (gzip)`, async ({ page }, testInfo) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Solar System' }),
  ).toBeVisible();

  const loaded = [...scripts].sort().map((path) => ({ path, kb: gzipKb(dist, path) }));
  const total = loaded.reduce((sum, file) => sum + file.kb, 0);
  const breakdown = loaded.map((file) => `${file.path} ${file.kb.toFixed(1)} KB`).join(', ');
  testInfo.annotations.push({
    type: 'first-visit JavaScript',
    description: `${total.toFixed(1)} KB gzip: ${breakdown}`,
  });
  console.log(`first visit, server deployment: ${total.toFixed(1)} KB of JavaScript (gzip) — ${breakdown}`);

  // The offline server and its sample data are for the offline mode only.
  expect(loaded.map((file) => file.path).filter((path) => /\/(browser|handlers|db)-[\w-]{8}\.js$/.test(path))).toEqual(
    [],
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(total, breakdown).toBeLessThanOrEqual(BUDGET_JS_KB);
});

test(`the SPARQL page's own chunks, editor and parser included, weigh at most ${SPARQL_BUDGET_KB} KB (gzip)`, () => {
  const chunks = sparqlPageChunks(dist);
  const total = chunks.reduce((sum, chunk) => sum + chunk.kb, 0);
  const breakdown = chunks.map((chunk) => `${chunk.file} ${chunk.kb.toFixed(1)} KB`).join(', ');
  console.log(`SPARQL page's own chunks: ${total.toFixed(1)} KB of JavaScript (gzip) — ${breakdown}`);
  // The page, its editor (with the completion) and its parser are all there to be weighed.
  expect(chunks.filter((chunk) => /\/(sparql-page|query-check)-[\w-]+\.js$/.test(chunk.file))).toHaveLength(2);
  expect(total, breakdown).toBeLessThanOrEqual(SPARQL_BUDGET_KB);
});
