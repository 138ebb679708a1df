import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataplaneIdOf } from '../src/mocks/dialects/dataplane-world';
import { DATAPLANE_SPECS } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import type { RecordedApiRequest } from './test-api/protocol';

/*
 * A world's Edit page on the dataplane server, through the built dashboard's proxy (DATAPLANE_SPECS.worldPage: the
 * server left to detection): the Search settings and the re-index warning, Suspend and Reindex, by keyboard, with
 * axe in both themes. The periodic table's world, which the dialect journeys leave alone, so they can run beside.
 */

const { appPort, apiPort } = DATAPLANE_SPECS.worldPage;
test.use({ baseURL: `http://127.0.0.1:${appPort}` });
test.describe.configure({ mode: 'serial' });

const worldId = dataplaneIdOf('periodic-table');
const editPath = `/worlds/${worldId}/edit`;

/** The requests the dataplane server received for this world, with their JSON bodies. */
async function received(method: string) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/__test/requests`);
  const requests = (await response.json()) as RecordedApiRequest[];
  return requests
    .filter((request) => request.method === method && request.path.startsWith(`/worlds/${worldId}`))
    .map(({ path, body }) => ({
      path: path.replace(worldId, 'ID'),
      body: body ? (JSON.parse(body) as unknown) : null,
    }));
}

/** Tab until `target` has the focus, each stop's focus visible; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 12) {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    // Every stop on the way shows where the focus is (WCAG 2.4.7): an outline or a ring.
    expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle !== 'none')).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${most} Tab presses`);
}

test('Search settings by keyboard: a range error at its field, the re-index warning, Cancel and Save', async ({
  page,
}) => {
  await page.goto(editPath);
  const settings = page.getByRole('group', { name: 'Search settings' });
  const model = settings.getByRole('textbox', { name: 'Embedding model' });
  const topK = settings.getByRole('textbox', { name: 'Top K' });
  await expect(model).toHaveValue('tfjs-universal-sentence-encoder');
  await expect(topK).toHaveValue('20');
  await expect(settings.getByRole('textbox', { name: 'Minimum score' })).toHaveValue('0');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Name' }).focus();
  await tabTo(page, model, 1);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('openai/text-embedding-3-small');
  await tabTo(page, topK, 2);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0');
  await expect(topK).toHaveAttribute('aria-invalid', 'true');
  await expect(topK).toHaveAccessibleDescription(/Top K must be a whole number greater than 0\./);
  await expectNoAxeViolations(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12');
  await expect(topK).not.toHaveAttribute('aria-invalid');

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const warning = page.getByRole('dialog', { name: 'Save a new embedding model?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('from “tfjs-universal-sentence-encoder” to “openai/text-embedding-3-small”');
  await expect(warning.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Escape is Cancel: nothing sent, what was typed kept, the focus back on Save.
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(save).toBeFocused();
  await expect(model).toHaveValue('openai/text-embedding-3-small');
  expect(await received('PATCH')).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(warning).toBeVisible();
  // As a person sees it before moving on: the question asked again, with the focus on its Cancel.
  await expect(warning.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(warning.getByRole('button', { name: 'Save and re-index' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
  await expect(save).toBeFocused();
  expect(await received('PATCH')).toEqual([
    { path: '/worlds/ID', body: { embeddingModel: 'openai/text-embedding-3-small', topK: 12 } },
  ]);

  // The server holds them: a reload shows them.
  await page.reload();
  await expect(model).toHaveValue('openai/text-embedding-3-small');
  await expect(topK).toHaveValue('12');
});

test('Suspend, Reindex and Resume by keyboard, each saying what the server answered', async ({ page }) => {
  await page.goto(editPath);
  const lifecycle = page.getByRole('region', { name: 'Suspend or resume' });
  const suspend = lifecycle.getByRole('button', { name: 'Suspend world' });
  await expect(suspend).toBeVisible();
  await suspend.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Suspend this world?' });
  await expect(question).toContainText('the server answers no search in it');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(lifecycle.getByRole('status')).toHaveText(/^Suspended at .*: the server says the world is suspended\.$/);
  const resume = lifecycle.getByRole('button', { name: 'Resume world' });
  await expect(resume).toBeFocused();
  await expect(page.getByText(/^Suspended: the server answers no search in this world/)).toBeVisible();
  await expectNoAxeViolations(page);

  const index = page.getByRole('region', { name: 'Search index' });
  await index.getByRole('button', { name: 'Reindex' }).press('Enter');
  await expect(index.getByRole('alert')).toContainText('This world is suspended');

  await resume.press('Enter');
  await expect(lifecycle.getByRole('status')).toHaveText(/^Resumed at .*: the server says the world is active\.$/);
  await expect(lifecycle.getByRole('button', { name: 'Suspend world' })).toBeFocused();
  await index.getByRole('button', { name: 'Retry' }).press('Enter');
  await expect(index.getByRole('status')).toHaveText(/the reindex is “completed”\.$/);
  expect((await received('POST')).map(({ path }) => path)).toEqual([
    '/worlds/ID/suspend',
    '/worlds/ID/reindex',
    '/worlds/ID/resume',
    '/worlds/ID/reindex',
  ]);
});
