// `npm run bench`: how fast the dashboard feels, as one table. One production build, served by the project's nginx as
// production serves it (deploy/entrypoint.sh), in front of the offline mock's handlers run as a real HTTP server that
// answers every request after 50 ms, in Chromium (results-page-harness.ts). Each part below times its figures in that
// one run and returns them; every figure is read against another of the same run (bench-table.ts), since machines
// differ. Prints the table and writes it to reports/bench.md; asserts nothing.
//   BENCH_RUNS=7            runs per figure
//   BENCH_ONLY=search,thing only those parts (the floor, which the others are read against, always runs)
//   BENCH_SERVER=preview    served by `vite preview` instead, as the bench was until 2026-11-26
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { benchTable, type Figure } from './bench-table';
import { startResultsPage, type ResultsPage } from './results-page-harness';
import { RUNS, SERVER_LATENCY_MS } from './bench/bench-page';
import { floorFigures } from './bench/floor';
import { importFigures } from './bench/import';
import { lighthouseFigures } from './bench/lighthouse';
import { searchFigures } from './bench/search';
import { sparqlFigures } from './bench/sparql';
import { thingFigures } from './bench/thing';

type BenchPart = (results: ResultsPage) => Promise<Figure[]>;

/** The parts, by the name BENCH_ONLY knows them by, in the table's order. One line each. */
const PARTS: Record<string, BenchPart> = {
  floor: floorFigures,
  search: searchFigures,
  thing: thingFigures,
  sparql: sparqlFigures,
  // Its own REST double and preview (of the build the other parts time), for the big file's reload and resume.
  import: ({ browser, dist }) => importFigures(browser, dist),
  // Its own servers: the build behind nginx, in front of a double answering as the REST server does.
  lighthouse: () => lighthouseFigures(),
};

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !(name in PARTS)) ?? [];
if (unknown.length > 0) {
  throw new Error(`BENCH_ONLY names no part ${unknown.join(', ')}; the parts are ${Object.keys(PARTS).join(', ')}`);
}
const chosen = Object.entries(PARTS).filter(([name]) => name === 'floor' || only === undefined || only.includes(name));

// E2E_PORT_OFFSET keeps two checkouts' servers apart, as in playwright.config.ts.
const port = 4699 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const loadBefore = load();
const results = await startResultsPage({
  port,
  latencyMs: SERVER_LATENCY_MS,
  nginx: process.env.BENCH_SERVER !== 'preview',
});
const figures: Figure[] = [];
try {
  for (const [name, part] of chosen) {
    const started = performance.now();
    figures.push(...(await part(results)));
    console.error(`bench: ${name} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await results.close();
}

const note =
  `Production build served by ${process.env.BENCH_SERVER === 'preview' ? 'vite preview' : 'nginx'}, in Chromium, ` +
  `a Worlds API server answering after ${SERVER_LATENCY_MS} ms, ${RUNS} runs per ` +
  `figure, ${new Date().toISOString().slice(0, 10)}; ${cpus().length} cores, load average ${loadBefore} before and ` +
  `${load()} after.`;
const table = `${benchTable(figures)}\n\n${note}\n`;
console.log(table);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.md', table);
