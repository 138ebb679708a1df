import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/*
 * Filters in a real browser, on the offline sample data: a server without filters, so the filters narrow the page
 * the search returned and the page says so (the servers' own filters are proved against their doubles in
 * src/features/search/search-filters.test.tsx). Reached and removed with the keyboard alone.
 */

const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const COMMENT = 'http://www.w3.org/2000/01/rdf-schema#comment';
const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
const loaded = (page: Page) => expect(results(page)).toHaveAttribute('aria-busy', 'false');
const chip = (page: Page, compact: string) => page.getByRole('button', { name: `Remove filter: predicate ${compact}` });

test('narrows to a predicate from the keyboard, shows the chip, and removes it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/worlds/solar-system/search?q=moon');
  await loaded(page);

  // The first row is the Moon's label; → walks its subject, the subject's link, then its predicate.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  const predicate = results(page).getByRole('row').nth(1).getByRole('button', { name: 'rdfs:label' });
  for (let step = 0; step < 5 && !(await predicate.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(predicate).toBeFocused();
  await expect(predicate).toHaveAttribute('title', `Show only the triples with the predicate ${LABEL}`);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`\\?q=moon&limit=10&offset=0&predicate=${encodeURIComponent(LABEL)}$`));
  await expect(chip(page, 'rdfs:label')).toHaveAttribute('title', LABEL);
  await expect(page.getByText('This server cannot filter', { exact: true })).toBeVisible();
  await loaded(page);
  await expect(results(page).getByRole('row').nth(1)).toContainText('rdfs:label');
  // The row clicked went away with its page: focus is on the results, which say what is shown.
  await expect(page.getByRole('region', { name: 'Results' })).toBeFocused();
  await expectNoAxeViolations(page);

  // The chip is the stop before the results.
  await page.keyboard.press('Shift+Tab');
  await expect(chip(page, 'rdfs:label')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=moon&limit=10&offset=0$/);
  await expect(chip(page, 'rdfs:label')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Results' })).toBeFocused();
  await expect(page.getByText('This server cannot filter', { exact: true })).toHaveCount(0);
});

test('removing one of two chips puts focus on the other, and a reload keeps the filters', async ({ page }) => {
  const both = `predicate=${encodeURIComponent(LABEL)}&predicate=${encodeURIComponent(COMMENT)}`;
  await page.goto(`/worlds/solar-system/search?q=moon&limit=10&offset=0&${both}`);
  await loaded(page);
  await page.reload();
  await loaded(page);
  await expect(chip(page, 'rdfs:label')).toBeVisible();
  await expect(chip(page, 'rdfs:comment')).toBeVisible();
  await expectNoAxeViolations(page);

  await chip(page, 'rdfs:label').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`&predicate=${encodeURIComponent(COMMENT)}$`));
  await expect(chip(page, 'rdfs:comment')).toBeFocused();
});
