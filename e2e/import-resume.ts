import { expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Issue 28's import that survives a reload, as a person meets it: an N-Triples file made by scripts/make-triples.mjs,
 * imported into an empty world on the Data page; at about 40 % of the file the page is reloaded; the same file chosen
 * again offers to resume from the first part not acknowledged; resumed, the world's COUNT at the end is the file's.
 * The dialect journeys run it on each server's double (e2e/dialects.spec.ts); `npm run bench` on a million triples.
 */

/** Writes a file of `triples` distinct triples in a scratch folder of its own (a path, so the browser gives it a date). */
export function tripleFile(triples: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'worlds-import-')), `triples-${triples}.nt`);
  execFileSync('node', ['scripts/make-triples.mjs', '--triples', String(triples), '--out', path]);
  return path;
}

/** Waits, in the page, until the acknowledged parts cover `share` of the file: the bar's value is bytes behind them. */
async function untilShareSent(page: Page, fileName: string, share: number, timeout: number) {
  await page.waitForFunction(
    ([label, part]) => {
      const bar = document.querySelector<HTMLProgressElement>(`progress[aria-label="${label}"]`);
      return bar !== null && bar.value / bar.max >= part;
    },
    [`Importing ${fileName}`, share] as const,
    { timeout, polling: 'raf' },
  );
}

/**
 * The world at `dataPath` (empty) takes the file at `path`: reloaded at about 40 %, resumed, and counted at the end.
 * Resolves to the part it resumed from.
 */
export async function importReloadResume(
  page: Page,
  {
    dataPath,
    path,
    triples,
    button,
    timeout,
    throttleMs = 0,
    onSending,
    beforeReload,
  }: {
    dataPath: string;
    path: string;
    triples: number;
    button: string;
    timeout: number;
    /**
     * Each request held this long before the reload, so that a fast double cannot finish the file between the 40 %
     * and the reload (the resumed part goes at full speed).
     */
    throttleMs?: number;
    /** Called as parts start going (after Add or Import, and after Resume): the bench watches frames from there. */
    onSending?: () => Promise<unknown>;
    beforeReload?: () => Promise<unknown>;
  },
): Promise<number> {
  const fileName = path.split('/').at(-1) ?? '';
  await page.goto(dataPath);
  const facts = page.getByRole('region', { name: 'Facts' });
  await expect(facts.getByText('0 triples')).toBeVisible();
  if (throttleMs > 0) {
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, throttleMs));
      await route.fallback();
    });
  }
  await page.getByLabel('RDF file').setInputFiles(path);
  await page.getByRole('button', { name: button }).click();
  await onSending?.();
  await untilShareSent(page, fileName, 0.4, timeout);
  await beforeReload?.();
  await page.reload();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.getByLabel('RDF file').setInputFiles(path);
  await expect(page.getByText(`${fileName} was imported part-way`)).toBeVisible();
  const resume = page.getByRole('button', { name: /^Resume from part \d+$/ });
  const from = Number(/\d+/.exec((await resume.textContent()) ?? '')?.[0]);
  await resume.click();
  await onSending?.();
  const count = triples.toLocaleString('en');
  await expect(page.getByText(`Added ${count} triples: the world now holds ${count} triples`)).toBeVisible({ timeout });
  await expect(
    page.getByText(
      new RegExp(`held ${count} triples, sent in \\d+ parts, each acknowledged \\(resumed from part ${from}\\)`),
    ),
  ).toBeVisible();
  await expect(facts.getByText(`${count} triples`)).toBeVisible();
  return from;
}
