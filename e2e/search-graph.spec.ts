import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

const MOON = 'http://www.wikidata.org/entity/Q405';
const EARTH = 'http://www.wikidata.org/entity/Q2';
const graphUrl = (q: string, extra = '') =>
  `/worlds/solar-system/search?q=${encodeURIComponent(q)}&limit=25&offset=0&view=graph${extra}`;
const unlabelledEarth = `wd:Q2 (${EARTH})`;
const escaped = (iri: string) => encodeURIComponent(iri).replace(/\./g, '\\.');

const viewSwitch = (page: Page, name: 'Table' | 'Graph', pressed: boolean) =>
  page.getByRole('group', { name: 'View' }).getByRole('button', { name, pressed });
const things = (page: Page) => page.getByRole('listbox', { name: 'Things and values' });
const option = (page: Page, name: string | RegExp) => things(page).getByRole('option', { name });
/** The picture is drawn and no search or added neighbourhood is still on its way. */
const drawn = async (page: Page) => {
  // A first visit starts the offline server and loads two lazy chunks: on a busy machine that takes a while.
  await expect(things(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('group', { name: /^Graph of the results/ })).toHaveAttribute('aria-busy', 'false');
};

/** WCAG 2.2 A and AA, as the graph view promises. */
async function expectNoWcag22Violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([]);
}

