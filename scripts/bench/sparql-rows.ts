// The SPARQL page's results table at 1,000 and at 100,000 rows, from the click on Run to the first paint of the
// table with its rows (the reply read and kept in the results worker, the status saying the whole count, the first
// screen of its first page drawn); in the same runs, to the paint of its first rows (the reply read as it comes, the
// first page drawn before its last byte); and the longest gap between the page's frames while the 100,000 rows come
// in. Goal: 100,000 rows within 3× of 1,000, and no frame gap over 100 ms.
//
// The test double's SPARQL engine takes most of the time (about 0.9 s of CPU for 100,000 rows, 15 ms for 1,000,
// measured with fetch alone; it was 1.5 s before its rows passed on as the engine's JSON, 2026-11-26), so the same
// is timed from the reply's last byte too: the dashboard's own share. And the whole is timed again with the server the
// issue's figures assume, one answering in 50 ms whatever the answer's size (the engine's reply kept from the warm-up
// run and answered again): the goal is read there, since no dashboard can paint rows before a server has sent them.
//
// The world: a new one on the bench's API server, filled by one SPARQL update (five VALUES of ten digits make
// 100,000 things, each with a label), so that both queries ask the same world and only their LIMIT differs.
import type { Page } from '@playwright/test';
import type { Figure } from '../bench-table';
import { untilPainted, type ResultsPage } from '../results-page-harness';
import { benchPage, RUNS } from './bench-page';
import { FLOOR } from './floor';

const WORLD = 'bench-sparql-rows';
const THOUSAND = '1,000-row SPARQL SELECT, Run → painted';
const HUNDRED_THOUSAND = '100,000-row SPARQL SELECT, Run → painted';
const THOUSAND_FIRST = '1,000-row SPARQL SELECT, Run → first rows painted';
const HUNDRED_THOUSAND_FIRST = '100,000-row SPARQL SELECT, Run → first rows painted';
const REPLAYED = ', the server answering in 50 ms';

const digits = '{ 0 1 2 3 4 5 6 7 8 9 }';
const FILL = `INSERT { ?thing <http://www.w3.org/2000/01/rdf-schema#label> ?label } WHERE {
  VALUES ?a ${digits} VALUES ?b ${digits} VALUES ?c ${digits} VALUES ?d ${digits} VALUES ?e ${digits}
  BIND(?a * 10000 + ?b * 1000 + ?c * 100 + ?d * 10 + ?e AS ?n)
  BIND(IRI(CONCAT("http://example.org/bench/thing-", STR(?n))) AS ?thing)
  BIND(STRLANG(CONCAT("Thing number ", STR(?n), " of the bench world"), "en") AS ?label)
}`;

const select = (limit: number) => `SELECT ?s ?p ?o WHERE { ?s ?p ?o } LIMIT ${limit}`;

async function makeWorld(api: string) {
  const created = await fetch(`${api}/v1/worlds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ worldId: WORLD, name: 'SPARQL rows bench' }),
  });
  if (!created.ok && created.status !== 409) throw new Error(`The bench world was not created: ${created.status}`);
  const filled = await fetch(`${api}/v1/worlds/${WORLD}/sparql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/sparql-update' },
    body: FILL,
  });
  if (!filled.ok) throw new Error(`The bench world was not filled: ${filled.status} ${await filled.text()}`);
}

/** The status line says the count, and the table's first row is drawn: the answer is painted. */
const painted = (count: string) =>
  `(window.benchSeenRunning ||= document.body.textContent.includes('Running…')) &&
   !document.body.textContent.includes('Running…') &&
   [...document.querySelectorAll('main [role=status]')].some((status) => status.textContent.startsWith('${count} rows')) &&
   document.querySelector('main table tbody tr[data-index="0"]') !== null`;

/**
 * The first rows are painted: the table's first row is drawn, and the status says that rows are being read (the
 * reply is read as it comes, and its first page drawn before its last byte) or says the count.
 */
const firstRowsPainted = (count: string) =>
  `(window.benchSeenRunning ||= document.body.textContent.includes('Running…')) &&
   !document.body.textContent.includes('Running…') &&
   [...document.querySelectorAll('main [role=status]')].some((status) =>
     status.textContent.startsWith('Reading rows…') || status.textContent.startsWith('${count} rows')) &&
   document.querySelector('main table tbody tr[data-index="0"]') !== null`;

/**
 * Clicks Run and times it to the paint of its first rows and to that of all `count` rows (the same run); the longest
 * gap between frames meanwhile, too.
 */
