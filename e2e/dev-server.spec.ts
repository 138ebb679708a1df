import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// The dashboard exactly as `npm run dev` serves it: the offline server runs in the browser's service worker.
test('npm run dev shows the offline sample worlds', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Offline sample data')).toBeVisible();
  const worlds = page.getByRole('region', { name: /All worlds/ });
  await expect(worlds.getByRole('heading', { name: 'Solar System' })).toBeVisible();
  await expect(worlds.getByRole('heading', { name: 'Periodic Table' })).toBeVisible();
  await expect(worlds.getByRole('heading', { name: /Minor Planet Catalogue/ })).toBeVisible();
  await expect(worlds.getByText('solar-system', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
