// A thing's view, timed from a click on a link in another thing's view to the frame that shows the new thing's
// counts and its first rows, painted (a clock armed before the click, armPaintClock): a thing of 200 triples, and one
// of 5,000 triples each way, whose view shows the first 500 each way with "Show 500 more". The 5,000-triple figure is
// read against the 200-triple one of the same run.
//
// Each is timed twice. First with the test double's SPARQL engine answering each of the view's four queries: for the
// 5,000-triple thing it sorts 5,000 rows each way and counts them, tens of ms of CPU on the machine's two cores, which
// the page shares with it. Then with the server the figures assume, one answering in 50 ms whatever the
// answer (each query's reply, computed by the engine in an untimed first run, answered again after the latency:
// ResultsPage.replayQueries), as the SPARQL results figures are: the goals are read there. (Before 2026-11-26 only
// the first was timed, and the goals read on it.)
import type { Figure } from '../bench-table';
import { armPaintClock, type ResultsPage } from '../results-page-harness';
import { benchPage, RUNS } from './bench-page';
import { FLOOR } from './floor';

const WORLD = 'scratchpad';
const BENCH = 'http://example.org/bench/';
const LABEL = '<http://www.w3.org/2000/01/rdf-schema#label>';
/** @public Other parts read their figures against it. */
export const THING_200 = "click → a thing's view painted, 200 triples";
const THING_5000 = "click → a thing's view painted, 5,000 triples each way";
const REPLAYED = ', the server answering in 50 ms';

/**
 * A thing of 200 triples (150 about it: its label, 99 values under 20 predicates and 50 links to named things; 50
 * links to it), and a thing whose view is the start, with one link to it.
 */
function smallThing(thing: string, origin: string): string[] {
  const lines = [`<${origin}> ${LABEL} "Origin" .`, `<${origin}> <${BENCH}leadsTo> <${thing}> .`];
  lines.push(`<${thing}> ${LABEL} "Described thing" .`);
  for (let index = 1; index < 100; index++) lines.push(`<${thing}> <${BENCH}property${index % 20}> "value ${index}" .`);
  for (let index = 0; index < 50; index++) {
    lines.push(`<${thing}> <${BENCH}linksTo> <${BENCH}neighbour${index}> .`);
    lines.push(`<${BENCH}neighbour${index}> ${LABEL} "Neighbour ${index}" .`);
    // The origin's link is the 50th link to it.
    if (index < 49) lines.push(`<${BENCH}follower${index}> <${BENCH}follows> <${thing}> .`);
  }
  return lines;
}

/**
 * A thing of 5,000 triples each way: its label, 2,499 values under 20 predicates and 2,500 links to named things;
 * 5,000 things link to it, each named (the origin's link is one of them).
 */
function largeThing(thing: string, origin: string): string[] {
  const lines = [`<${origin}> ${LABEL} "Large origin" .`, `<${origin}> <${BENCH}leadsTo> <${thing}> .`];
  lines.push(`<${thing}> ${LABEL} "Large thing" .`);
  for (let index = 1; index < 2500; index++)
    lines.push(`<${thing}> <${BENCH}property${index % 20}> "value ${index}" .`);
  for (let index = 0; index < 2500; index++) {
    lines.push(`<${thing}> <${BENCH}linksTo> <${BENCH}large-neighbour${index}> .`);
    lines.push(`<${BENCH}large-neighbour${index}> ${LABEL} "Large neighbour ${index}" .`);
  }
  for (let index = 0; index < 4999; index++) {
    lines.push(`<${BENCH}large-follower${index}> <${BENCH}follows> <${thing}> .`);
    lines.push(`<${BENCH}large-follower${index}> ${LABEL} "Follower ${index}" .`);
  }
  return lines;
}

async function write(api: string, lines: string[]) {
  const reply = await fetch(`${api}/v1/worlds/${WORLD}/sparql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/sparql-update' },
    body: `INSERT DATA { ${lines.join('\n')} }`,
  });
  if (!reply.ok) throw new Error(`The bench's thing was not written: ${reply.status} ${await reply.text()}`);
}

/** The view's status line says `text`, and the first of its rows is drawn: a check evaluated in the page. */
export const counted = (text: string) =>
  `[...document.querySelectorAll('main [role=status]')].some((status) => status.textContent === ${JSON.stringify(text)}) && document.querySelector('main table tbody tr[data-index="0"]') !== null`;

/**
 * From a click on the origin's link to the painted view of the thing it names, never read before in that page. With
 * `untimedFirst`, one run more, untimed, goes first: the replayed server's replies are those it kept.
 */
async function clickToThing(
  { base, browser }: ResultsPage,
  { origin, thing, shown }: { origin: string; thing: string; shown: string },
  untimedFirst = false,
) {
  const times: number[] = [];
  for (let run = untimedFirst ? -1 : 0; run < RUNS; run++) {
    const page = await benchPage(browser);
    await page.goto(`${base}/worlds/${WORLD}/thing?iri=${encodeURIComponent(origin)}`);
    await page.waitForFunction(counted('2 statements about it, 0 links to it.'));
    const painted = await armPaintClock(page, counted(shown));
    await page.evaluate((iri) => {
      const link = document.querySelector<HTMLElement>(`main a[title="${iri}"]`);
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      link?.click();
    }, thing);
    const ms = await painted();
    if (run >= 0) times.push(ms);
    await page.close();
  }
  return times;
}

/** The bench's two things, each with the thing whose view links to it, and what the view's status says of each. */
export const BENCH_THINGS = {
  small: { thing: `${BENCH}thing`, origin: `${BENCH}origin`, shown: '150 statements about it, 50 links to it.' },
  large: {
    thing: `${BENCH}large-thing`,
    origin: `${BENCH}large-origin`,
    shown: '500 of 5,000 statements about it, 500 of 5,000 links to it.',
  },
};
export { WORLD as THING_WORLD };

/** Writes both things (and their origins) into the world of the API server at `api`. */
export async function writeBenchThings(api: string) {
  const { small, large } = BENCH_THINGS;
  await write(api, [...smallThing(small.thing, small.origin), ...largeThing(large.thing, large.origin)]);
}

export async function thingFigures(page: ResultsPage): Promise<Figure[]> {
  const { small, large } = BENCH_THINGS;
  await writeBenchThings(page.api);
  const smallTimes = await clickToThing(page, small);
  const largeTimes = await clickToThing(page, large);
  page.replayQueries(true);
  const smallReplayed = await clickToThing(page, small, true);
  const largeReplayed = await clickToThing(page, large, true);
  page.replayQueries(false);
  return [
    // The double's engine answering each query: its work on the 5,000 rows each way is in these.
    { name: THING_200, values: smallTimes, against: FLOOR },
    { name: THING_5000, values: largeTimes, against: THING_200 },
    {
      name: THING_200 + REPLAYED,
      values: smallReplayed,
      against: FLOOR,
      goal: { text: '≤ 120 ms', met: (median) => median <= 120 },
    },
    {
      name: THING_5000 + REPLAYED,
      values: largeReplayed,
      against: THING_200 + REPLAYED,
      goal: {
        text: 'within 2× of the 200-triple view',
        met: (median, reference) => reference !== undefined && median <= 2 * reference,
      },
    },
  ];
}
