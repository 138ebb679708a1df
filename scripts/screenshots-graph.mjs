// Takes the README's screenshots of the search page's graph view, from the production build on the
// offline sample data, in light and dark. Run with `npm run screenshots:graph`; writes PNGs into docs/.
// GRAPH_SHOTS_ALL=1 also writes the 360 px and neighbourhood views into reports/, for looking at.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';
import { buildAndPreview } from './preview-build.mjs';

const port = 4319 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const server = await buildAndPreview('dist-graph', port);
const base = `http://127.0.0.1:${port}`;

const browser = await chromium.launch({
  executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
  args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function shootTable(file, width) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/worlds/solar-system/search?q=moon&limit=10&offset=0`);
  await page.getByRole('table', { name: 'Search results', busy: false }).getByRole('row').nth(1).waitFor();
  await page.getByText('Showing 1–10').waitFor();
  await page.screenshot({ path: file });
  await page.close();
  console.log(file);
}

async function shoot(
  file,
  { path, width = 1280, height = 1060, colorScheme = 'light', fullPage = false, prepare } = {},
) {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme, locale: 'en-GB' });
  await page.goto(base + path);
  await page.getByRole('listbox', { name: 'Things and values' }).waitFor();
  await page.getByText('Scenario', { exact: true }).waitFor();
  if (prepare) await prepare(page);
  await page.screenshot({ path: file, fullPage });
  await page.close();
  console.log(file);
}

try {
  const path = '/worlds/solar-system/search?q=moon&limit=10&offset=0&view=graph';
  const selectMoon = async (page) => {
    await page.getByRole('option', { name: /^Moon \(/ }).click();
    await page.getByRole('heading', { name: 'Moon', level: 2 }).waitFor();
  };
  await shoot('docs/search-graph-light.png', { path, prepare: selectMoon });
  await shoot('docs/search-graph-dark.png', { path, colorScheme: 'dark', prepare: selectMoon });
  if (process.env.GRAPH_SHOTS_ALL) {
    mkdirSync('reports', { recursive: true });
    await shoot('reports/graph-360-light.png', { path, width: 360, height: 740, fullPage: true });
    await shoot('reports/graph-360-dark.png', { path, width: 360, height: 740, colorScheme: 'dark', fullPage: true });
    await shootTable('reports/table-1280.png', 1280);
    await shootTable('reports/table-360.png', 360);
    await shoot('reports/graph-100.png', { path: '/worlds/solar-system/search?q=label&limit=100&offset=0&view=graph' });
    const moon = encodeURIComponent('http://www.wikidata.org/entity/Q405');
    const earth = encodeURIComponent('http://www.wikidata.org/entity/Q2');
    await shoot('reports/graph-neighbourhood.png', {
      path: `/worlds/solar-system/search?q=${moon}&limit=25&offset=0&view=graph&expand=${earth}`,
      prepare: async (page) => page.getByText(/Neighbours of 1 thing added/).waitFor(),
    });
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
