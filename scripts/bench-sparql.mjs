// Times the SPARQL page in the production build, on the offline sample data, in Chromium:
// - keystroke to highlight: in a 200-line query, from a key's keydown to the first paint that shows the new
//   variable highlighted as one (the editor's tokenizer and redraw);
// - a 1,000-row SELECT: from the click on Run to the first paint of its table ("1,000 rows"), the query answered by
//   the offline mock's engine (Oxigraph in a worker) and its first page of rows drawn.
// Run with `npm run bench:sparql` (and as part of `npm run bench`); prints medians, asserts nothing.
import { chromium } from '@playwright/test';
import { existsSync, rmSync } from 'node:fs';
import { buildAndPreview } from './preview-build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const port = 4349 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const base = `http://127.0.0.1:${port}`;

const LONG_QUERY = [
  'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>',
  'SELECT * WHERE {',
  ...Array.from({ length: 196 }, (_, line) => `  OPTIONAL { ?thing rdfs:label ?label${line} . } # line ${line + 3}`),
  '}',
  'LIMIT 10',
].join('\n');
const BIG_SELECT = 'SELECT ?s ?p ?o WHERE { ?s ?p ?o } LIMIT 1000';

const sparqlPath = (query) => `/worlds/minor-planets/sparql?${new URLSearchParams({ query })}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (values) =>
  `median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)}, ${values.length} runs)`;

const OUT_DIR = 'dist-sparql-bench';
const server = await buildAndPreview(OUT_DIR, port);
const browser = await chromium.launch({
  executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
  args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Resolves, in the page, with the time from `window.benchStart` to the paint after `done()` first holds. */
const paintedWhen = (page, done) =>
  page.evaluate(
    (source) =>
      new Promise((resolve) => {
        const check = new Function(`return (${source})`);
        const finish = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.benchStart)));
        if (check()) return finish();
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          finish();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    done,
  );

async function keystrokeToHighlight() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(base + sparqlPath(LONG_QUERY));
  const editor = page.getByRole('textbox', { name: 'SPARQL query' });
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+End');
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const name = `?bench${run}`;
    await page.keyboard.type(`\n${name.slice(0, -1)}`);
    await page.evaluate(() =>
      document.addEventListener('keydown', () => (window.benchStart = performance.now()), {
        capture: true,
        once: true,
      }),
    );
    const painted = paintedWhen(
      page,
      `[...document.querySelectorAll('.sparql-editor .token.variable')].some((token) => token.textContent === '${name}')`,
    );
    await page.keyboard.type(name.slice(-1));
    times.push(await painted);
  }
  await page.close();
  return times;
}

async function bigSelect() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(base + sparqlPath(BIG_SELECT));
  await page.getByRole('button', { name: 'Run' }).waitFor();
  const times = [];
  // The first run is a warm-up: it loads the parser and starts the engine, so the figures are the query's own.
  for (let run = 0; run < RUNS + 1; run++) {
    await page.evaluate(() => (window.benchSeenRunning = false));
    // While the query runs, the last answer is gone: its table is drawn anew each time.
    const painted = paintedWhen(
      page,
      `(window.benchSeenRunning ||= document.body.textContent.includes('Running…')) &&
        !document.body.textContent.includes('Running…') && document.body.textContent.includes('1,000 rows')`,
    );
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Run');
      window.benchStart = performance.now();
      button?.click();
    });
    const ms = await painted;
    if (run > 0) times.push(ms);
  }
  await page.close();
  return times;
}

try {
  console.log('SPARQL page, production build in Chromium, offline sample data:');
  console.log(`  keystroke to highlight, 200-line query: ${summary(await keystrokeToHighlight())}`);
  console.log(`  1,000-row SELECT, Run to table painted: ${summary(await bigSelect())}`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(OUT_DIR, { recursive: true, force: true });
}
