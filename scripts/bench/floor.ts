/*
 * The floor every click figure is read against: from a click to the paint of a route change that renders nothing
 * new. The click is on the world's Search tab while that tab's page (no query yet) is shown: the router navigates
 * (a new history entry in place of the old, as a link to the current URL does), the world's frame and the search
 * page render again, and nothing on screen changes. So the figure holds the click's event, the router, React's
 * render and commit of the page, and one frame: what any click that changes the route pays before drawing anything
 * of its own. No DOM changes, so the clock stops at the frame after React's commit (COMMIT_HOOK in bench-page.ts).
 *
 * The clock is armed before the click (armPaintClock). Until 2026-11-26 it was checked only once Playwright's next
 * call reached the page, often after the commit: the clock then stopped at that call's arrival, with no frame in
 * between, and the floor was lower than a frame after the commit. That figure is kept beside it (FLOOR_CHECKED_LATE).
 */
import type { Figure } from '../bench-table';
import { armPaintClock, untilPainted, type ResultsPage } from '../results-page-harness';
import { benchPage, RUNS, WORLD } from './bench-page';

export const FLOOR = 'floor: click → painted, a route change that draws nothing new';
export const FLOOR_CHECKED_LATE = 'floor, the clock checked from after the click (before 2026-11-26)';

export async function floorFigures({ base, browser }: ResultsPage): Promise<Figure[]> {
  const times: number[] = [];
  const checkedLate: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await benchPage(browser);
    const url = `${base}/worlds/${WORLD}/search`;
    await page.goto(url);
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    // The world's name and the server's capabilities are in: nothing is left to arrive during the click.
    await page.waitForLoadState('networkidle');
    const committed = 'window.benchCommitted === true';
    const painted = await armPaintClock(page, committed);
    await page.evaluate(() => {
      const tab = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="World"] a')].find(
        (link) => link.textContent === 'Search',
      );
      const bench = window as unknown as {
        benchStart: number;
        benchKey: unknown;
        benchWatching: boolean;
        benchCommitted: boolean;
      };
      bench.benchKey = (history.state as { key?: unknown } | null)?.key;
      bench.benchCommitted = false;
      bench.benchWatching = true;
      bench.benchStart = performance.now();
      tab?.click();
    });
    // The old clock's call first, so that it reaches the page when it always did.
    const [late, armed] = await Promise.all([untilPainted(page, committed), painted()]);
    times.push(armed);
    checkedLate.push(late);
    if (page.url() !== url) throw new Error(`The floor's click left the page: ${page.url()}`);
    await page.close();
  }
  return [
    { name: FLOOR, values: times },
    { name: FLOOR_CHECKED_LATE, values: checkedLate, against: FLOOR, compare: 'difference' },
  ];
}
