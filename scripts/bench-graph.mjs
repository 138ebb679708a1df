// Times the graph view of a 100-triple page in the production build, in Chromium: from the moment the picture's
// frame is in the page (its layout starts then, in a worker) to the end of the first frame that shows its nodes,
// settled. Observed from outside, as a person would see it: the app itself measures nothing.
// Run with `npm run bench:graph`; prints the median of several page loads.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { buildAndPreview } from './preview-build.mjs';

const RUNS = 7;
// "label" finds 100 triples in the Solar System: 45 things, their labels and links.
const PATH = '/worlds/solar-system/search?q=label&limit=100&offset=0&view=graph';
const port = 4339 + Number(process.env.E2E_PORT_OFFSET ?? 0);

const server = await buildAndPreview('dist-graph', port);
const browser = await chromium.launch({
  executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
  args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

// In the page before the app: when the picture's frame first appears.
const watchFrame = () => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('svg[aria-label^="Graph of the results"]')) {
      window.graphFrameAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

// Resolves, in the page, once the nodes are drawn and the picture is not busy, at the end of that frame.
const untilSettled = () =>
  new Promise((resolve) => {
    const afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = () => resolve(performance.now() - window.graphFrameAt);
    const check = () => {
      const frame = document.querySelector('svg[aria-label^="Graph of the results"]');
      if (frame?.getAttribute('aria-busy') === 'false' && frame.querySelector('[role="option"]'))
        afterFrame.port2.postMessage(null);
      else requestAnimationFrame(check);
    };
    check();
  });

const timeOnce = async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(watchFrame);
  await page.goto(`http://127.0.0.1:${port}${PATH}`);
  await page.getByText('Showing 1–100').waitFor();
  const ms = await page.evaluate(untilSettled);
  const nodes = await page.locator('[role="option"]').count();
  await page.close();
  return { ms, nodes };
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
