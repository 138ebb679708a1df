// What every part of `npm run bench` shares: how many runs, the server's latency, and the page a figure is taken in.
import type { Browser } from '@playwright/test';

export const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** How long the shared API server takes to answer each request: the figures are on a 50 ms server. */
export const SERVER_LATENCY_MS = 50;
/** The world of the search figures: 52,000 triples of the offline sample data. */
export const WORLD = 'minor-planets';

/*
 * React calls this hook (the one its developer tools install) after every commit, production builds included, so the
 * floor can see that a navigation has rendered even when the DOM did not change. Every bench page has it, so that
 * no figure pays for it and the floor does not. It counts a commit only once the history entry has changed from
 * window.benchKey, the one shown when the clock started.
 */
const COMMIT_HOOK = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  onScheduleFiberRoot: () => {},
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
  onCommitFiberRoot: () => {
    if (window.benchWatching && history.state?.key !== window.benchKey) window.benchCommitted = true;
  },
  checkDCE: () => {},
};`;

/** A desktop-sized page; bypassCSP lets the in-page checks (strings) be evaluated under the build's policy. */
export async function benchPage(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await page.addInitScript(COMMIT_HOOK);
  return page;
}
