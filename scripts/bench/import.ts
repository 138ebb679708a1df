// Issue 28's import figures for `npm run bench`, from the production build (the one the bench's other parts time), in
// Chromium:
//
// - reading a 50,000-triple Turtle file as the Data page now does (import-stream-worker: the file streamed through n3
//   in a worker and cut into the parts the server takes), and the longest gap between the page's frames meanwhile;
// - a 1,000,000-triple N-Triples file (scripts/make-triples.mjs, about 110 MB, in scratch/) imported into the REST
//   double (e2e/test-api/server.ts --dialect rest, behind `vite preview`'s proxy), reloaded at about 40 % and resumed
//   (e2e/import-resume.ts): its throughput, the page's JS heap peak and the longest frame gap during it.
//
// Alone: `node --import tsx scripts/bench/import.ts` (builds dist/ first). BENCH_IMPORT_TRIPLES makes the big file
// smaller, for a quick look; BENCH_IMPORT_TRIPLES=0 leaves it out (the 50,000-triple figures alone).
import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { importReloadResume } from '../../e2e/import-resume';
import { restWorldId } from '../../src/mocks/dialects/rest-handlers';
import type { Figure } from '../bench-table';
import { RUNS } from './bench-page';

const BIG_TRIPLES = Number(process.env.BENCH_IMPORT_TRIPLES ?? 1_000_000);
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const API_PORT = 4610 + OFFSET;
const APP_PORT = 4611 + OFFSET;

/**
 * In the page: the longest gap between animation frames since `window.benchGaps` was started (or `last` was reset).
 * A frame's time is when the frame began, which can be well before its callback runs: the first frame after a long
 * task (the 50,000-triple file built in the page) is stamped up to 100 ms before the watch started. So a frame never
 * moves `last` back: the gap is counted from the watch's start, not from before it. `fromFrameBefore` is the measure
 * before that was seen (each frame's time taken as it came), kept to be read beside it.
 */
const WATCH_FRAMES = `(() => {
  const gaps = { longest: 0, last: performance.now(), fromFrameBefore: 0, frameBefore: performance.now() };
  const frame = (now) => {
    gaps.longest = Math.max(gaps.longest, now - gaps.last);
    gaps.last = Math.max(gaps.last, now);
    gaps.fromFrameBefore = Math.max(gaps.fromFrameBefore, now - gaps.frameBefore);
    gaps.frameBefore = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.benchGaps = gaps;
})()`;

