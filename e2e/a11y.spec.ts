import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
// Some journeys here run against a deliberately slow offline server (3 s a read) on a busy machine.
const loaded = (page: Page) => expect(results(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });

/** The offline server's Scenario switch, set on a static file of the app's origin before any page of it runs. */
async function setScenario(page: Page, scenario: { latencyMs: number; failure: string; scope: string }) {
  await page.goto('/favicon.svg');
  await page.evaluate(
    (value) => sessionStorage.setItem('worlds-dashboard:mock-scenario', JSON.stringify(value)),
    scenario,
  );
}

test('keyboard: one Tab stop for 25 results, and the sticky pager never covers the focused row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/worlds/solar-system/search?q=moon&limit=25&offset=0');
  await loaded(page);
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  let presses = 0;
  while (presses < 40) {
    await page.keyboard.press('Tab');
    presses += 1;
    if (await page.getByRole('button', { name: /Next page/ }).evaluate((button) => button === document.activeElement))
      break;
  }
  // Search box → score help → the row → Table → Graph → Full IRIs → Export → page size → Previous (disabled,
  // skipped) → Next.
  console.log(`Tab presses from the search box to Next page with 25 rows: ${presses}`);
  expect(presses).toBeLessThanOrEqual(8);

  const pager = page.locator('[data-sticky-pager]');
  await page.getByRole('row', { name: /^Result 1,/ }).focus();
  for (let row = 2; row <= 25; row += 1) {
    await page.keyboard.press('j');
    const focused = page.getByRole('row', { name: new RegExp(`^Result ${row},`) });
    await expect(focused).toBeFocused();
    const rowBox = await focused.boundingBox();
    const pagerBox = await pager.boundingBox();
    expect(rowBox && pagerBox && rowBox.y + rowBox.height <= pagerBox.y + 1).toBe(true);
  }
});

test('loading, empty and past-the-end states pass WCAG 2.2 AA in both themes', async ({ page }) => {
  test.setTimeout(90_000);
  await setScenario(page, { latencyMs: 3000, failure: 'none', scope: 'all' });
  await page.goto('/worlds/solar-system/search?q=moon');
  await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await loaded(page);
  await page.evaluate(() => sessionStorage.removeItem('worlds-dashboard:mock-scenario'));

  await page.goto('/worlds/solar-system/search?q=zzzqqqxx');
  await expect(page.getByText('Check the spelling')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/worlds/solar-system/search?q=moon&offset=5000');
  await expect(page.getByRole('button', { name: 'Go to the first page' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Previous page/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the world list passes WCAG 2.2 AA while it loads', async ({ page }) => {
  // 20 s a read: the list loads until the 15 s request limit cancels it. axe starts on the loading state; checking
  // both themes can outlast that limit, so the rest may run on the explained failure, which must pass axe too.
  await setScenario(page, { latencyMs: 20_000, failure: 'none', scope: 'reads' });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the worlds…' })).toBeAttached();
  await expectNoAxeViolations(page);
});

test('the Scenario popover closes on Escape, outside and on navigation, and no longer covers Open', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Worlds', exact: true }).click();
  const scenario = page.getByRole('button', { name: 'Scenario' });
  await scenario.click();
  const latency = page.getByRole('combobox', { name: 'Latency' });
  await expect(latency).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(latency).toBeHidden();
  await expect(scenario).toBeFocused();

  await scenario.click();
  await page.getByRole('heading', { level: 1, name: 'Worlds' }).click();
  await expect(latency).toBeHidden();
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('Enter the ID of a world')).toBeVisible();

  await scenario.click();
  await expect(latency).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(latency).toBeHidden();
});

test('the detail panel locks the page scroll and closes on a click beside it', async ({ page }) => {
  await page.goto('/worlds/solar-system/search?q=moon&limit=25&offset=0');
  await loaded(page);
  await page.getByRole('button', { name: 'Details of result 3' }).click();
  const details = page.getByRole('dialog', { name: 'Result 3' });
  await expect(details).toBeVisible();
  await expect(details.getByText('Score', { exact: false }).first()).toContainText(/^Score \d\.\d\d$/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.mouse.click(10, 300);
  await expect(details).toBeHidden();
  // The browser gives focus back to what opened the panel.
  await expect(page.getByRole('button', { name: 'Details of result 3' })).toBeFocused();
});

test('the score help closes on Escape; rows of the page before are out of reach while the next loads', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await setScenario(page, { latencyMs: 3000, failure: 'none', scope: 'reads' });
  await page.goto('/worlds/solar-system/search?q=moon');
  await loaded(page);
  const scoreHeader = page.getByRole('columnheader', { name: 'Score' });
  await scoreHeader.focus();
  const help = page.getByRole('tooltip');
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.getByRole('button', { name: /Next page/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible({ timeout: 10_000 });
  // Dimmed and inert: neither clickable nor in the accessibility tree while they are not the page asked for.
  await expect(page.getByRole('row', { name: /^Result 1,/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Results' })).toBeFocused();
  await expect(page.getByRole('row', { name: /^Result 11,/ })).toBeVisible({ timeout: 20_000 });
});
