/*
 * The results page: prefetched Next at 10 and 100 rows, a 100-row page from the cache, a change of page size, and
 * typing. Each clock starts just before the click (or at the last keystroke) and stops once the frame that shows the
 * expected rows has been painted. The clicks' clocks are armed before the click (armPaintClock, in
 * results-page-harness.ts): a prefetched page can be drawn before Playwright's next call reaches the page. Typing's
 * results come after a pause and a request, so its clock is checked from after the typing (untilPainted).
 */
import type { Page } from '@playwright/test';
import type { Figure } from '../bench-table';
import {
  armPaintClock,
  idle,
  rowsInViewPainted,
  showing,
  untilPainted,
  type ResultsPage,
} from '../results-page-harness';
import { benchPage, RUNS, WORLD } from './bench-page';
import { FLOOR, FLOOR_CHECKED_LATE } from './floor';

const QUERY = 'palomar';

const NEXT_10 = 'Next page, prefetched, 10 rows → painted';
const NEXT_10_CHECKED_LATE =
  'Next page, prefetched, 10 rows, the clock checked from after the click (before 2026-11-26)';
const NEXT_100 = 'Next page, prefetched, 100 rows → rows in view painted';
const NEXT_100_FIRST_SCREEN = 'Next page, prefetched, 100 rows → first screen painted';
const FROM_CACHE_100 = '100-row page from the cache (Back) → painted';
const PAGE_SIZE_FIRST_SCREEN = 'page size 10 → 100 (one request) → first screen';
const PAGE_SIZE_ALL = 'page size 10 → 100 (one request) → rows in view painted';
const LAST_KEYSTROKE = 'last keystroke → results painted';

// The first row of the page is the one ranked `rank`: the new page's first screen is in.
const firstRank = (rank: number) => `document.querySelector('main table tbody tr td')?.textContent === '${rank}'`;

// The table says it has 100 rows (and its header): the 100-row page is drawn, its first screen with it.
const hundredRowsSaid = `document.querySelector('main table')?.getAttribute('aria-rowcount') === '101'`;

/**
 * Times, per run, until the new page's first row is painted and until the rows in view are (the table is virtualised:
 * the rows out of view are not drawn, rowsInViewPainted).
 */
interface Painted {
  firstScreen: number[];
  allRows: number[];
  /** The rows in view, by the clock that starts checking only once its call reaches the page (before 2026-11-26). */
  allRowsCheckedLate: number[];
}

const noneYet = (): Painted => ({ firstScreen: [], allRows: [], allRowsCheckedLate: [] });

/**
 * Arms the clocks of the new page's first row and of the rows in view, then acts (`act` sets window.benchStart just
 * before it does) and records both times, and the old clock's time of the rows in view.
 */
async function recordPainted(
  page: Page,
  times: Painted,
  firstScreen: string,
  allRows: string,
  act: () => Promise<void>,
) {
  const [first, all] = [await armPaintClock(page, firstScreen), await armPaintClock(page, allRows)];
  await act();
  // The old clock's call first, so that it reaches the page when it always did.
  const [late, ...armed] = await Promise.all([untilPainted(page, allRows), first(), all()]);
  times.firstScreen.push(armed[0]);
  times.allRows.push(armed[1]);
  times.allRowsCheckedLate.push(late);
}

async function openResults(page: Page, base: string, limit: number) {
  await page.goto(`${base}/worlds/${WORLD}/search?q=${QUERY}&limit=${limit}&offset=0`);
  await page.waitForFunction(`${idle} && ${rowsInViewPainted(limit, 1)}`);
}

async function nextPagePrefetched({ base, browser }: ResultsPage, limit: number): Promise<Painted> {
  const times = noneYet();
  for (let run = 0; run < RUNS; run++) {
    const page = await benchPage(browser);
    const prefetched = page.waitForResponse((response) => response.url().includes(`offset=${limit}`));
    await openResults(page, base, limit);
    // Prefetched: the next page has arrived before the click (and a moment to settle into the cache).
    await prefetched;
    await page.waitForTimeout(200);
    await recordPainted(
      page,
      times,
      `${showing(limit + 1)} && ${firstRank(limit + 1)}`,
      `${showing(limit + 1)} && ${idle} && ${rowsInViewPainted(limit, limit + 1)}`,
      () =>
        page.evaluate(() => {
          const next = [...document.querySelectorAll('button')].find((button) =>
            button.textContent.includes('Next page'),
          );
          (window as unknown as { benchStart: number }).benchStart = performance.now();
          next?.click();
        }),
    );
    await page.close();
  }
  return times;
}

