import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const SATURN = 'http://www.wikidata.org/entity/Q193';

test('opens a world by its ID and remembers it as recently opened', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('World ID').fill('periodic-table');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/worlds\/periodic-table\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Periodic Table' })).toBeVisible();

  await page.getByRole('link', { name: 'Worlds', exact: true }).click();
  const recent = page.getByRole('region', { name: 'Recently opened' });
  await expect(recent.getByText('Periodic Table')).toBeVisible();
  await page.reload();
  await expect(recent.getByRole('link', { name: 'Edit Periodic Table' })).toHaveAttribute(
    'href',
    '/worlds/periodic-table/edit',
  );
});

test('each listed world links to its edit page and opens on its overview', async ({ page }) => {
  await page.goto('/');
  const allWorlds = page.getByRole('region', { name: /All worlds/ });
  await allWorlds.getByRole('link', { name: 'Edit Solar System' }).click();
  await expect(page).toHaveURL(/\/worlds\/solar-system\/edit$/);
  await page.goBack();
  await allWorlds.getByRole('link', { name: 'Open Solar System' }).click();
  await expect(page).toHaveURL(/\/worlds\/solar-system\/overview$/);
  await expectNoAxeViolations(page);
});

test('the theme toggle wins over the system setting and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('before its scripts arrive, a deep link shows the header in the stored theme, where the app then draws it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('worlds-dashboard:theme', 'dark'));
  // What a slow network shows first: index.html alone, whose inline scripts (allowed by their hashes) set the theme
  // and paint the world's frame.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/worlds/solar-system/search');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Worlds Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const painted = await header.boundingBox();
  // And the world's frame, by what the URL says: its ID for a heading until the name comes, and its tabs.
  await expect(page.getByRole('heading', { level: 1, name: 'Loading the world solar-system' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'World' });
  await expect(tabs.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
  const paintedTabs = await tabs.boundingBox();

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Solar System' })).toBeVisible();
  await expect(header.getByRole('link', { name: /Data source/ })).toBeVisible();
  expect(await header.boundingBox()).toEqual(painted);
  expect(await tabs.boundingBox()).toEqual(paintedTabs);
  await expect(tabs.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
});

/*
 * The world list, the SPARQL page and a thing paint, with the HTML, the page's first lines as the page draws them
 * while it loads (a heading and what it is for; the thing's IRI): what a phone shows for most of a second before the
 * scripts have run. The app then draws them in the same place, and never blanks them meanwhile, even when the page's
 * own code comes after the app's first render (which showed an empty page until it came).
 */
for (const { name, path, pageCode, lines, painted, drawn } of [
  {
    name: 'the world list',
    path: '/',
    pageCode: undefined,
    lines: 'Choose a world to see what it holds',
    painted: (page: Page) =>
      page.getByText('Choose a world to see what it holds, to edit it or to search its triples.'),
    drawn: (page: Page) =>
      page.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Solar System' }),
  },
  {
    name: 'the SPARQL page',
    path: '/worlds/solar-system/sparql',
    pageCode: '**/assets/sparql-page-*.js',
    lines: 'Ctrl+Enter (⌘+Enter on a Mac) runs the query.',
    painted: (page: Page) => page.getByText('Ctrl+Enter (⌘+Enter on a Mac) runs the query.'),
    drawn: (page: Page) => page.getByRole('textbox', { name: 'SPARQL query' }),
  },
  {
    name: 'a thing’s page',
    path: `/worlds/solar-system/thing?iri=${encodeURIComponent(SATURN)}`,
    pageCode: '**/assets/thing-page-*.js',
    lines: SATURN,
    painted: (page: Page) => page.locator('main header p').getByText(SATURN, { exact: true }),
    drawn: (page: Page) => page.getByRole('heading', { level: 2, name: 'Saturn' }),
  },
]) {
  test(`${name} paints its first lines with the HTML, where the app keeps them`, async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    await expect(painted(page)).toBeVisible();
    const paintedBox = await painted(page).boundingBox();

    await page.unroute('**/assets/*.js');
    // At each frame from the first, whether the page's main part shows those lines.
    await page.addInitScript((lines) => {
      const shown: boolean[] = [];
      Object.assign(window, { shownAtEachFrame: shown });
      const frame = () => {
        const main = document.querySelector('main');
        if (main) shown.push(main.textContent.includes(lines));
        if (shown.length < 3000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, lines);
    // The page's code held back until the app has drawn its header (its data source is the app's, not the HTML's).
    if (pageCode) {
      await page.route(pageCode, async (route) => {
        await expect(page.getByRole('link', { name: /Data source/ })).toBeVisible();
        await route.continue();
      });
    }
    await page.reload();
    await expect(drawn(page)).toBeVisible();
    expect(await painted(page).boundingBox()).toEqual(paintedBox);
    const shown = await page.evaluate(() => (window as unknown as { shownAtEachFrame: boolean[] }).shownAtEachFrame);
    expect(shown).toContain(true);
    expect(shown.slice(shown.indexOf(true))).not.toContain(false);
  });
}

test('a deep link asks for its page’s code and its dialect’s with the HTML, before the entry has run', async ({
  page,
}) => {
  // The entry never arrives: whatever the page's code asks for, index.html asked for it.
  await page.route('**/assets/index-*.js', () => undefined);
  const pageCode = page.waitForRequest(/\/assets\/sparql-page-[\w-]+\.js$/);
  // This preview server's configuration is the offline sample data, which the v1 adapter reads.
  const dialectCode = page.waitForRequest(/\/assets\/v1-[\w-]+\.js$/);
  await page.goto('/worlds/solar-system/sparql', { waitUntil: 'commit' });
  await Promise.all([pageCode, dialectCode]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Solar System' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an unknown address shows a page-not-found screen with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the world list' }).click();
  await expect(page.getByRole('heading', { name: 'Worlds', level: 1 })).toBeVisible();
});

test('a mistyped world ID is said plainly and not remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('World ID').fill('periodic-tabel');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'World not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('The server has no world with the ID periodic-tabel');
  await page.getByRole('link', { name: 'Go to the world list' }).click();
  await expect(
    page.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Solar System' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently opened' })).toHaveCount(0);
});

test('switching from the offline sample data to a server leaves no mock answering', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('checkbox', { name: /Use offline sample data/ }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('link', { name: /^Data source: 127\.0\.0\.1/ })).toBeVisible();
  await page.getByRole('link', { name: 'Worlds', exact: true }).click();
  // This preview server has no API behind /v1: its 404 must reach the page, not a mock answer.
  await expect(page.getByText('This server does not list worlds')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Solar System' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('checkbox', { name: /Use offline sample data/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('link', { name: 'Data source: offline sample data' })).toBeVisible();
  await page.getByRole('link', { name: 'Worlds', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Solar System' })).toBeVisible();
});
