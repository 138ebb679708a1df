import { expect, test, type Page } from '@playwright/test';
import { dataplaneIdOf } from '../src/mocks/dialects/dataplane-world';
import { DATAPLANE_SPECS } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import type { RecordedApiRequest, TestApiConfig } from './test-api/protocol';

/*
 * Search on the dataplane server in a real browser: the built dashboard's preview proxying to the dataplane test
 * server (DATAPLANE_SPECS.search, the dialect left to detection), which answers as recorded/dataplane does.
 * Scores with their kind, the mode, a fallback search's unranked rows, a hidden predicate's chip and the minimum
 * score; reached with the keyboard alone, and checked with axe in both themes. The test server is shared with the
 * dataplane journeys of dialects.spec.ts, so these run one at a time and reset it.
 */

const { apiPort, appPort } = DATAPLANE_SPECS.search;
const api = `http://127.0.0.1:${String(apiPort)}`;
const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const searchPath = (query: string) => `/worlds/${dataplaneIdOf('solar-system')}/search${query}`;

const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
const loaded = (page: Page) => expect(results(page)).toHaveAttribute('aria-busy', 'false');
const statusLine = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
const hiddenChip = (page: Page) => page.getByRole('button', { name: 'Remove filter: hidden predicate rdfs:label' });

async function control(path: string, body?: TestApiConfig | Record<string, never>) {
  const response = await fetch(`${api}/__test/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 200 ? ((await response.json()) as RecordedApiRequest[]) : [];
}
const searchBodies = async () =>
  (await control('requests'))
    .filter((request) => request.method === 'POST' && request.path.endsWith('/search'))
    .map((request) => JSON.parse(request.body ?? 'null') as unknown);

/** Walks the focused row's buttons with → until `target` has focus. */
async function arrowTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let step = 0; step < 8 && !(await target.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
}

test.describe('search on the dataplane server, through the proxy', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: `http://127.0.0.1:${String(appPort)}` });

  let uncaught: string[] = [];
  test.beforeEach(async ({ page }) => {
    await control('reset', {});
    uncaught = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
  });
  test.afterEach(async () => {
    await control('reset', {});
    expect(uncaught).toEqual([]);
  });

  test('a fallback search with a hidden predicate: unranked rows, its chip, axe in both themes', async ({ page }) => {
    test.setTimeout(90_000);
    await control('config', { searchEngine: 'down' });
    await page.goto(searchPath('?q=moon'));
    await loaded(page);
    await expect(statusLine(page)).toContainText('fallback search (plain text match, unranked)');
    await expect(page.getByText('These results are unranked')).toBeVisible();
    await expect(results(page).getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('Unranked');

    // From the keyboard: the first row, then → to its Hide.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('j');
    const labelRow = results(page)
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'rdfs:label', exact: true }) })
      .first();
    await labelRow.focus();
    await arrowTo(page, labelRow.getByRole('button', { name: 'Hide the predicate rdfs:label from the results' }));
    await page.keyboard.press('Enter');

    await expect(hiddenChip(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`hide-predicate=${encodeURIComponent(LABEL)}`));
    await loaded(page);
    await expect(results(page).getByRole('button', { name: 'rdfs:label', exact: true })).toHaveCount(0);
    // The row is gone with its page: focus is on the results, which say what is shown.
    await expect(page.getByRole('region', { name: 'Results' })).toBeFocused();
    expect((await searchBodies()).at(-1)).toEqual({
      query: 'moon',
      limit: 100,
      filter: { exclude: { predicates: [LABEL] } },
    });
    await expectNoAxeViolations(page);

    // At 360 px too: the chip and the unranked rows as cards.
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The chip is the stop before the results; Enter removes it and focus stays on the results.
    await page.keyboard.press('Shift+Tab');
    await expect(hiddenChip(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hiddenChip(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/hide-predicate/);
    await expect(page.getByRole('region', { name: 'Results' })).toBeFocused();
  });

  test('ranked scores with their kind, and a minimum score set from the keyboard', async ({ page }) => {
    await page.goto(searchPath('?q=moon'));
    await loaded(page);
    await expect(statusLine(page)).toHaveText('Showing 1–10 · keyword search (full text)');
    const firstScore = results(page).getByRole('row').nth(1).getByRole('cell').nth(1);
    await expect(firstScore).toContainText('1.00');
    await expect(firstScore).toContainText('RRF');

    const field = page.getByRole('textbox', { name: 'Minimum score' });
    await expect(field).toHaveValue('0');
    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0.95');
    await page.keyboard.press('Enter');
    await expect(statusLine(page)).toHaveText(/^Showing 1–\d+ · keyword search \(full text\) · minimum score 0\.95$/);
    await expect(page).toHaveURL(/min-score=0\.95/);
    expect((await searchBodies()).at(-1)).toEqual({ query: 'moon', limit: 100, minScore: 0.95 });
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