test('the view switch lives in the URL: Back, reload and paging keep it', async ({ page }) => {
  await page.goto('/worlds/solar-system/search?q=moon&limit=10&offset=0');
  await expect(page.getByRole('table', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
  await viewSwitch(page, 'Graph', false).click();
  await expect(page).toHaveURL(/\?q=moon&limit=10&offset=0&view=graph$/);
  await drawn(page);
  await expect(viewSwitch(page, 'Graph', true)).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/offset=10&view=graph$/);
  await expect(page.getByText('Showing 11–20')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/offset=0&view=graph$/);
  await expect(page.getByText('Showing 1–10')).toBeVisible();
  await drawn(page);

  await page.reload();
  await drawn(page);
  await viewSwitch(page, 'Table', false).click();
  await expect(page).toHaveURL(/\?q=moon&limit=10&offset=0$/);
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  await page.goBack();
  await drawn(page);
});

test('a node opens its panel, shows its neighbourhood, adds its neighbours and resets', async ({ page }) => {
  await page.goto(graphUrl('moon'));
  await drawn(page);
  await option(page, `Moon (${MOON})`).click();
  await expect(option(page, `Moon (${MOON})`)).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('region', { name: 'Moon' });
  await expect(panel.getByText(MOON, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Selected: Moon (${MOON})` })).toBeAttached();

  // The neighbourhood is the Moon's own view, as a graph: the Moon and its neighbours, described.
  await panel.getByRole('button', { name: 'Show neighbourhood' }).click();
  await expect(page).toHaveURL(new RegExp(`/thing\\?iri=${escaped(MOON)}&view=graph$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Moon' })).toBeVisible();
  await drawn(page);
  await expect(option(page, `Moon (${MOON})`)).toBeVisible();

  // Earth is a neighbour of the Moon; adding its neighbours brings the Sun into the same picture.
  await expect(option(page, /^wd:Q525 \(/)).toHaveCount(0);
  await option(page, unlabelledEarth).click();
  await page.getByRole('region', { name: 'wd:Q2' }).getByRole('button', { name: 'Add its neighbours' }).click();
  await expect(page).toHaveURL(new RegExp(`expand=${escaped(EARTH)}$`));
  await expect(page.getByText('Neighbours of 1 thing added (at most 5).')).toBeVisible();
  await drawn(page);
  // The added neighbourhood labels Earth, and brings what it links to, the Sun.
  await expect(option(page, `Earth (${EARTH})`)).toBeVisible();
  await expect(option(page, /^wd:Q525 \(/)).toBeVisible();
  await expect(option(page, `Moon (${MOON})`)).toBeVisible();

  await page.getByRole('button', { name: 'Reset to this thing' }).click();
  await expect(page).not.toHaveURL(/expand=/);
  await drawn(page);
  await expect(option(page, /^wd:Q525 \(/)).toHaveCount(0);
  await expectNoWcag22Violations(page);
});

test('a double-click on a node shows its neighbourhood', async ({ page }) => {
  await page.goto(graphUrl(MOON));
  await drawn(page);
  await option(page, unlabelledEarth).dblclick();
  await expect(page).toHaveURL(new RegExp(`/thing\\?iri=${escaped(EARTH)}&view=graph$`));
  await drawn(page);
  await expect(option(page, `Earth (${EARTH})`)).toBeVisible();
});

test('the keyboard reaches every node, moves between them, zooms, and shows a neighbourhood with Enter', async ({
  page,
}) => {
  await page.goto(graphUrl(MOON));
  await drawn(page);
  // One tab stop for the whole picture, after the picture's buttons; it starts on the searched thing.
  await page.getByRole('button', { name: 'Download as PNG' }).focus();
  await page.keyboard.press('Tab');
  const moon = option(page, `Moon (${MOON})`);
  await expect(moon).toBeFocused();
  await expect(moon).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: `Selected: Moon (${MOON})` })).toBeAttached();

  // Every node can be reached: End goes to the last, and the arrows reach others on the way.
  const count = await things(page).getByRole('option').count();
  expect(count).toBeGreaterThan(3);
  await page.keyboard.press('End');
  await expect(things(page).getByRole('option').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(things(page).getByRole('option').first()).toBeFocused();
  const visited = new Set<string>();
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
    await page.keyboard.press(key);
    const focused = things(page).locator('[role="option"]:focus');
    await expect(focused).toHaveAttribute('aria-selected', 'true');
    visited.add((await focused.getAttribute('aria-label')) ?? '');
  }
  expect(visited.size).toBeGreaterThan(1);

  // 0 fits the picture (the arrows may have moved it to bring a node into view), + zooms in, 0 fits it again.
  const scene = page.locator('svg g[transform^="translate"]').first();
  await page.keyboard.press('0');
  const before = await scene.getAttribute('transform');
  await page.keyboard.press('+');
  await expect(scene).not.toHaveAttribute('transform', before ?? '');
  await page.keyboard.press('0');
  await expect(scene).toHaveAttribute('transform', before ?? '');

  await option(page, unlabelledEarth).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/thing\\?iri=${escaped(EARTH)}&view=graph$`));
  await drawn(page);
  // A new page: focus goes to its start, and the thing is captioned by its own label in its picture.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(option(page, `Earth (${EARTH})`)).toBeVisible();
});

test('the picture downloads as SVG and as PNG under the production content security policy', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(graphUrl(MOON));
  await drawn(page);
  // A selected node is ringed on screen, not in the file.
  await option(page, `Moon (${MOON})`).click();
  await expect(option(page, `Moon (${MOON})`)).toHaveAttribute('aria-selected', 'true');

  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as SVG' }).click(),
  ]);
  // Named and titled with the world, the query and the day.
  expect(svgDownload.suggestedFilename()).toMatch(
    /^solar-system-graph-1-\d+-http-www-wikidata-org-entity-Q405-\d{4}-\d{2}-\d{2}\.svg$/,
  );
  const svg = await readFile(await svgDownload.path(), 'utf8');
  expect(svg).toContain('<svg');
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain('Moon');
  expect(svg).toMatch(
    /<title>Solar System: search “http:\/\/www\.wikidata\.org\/entity\/Q405”, rows 1–\d+, \d{4}-\d{2}-\d{2}<\/title>/,
  );
  expect(svg).not.toContain('tabindex');
  expect(svg).not.toContain('#d97706');
  await expect(page.getByText('The picture was saved as SVG.')).toBeVisible();

  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as PNG' }).click(),
  ]);
  expect(pngDownload.suggestedFilename()).toMatch(/\.png$/);
  const png = await readFile(await pngDownload.path());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.length).toBeGreaterThan(5_000);
  await expect(page.getByText('The picture was saved as PNG.')).toBeVisible();
  expect(refused).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the graph view passes axe (WCAG 2.2 AA) in the ${colorScheme} theme, at 1280 and 360 px`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(graphUrl('moon'));
    await drawn(page);
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await option(page, `Moon (${MOON})`).click();
    await expect(page.getByRole('region', { name: 'Moon' })).toBeVisible();
    await expectNoWcag22Violations(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoWcag22Violations(page);
  });
}

test('the search hint offers the keys of the view on screen: the picture has no j and k', async ({ page }) => {
  await page.goto('/worlds/solar-system/search?q=moon&limit=10&offset=0');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAccessibleDescription(/j \/ k to move through the results/);
  await viewSwitch(page, 'Graph', false).click();
  await drawn(page);
  await expect(search).toHaveAccessibleDescription(/in the picture, the arrow keys go from thing to thing/);
  await expect(search).not.toHaveAccessibleDescription(/j \/ k/);
});

test('at 360 px, a tapped node’s panel is brought into view, clear of the pager', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(graphUrl('moon'));
  await drawn(page);
  await option(page, `Moon (${MOON})`).tap();
  const panel = page.getByRole('region', { name: 'Moon' });
  const action = panel.getByRole('button', { name: 'Show neighbourhood' });
  await expect(panel.getByRole('heading', { name: 'Moon' })).toBeInViewport();
  await expect(action).toBeInViewport();
  // In view means above the pager that stays at the bottom of the screen, not under it.
  const pager = await page.getByRole('button', { name: 'Next page' }).boundingBox();
  const box = await action.boundingBox();
  if (!pager || !box) throw new Error('The pager or the panel has no size.');
  expect(box.y + box.height).toBeLessThanOrEqual(pager.y);
  await context.close();
});

test.describe('pan and zoom by pointer', () => {
  const sceneTransform = (page: Page) =>
    page.locator('svg g[transform^="translate"]').first().getAttribute('transform');
  const scaleOf = (transform: string | null) => Number(/scale\(([\d.]+)\)/.exec(transform ?? '')?.[1] ?? NaN);

  test('the mouse wheel zooms and a drag pans', async ({ page }) => {
    await page.goto(graphUrl(MOON));
    await drawn(page);
    const frame = page.getByRole('group', { name: /^Graph of the results/ });
    const box = await frame.boundingBox();
    if (!box) throw new Error('The picture has no size.');
    const fitted = await sceneTransform(page);

    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => scaleOf(await sceneTransform(page))).toBeGreaterThan(scaleOf(fitted));

    const zoomed = await sceneTransform(page);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 80, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => sceneTransform(page)).not.toBe(zoomed);
    expect(scaleOf(await sceneTransform(page))).toBe(scaleOf(zoomed));

    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await expect.poll(() => sceneTransform(page)).toBe(fitted);
  });

  test('on a touch screen, one finger pans and two fingers pinch to zoom', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(graphUrl(MOON));
    await drawn(page);
    const frame = page.getByRole('group', { name: /^Graph of the results/ });
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    if (!box) throw new Error('The picture has no size.');
    const session = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<[number, number]>) =>
      session.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map(([x, y], id) => ({ x: box.x + x, y: box.y + y, id })),
      });
    const fitted = await sceneTransform(page);

    await touch('touchStart', [[40, 40]]);
    await touch('touchMove', [[80, 60]]);
    await touch('touchMove', [[120, 90]]);
    await touch('touchEnd', []);
    await expect.poll(() => sceneTransform(page)).not.toBe(fitted);
    const panned = await sceneTransform(page);
    expect(scaleOf(panned)).toBe(scaleOf(fitted));

    // The second finger comes down after the first, as on a real screen.
    await touch('touchStart', [[150, 150]]);
    await touch('touchStart', [
      [150, 150],
      [170, 170],
    ]);
    for (const spread of [20, 40, 60, 80]) {
      await touch('touchMove', [
        [150 - spread, 150 - spread],
        [170 + spread, 170 + spread],
      ]);
    }
    await touch('touchEnd', []);
    await expect.poll(async () => scaleOf(await sceneTransform(page))).toBeGreaterThan(scaleOf(panned));
    await context.close();
  });
});

