/*
 * The Data page's check of a 50,000-triple Turtle file (features/world-data/rdf-check.ts): n3 in the page's worker,
 * as the page runs it. The time from posting the text to its count, and the longest gap between the page's frames
 * meanwhile (a page that stays responsive keeps it near 16 ms), read against the longest gap of the same page left
 * idle for as long just before: what the machine itself lets through.
 */
import { readdirSync } from 'node:fs';
import type { Figure } from '../bench-table';
import type { ResultsPage } from '../results-page-harness';
import { benchPage, RUNS } from './bench-page';
import { FLOOR } from './floor';

const IDLE_GAP = 'longest frame gap, the same page idle as long';

export async function importCheckFigures({ base, browser }: ResultsPage): Promise<Figure[]> {
  const worker = readdirSync('dist/assets').find((file) => /^rdf-check-worker-.*\.js$/.test(file));
  if (!worker) throw new Error('No rdf-check-worker chunk in dist/assets');
  const times: number[] = [];
  const gaps: number[] = [];
  const idleGaps: number[] = [];
  let triples = 0;
  for (let run = 0; run < RUNS; run++) {
    const page = await benchPage(browser);
    await page.goto(`${base}/settings`);
    // A string, not a function: tsx would wrap the function's named helpers in a __name() the page does not have.
    const result = await page.evaluate<{
      elapsed: number;
      longest: number;
      idle: number;
      counted: number;
    }>(`(async (url) => {
      let text = '@prefix ex: <http://example.org/> .\\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\\n';
      for (let n = 0; n < 25000; n++) text += 'ex:thing' + n + ' rdfs:label "Thing number ' + n + '"@en ;\\n  ex:next ex:thing' + (n + 1) + ' .\\n';
      let longest = 0;
      let last = performance.now();
      let watching = true;
      const frame = (now) => {
        longest = Math.max(longest, now - last);
        last = now;
        if (watching) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      const start = performance.now();
      const counted = await new Promise((resolve) => {
        const check = new Worker(url, { type: 'module' });
        check.onmessage = ({ data }) => {
          if (data.result) {
            check.terminate();
            resolve(data.result.triples ?? -1);
          }
        };
        check.postMessage({ text, format: 'turtle' });
      });
      const elapsed = performance.now() - start;
      const busy = longest;
      // The same page, doing nothing, for as long.
      longest = 0;
      last = performance.now();
      await new Promise((resolve) => setTimeout(resolve, elapsed));
      watching = false;
      return { elapsed, longest: busy, idle: longest, counted };
    })(${JSON.stringify(`/assets/${worker}`)})`);
    times.push(result.elapsed);
    gaps.push(result.longest);
    idleGaps.push(result.idle);
    triples = result.counted;
    await page.close();
  }
  const size = triples.toLocaleString('en-GB');
  return [
    { name: `checking a ${size}-triple Turtle file (n3, in a worker)`, values: times, against: FLOOR },
    { name: IDLE_GAP, values: idleGaps },
    {
      name: `longest frame gap while checking the ${size}-triple file`,
      values: gaps,
      against: IDLE_GAP,
      compare: 'difference',
      goal: { text: '≤ 50 ms', met: (median) => median <= 50 },
    },
  ];
}
