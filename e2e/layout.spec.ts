import { expect, test, type Page } from '@playwright/test';
import { watchLayoutShifts } from './layout-shifts';

/** Values a server may well send: a 120-character name and a 4,990-character description, neither with a space. */
const longName = 'N'.repeat(120);
const longDescription = 'D'.repeat(4990);

/** Puts the long values into the offline server's store (shared by the browser's tabs) before the page loads. */
async function withLongValues(page: Page) {
  await page.addInitScript(
    ([name, description]) => {
      const edits = { 'solar-system': { name, description, updatedAt: 1 } };
      localStorage.setItem('worlds-dashboard:mock-edits', JSON.stringify(edits));
    },
    [longName, longDescription],
  );
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('long unbroken values wrap everywhere a server value shows', async ({ page }) => {
    await withLongValues(page);
    await page.goto('/worlds/solar-system/edit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(longName);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // The conflict view shows both long values side by side.
    await page.evaluate(
      (description) =>
        localStorage.setItem(
          'worlds-dashboard:mock-edits',
          JSON.stringify({ 'solar-system': { name: 'Changed elsewhere', description, updatedAt: 2 } }),
        ),
      longDescription,
    );
    await page.getByRole('textbox', { name: 'Name' }).fill('M'.repeat(120));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this world' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: "Take the server's" }).click();

    await page.getByRole('link', { name: 'Worlds', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Recently opened' })).toBeVisible();
    await expect(page.getByRole('region', { name: /All worlds/ }).getByText('solar-system')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the pager keeps to one row, and the keyboard hints are not shown on a touch screen', async ({ page }) => {
    await page.goto('/worlds/solar-system/search?q=moon&limit=10&offset=0');
    await expect(page.getByText('Showing 1–10')).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const box = await pager.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(40);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expect(page.getByText(/to move through the results/)).toBeHidden();
    await expect(page.getByText(/Enter searches at once/)).toBeVisible();
  });

  test('a thing’s links are cards as wide as their list, not squeezed into its first column', async ({ page }) => {
    await page.goto(`/worlds/solar-system/thing?iri=${encodeURIComponent('http://www.wikidata.org/entity/Q193')}`);
    const list = page.getByRole('table', { name: /What it says/ });
    const moon = list.getByRole('row').filter({ hasText: 'Titan' });
    await expect(moon).toBeVisible();
    const listWidth = (await list.boundingBox())?.width ?? 0;
    expect(listWidth).toBeGreaterThan(300);
    expect((await moon.boundingBox())?.width).toBeGreaterThan(listWidth - 4);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the world list does not move when the New world link arrives', async ({ page }) => {
    const shiftsInMain = await watchLayoutShifts(page, 'main');
    // What says whether the server creates worlds (its dialect's code) comes after the page's first render.
    await page.route('**/assets/v1-*.js', async (route) => {
      await expect(page.getByRole('region', { name: /All worlds/ })).toBeVisible();
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'New world' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Solar System' }),
    ).toBeVisible();
    // Layout shifts are reported with the frame after them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shiftsInMain()).toEqual([]);
  });

  test('the header does not move when the Scenario menu arrives', async ({ page }) => {
    const shiftsInHeader = await watchLayoutShifts(page, 'header');
    await page.goto('/');
    await expect(page.getByText('Scenario', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Solar System' }),
    ).toBeVisible();
    expect(await shiftsInHeader()).toEqual([]);
  });
});

test('at 768 px the Object column gets the room, not the Details button', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/worlds/solar-system/search?q=moon&limit=10&offset=0');
  const table = page.getByRole('table', { name: 'Search results' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const width = async (name: string) => (await table.getByRole('columnheader', { name }).boundingBox())?.width ?? 0;
  expect(await width('Object')).toBeGreaterThanOrEqual(200);
  expect(await width('Actions')).toBeLessThanOrEqual(90);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('Next page brings the reader to the start of the results', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/worlds/solar-system/search?q=moon&limit=25&offset=0');
  await expect(page.getByText('Showing 1–25')).toBeVisible();
  // Read to the end of the page, where the pager is: scrolled there, not to the last row drawn, which the virtualised
  // table lets go once the window rests (an element held across that would be detached mid-scroll).
  const toPageEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await toPageEnd();
  await expect(page.getByText('Showing 1–25')).not.toBeInViewport();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Showing 26–50')).toBeInViewport();
  await toPageEnd();
  await expect(page.getByText('Showing 26–50')).not.toBeInViewport();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText('Showing 1–25')).toBeInViewport();
});

test('the copy message is a passing, announced status that moves nothing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/worlds/solar-system/search?q=moon&limit=10&offset=0');
  const table = page.getByRole('table', { name: 'Search results' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const before = await table.boundingBox();

  await page.getByText(/^Export/).click();
  await page.getByRole('button', { name: 'Copy curl command' }).click();
  const message = page.getByRole('status').filter({ hasText: 'Copied the curl command' });
  await expect(message).toBeVisible();
  expect((await table.boundingBox())?.y).toBe(before?.y);
  // It goes by itself.
  await expect(message).toBeHidden({ timeout: 10_000 });
});
