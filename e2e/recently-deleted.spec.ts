import { expect, test, type Page } from '@playwright/test';
import { DATAPLANE_SPECS } from '../playwright.config';
import { expectNoAxeViolations } from './axe';

/*
 * Delete and restore on a dataplane server, through the preview server's proxy (DATAPLANE_SPECS.restore, the
 * dialect left to detection): Restore right after a delete, Recently deleted and restore by ID, checked with axe in
 * both themes and walked with the keyboard. The test server is shared with the dataplane dialect journeys, so this
 * spec never resets it: it makes worlds of its own, by the server's API, and deletes only those.
 */

const { appPort, apiPort, key } = DATAPLANE_SPECS.restore;
const api = `http://127.0.0.1:${apiPort}`;

test.use({ baseURL: `http://127.0.0.1:${appPort}` });

/** A new world on the test server, named for this run so that it is told apart from every other. */
async function createWorld(name: string): Promise<string> {
  const response = await fetch(`${api}/worlds`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ displayName: name }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function deleteByApi(worldId: string) {
  const response = await fetch(`${api}/worlds/${worldId}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(204);
}

/** Whether the focused element shows a focus ring (an outline of some width). */
const focusRingShown = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const style = getComputedStyle(focused);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });

test('delete, then Restore from Recently deleted and by ID, by keyboard, announced, passing axe in both themes', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  // Hostile, right-to-left and emoji text in a name is shown as text.
  const name = `مرحبا <b>restore</b> 🌍 ${run}`;
  const worldId = await createWorld(name);
  const other = await createWorld(`Deleted elsewhere ${run}`);
  await deleteByApi(other);

  await page.goto(`/worlds/${worldId}/edit`);
  await expect(page.getByText('It can be restored from the home page for 30 days.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete world' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete world' });
  await dialog.getByRole('textbox', { name: 'World ID' }).fill(worldId);
  await dialog.getByRole('button', { name: 'Delete world' }).click();

  // Home, with Restore in the message and the world under Recently deleted.
  await expect(page.getByText('World deleted')).toBeVisible();
  const deleted = page.getByRole('region', { name: 'Recently deleted' });
  const row = deleted.getByRole('listitem').filter({ hasText: worldId });
  await expect(row).toContainText(name);
  await expect(page.getByRole('button', { name: `Restore ${name}` })).toHaveCount(2);
  await expect(page.getByRole('region', { name: /All worlds/ })).not.toContainText(worldId);
  await expectNoAxeViolations(page);

  // The keyboard: from restore by ID's field, back one stop to the row's Restore, with its focus ring.
  await deleted.getByRole('textbox', { name: 'ID of a deleted world' }).focus();
  await page.keyboard.press('Shift+Tab');
  const restoreRow = row.getByRole('button', { name: `Restore ${name}` });
  await expect(restoreRow).toBeFocused();
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press('Enter');

  // The row went with its world: the outcome has the focus, links to the world, and was announced.
  const link = deleted.getByRole('link', { name });
  await expect(link).toBeFocused();
  expect(await focusRingShown(page)).toBe(true);
  await expect(link).toHaveAttribute('href', `/worlds/${worldId}/overview`);
  await expect(deleted.getByRole('status').filter({ hasText: `Restored: ${name}.` })).toBeAttached();
  await expect(page.getByText('World deleted')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name })).toBeVisible();
  await expect(deleted.getByRole('listitem').filter({ hasText: worldId })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // On to restore by ID: a malformed ID is explained and nothing is sent.
  await page.keyboard.press('Tab');
  const field = deleted.getByRole('textbox', { name: 'ID of a deleted world' });
  await expect(field).toBeFocused();
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.type('not-an-id');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription(/That is not an ID this server takes, so nothing was sent\./);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  // A world deleted elsewhere comes back by its ID: announced, the form keeps the focus.
  await field.fill('');
  await page.keyboard.type(other);
  await page.keyboard.press('Tab');
  await expect(deleted.getByRole('button', { name: 'Restore', exact: true })).toBeFocused();
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(deleted.getByRole('status').filter({ hasText: `Restored: Deleted elsewhere ${run}.` })).toBeAttached();
  await expect(deleted.getByRole('link', { name: `Deleted elsewhere ${run}` })).toBeVisible();
  await expect(deleted.getByRole('button', { name: 'Restore', exact: true })).toBeFocused();

  // Again: the server says it is not deleted, and the page says what that means, as an alert.
  await page.keyboard.press('Enter');
  await expect(deleted.getByRole('alert')).toContainText('The server has no deleted world with this ID');
  await expectNoAxeViolations(page);
});