/** The 50,000-triple Turtle file read and cut into parts in the import's worker, as the Data page does. */
async function readFiftyThousand(browser: Browser, base: string, dist: string): Promise<Figure[]> {
  const worker = readdirSync(join(dist, 'assets')).find((file) => /^import-stream-worker-.*\.js$/.test(file));
  if (!worker) throw new Error(`No import-stream-worker chunk in ${dist}/assets`);
  const times: number[] = [];
  const gaps: number[] = [];
  const gapsFromFrameBefore: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${base}/settings`);
    // The app started and drew its page: its entry runs once the HTML is painted, which may be after the load event
    // (vite.config.ts, entryAfterFirstPaint), and its start is not what this figure times.
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    // A string, not a function: tsx would wrap the function's named helpers in a __name() the page does not have.
    const result = await page.evaluate<{
      elapsed: number;
      longest: number;
      fromFrameBefore: number;
      triples: number;
    }>(`(async (url) => {
      let text = '@prefix ex: <http://example.org/> .\\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\\n';
      for (let n = 0; n < 25000; n++) text += 'ex:thing' + n + ' rdfs:label "Thing number ' + n + '"@en ;\\n  ex:next ex:thing' + (n + 1) + ' .\\n';
      const file = new Blob([text]);
      ${WATCH_FRAMES};
      const start = performance.now();
      const read = new Worker(url, { type: 'module' });
      const triples = await new Promise((resolve) => {
        read.onmessage = ({ data }) => {
          if (data.message?.kind === 'part') read.postMessage({ next: true });
          else resolve(data.message?.triples ?? -1);
        };
        read.postMessage({ start: { file, format: 'turtle', partFormat: 'sparql-insert', perPart: 2000, skipParts: 0 } });
      });
      read.terminate();
      const { longest, fromFrameBefore } = window.benchGaps;
      return { elapsed: performance.now() - start, longest, fromFrameBefore, triples };
    })(${JSON.stringify(`/assets/${worker}`)})`);
    if (result.triples !== 50_000) throw new Error(`Read ${result.triples} triples, not 50,000`);
    times.push(result.elapsed);
    gaps.push(result.longest);
    gapsFromFrameBefore.push(result.fromFrameBefore);
    await page.close();
  }
  return [
    { name: 'Import: a 50,000-triple Turtle file read into parts (worker)', values: times },
    {
      name: 'Import: longest frame gap while reading it',
      values: gaps,
      goal: { text: '≤ 50 ms', met: (median) => median <= 50 },
    },
    { name: 'Import: the same, counted from the frame before the read (the old measure)', values: gapsFromFrameBefore },
  ];
}

/** Samples the page's JS heap (CDP) until stopped; the peak across the reload too. */
async function heapPeak(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  let peak = 0;
  const sampling = { on: true };
  const loop = (async () => {
    while (sampling.on) {
      try {
        const { metrics } = await session.send('Performance.getMetrics');
        peak = Math.max(peak, metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0);
      } catch {
        // Between the two documents of the reload.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return async () => {
    sampling.on = false;
    await loop;
    return peak / 1024 / 1024;
  };
}

/** The million-triple import, reloaded at 40 % and resumed, once: the REST double starts empty for it. */
async function importMillion(browser: Browser, base: string): Promise<Figure[]> {
  execSync(`node scripts/make-triples.mjs --triples ${BIG_TRIPLES}`, { stdio: 'ignore' });
  const path = `scratch/triples-${BIG_TRIPLES}.nt`;
  const page = await browser.newPage();
  await page.addInitScript(WATCH_FRAMES);
  const gaps: number[] = [];
  const stopHeap = await heapPeak(page);
  const started = performance.now();
  // Frames are watched while parts are sent: from each click (start, resume) to the reload and to the end.
  const longestGap = () => page.evaluate<number>('window.benchGaps.longest');
  await importReloadResume(page, {
    dataPath: `${base}/worlds/${restWorldId('scratchpad')}/data`,
    path,
    triples: BIG_TRIPLES,
    button: 'Add to the world',
    timeout: 60 * 60_000,
    onSending: () => page.evaluate('window.benchGaps.longest = 0; window.benchGaps.last = performance.now()'),
    beforeReload: async () => {
      gaps.push(await longestGap());
    },
  });
  const seconds = (performance.now() - started) / 1000;
  gaps.push(await longestGap());
  const peak = await stopHeap();
  await page.close();
  const label = BIG_TRIPLES.toLocaleString('en');
  return [
    {
      name: `Import: ${label} triples into the REST double, reloaded at 40 %`,
      values: [BIG_TRIPLES / seconds],
      unit: 'triples/s',
    },
    {
      name: 'Import: the page’s JS heap peak meanwhile',
      values: [peak],
      unit: 'MB',
      goal: { text: '< 150 MB', met: (median) => median < 150 },
    },
    {
      name: 'Import: longest frame gap meanwhile',
      values: [Math.max(...gaps)],
      goal: { text: '≤ 50 ms', met: (median) => median <= 50 },
    },
  ];
}

/**
 * Every import figure, against servers of its own: the REST double, and the preview of the build in `dist` (the one the
 * bench's other parts time) proxying to it.
 */
export async function importFigures(browser: Browser, dist: string): Promise<Figure[]> {
  // tsx as a loader of this node's own child, so that killing the child ends the server (npx would leave it running).
  const api = spawn(
    process.execPath,
    ['--import', 'tsx', 'e2e/test-api/server.ts', '--port', String(API_PORT), '--dialect', 'rest'],
    { stdio: 'ignore' },
  );
  process.env.WORLDS_API_URL = `http://127.0.0.1:${API_PORT}`;
  process.env.WORLDS_API_KEY = '';
  process.env.WORLDS_API_DIALECT = '';
  const server = await preview({
    build: { outDir: dist },
    preview: { port: APP_PORT, strictPort: true, host: '127.0.0.1' },
  });
  const base = `http://127.0.0.1:${APP_PORT}`;
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`http://127.0.0.1:${API_PORT}/__test/requests`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (tries > 120) throw new Error('The REST double did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const small = await readFiftyThousand(browser, base, dist);
    return BIG_TRIPLES > 0 ? [...small, ...(await importMillion(browser, base))] : small;
  } finally {
    await server.close();
    api.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Built every time: a dist/ left from another checkout of the code would be timed as this one.
  execSync('npx vite build', { stdio: 'inherit' });
  const { benchTable } = await import('../bench-table');
  const browser = await chromium.launch({
    executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
    args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(benchTable(await importFigures(browser, 'dist')));
  } finally {
    await browser.close();
  }
}
