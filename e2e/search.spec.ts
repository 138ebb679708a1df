import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
const loaded = (page: Page) => expect(results(page)).toHaveAttribute('aria-busy', 'false');
/**
 * The first search of the 52,000-triple world offline: the mock builds that world's search index first, a few
 * seconds of CPU that took over 15 s with two test runs sharing the 2 cores.
 */
const loadedMinorPlanets = (page: Page) =>
  expect(results(page)).toHaveAttribute('aria-busy', 'false', { timeout: 45_000 });

test('explores a world by search: paging, page size, a thing’s view, details and hostile values', async ({ page }) => {
  // A long journey with three axe checks, each in two themes; the last, on the hostile values (a 10 KB literal
  // among them), alone took over 30 s on a quiet 2-core machine and ran the journey past 90 s.
  test.setTimeout(180_000);
  // A value that ran as script would open a dialog (alert); none may.
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await page.goto('/worlds/solar-system/search');
  await page.getByRole('searchbox', { name: 'Search' }).fill('moon');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\?q=moon&limit=10&offset=0$/);
  await loaded(page);
  await expect(page.getByText('Showing 1–10')).toBeVisible();
  for (const header of ['Score', 'Subject', 'Predicate', 'Object']) {
    await expect(results(page).getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(page.getByText('Showing 11–20')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/offset=0/);
  await expect(page.getByText('Showing 1–10')).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/offset=10/);
  await page.getByRole('combobox', { name: 'Results per page' }).selectOption('25');
  await expect(page).toHaveURL(/limit=25&offset=0$/);
  await expect(page.getByText('Showing 1–25')).toBeVisible();

  // Open the Moon's own view from its subject IRI, then Back.
  await results(page).getByRole('button', { name: 'wd:Q405' }).first().click();
  await expect(page).toHaveURL(/\/thing\?iri=http%3A%2F%2Fwww\.wikidata\.org%2Fentity%2FQ405$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Moon' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/q=moon&limit=25&offset=0$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('moon');

  // Details: the keyboard opens them, Escape closes them.
  await loaded(page);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Result 1' });
  await expect(details).toBeVisible();
  await expect(details.getByText('http://www.wikidata.org/entity/Q405', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Hostile values stay text. The table draws the rows in view (and one beyond): a window tall enough for every
  // hostile row shows them all at once.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('hostile script javascript');
  await page.keyboard.press('Enter');
  await loaded(page);
  await expect(results(page).getByRole('cell', { name: '<script>alert("pwned")</script>' })).toBeVisible();
  await expect(results(page).getByRole('cell', { name: "<img src=x onerror=alert('xss')>" })).toBeVisible();
  const javascriptIri = results(page).getByRole('button', { name: 'javascript:alert(document.cookie)' });
  await expect(javascriptIri).toBeVisible();
  await expect(results(page).locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(results(page).locator('script, img')).toHaveCount(0);
  await javascriptIri.hover();
  await results(page).getByRole('cell', { name: '<script>alert("pwned")</script>' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  expect(dialogs).toEqual([]);
});

test('the results fit a 360 px phone without sideways page scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/worlds/solar-system/search?q=moon&limit=10&offset=0');
  await loaded(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The drawn column names are not read into the values ("Predicaterdfs:label").
  await expect(
    results(page)
      .getByRole('cell', { name: /^rdfs:label/ })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a virtualised 100-row page: End reaches the last row, focused and in view above the pager; axe clean', async ({
  page,
}) => {
  await page.goto('/worlds/minor-planets/search?q=palomar&limit=100&offset=0');
  await loadedMinorPlanets(page);
  // The table says it has its header row and 100 rows, while only those in view (and a few more) are drawn.
  await expect(results(page)).toHaveAttribute('aria-rowcount', '101');
  const drawn = results(page).locator('tbody tr[data-index]');
  expect(await drawn.count()).toBeLessThan(40);

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  await page.keyboard.press('End');
  const last = results(page).getByRole('row', { name: /^Result 100,/ });
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-rowindex', '101');
  await expect(last).toBeInViewport({ ratio: 1 });
  // Not under the sticky pager (WCAG 2.4.11).
  const lastBox = await last.boundingBox();
  const pagerBox = await page.locator('[data-sticky-pager]').boundingBox();
  expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(pagerBox?.y ?? 0);
  expect(await drawn.count()).toBeLessThan(40);
  // Scrolled to the end, with the rows above stood in for, and a row focused: in light and dark.
  await expectNoAxeViolations(page);

  await page.keyboard.press('Home');
  await expect(results(page).getByRole('row', { name: /^Result 1,/ })).toBeFocused();
  await expect(results(page).getByRole('row', { name: /^Result 1,/ })).toBeInViewport({ ratio: 1 });

  // A phone's cards too: the last one is reached and shown whole.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport({ ratio: 1 });
});

test('a virtualised 100-row page keeps its Tab stop drawn wherever the window is: the keyboard comes back to it', async ({
  page,
}) => {
  await page.goto('/worlds/minor-planets/search?q=palomar&limit=100&offset=0');
  await loadedMinorPlanets(page);
  const row = (rank: number) => results(page).getByRole('row', { name: new RegExp(`^Result ${rank},`) });
  const focusedTag = () => page.evaluate(() => document.activeElement?.tagName);
  const scoreHelp = results(page).getByRole('columnheader', { name: 'Score' });
  // The score's help, then the rows' one Tab stop; j moves it to the third row.
  await scoreHelp.focus();
  await page.keyboard.press('Tab');
  await expect(row(1)).toBeFocused();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(row(3)).toBeFocused();

  // The focused row scrolled far out of view (the wheel, then to the page's end): it keeps the focus.
  await page.mouse.wheel(0, 3000);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(row(100)).toBeInViewport();
  await expect(row(3)).toBeFocused();
  // Tab leaves the table for what follows it, and Shift+Tab comes back to the same row.
  await page.keyboard.press('Tab');
  await expect(row(3)).not.toBeFocused();
  expect(await focusedTag()).not.toBe('BODY');
  await page.keyboard.press('Shift+Tab');
  await expect(row(3)).toBeFocused();

  // From above the rows, with the window at the page's end again: Tab reaches the active row.
  await scoreHelp.focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(row(100)).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(row(3)).toBeFocused();
  await expect(row(3)).toBeInViewport();
});

test('a refused search shows the status and message and can be retried', async ({ page }) => {
  // Set on a static file of the app's origin, so no page of the app runs before the scenario is in place.
  await page.goto('/favicon.svg');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'worlds-dashboard:mock-scenario',
      JSON.stringify({ latencyMs: 0, failure: 'rate-limited', scope: 'reads' }),
    ),
  );
  // The page's clock, so that the server's 30-second wait can pass at once.
  await page.clock.install();
  await page.goto('/worlds/solar-system/search?q=moon');
  const alert = page.getByRole('alert').filter({ hasText: 'The search failed' });
  await expect(alert).toContainText('429 Too Many Requests: Rate limit exceeded. Try again in 30 seconds.');
  await expect(alert).not.toContainText('Too many requests.');
  // The page's clock runs: on a busy machine the count may be past 30 when it is read.
  await expect(alert.getByRole('button', { name: /^Retry in \d+ s$/ })).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
  await page.evaluate(() => sessionStorage.removeItem('worlds-dashboard:mock-scenario'));
  await page.clock.fastForward('00:31');
  await alert.getByRole('button', { name: 'Retry', exact: true }).click();
  await loaded(page);
  await expect(page.getByText('Showing 1–10')).toBeVisible();
});

test('a Next click made while the next page is still being fetched ahead is never lost', async ({ page }) => {
  test.setTimeout(90_000);
  // Every read of the offline server takes 3 s: the next page's prefetch is still on its way when Next is clicked.
  await page.goto('/favicon.svg');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'worlds-dashboard:mock-scenario',
      JSON.stringify({ latencyMs: 3000, failure: 'none', scope: 'reads' }),
    ),
  );
  const prefetched = page.waitForRequest((request) => request.url().includes('/search?q=moon&limit=10&offset=10'));
  await page.goto('/worlds/solar-system/search?q=moon&limit=10&offset=0');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await prefetched;
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/offset=10$/);
  await expect(page.getByText('Showing 11–20')).toBeVisible({ timeout: 20_000 });
  await expect(results(page).getByRole('row').nth(1).getByRole('cell').first()).toHaveText('11');
});
