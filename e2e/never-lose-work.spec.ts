import { expect, test } from '@playwright/test';

test('starts without browser storage and says what it cannot remember', async ({ page }) => {
  await page.addInitScript(() => {
    // What a browser with site data blocked does: touching storage at all throws.
    for (const area of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, area, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await page.goto('/');
  const allWorlds = page.getByRole('region', { name: /All worlds/ });
  await expect(allWorlds.getByRole('heading', { name: 'Solar System' })).toBeVisible();
  await expect(page.getByText(/does not let the dashboard store anything/)).toBeVisible();

  // Saving still works: the offline server keeps the edit in the page's memory.
  await allWorlds.getByRole('link', { name: 'Edit Scratchpad' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Scratchpad');
  await name.fill('Scratchpad without storage');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scratchpad without storage');
});

test('two tabs share the offline server: a save in one is a conflict in the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) {
    await page.goto('/worlds/scratchpad/edit');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Scratchpad');
  }

  await first.getByRole('textbox', { name: 'Name' }).fill('Renamed in the first tab');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('heading', { level: 1 })).toHaveText('Renamed in the first tab');

  await second.getByRole('textbox', { name: 'Name' }).fill('Renamed in the second tab');
  await second.getByRole('button', { name: 'Save' }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'Someone else changed this world' });
  await expect(conflict).toContainText('Renamed in the first tab');

  // Every list in either tab tells the same story.
  await second.getByRole('link', { name: 'Worlds', exact: true }).click();
  await second.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(
    second.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Renamed in the first tab' }),
  ).toBeVisible();
  await expect(second.getByRole('region', { name: 'Recently opened' })).toContainText('Renamed in the first tab');

  // And a tab left open on the list follows a save made in another, without a reload.
  await first.getByRole('textbox', { name: 'Name' }).fill('Renamed once more');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('heading', { level: 1 })).toHaveText('Renamed once more');
  await expect(
    second.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Renamed once more' }),
  ).toBeVisible();
  await expect(second.getByRole('region', { name: 'Recently opened' })).toContainText('Renamed once more');
});