async function runOnce(
  page: Page,
  count: string,
): Promise<{ first: number; ms: number; longestGap: number; afterReply: number }> {
  await page.evaluate(`(() => {
    window.benchSeenRunning = false;
    window.benchLongestGap = 0;
    window.benchWatching = true;
    let last = performance.now();
    const frame = (now) => {
      window.benchLongestGap = Math.max(window.benchLongestGap, now - last);
      last = now;
      if (window.benchWatching) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  const firstRows = untilPainted(page, firstRowsPainted(count));
  const done = untilPainted(page, painted(count));
  await page.evaluate(() => {
    const run = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Run');
    (window as unknown as { benchStart: number }).benchStart = performance.now();
    run?.click();
  });
  const [first, ms] = await Promise.all([firstRows, done]);
  const longestGap = await page.evaluate<number>('window.benchWatching = false, window.benchLongestGap');
  // The reply's last byte, by the browser's own clock: what follows it is the dashboard's work alone.
  const replyEnd = await page.evaluate<number>(
    `performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/sparql')).at(-1).responseEnd`,
  );
  const start = await page.evaluate<number>('window.benchStart');
  return { first, ms, longestGap, afterReply: start + ms - replyEnd };
}

async function timeRuns(results: ResultsPage, limit: number, count: string) {
  const page = await benchPage(results.browser);
  await page.goto(`${results.base}/worlds/${WORLD}/sparql?${new URLSearchParams({ query: select(limit) })}`);
  await page.getByRole('button', { name: 'Run' }).waitFor();
  const times: number[] = [];
  const firstTimes: number[] = [];
  const gaps: number[] = [];
  const afterReply: number[] = [];
  // The first run is a warm-up: it loads the page's parser and the results worker.
  for (let run = 0; run < RUNS + 1; run++) {
    const timed = await runOnce(page, count);
    if (run === 0) continue;
    times.push(timed.ms);
    firstTimes.push(timed.first);
    gaps.push(timed.longestGap);
    afterReply.push(timed.afterReply);
  }
  await page.close();
  return { times, firstTimes, gaps, afterReply };
}

export async function sparqlRowsFigures(results: ResultsPage): Promise<Figure[]> {
  await makeWorld(results.api);
  const thousand = await timeRuns(results, 1_000, '1,000');
  const hundredThousand = await timeRuns(results, 100_000, '100,000');
  // The same, with the server the figures assume (one answering in 50 ms): each query's reply, computed once
  // by the engine in the warm-up run, is answered again after the latency (ResultsPage.replayQueries).
  results.replayQueries(true);
  const thousandReplayed = await timeRuns(results, 1_000, '1,000');
  const hundredThousandReplayed = await timeRuns(results, 100_000, '100,000');
  results.replayQueries(false);
  const within3 = {
    text: 'within 3× of 1,000 rows',
    met: (value: number, reference: number | undefined) => value <= 3 * (reference ?? Number.NaN),
  };
  return [
    // The double's engine answering each run: its time for 100,000 rows (about 0.9 s of CPU) is in these.
    { name: THOUSAND, values: thousand.times, against: FLOOR },
    { name: HUNDRED_THOUSAND, values: hundredThousand.times, against: THOUSAND },
    // The first rows, drawn while the rest of the reply is still read.
    { name: THOUSAND_FIRST, values: thousand.firstTimes, against: FLOOR },
    { name: HUNDRED_THOUSAND_FIRST, values: hundredThousand.firstTimes, against: THOUSAND_FIRST },
    // The same with the server the figures assume: the goal, on the whole answer and on its first rows.
    { name: THOUSAND + REPLAYED, values: thousandReplayed.times, against: FLOOR },
    {
      name: HUNDRED_THOUSAND + REPLAYED,
      values: hundredThousandReplayed.times,
      against: THOUSAND + REPLAYED,
      goal: within3,
    },
    { name: THOUSAND_FIRST + REPLAYED, values: thousandReplayed.firstTimes, against: FLOOR },
    {
      name: HUNDRED_THOUSAND_FIRST + REPLAYED,
      values: hundredThousandReplayed.firstTimes,
      against: THOUSAND_FIRST + REPLAYED,
      goal: within3,
    },
    // The same from the reply's last byte: the dashboard's own share (reading, keeping, drawing), without the
    // server's, which grows with the rows whatever the dashboard does.
    { name: '1,000-row SPARQL SELECT, reply → painted', values: thousand.afterReply },
    {
      name: '100,000-row SPARQL SELECT, reply → painted',
      values: hundredThousand.afterReply,
      against: '1,000-row SPARQL SELECT, reply → painted',
    },
    {
      name: 'longest frame gap, 100,000-row SELECT',
      values: hundredThousand.gaps,
      goal: { text: '≤ 100 ms', met: (value) => value <= 100 },
    },
  ];
}
