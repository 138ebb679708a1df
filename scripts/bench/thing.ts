/*
 * A thing's view: from a click on a link in one thing's view to the painted view of the thing it names, never read
 * before. The thing has 200 triples (150 about it: its label, 99 values under 20 predicates and 50 links to named
 * things; 50 links to it), written by SPARQL update into the scratchpad world, with a thing that links to it, whose
 * view is the start.
 */
import type { Figure } from '../bench-table';
import { untilPainted, type ResultsPage } from '../results-page-harness';
import { benchPage, RUNS } from './bench-page';
import { FLOOR } from './floor';

/** @public Other parts read their figures against it. */
export const THING_200 = "click → a thing's view painted, 200 triples";

const BENCH = 'http://example.org/bench/';
const THING = `${BENCH}thing`;
const ORIGIN = `${BENCH}origin`;
const LABEL = '<http://www.w3.org/2000/01/rdf-schema#label>';

async function writeDescribedThing(api: string) {
  const lines = [`<${ORIGIN}> ${LABEL} "Origin" .`, `<${ORIGIN}> <${BENCH}leadsTo> <${THING}> .`];
  lines.push(`<${THING}> ${LABEL} "Described thing" .`);
  for (let index = 1; index < 100; index++) lines.push(`<${THING}> <${BENCH}property${index % 20}> "value ${index}" .`);
  for (let index = 0; index < 50; index++) {
    lines.push(`<${THING}> <${BENCH}linksTo> <${BENCH}neighbour${index}> .`);
    lines.push(`<${BENCH}neighbour${index}> ${LABEL} "Neighbour ${index}" .`);
    // The origin's link is the 50th link to it.
    if (index < 49) lines.push(`<${BENCH}follower${index}> <${BENCH}follows> <${THING}> .`);
  }
  const reply = await fetch(`${api}/v1/worlds/scratchpad/sparql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/sparql-update' },
    body: `INSERT DATA { ${lines.join('\n')} }`,
  });
  if (!reply.ok) throw new Error(`The bench's thing was not written: ${reply.status} ${await reply.text()}`);
}

const describedStatus = (outgoing: number, incoming: number) =>
  `[...document.querySelectorAll('main [role=status]')].some((status) => status.textContent === '${outgoing} statements about it, ${incoming} links to it.')`;

export async function thingFigures({ base, api, browser }: ResultsPage): Promise<Figure[]> {
  await writeDescribedThing(api);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await benchPage(browser);
    await page.goto(`${base}/worlds/scratchpad/thing?iri=${encodeURIComponent(ORIGIN)}`);
    await page.waitForFunction(describedStatus(2, 0));
    await page.evaluate((iri) => {
      const link = document.querySelector<HTMLElement>(`main a[title="${iri}"]`);
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      link?.click();
    }, THING);
    times.push(await untilPainted(page, describedStatus(150, 50)));
    await page.close();
  }
  return [
    {
      name: THING_200,
      values: times,
      against: FLOOR,
      goal: { text: '≤ 120 ms', met: (median) => median <= 120 },
    },
  ];
}
