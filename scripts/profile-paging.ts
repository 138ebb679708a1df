// Where the time of a prefetched Next page (or of page size 10 → 100) goes, from an unminified production build in
// Chromium: a CPU profile around the click (self time per function), and a trace of the main thread (its tasks in
// order, and wall and CPU time per kind of work: script, style, layout, paint). CPU time moves far less than wall
// time with the machine's load, so it is the figure to compare two versions by. Prints; asserts nothing.
//   npm run profile:paging
// PROFILE_LIMIT (100), PROFILE_RUNS (5), PROFILE_SCENARIO (next | size | floor: the bench's floor, to hold a click
// against), PROFILE_CPU=0 (trace only, no sampling overhead), PROFILE_SHOW (how many runs' task lists to print, 1),
// PROFILE_DIR (an existing build to serve instead).
import { benchPage } from './bench/bench-page';
import { idle, rows, rowsInViewPainted, showing, startResultsPage, untilPainted } from './results-page-harness';

const RUNS = Number(process.env.PROFILE_RUNS ?? 5);
const LIMIT = Number(process.env.PROFILE_LIMIT ?? 100);
const SCENARIO = process.env.PROFILE_SCENARIO ?? 'next';
const OUT = process.env.PROFILE_DIR ?? '/tmp/perf-dist-profile';
const PORT = 4698 + Number(process.env.E2E_PORT_OFFSET ?? 0);

const { base, browser, close } = await startResultsPage({
  port: PORT,
  latencyMs: 50,
  outDir: OUT,
  minify: false,
  build: !process.env.PROFILE_DIR,
});

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } };
const self = new Map<string, number>();
const traceTotals = new Map<string, number>();
const cpuRuns: Map<string, number>[] = [];
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  // The bench's page, with the commit hook by which the floor sees a render that changes nothing on screen.
  const page = await benchPage(browser);
  const prefetched =
    SCENARIO === 'next' ? page.waitForResponse((response) => response.url().includes(`offset=${LIMIT}`)) : undefined;
  if (SCENARIO === 'floor') {
    await page.goto(`${base}/worlds/minor-planets/search`);
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    await page.waitForLoadState('networkidle');
  } else {
    await page.goto(`${base}/worlds/minor-planets/search?q=palomar&limit=${SCENARIO === 'size' ? 10 : LIMIT}&offset=0`);
    await page.waitForFunction(`${idle} && ${rows} > 0`);
  }
  if (SCENARIO === 'next') await prefetched;
  await page.waitForTimeout(300);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  if (process.env.PROFILE_CPU !== '0') await cdp.send('Profiler.start');
  await page.evaluate((scenario) => {
    const bench = window as unknown as { benchStart: number; benchKey: unknown; benchWatching: boolean };
    bench.benchStart = performance.now();
    if (scenario === 'floor') {
      // As scripts/bench/floor.ts: the Search tab of the page shown; its clock stops at the frame after React commits.
      bench.benchKey = (history.state as { key?: unknown } | null)?.key;
      bench.benchWatching = true;
      [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="World"] a')]
        .find((link) => link.textContent === 'Search')
        ?.click();
    } else if (scenario === 'size') {
      const select = document.querySelector<HTMLSelectElement>('select');
      if (!select) return;
      select.value = '100';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Next page'))?.click();
    }
  }, SCENARIO);
  times.push(
    await untilPainted(
      page,
      SCENARIO === 'floor'
        ? 'window.benchCommitted === true'
        : SCENARIO === 'size'
          ? `${idle} && ${rowsInViewPainted(100, 1)}`
          : `${showing(LIMIT + 1)} && ${idle}`,
    ),
  );
  const { profile } = (process.env.PROFILE_CPU === '0'
    ? { profile: { nodes: [], samples: [], timeDeltas: [] } }
    : await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      dur?: number;
      tdur?: number;
      ts: number;
      tid: number;
      pid: number;
      args?: { data?: { frame?: string } };
    }[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  // The renderer's main thread: the one with the most FunctionCall time.
  const mainTid = (() => {
    const perTid = new Map<string, number>();
    for (const e of trace.traceEvents)
      if (e.name === 'RunTask' && e.dur)
        perTid.set(`${e.pid}:${e.tid}`, (perTid.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    return [...perTid].sort((a, b) => b[1] - a[1])[0]?.[0];
  })();
  // Thread (CPU) time, which the machine's load changes far less than wall time.
  const cpu = new Map<string, number>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !e.dur || `${e.pid}:${e.tid}` !== mainTid) continue;
    traceTotals.set(e.name, (traceTotals.get(e.name) ?? 0) + e.dur / 1000);
    cpu.set(e.name, (cpu.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000);
  }
  cpuRuns.push(cpu);
  if (run >= RUNS - Number(process.env.PROFILE_SHOW ?? 1)) {
    // The last run's main-thread tasks, in order, with what took their time.
    const main = trace.traceEvents
      .filter((e) => e.ph === 'X' && e.dur && `${e.pid}:${e.tid}` === mainTid)
      .map((e) => e as typeof e & { ts: number; dur: number });
    const tasks = main.filter((e) => e.name === 'RunTask' && e.dur > 500);
    const t0 = tasks[0]?.ts ?? 0;
    for (const task of tasks) {
      const inside = main.filter(
        (e) =>
          e !== task &&
          e.ts >= task.ts &&
          e.ts + e.dur <= task.ts + task.dur &&
          e.dur > 300 &&
          !e.name.startsWith('V8.'),
      );
      console.log(
        `  +${((task.ts - t0) / 1000).toFixed(1)} ms task ${(task.dur / 1000).toFixed(1)} ms: ${inside.map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`).join(', ')}`,
      );
    }
  }
  await page.close();
}
times.sort((a, b) => a - b);
console.log(`${SCENARIO} ${LIMIT}: times ${times.map((t) => t.toFixed(0)).join(', ')}`);
console.log('\nSelf time per run (ms), top 30:');
for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${(ms / RUNS).toFixed(2).padStart(8)}  ${key}`);
console.log('\nMain-thread trace events per run (ms, nested events overlap):');
for (const [name, ms] of [...traceTotals].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${(ms / RUNS).toFixed(2).padStart(8)}  ${name}`);
const med = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  '\nMain-thread CPU time, median of runs (ms): ' +
    ['RunTask', 'EventDispatch', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit', 'MinorGC']
      .map((name) => `${name} ${med(cpuRuns.map((cpu) => cpu.get(name) ?? 0)).toFixed(1)}`)
      .join(', '),
);
await close();
