import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/*
 * A world's overview on the offline sample data (whose mock answers SPARQL with a real engine): the world opens on
 * it, it passes axe in both themes, its charts are walked with the keyboard, and a class leads to its instances on
 * the SPARQL page and one instance to its own view. Each section on the servers' doubles is proved in Vitest
 * (src/features/overview/overview-page.test.tsx).
 */

const PLANET = 'http://example.org/solar-system/Planet';
const SATURN = 'http://www.wikidata.org/entity/Q193';

/** What has focus: its accessible name as written, and whether the browser shows it as keyboard focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { lost: true, visible: false, name: '', role: '' };
    return {
      lost: false,
      visible: element.matches(':focus-visible'),
      name: element.getAttribute('aria-label') ?? element.textContent.trim(),
      role: element.getAttribute('role') ?? element.tagName.toLowerCase(),
    };
  });

test('overview → a class → its instances → one thing’s view, by keyboard, with axe in both themes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/worlds/solar-system');
  await expect(page).toHaveURL(/\/worlds\/solar-system\/overview$/);
  await expect(page.getByRole('status').filter({ hasText: 'Overview read.' })).toBeAttached({ timeout: 20_000 });
  const connections = page.getByRole('region', { name: 'How classes connect' });
  const picture = connections.getByRole('listbox');
  await expect(picture).toBeVisible();

  // One axe pass sees both forms of a chart: the classes as the table their toggle offers, the others as bars.
  const classes = page.getByRole('region', { name: 'Classes', exact: true });
  const toggle = classes.getByRole('button', { name: 'Show as table' });
  await toggle.press('Enter');
  await expect(classes.getByRole('table', { name: 'Classes by instances' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await toggle.press('Enter');

  // The classes chart: its toggle, then one Tab stop per bar, each a link that says its count, focus always shown.
  await toggle.focus();
  const bars = classes.getByRole('list', { name: 'Classes by instances' }).getByRole('link');
  const barCount = await bars.count();
  expect(barCount).toBeGreaterThan(1);
  // Past the toggle (and Show all, where there is one), the first bar.
  if ((await classes.getByRole('button', { name: /^Show all/ }).count()) > 0) await page.keyboard.press('Tab');
  for (let index = 0; index < barCount; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    expect(stop).toMatchObject({ lost: false, visible: true, role: 'a' });
    expect(stop.name).toMatch(/^.+: \d+ instances?$/);
  }

  // The picture of how classes connect is one Tab stop; the arrow keys move between its classes.
  await picture.getByRole('option').first().focus();
  const first = await focused(page);
  await page.keyboard.press('ArrowRight');
  const second = await focused(page);
  expect(second).toMatchObject({ lost: false, role: 'option' });
  expect(second.name).not.toBe(first.name);

  // A class leads to its instances: the SPARQL page, its query ready.
  const planet = classes.getByRole('link', { name: /^Planet: \d+ instances$/ });
  await planet.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/worlds\/solar-system\/sparql\?query=/);
  await expect(page.getByRole('textbox', { name: 'SPARQL query' })).toHaveValue(
    `SELECT DISTINCT ?instance WHERE { ?instance a <${PLANET}> } LIMIT 100`,
  );
  await page.getByRole('button', { name: 'Run' }).press('Enter');
  const results = page.getByRole('table', { name: 'Query results' });
  // Only the rows in view, and one more, are drawn: Saturn is found as a person finds one row among many.
  await page.getByLabel('Filter rows').fill('Q193');
  const saturn = results.getByRole('button', { name: 'wd:Q193' });
  await expect(saturn).toBeVisible({ timeout: 20_000 });

  // One instance leads to its own view.
  await saturn.click();
  await expect(page).toHaveURL(new RegExp(`/worlds/solar-system/thing\\?iri=${encodeURIComponent(SATURN)}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Saturn' })).toBeVisible();
});
