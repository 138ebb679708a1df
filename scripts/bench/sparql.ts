/*
 * The SPARQL page:
 * - keystroke to highlight: in a 200-line query, from a key's keydown to the first paint that shows the new variable
 *   highlighted as one (the editor's tokenizer and redraw);
 * - a 1,000-row SELECT: from the click on Run to the paint of its table, answered by the shared server's SPARQL
 *   engine (Oxigraph) after its 50 ms, and its first page of rows drawn.
 */
import type { Figure } from '../bench-table';
import { untilPainted, type ResultsPage } from '../results-page-harness';
import { benchPage, RUNS, WORLD } from './bench-page';
import { FLOOR } from './floor';

/** @public Other parts read their figures against it. */
export const SPARQL_1000_ROWS = '1,000-row SPARQL SELECT, Run → painted';

const LONG_QUERY = [
  'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>',
  'SELECT * WHERE {',
  ...Array.from({ length: 196 }, (_, line) => `  OPTIONAL { ?thing rdfs:label ?label${line} . } # line ${line + 3}`),
  '}',
  'LIMIT 10',
].join('\n');
const BIG_SELECT = 'SELECT ?s ?p ?o WHERE { ?s ?p ?o } LIMIT 1000';

const sparqlPath = (query: string) => `/worlds/${WORLD}/sparql?${new URLSearchParams({ query }).toString()}`;

async function keystrokeToHighlight({ base, browser }: ResultsPage) {
  const page = await benchPage(browser);
  await page.goto(base + sparqlPath(LONG_QUERY));
  const editor = page.getByRole('textbox', { name: 'SPARQL query' });
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+End');
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const name = `?bench${run}`;
    await page.keyboard.type(`\n${name.slice(0, -1)}`);
    await page.evaluate(() =>
      document.addEventListener(
        'keydown',
        () => ((window as unknown as { benchStart: number }).benchStart = performance.now()),
        { capture: true, once: true },
      ),
    );
    const painted = untilPainted(
      page,
      `[...document.querySelectorAll('.sparql-editor .token.variable')].some((token) => token.textContent === '${name}')`,
    );
    await page.keyboard.type(name.slice(-1));
    times.push(await painted);
  }
  await page.close();
  return times;
}

// The status beside Run: "Running…" while the query is out.
const running = `[...document.querySelectorAll('main [role=status]')].some((status) => status.textContent === 'Running…')`;
const thousandRows = `[...document.querySelectorAll('main [role=status]')].some((status) => status.textContent.startsWith('1,000 rows'))`;

async function bigSelect({ base, browser }: ResultsPage) {
  const page = await benchPage(browser);
  await page.goto(base + sparqlPath(BIG_SELECT));
  await page.getByRole('button', { name: 'Run' }).waitFor();
  const times: number[] = [];
  // The first run is a warm-up: it loads the parser, so the figures are the query's own.
  for (let run = 0; run < RUNS + 1; run++) {
    await page.evaluate(() => ((window as unknown as { benchSeenRunning: boolean }).benchSeenRunning = false));
    // While the query runs, the last answer is gone: its table is drawn anew each time.
    const painted = untilPainted(
      page,
      `(window.benchSeenRunning ||= ${running}) && !${running} && ${thousandRows} && document.querySelector('main table tbody tr') !== null`,
    );
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Run');
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      button?.click();
    });
    const ms = await painted;
    if (run > 0) times.push(ms);
  }
  await page.close();
  return times;
}

export async function sparqlFigures(results: ResultsPage): Promise<Figure[]> {
  return [
    {
      name: 'SPARQL keystroke → highlight, 200-line query',
      values: await keystrokeToHighlight(results),
      against: FLOOR,
    },
    { name: SPARQL_1000_ROWS, values: await bigSelect(results), against: FLOOR },
  ];
}
