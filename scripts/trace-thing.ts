// Where the time of the bench's click → a thing's view goes (scripts/bench/thing.ts), on both sides of each request, in
// ms from the click: the page's own timing of each request (start, sent, first byte, end), the preview proxy's
// arrival and finish, the API server's arrival, its engine's answer, the end of its 50 ms and its write, React's
// commits and the painted frame. The page's clock and Node's are matched before each click. Prints; asserts nothing.
//   npm run trace:thing        TRACE_RUNS (5), TRACE_THING (small | large), TRACE_DIR (an existing build to serve)
import { BENCH_THINGS, counted, THING_WORLD, writeBenchThings } from './bench/thing';
import { startResultsPage, untilPainted } from './results-page-harness';

const RUNS = Number(process.env.TRACE_RUNS ?? 5);
const OUT = process.env.TRACE_DIR ?? '/tmp/trace-thing-dist';
const PORT = 4697 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const { origin, thing, shown } = process.env.TRACE_THING === 'large' ? BENCH_THINGS.large : BENCH_THINGS.small;
/** A time every thread and page of this machine reads alike: ms since the epoch. */
const now = () => performance.timeOrigin + performance.now();

let marks: { at: number; what: string }[] = [];
const { base, api, browser, close } = await startResultsPage({
  port: PORT,
  latencyMs: 50,
  outDir: OUT,
  build: !process.env.TRACE_DIR,
  trace: (what) => marks.push({ at: now(), what }),
});
await writeBenchThings(api);

// Each commit's time, as the bench pages' hook (bench-page.ts) sees them.
const COMMITS = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), inject: () => 1, onScheduleFiberRoot: () => {},
  onCommitFiberUnmount: () => {}, onPostCommitFiberRoot: () => {}, checkDCE: () => {},
  onCommitFiberRoot: () => { (window.commits ??= []).push(performance.now()); },
};`;

type Summary = Record<'sent' | 'forward' | 'lastArrival' | 'lastWritten' | 'lastByte' | 'painted', number>;
const summaries: Summary[] = [];
const at = (value: number) => value.toFixed(1);
for (let run = 0; run < RUNS; run++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await page.addInitScript(COMMITS);
  await page.goto(`${base}/worlds/${THING_WORLD}/thing?iri=${encodeURIComponent(origin)}`);
  await page.waitForFunction(counted('2 statements about it, 0 links to it.'));
  // The page's clock against Node's, by the probe with the shortest round trip: its error is within half that trip.
  const probes: { offset: number; trip: number }[] = [];
  for (let probe = 0; probe < 7; probe++) {
    const before = now();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = now();
    probes.push({ offset: pageNow - (before + after) / 2, trip: after - before });
  }
  const { offset, trip } = probes.reduce((best, probe) => (probe.trip < best.trip ? probe : best));
  marks = [];
  const click = await page.evaluate((iri) => {
    performance.clearResourceTimings();
    (window as unknown as { commits: number[] }).commits = [];
    const start = performance.now();
    (window as unknown as { benchStart: number }).benchStart = start;
    document.querySelector<HTMLElement>(`main a[title="${iri}"]`)?.click();
    return performance.timeOrigin + start;
  }, thing);
  const painted = await untilPainted(page, counted(shown));
  const seen = await page.evaluate(() => {
    const start = (window as unknown as { benchStart: number }).benchStart;
    return {
      requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/v1/'))
        .map((entry) => ({
          start: entry.startTime - start,
          sent: entry.requestStart - start,
          firstByte: entry.responseStart - start,
          end: entry.responseEnd - start,
        })),
      commits: (window as unknown as { commits: number[] }).commits.map((time) => time - start),
    };
  });
  const fromClick = marks
    .map((mark) => ({ at: mark.at + offset - click, what: mark.what }))
    .sort((a, b) => a.at - b.at);
  console.log(`\nrun ${run + 1}: painted at ${at(painted)} ms (clocks matched within ${at(trip / 2)} ms)`);
  seen.requests.forEach((request, index) =>
    console.log(
      `  page request ${index + 1}: start ${at(request.start)}, sent ${at(request.sent)}, first byte ${at(request.firstByte)}, end ${at(request.end)}`,
    ),
  );
  console.log(`  commits: ${seen.commits.map(at).join(', ')}`);
  for (const mark of fromClick) console.log(`  ${at(mark.at).padStart(7)}  ${mark.what}`);
  const times = (pattern: RegExp) => fromClick.filter((mark) => pattern.test(mark.what)).map((mark) => mark.at);
  const proxyIn = times(/^proxy: .* arrives$/);
  const apiIn = times(/^api: .* arrives$/);
  const summary: Summary = {
    sent: Math.min(...seen.requests.map((request) => request.sent)),
    // In order: the k-th request into the proxy is taken for the k-th into the API server.
    forward: Math.max(...proxyIn.map((time, index) => (apiIn[index] ?? time) - time)),
    lastArrival: Math.max(...apiIn),
    lastWritten: Math.max(...times(/^api: .* written/)),
    lastByte: Math.max(...seen.requests.map((request) => request.end)),
    painted,
  };
  summaries.push(summary);
  console.log(
    `  summary: ${Object.entries(summary)
      .map(([name, value]) => `${name} ${at(value)}`)
      .join(', ')}`,
  );
  await page.close();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const names = Object.keys(summaries[0] ?? {}) as (keyof Summary)[];
console.log(
  `\nmedians of ${RUNS} runs, ms from the click (forward: the longest a request took from the proxy to the API ` +
    `server): ${names.map((name) => `${name} ${at(median(summaries.map((summary) => summary[name])))}`).join(', ')}`,
);
await close();
