// Screenshots of the search page on the dataplane server (issue 26), light and dark, at 1000 px and 360 px: ranked
// rows with their kind of score and the mode, a minimum score refused and set, a hidden predicate's chip, a fallback
// search's unranked rows, the last of the 100 rows, a slow search and a failing one. The production build's preview
// proxies to the dataplane double (e2e/test-api/server.ts --dialect dataplane). Run with
// `node scripts/screenshots-search-dataplane.mjs [folder]`; writes PNGs into the folder
// (test-results/search-dataplane-screens by default), never into docs/.
import { startScreenshots } from './screenshot-kit.mjs';

const out = process.argv[2] ?? 'test-results/search-dataplane-screens';
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const key = 'screenshot-key';
const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';

// The dialect left to detection, as a person who sets only WORLDS_API_URL leaves it.
const { apiBase, base, browser, configure, close } = await startScreenshots({
  out,
  apiPort: 4793 + offset,
  appPort: 4693 + offset,
  serverArgs: ['--dialect', 'dataplane', '--api-key', key],
  env: { WORLDS_API_KEY: key, WORLDS_API_DIALECT: 'auto' },
  name: 'dataplane',
});

/** The page as it is now, in both themes, at both widths. */
async function shoot(page, name) {
  for (const width of [1000, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await page.waitForTimeout(300);
      const path = `${out}/${name}-${width}-${dark ? 'dark' : 'light'}.png`;
      await page.screenshot({ path, fullPage: width !== 360 });
      console.log(path);
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1000, height: 900 });
}

try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const { worlds } = await (await fetch(`${apiBase}/worlds`, { headers: { Authorization: `Bearer ${key}` } })).json();
  const solarSystem = worlds.find((world) => world.displayName === 'Solar System');
  const searchUrl = `${base}/worlds/${solarSystem.id}/search`;
  const loaded = () =>
    page.getByRole('table', { name: 'Search results' }).and(page.locator('[aria-busy="false"]')).waitFor();

  await page.goto(`${searchUrl}?q=moon`);
  await loaded();
  await shoot(page, 'search-1-ranked');

  const field = page.getByRole('textbox', { name: 'Minimum score' });
  await field.fill('1.5');
  await field.press('Enter');
  await page.getByText('Enter a number from 0 to 1, such as 0.5.').waitFor();
  await shoot(page, 'search-2-min-score-refused');
  await field.fill('0.95');
  await field.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: /minimum score 0\.95/ })
    .waitFor();
  await shoot(page, 'search-3-min-score');

  await configure({ searchEngine: 'down' });
  await page.goto(`${searchUrl}?q=moon&hide-predicate=${encodeURIComponent(LABEL)}`);
  await loaded();
  await shoot(page, 'search-4-fallback-hidden');
  await configure({ searchEngine: 'up' });

  await page.goto(`${searchUrl}?q=the&limit=10&offset=50`);
  await loaded();
  await shoot(page, 'search-5-later-page');

  await configure({
    misbehave: { method: 'POST', status: 200, body: '{"results":[],"mode":"keyword"}', delayMs: 6000 },
  });
  await page.goto(`${searchUrl}?q=saturn`);
  await page.getByRole('button', { name: 'Cancel' }).waitFor();
  await shoot(page, 'search-6-slow');

  await configure({
    misbehave: {
      method: 'POST',
      status: 404,
      body: '{"error":{"code":"NOT_FOUND","message":"World database not found"}}',
      headers: { 'Content-Type': 'application/json' },
    },
  });
  await page.goto(`${searchUrl}?q=titan`);
  await page.getByText('This world does not exist').waitFor();
  await shoot(page, 'search-7-failing');
  await configure({
    misbehave: {
      method: 'POST',
      status: 400,
      body: JSON.stringify({
        success: false,
        error: {
          name: 'ZodError',
          message: JSON.stringify([{ path: ['minScore'], message: 'Too big: expected number to be <=1' }]),
        },
      }),
      headers: { 'Content-Type': 'application/json' },
    },
  });
  await page.goto(`${searchUrl}?q=europa`);
  await page.getByText('The search failed').waitFor();
  await shoot(page, 'search-8-refused');
} finally {
  await close();
}
