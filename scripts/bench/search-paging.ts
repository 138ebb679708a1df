// Prefetched Next on the search page, 10 rows a page and 100, side by side: with the table virtualised, a 100-row
// page draws only the rows in view, so it should cost about what a 10-row page does (goal: within 1.25×).
//
// "Painted" for a virtualised table is rowsInViewPainted (results-page-harness.ts).
import type { Page } from '@playwright/test';
import type { Figure } from '../bench-table';
import { idle, rowsInViewPainted, showing, untilPainted, type ResultsPage } from '../results-page-harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WORLD = 'minor-planets';
const QUERY = 'palomar';

async function nextPagePrefetched(browser: ResultsPage['browser'], base: string, limit: number) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const prefetched = page.waitForResponse((response) => response.url().includes(`offset=${limit}`));
    await page.goto(`${base}/worlds/${WORLD}/search?q=${QUERY}&limit=${limit}&offset=0`);
    await page.waitForFunction(`${idle} && ${rowsInViewPainted(limit, 1)}`);
    // Prefetched: the next page has arrived before the click (and a moment to settle into the cache).
    await prefetched;
    await page.waitForTimeout(200);
    await page.evaluate(() => {
      const next = [...document.querySelectorAll('button')].find((button) => button.textContent.includes('Next page'));
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      next?.click();
    });
    times.push(await untilPainted(page, `${showing(limit + 1)} && ${idle} && ${rowsInViewPainted(limit, limit + 1)}`));
    await page.close();
  }
  return times;
}

export async function searchPaging({ browser, base }: ResultsPage): Promise<Figure[]> {
  const ten = await nextPagePrefetched(browser, base, 10);
  const hundred = await nextPagePrefetched(browser, base, 100);
  return [
    { name: 'prefetched Next, 10 rows, painted', values: ten },
    {
      name: 'prefetched Next, 100 rows, rows in view painted',
      values: hundred,
      against: 'prefetched Next, 10 rows, painted',
      goal: {
        text: 'within 1.25× of 10 rows',
        met: (value, reference) => reference !== undefined && value <= 1.25 * reference,
      },
    },
  ];
}