test('links’ labels never overlap, as the browser draws them, with a crowded node selected', async ({ page }) => {
  const SATURN = 'http://www.wikidata.org/entity/Q193';
  await page.goto(`/worlds/solar-system/thing?iri=${encodeURIComponent(SATURN)}&view=graph`);
  const picture = page.getByRole('listbox');
  await expect(picture.getByRole('option', { name: /^Titan/ })).toHaveCount(1);
  // Saturn, with its moons all around it, selected: its links' labels are the ones that must be drawn.
  await picture
    .getByRole('option', { name: /^Saturn/ })
    .first()
    .click();
  await expect(picture.getByRole('option', { name: /^Saturn/, selected: true }).first()).toBeVisible();
  const boxes = await page.evaluate(() =>
    // A link's label is a text of the picture outside any node (captions are inside their node's option).
    [...document.querySelectorAll('svg text')]
      .filter((text) => text.closest('[role="option"]') === null)
      .map((text) => {
        const { left, top, right, bottom } = text.getBoundingClientRect();
        return { text: text.textContent, left, top, right, bottom };
      }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  // Overlap of more than a pixel either way (the halo around letters may touch).
  const overlapping = boxes.flatMap((a, index) =>
    boxes
      .slice(index + 1)
      .filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
      .map((b) => `${a.text} / ${b.text}`),
  );
  expect(overlapping).toEqual([]);
});
