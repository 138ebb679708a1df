// Times the graph view of a 100-triple page in the production build, in Chromium: from the start of
// the layout to the first paint after the picture is drawn (the app's own User Timing measure).
// Run with `npm run bench:graph`; prints the median of several page loads.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { buildAndPreview } from './preview-build.mjs';

const RUNS = 7;
const MEASURE = 'worlds-graph:layout-and-draw';
// "label" finds 100 triples in the Solar System: 45 things, their labels and links.
const PATH = '/worlds/solar-system/search?q=label&limit=100&offset=0&view=graph';
const port = 4339 + Number(process.env.E2E_PORT_OFFSET ?? 0);

const server = await buildAndPreview('dist-graph', port);
const browser = await chromium.launch({
  executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
  args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const timeOnce = async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}${PATH}`);
  await page.getByText('Showing 1–100').waitFor();
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MEASURE);
  const result = await page.evaluate((name) => {
    const nodes = document.querySelectorAll('[role="option"]').length;
    return { ms: performance.getEntriesByName(name)[0].duration, nodes };
  }, MEASURE);
  await page.close();
  return result;
};

try {
  await timeOnce(); // warm-up: the first load also compiles the code
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await timeOnce());
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`Graph view, 100-triple page (${runs[0].nodes} nodes), production build in Chromium:`);
  console.log(`  layout and draw: median ${median.toFixed(1)} ms over ${RUNS} loads`);
  console.log(`  (fastest ${times[0].toFixed(1)} ms, slowest ${times.at(-1).toFixed(1)} ms)`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
