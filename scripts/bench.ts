// How fast the results page feels, from a production build in Chromium, against a Worlds API server that answers
// every request after 50 ms. Run with `npm run bench`; prints medians, asserts nothing.
//
// Each figure runs in the page: the clock starts just before the click (or at the last keystroke) and stops once the
// frame that shows the expected rows has been rendered: the condition is checked at each animation frame, and when it
// holds, the clock stops in a task queued from that frame's callback, which runs after the frame's style, layout and
// paint. The checks are cheap (no innerText, which would lay out and serialise the page in every frame and be timed
// as the app's). The conditions are strings evaluated in the page, hence bypassCSP (the build's policy forbids eval,
// rightly).
import { chromium, type Page } from '@playwright/test';
import { getResponse } from 'msw';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { preview } from 'vite';
import { handlers } from '../src/mocks/handlers';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SERVER_LATENCY_MS = 50;
// E2E_PORT_OFFSET keeps two checkouts' servers apart, as in playwright.config.ts.
const PREVIEW_PORT = 4699 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const WORLD = 'minor-planets';
const QUERY = 'palomar';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const format = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, ${values.length} runs)`;

execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });

// The offline mock's handlers as a real HTTP server, slowed to SERVER_LATENCY_MS per request.
const api = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks);
    const headers = Object.entries(request.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    );
    const [reply] = await Promise.all([
      getResponse(handlers, new Request(url, { method: request.method, headers, body })),
      new Promise((resolve) => setTimeout(resolve, SERVER_LATENCY_MS)),
    ]);
    if (!reply || reply.type === 'error') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(reply.status, Object.fromEntries(reply.headers)).end(await reply.text());
  });
});
await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
process.env.WORLDS_API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
process.env.WORLDS_API_KEY = '';
process.env.WORLDS_API_DIALECT = '';
const server = await preview({ preview: { port: PREVIEW_PORT, strictPort: true, host: '127.0.0.1' } });
const base = `http://127.0.0.1:${PREVIEW_PORT}`;

const browser = await chromium.launch({
  executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
  args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/**
 * In the page: resolves with the ms from window.benchStart to the end of the first frame in which `done` holds (a
 * message posted from the frame's animation callback is handled after that frame's rendering). A string, since
 * tsx would wrap a function's inner helpers in its __name(), which the page does not have.
 */
function untilPainted(page: Page, done: string) {
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = () => resolve(performance.now() - window.benchStart);
    const check = () => {
      if (${done}) afterFrame.port2.postMessage(null);
      else if (performance.now() - window.benchStart > 15000) reject(new Error('not painted within 15 s: ' + ${JSON.stringify(done)}));
      else requestAnimationFrame(check);
    };
    check();
  })`);
}

// The results table is the one captioned "Search results" (the only table on the page).
const rows = `document.querySelectorAll('main table tbody tr').length`;
const idle = `document.querySelector('main table')?.getAttribute('aria-busy') === 'false'`;
// The status line above the table; textContent, since innerText would force a layout in every checked frame.
const showing = (from: number) =>
  `[...document.querySelectorAll('main [role=status]')].some((status) => status.textContent.includes('Showing ${from}–'))`;

// The first row of the page is the one ranked `rank`: the new page's first screen is in.
const firstRank = (rank: number) => `document.querySelector('main table tbody tr td')?.textContent === '${rank}'`;

/** Times, per run, until the new page's first screen is painted and until all its rows are in and painted. */
interface Painted {
  firstScreen: number[];
  allRows: number[];
}

async function openResults(page: Page, limit: number) {
  await page.goto(`${base}/worlds/${WORLD}/search?q=${QUERY}&limit=${limit}&offset=0`);
  await page.waitForFunction(`${idle} && ${rows} === ${limit}`);
}

async function nextPagePrefetched(limit: number): Promise<Painted> {
  const times: Painted = { firstScreen: [], allRows: [] };
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const prefetched = page.waitForResponse((response) => response.url().includes(`offset=${limit}`));
    await openResults(page, limit);
    // Prefetched: the next page has arrived before the click (and a moment to settle into the cache).
    await prefetched;
    await page.waitForTimeout(200);
    await page.evaluate(() => {
      const next = [...document.querySelectorAll('button')].find((button) => button.textContent?.includes('Next page'));
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      next?.click();
    });
    const [firstScreen, allRows] = await Promise.all([
      untilPainted(page, `${showing(limit + 1)} && ${firstRank(limit + 1)}`),
      untilPainted(page, `${showing(limit + 1)} && ${idle} && ${rows} === ${limit}`),
    ]);
    times.firstScreen.push(firstScreen);
    times.allRows.push(allRows);
    await page.close();
  }
  return times;
}

async function hundredRowsFromCache() {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await openResults(page, 100);
    // Away to the settings inside the app, then Back: the results come from the cache, so this is rendering only.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      history.back();
    });
    times.push(await untilPainted(page, `${idle} && ${rows} === 100`));
    await page.close();
  }
  return times;
}

async function pageSizeTo100(): Promise<Painted> {
  const times: Painted = { firstScreen: [], allRows: [] };
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await openResults(page, 10);
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('select');
      if (!select) return;
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      select.value = '100';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const [firstScreen, allRows] = await Promise.all([
      untilPainted(page, `${showing(1)} && ${rows} > 10`),
      untilPainted(page, `${idle} && ${rows} === 100`),
    ]);
    times.firstScreen.push(firstScreen);
    times.allRows.push(allRows);
    await page.close();
  }
  return times;
}

async function lastKeystrokeToResults() {
  const times: number[] = [];
  // One word each, so that the rows of its results are known by the word marked in them.
  const queries = ['catalina', 'socorro', 'mauna', 'siding', 'kitt', 'silla', 'spring'];
  for (let run = 0; run < RUNS; run++) {
    const query = queries[run % queries.length] ?? 'catalina';
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await openResults(page, 10);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('');
    // The clock starts at each keydown; the last one is what counts.
    await page.evaluate(() =>
      document.addEventListener(
        'keydown',
        () => ((window as unknown as { benchStart: number }).benchStart = performance.now()),
        true,
      ),
    );
    await box.pressSequentially(query, { delay: 40 });
    // The URL changes a frame before the rows do: the rows of the new query are what counts.
    const marked = `document.querySelector('main table tbody mark')?.textContent.toLowerCase() === ${JSON.stringify(query)}`;
    times.push(await untilPainted(page, `${idle} && ${marked}`));
    await page.close();
  }
  return times;
}

try {
  console.log(
    `Production build, Chromium, a Worlds API answering after ${SERVER_LATENCY_MS} ms; "${QUERY}" in ${WORLD}.`,
  );
  console.log(`100-row results page rendered (from the cache, Back): ${format(await hundredRowsFromCache())}`);
  const next100 = await nextPagePrefetched(100);
  console.log(`Next page, prefetched, 100 rows → first screen painted: ${format(next100.firstScreen)}`);
  console.log(`                                 → all 100 rows painted: ${format(next100.allRows)}`);
  console.log(
    `Next page, prefetched, 10 rows → painted:               ${format((await nextPagePrefetched(10)).allRows)}`,
  );
  const pageSize = await pageSizeTo100();
  console.log(`Results per page 10 → 100 (1 request) → first screen:   ${format(pageSize.firstScreen)}`);
  console.log(`                                       → all 100 rows:   ${format(pageSize.allRows)}`);
  console.log(`Last keystroke → results (300 ms typing pause):      ${format(await lastKeystrokeToResults())}`);
} finally {
  await browser.close();
  await server.close();
  api.close();
}
