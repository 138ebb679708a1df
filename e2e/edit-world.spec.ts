import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** The offline server's scenario switch (the "Scenario" menu), set directly for a deterministic test. */
async function makeSavesFail(page: Page) {
  await page.evaluate(() =>
    sessionStorage.setItem(
      'worlds-dashboard:mock-scenario',
      JSON.stringify({ latencyMs: 0, failure: 'server-error', scope: 'writes' }),
    ),
  );
}

test('rename a world, save, reload: the new name is everywhere', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: /All worlds/ })
    .getByRole('link', { name: 'Edit Solar System' })
    .click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Solar System');
  await expectNoAxeViolations(page);

  await name.fill('Solar System (renamed)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar System (renamed)');

  // Everywhere at once, without a reload: the world list and the recent worlds.
  await page.getByRole('link', { name: 'Worlds', exact: true }).click();
  await expect(
    page.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Solar System (renamed)' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently opened' }).getByText('Solar System (renamed)')).toBeVisible();
  await page.goBack();

  await page.reload();
  await expect(name).toHaveValue('Solar System (renamed)');
  await page.getByRole('link', { name: 'Worlds', exact: true }).click();
  const allWorlds = page.getByRole('region', { name: /All worlds/ });
  await expect(allWorlds.getByRole('heading', { name: 'Solar System (renamed)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently opened' }).getByText('Solar System (renamed)')).toBeVisible();
});

test('a failing server keeps the edit and says why', async ({ page }) => {
  await page.goto('/worlds/periodic-table/edit');
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).not.toHaveValue('');
  await makeSavesFail(page);
  await description.fill('A description that must not be lost');
  await page.keyboard.press('Control+s');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your changes were not saved');
  await expect(alert).toContainText('500 Internal Server Error');
  await expect(description).toHaveValue('A description that must not be lost');
  await expectNoAxeViolations(page);

  // After a reload the draft is offered back.
  await page.reload();
  await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(description).toHaveValue('A description that must not be lost');
});

test('a hostile world name renders as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  await page.goto('/worlds/scratchpad/edit');
  await page.getByRole('textbox', { name: 'Name' }).fill(hostile);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile);
  await page.getByRole('link', { name: 'Worlds', exact: true }).click();
  await expect(page.getByRole('heading', { name: hostile })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
