// Lighthouse's performance score of five pages, on a phone and on a desktop, as production serves them: the build
// behind the project's nginx (deploy/entrypoint.sh, precompressed as deploy/Dockerfile does), in front of the test
// double answering as the REST server does (e2e/test-api/server.ts --dialect rest), scored in Debian's Chromium (or
// Playwright's). Lighthouse is a dev dependency: nothing in `npm test` needs it.
//
//   node --import tsx scripts/bench/lighthouse.ts      prints the figures alone (LIGHTHOUSE_RUNS, default 3);
//   LIGHTHOUSE_REPORTS=folder keeps each run's report there, to read what cost the points.
import { chromium } from '@playwright/test';
import { execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { benchTable, type Figure } from '../bench-table';
import { ended, servedByNginx, started } from './served-by-nginx';

const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const API_PORT = 4370 + portOffset;
const NGINX_PORT = 4470 + portOffset;
const CHROME_PORT = 9270 + portOffset;
const API_KEY = 'lighthouse-key';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

const root = join(import.meta.dirname, '..', '..');
const executablePath = existsSync(chromium.executablePath()) ? chromium.executablePath() : '/usr/bin/chromium';

/** The pages scored, by the paths a person opens (the world and the thing are found in the double). */
function pagesOf(worldId: string, thingIri: string) {
  const world = `/worlds/${encodeURIComponent(worldId)}`;
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: `${world}/search?q=moon` },
    { name: 'thing', path: `${world}/thing?${new URLSearchParams({ iri: thingIri }).toString()}` },
    { name: 'SPARQL', path: `${world}/sparql` },
    { name: 'Data', path: `${world}/data` },
  ];
}

const FORMS = [
  { name: 'mobile', config: undefined, goal: 98 },
  { name: 'desktop', config: desktopConfig, goal: 100 },
] as const;

/** Solar System's ID on the double, and one of its things with links both ways. */
async function solarSystem(): Promise<{ worldId: string; thingIri: string }> {
  const headers = { Authorization: `Bearer ${API_KEY}` };
  const worlds = (await (await fetch(`http://127.0.0.1:${API_PORT}/v1/worlds`, { headers })).json()) as {
    id: string;
    label?: string;
  }[];
  const solar = worlds.find((world) => /solar/i.test(world.label ?? world.id));
  if (!solar) throw new Error('The REST double holds no Solar System world');
  // Found by its name, as a person would: the sample data's IRIs are Wikidata's, and a page scored for a thing the
  // world does not hold would only say so.
  const query = 'SELECT ?s WHERE { ?s <http://www.w3.org/2000/01/rdf-schema#label> "Saturn"@en } LIMIT 1';
  const reply = await fetch(`http://127.0.0.1:${API_PORT}/v1/worlds/${encodeURIComponent(solar.id)}/sparql`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/sparql-query', Accept: 'application/sparql-results+json' },
    body: query,
  });
  const saturn = ((await reply.json()) as { results: { bindings: { s: { value: string } }[] } }).results.bindings[0];
  if (!saturn) throw new Error('The REST double’s Solar System holds no thing named Saturn');
  return { worldId: solar.id, thingIri: saturn.s.value };
}

/** What cost points on a page that fell short: the audits below 0.9 that weigh in the score. */
function shortfalls(result: Result): string {
  const weighed = new Set(
    (result.categories.performance?.auditRefs ?? []).filter(({ weight }) => weight > 0).map(({ id }) => id),
  );
  return Object.values(result.audits)
    .filter((audit) => weighed.has(audit.id) && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.id} ${audit.displayValue ?? ''} (${audit.score})`)
    .join('; ');
}

export async function lighthouseFigures(): Promise<Figure[]> {
  const dist = mkdtempSync(join(tmpdir(), 'worlds-lighthouse-dist-'));
  const profile = mkdtempSync(join(tmpdir(), 'worlds-lighthouse-chrome-'));
  const children: ChildProcess[] = [];
  let nginx: Awaited<ReturnType<typeof servedByNginx>> | undefined;
  try {
    execSync(`npx vite build --outDir ${dist} --emptyOutDir`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(
      await started(
        // Node itself, not npx: ending npx can leave the server it started running.
        process.execPath,
        [
          '--import',
          'tsx',
          'e2e/test-api/server.ts',
          '--port',
          String(API_PORT),
          '--dialect',
          'rest',
          '--api-key',
          API_KEY,
        ],
        {},
        `http://127.0.0.1:${API_PORT}/__test/requests`,
      ),
    );
    nginx = await servedByNginx({
      dist,
      port: NGINX_PORT,
      apiUrl: `http://127.0.0.1:${API_PORT}`,
      apiKey: API_KEY,
      dialect: 'rest',
      apiName: 'REST double',
    });
    children.push(
      await started(
        executablePath,
        [
          '--headless=new',
          `--remote-debugging-port=${CHROME_PORT}`,
          `--user-data-dir=${profile}`,
          '--no-sandbox',
          // This machine has no internet: without these, Chromium keeps trying to reach Google.
          '--disable-quic',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          'about:blank',
        ],
        {},
        `http://127.0.0.1:${CHROME_PORT}/json/version`,
      ),
    );

    const { worldId, thingIri } = await solarSystem();
    const figures: Figure[] = [];
    for (const form of FORMS) {
      for (const page of pagesOf(worldId, thingIri)) {
        const values: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const flags: Flags = {
            port: CHROME_PORT,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          };
          const result = (await lighthouse(`http://127.0.0.1:${NGINX_PORT}${page.path}`, flags, form.config))?.lhr;
          const score = result?.categories.performance?.score;
          if (!result || score === null || score === undefined)
            throw new Error(`Lighthouse gave no score for ${page.path}: ${result?.runtimeError?.message ?? ''}`);
          values.push(Math.round(score * 100));
          if (REPORTS) {
            mkdirSync(REPORTS, { recursive: true });
            writeFileSync(join(REPORTS, `${page.name}-${form.name}-${run + 1}.json`), JSON.stringify(result));
          }
          if (score * 100 < form.goal)
            console.error(`${page.name}, ${form.name}, run ${run + 1}: ${shortfalls(result)}`);
        }
        figures.push({
          name: `Lighthouse performance, ${page.name} page, ${form.name}`,
          values,
          unit: 'score',
          goal: { text: form.goal === 100 ? '100' : `≥ ${form.goal}`, met: (value) => value >= form.goal },
        });
      }
    }
    return figures;
  } finally {
    // Each process ended before its folders go: Chromium still writing its profile made the removal fail, and that
    // error replaced whatever the run had thrown.
    await Promise.all([...children.reverse().map(ended), nginx?.stop()]);
    for (const folder of [dist, profile]) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}

if (process.argv[1] === import.meta.filename) console.log(benchTable(await lighthouseFigures()));
