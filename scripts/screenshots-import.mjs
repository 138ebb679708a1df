// Screenshots of the Data page's import on the REST server (issues 25 and 28), light and dark, at 1000 px and 360 px:
// a file chosen, parts under way with the progress, after an add (the proof), the replace dialog, the time-out, the
// offer to resume, a broken line with the parts added and the offer to remove them. The production build's preview proxies to the REST double
// (e2e/test-api/server.ts --dialect rest). Run with `node scripts/screenshots-import.mjs [folder]`; writes PNGs into
// the folder (test-results/import-screens by default), never into docs/.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScreenshots } from './screenshot-kit.mjs';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const key = 'screenshot-key';
const { base, browser, both, configure, close } = await startScreenshots({
  out: process.argv[2] ?? 'test-results/import-screens',
  apiPort: 4791 + offset,
  appPort: 4691 + offset,
  serverArgs: ['--dialect', 'rest', '--api-key', key],
  env: { WORLDS_API_KEY: key, WORLDS_API_DIALECT: 'rest' },
  name: 'REST',
});

const triples = (n) =>
  Array.from({ length: n }, (_, i) => `<http://example.org/s${i}> <http://example.org/n> "${i}" .\n`).join('');

try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const worldId = await (async () => {
    await page.goto(`${base}/`);
    const link = page.getByRole('link', { name: 'Edit Periodic Table' });
    await link.waitFor();
    return (await link.getAttribute('href')).split('/')[2];
  })();
  const data = `${base}/worlds/${worldId}/data`;
  const choose = (name, text) =>
    page.getByLabel('RDF file').setInputFiles({ name, mimeType: 'application/n-triples', buffer: Buffer.from(text) });

  await page.goto(data);
  await choose('probe.nt', triples(2));
  await page.getByRole('button', { name: 'Add to the world' }).waitFor();
  await both(page, 'import-1-chosen');

  await page.getByRole('button', { name: 'Add to the world' }).click();
  await page.getByText(/^Added 2 triples/).waitFor();
  await both(page, 'import-3-added');

  await choose('probe.nt', triples(2));
  await page.getByRole('button', { name: 'Replace the world’s data' }).click();
  await page.getByRole('dialog', { name: 'Replace the world’s data?' }).waitFor();
  await both(page, 'import-4-replace-dialog');
  await page.getByRole('button', { name: 'Keep the world’s data' }).click();

  // Each update answered 204 after a few seconds, without adding: long enough to see the parts go.
  await configure({ misbehave: { method: 'POST', status: 204, body: '', delayMs: 4000 } });
  // A file on disk: chosen again, it is the same file (name, size, date, first bytes), and is offered to resume.
  const big = join(mkdtempSync(join(tmpdir(), 'import-screens-')), 'big.nt');
  writeFileSync(big, triples(9000));
  await page.goto(data);
  await page.getByLabel('RDF file').setInputFiles(big);
  await page.getByRole('button', { name: 'Add to the world' }).click();
  await page.getByText(/sending part 3…/).waitFor({ timeout: 30000 });
  await both(page, 'import-2-parts');
  await page.setViewportSize({ width: 360, height: 900 });
  await both(page, 'import-2-parts-360');
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText(/^Cancelled after part/).waitFor({ timeout: 30000 });
  await both(page, 'import-6-cancelled');
  await configure({ misbehave: null });
  await page.goto(data);
  await page.getByLabel('RDF file').setInputFiles(big);
  await page.getByText('big.nt was imported part-way').waitFor();
  await both(page, 'import-7-resume-offer');

  await choose('broken.nt', `${triples(4500)}<http://example.org/x> oops .\n`);
  await page.getByRole('button', { name: 'Add to the world' }).click();
  await page.getByText(/broken on line/).waitFor({ timeout: 30000 });
  await both(page, 'import-8-broken');
  await page.setViewportSize({ width: 360, height: 900 });
  await both(page, 'import-8-broken-360');
  await page.setViewportSize({ width: 1000, height: 900 });

  // No answer within the 15-second time-out.
  await configure({ misbehave: { method: 'POST', status: 204, body: '', delayMs: 20000 } });
  await page.goto(data);
  await choose('probe.nt', triples(2));
  await page.getByRole('button', { name: 'Add to the world' }).click();
  await page.getByText(/it is not known whether part 1 was added/).waitFor({ timeout: 30000 });
  await configure({ misbehave: null });
  await page.getByRole('button', { name: 'Count the triples again' }).click();
  await page.getByText(/^Counted again/).waitFor();
  await both(page, 'import-5-timeout');
} finally {
  await close();
}
