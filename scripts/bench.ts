// How fast the results page feels, from a production build in Chromium, against a Worlds API server that answers
// every request after 50 ms. Run with `npm run bench`; prints medians, asserts nothing.
//
// Each figure runs in the page: the clock starts just before the click (or at the last keystroke) and stops once the
// frame that shows the expected rows has been rendered (untilPainted, in results-page-harness.ts).
import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { idle, rows, showing, startResultsPage, untilPainted } from './results-page-harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SERVER_LATENCY_MS = 50;
// E2E_PORT_OFFSET keeps two checkouts' servers apart, as in playwright.config.ts.
const PREVIEW_PORT = 4699 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const WORLD = 'minor-planets';
const QUERY = 'palomar';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const format = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, ${values.length} runs)`;

const { base, api, browser, close } = await startResultsPage({ port: PREVIEW_PORT, latencyMs: SERVER_LATENCY_MS });

// The first row of the page is the one ranked `rank`: the new page's first screen is in.
const firstRank = (rank: number) => `document.querySelector('main table tbody tr td')?.textContent === '${rank}'`;

/** Times, per run, until the new page's first screen is painted and until all its rows are in and painted. */
interface Painted {
  firstScreen: number[];
  allRows: number[];
}

/** Waits, at once, for the new page's first screen and for all its rows, and records both times. */
async function recordPainted(page: Page, times: Painted, firstScreen: string, allRows: string) {
  const [first, all] = await Promise.all([untilPainted(page, firstScreen), untilPainted(page, allRows)]);
  times.firstScreen.push(first);
  times.allRows.push(all);
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
      const next = [...document.querySelectorAll('button')].find((button) => button.textContent.includes('Next page'));
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      next?.click();
    });
    await recordPainted(
      page,
      times,
      `${showing(limit + 1)} && ${firstRank(limit + 1)}`,
      `${showing(limit + 1)} && ${idle} && ${rows} === ${limit}`,
    );
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
    await recordPainted(page, times, `${showing(1)} && ${rows} > 10`, `${idle} && ${rows} === 100`);
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

/*
 * A thing of 200 triples (150 about it: its label, 99 values under 20 predicates and 50 links to named things; 50
 * links to it), written by SPARQL update into the scratchpad world, and a thing that links to it, whose view is the start.
 */
const BENCH = 'http://example.org/bench/';
const THING = `${BENCH}thing`;
const ORIGIN = `${BENCH}origin`;
const LABEL = '<http://www.w3.org/2000/01/rdf-schema#label>';

async function writeDescribedThing() {
  const lines = [`<${ORIGIN}> ${LABEL} "Origin" .`, `<${ORIGIN}> <${BENCH}leadsTo> <${THING}> .`];
  lines.push(`<${THING}> ${LABEL} "Described thing" .`);
  for (let index = 1; index < 100; index++) lines.push(`<${THING}> <${BENCH}property${index % 20}> "value ${index}" .`);
  for (let index = 0; index < 50; index++) {
    lines.push(`<${THING}> <${BENCH}linksTo> <${BENCH}neighbour${index}> .`);
    lines.push(`<${BENCH}neighbour${index}> ${LABEL} "Neighbour ${index}" .`);
    // The origin's link is the 50th link to it.
    if (index < 49) lines.push(`<${BENCH}follower${index}> <${BENCH}follows> <${THING}> .`);
  }
  const reply = await fetch(`${api}/v1/worlds/scratchpad/sparql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/sparql-update' },
    body: `INSERT DATA { ${lines.join('\n')} }`,
  });
  if (!reply.ok) throw new Error(`The bench's thing was not written: ${reply.status} ${await reply.text()}`);
}

const describedStatus = (outgoing: number, incoming: number) =>
  `[...document.querySelectorAll('main [role=status]')].some((status) => status.textContent === '${outgoing} statements about it, ${incoming} links to it.')`;

/** From a click on a link in one thing's view to the painted view of the thing it names, never read before. */
async function clickToDescribedThing() {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await page.goto(`${base}/worlds/scratchpad/thing?iri=${encodeURIComponent(ORIGIN)}`);
    await page.waitForFunction(describedStatus(2, 0));
    await page.evaluate((iri) => {
      const link = document.querySelector<HTMLElement>(`main a[title="${iri}"]`);
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      link?.click();
    }, THING);
    times.push(await untilPainted(page, describedStatus(150, 50)));
    await page.close();
  }
  return times;
}

/**
 * The Data page's check of a 50,000-triple Turtle file (features/world-data/rdf-check.ts): n3 in the page's worker,
 * as the page runs it. The time from posting the text to its count, and the longest gap between the page's frames
 * meanwhile (a page that stays responsive keeps it near 16 ms).
 */
async function checkFiftyThousandTriples() {
  const worker = readdirSync('dist/assets').find((file) => /^rdf-check-worker-.*\.js$/.test(file));
  if (!worker) throw new Error('No rdf-check-worker chunk in dist/assets');
  const times: number[] = [];
  const gaps: number[] = [];
  let triples = 0;
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${base}/settings`);
    // A string, not a function: tsx would wrap the function's named helpers in a __name() the page does not have.
    const result = await page.evaluate<{ elapsed: number; longest: number; counted: number }>(`(async (url) => {
      let text = '@prefix ex: <http://example.org/> .\\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\\n';
      for (let n = 0; n < 25000; n++) text += 'ex:thing' + n + ' rdfs:label "Thing number ' + n + '"@en ;\\n  ex:next ex:thing' + (n + 1) + ' .\\n';
      let longest = 0;
      let last = performance.now();
      let watching = true;
      const frame = (now) => {
        longest = Math.max(longest, now - last);
        last = now;
        if (watching) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      const start = performance.now();
      const counted = await new Promise((resolve) => {
        const check = new Worker(url, { type: 'module' });
        check.onmessage = ({ data }) => {
          if (data.result) {
            check.terminate();
            resolve(data.result.triples ?? -1);
          }
        };
        check.postMessage({ text, format: 'turtle' });
      });
      const elapsed = performance.now() - start;
      watching = false;
      return { elapsed, longest, counted };
    })(${JSON.stringify(`/assets/${worker}`)})`);
    times.push(result.elapsed);
    gaps.push(result.longest);
    triples = result.counted;
    await page.close();
  }
  return { times, gaps, triples };
}

try {
  const check = await checkFiftyThousandTriples();
  console.log(`Import check of a ${check.triples}-triple Turtle file (n3, in a worker): ${format(check.times)}`);
  console.log(`  longest gap between the page's frames meanwhile:       ${format(check.gaps)}`);
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
  await writeDescribedThing();
  console.log(`Click → a thing's view painted (200 triples, by SPARQL): ${format(await clickToDescribedThing())}`);
} finally {
  await close();
}
