/*
 * The floor every click figure is read against: from a click to the paint of a route change that renders nothing
 * new. The click is on the world's Search tab while that tab's page (no query yet) is shown: the router navigates
 * (a new history entry in place of the old, as a link to the current URL does), the world's frame and the search
 * page render again, and nothing on screen changes. So the figure holds the click's event, the router, React's
 * render and commit of the page, and one frame: what any click that changes the route pays before drawing anything
 * of its own. No DOM changes, so the clock stops at the frame after React's commit (COMMIT_HOOK in bench-page.ts).
 */
import type { Figure } from '../bench-table';
import { untilPainted, type ResultsPage } from '../results-page-harness';
import { benchPage, RUNS, WORLD } from './bench-page';

export const FLOOR = 'floor: click → painted, a route change that draws nothing new';

export async function floorFigures({ base, browser }: ResultsPage): Promise<Figure[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await benchPage(browser);
    const url = `${base}/worlds/${WORLD}/search`;
    await page.goto(url);
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    // The world's name and the server's capabilities are in: nothing is left to arrive during the click.
    await page.waitForLoadState('networkidle');
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
    times.push(await untilPainted(page, 'window.benchCommitted === true'));
    if (page.url() !== url) throw new Error(`The floor's click left the page: ${page.url()}`);
    await page.close();
  }
  return [{ name: FLOOR, values: times }];
}