async function hundredRowsFromCache({ base, browser }: ResultsPage) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await benchPage(browser);
    await openResults(page, base, 100);
    // Away to the settings inside the app, then Back: the results come from the cache, so this is rendering only.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    const painted = await armPaintClock(page, `${idle} && ${rowsInViewPainted(100, 1)}`);
    await page.evaluate(() => {
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      history.back();
    });
    times.push(await painted());
    await page.close();
  }
  return times;
}

async function pageSizeTo100({ base, browser }: ResultsPage): Promise<Painted> {
  const times = noneYet();
  for (let run = 0; run < RUNS; run++) {
    const page = await benchPage(browser);
    await openResults(page, base, 10);
    await recordPainted(
      page,
      times,
      `${showing(1)} && ${hundredRowsSaid}`,
      `${idle} && ${rowsInViewPainted(100, 1)}`,
      () =>
        page.evaluate(() => {
          const select = document.querySelector<HTMLSelectElement>('select');
          if (!select) return;
          (window as unknown as { benchStart: number }).benchStart = performance.now();
          select.value = '100';
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }),
    );
    await page.close();
  }
  return times;
}

async function lastKeystrokeToResults({ base, browser }: ResultsPage) {
  const times: number[] = [];
  // One word each, so that the rows of its results are known by the word marked in them.
  const queries = ['catalina', 'socorro', 'mauna', 'siding', 'kitt', 'silla', 'spring'];
  for (let run = 0; run < RUNS; run++) {
    const query = queries[run % queries.length] ?? 'catalina';
    const page = await benchPage(browser);
    await openResults(page, base, 10);
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

export async function searchFigures(results: ResultsPage): Promise<Figure[]> {
  const next10 = await nextPagePrefetched(results, 10);
  const next100 = await nextPagePrefetched(results, 100);
  const fromCache = await hundredRowsFromCache(results);
  const pageSize = await pageSizeTo100(results);
  const typing = await lastKeystrokeToResults(results);
  return [
    {
      name: NEXT_10,
      values: next10.allRows,
      against: FLOOR,
      compare: 'difference',
      goal: {
        text: 'within 16 ms of the floor',
        met: (median, floor) => floor !== undefined && median - floor <= 16,
      },
    },
    {
      name: NEXT_10_CHECKED_LATE,
      values: next10.allRowsCheckedLate,
      against: FLOOR_CHECKED_LATE,
      compare: 'difference',
    },
    {
      name: NEXT_100,
      values: next100.allRows,
      against: NEXT_10,
      goal: {
        text: 'within 1.25× the 10-row figure',
        met: (median, tenRows) => tenRows !== undefined && median <= 1.25 * tenRows,
      },
    },
    { name: NEXT_100_FIRST_SCREEN, values: next100.firstScreen, against: NEXT_10 },
    { name: FROM_CACHE_100, values: fromCache, against: NEXT_100 },
    // The same 100 rows as a prefetched Next, plus one request to the 50 ms server: the difference is its cost.
    {
      name: PAGE_SIZE_FIRST_SCREEN,
      values: pageSize.firstScreen,
      against: NEXT_100_FIRST_SCREEN,
      compare: 'difference',
    },
    { name: PAGE_SIZE_ALL, values: pageSize.allRows, against: NEXT_100, compare: 'difference' },
    {
      name: LAST_KEYSTROKE,
      values: typing,
      // Beyond a 10-row page's drawing: the typing pause and the request to the 50 ms server.
      against: NEXT_10,
      compare: 'difference',
      goal: { text: '≤ 250 ms', met: (median) => median <= 250 },
    },
  ];
}
