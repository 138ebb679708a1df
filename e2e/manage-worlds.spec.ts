import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './axe';

/*
 * A world's whole life on the offline sample data (one store per browser, SPARQL in a worker), in the built app:
 * New world, an import by keyboard alone, a broken file refused, the count and the search seeing the import, an
 * export, and Delete world. axe (WCAG 2.2 AA, light and dark) on the form, the Data page (empty, with a file,
 * after an error) and the dialog.
 */

const THREE_TRIPLES = Buffer.from(
  '@prefix ex: <http://example.org/> .\nex:probe ex:name "Voyager probe" ;\n  ex:launched "1977" ;\n  ex:visits ex:jupiter .\n',
);
const BROKEN_ON_LINE_2 = Buffer.from('@prefix ex: <http://example.org/> .\nex:probe ex:name oops .\n');

const worldTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'World' }).getByRole('link', { name, exact: true });

/** Tabs forward until the control is focused, as a keyboard user would reach it. */
async function tabTo(page: Page, control: ReturnType<Page['getByRole']>, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The control was not reached by Tab');
}

test('create, import by keyboard, count, search, export and delete a world on the offline data', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const allWorlds = page.getByRole('region', { name: /All worlds/ });
  await expect(allWorlds.getByRole('heading', { name: 'Solar System' })).toBeVisible();

  // New world: the form, its slug suggested, an awkward ID said before sending.
  await page.getByRole('link', { name: 'New world' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New world' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Probe log');
  const id = page.getByRole('textbox', { name: 'ID' });
  await expect(id).toHaveValue('probe-log');
  await id.fill('probe log!');
  await expect(page.getByText(/Awkward in a URL: space, “!”/)).toBeVisible();
  await expectNoAxeViolations(page);
  await id.fill('probe-log');
  await page.getByRole('textbox', { name: 'Description' }).fill('What the probes saw.');
  await page.getByRole('button', { name: 'Create world' }).click();

  // It opens on its Data page, empty.
  await expect(page).toHaveURL(/\/worlds\/probe-log\/data$/);
  await expect(page.getByText('World created')).toBeVisible();
  const facts = page.getByRole('region', { name: 'Facts' });
  await expect(facts.getByText('0 triples')).toBeVisible();
  await expectNoAxeViolations(page);

  // A broken file: its line, and nothing sent.
  const fileInput = page.getByLabel('RDF file');
  await fileInput.setInputFiles({ name: 'broken.ttl', mimeType: 'text/turtle', buffer: BROKEN_ON_LINE_2 });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('alert')).toContainText('broken on line 2');
  await expect(page.getByRole('alert')).toContainText('Nothing was sent');
  await expectNoAxeViolations(page);

  // The keyboard walk: Tab to the file field, open it with Space, Tab to Import, Enter.
  await worldTab(page, 'Data').focus();
  await tabTo(page, fileInput);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'probe.ttl', mimeType: 'text/turtle', buffer: THREE_TRIPLES });
  await expect(page.getByText(/^probe\.ttl \(/)).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Import' });
  // The broken file's attempt is over: Import is offered again for the new file.
  await expect(importButton).not.toHaveAttribute('aria-disabled');
  await expectNoAxeViolations(page);
  await tabTo(page, importButton);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added 3 triples: the world now holds 3 triples')).toBeVisible();
  // Counted again by SPARQL, in the worker, which was sent the new triples.
  await expect(facts.getByText('3 triples')).toBeVisible();

  // The search finds the imported text.
  await worldTab(page, 'Search').click();
  await page.getByRole('searchbox').fill('Voyager');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Search results' })).toContainText('Voyager probe');

  // Export as N-Triples: the file holds the triples, named by the world and the day.
  await worldTab(page, 'Data').click();
  await page.getByRole('combobox', { name: 'Format' }).selectOption('n-triples');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^probe-log-\d{4}-\d{2}-\d{2}\.nt$/);
  const exported = readFileSync(await file.path(), 'utf8');
  expect(exported).toContain('<http://example.org/probe> <http://example.org/name> "Voyager probe" .');
  expect(exported.trim().split('\n')).toHaveLength(3);

  // Delete world: only once the ID is typed; then the list, without it.
  await worldTab(page, 'Edit').click();
  await page.getByRole('button', { name: 'Delete world' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete world' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete world' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'World ID' }).fill('probe-lo');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'World ID' }).fill('probe-log');
  await confirm.click();
  await expect(page.getByText('World deleted')).toBeVisible();
  await expect(allWorlds.getByRole('heading', { name: 'Solar System' })).toBeVisible();
  await expect(allWorlds.getByRole('heading', { name: 'Probe log' })).toHaveCount(0);
});

test('Restore the sample data undoes a created and a deleted world', async ({ page }) => {
  await page.goto('/new-world');
  await page.getByRole('textbox', { name: 'Name' }).fill('Scratch copy');
  await page.getByRole('button', { name: 'Create world' }).click();
  await expect(page.getByText('World created')).toBeVisible();
  await page.goto('/');
  const allWorlds = page.getByRole('region', { name: /All worlds/ });
  await expect(allWorlds.getByRole('heading', { name: 'Scratch copy' })).toBeVisible();
  await page.getByRole('button', { name: 'Scenario' }).click();
  await page.getByRole('button', { name: 'Restore the sample data' }).click();
  await expect(allWorlds.getByRole('heading', { name: 'Solar System' })).toBeVisible();
  await expect(allWorlds.getByRole('heading', { name: 'Scratch copy' })).toHaveCount(0);
});
