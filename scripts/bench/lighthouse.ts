// Lighthouse's performance score of five pages, on a phone and on a desktop, as production serves them: the build
// behind the project's nginx (deploy/entrypoint.sh, precompressed as deploy/Dockerfile does), in front of the test
// double answering as the REST server does (e2e/test-api/server.ts --dialect rest), scored in Debian's Chromium (or
// Playwright's). Lighthouse is a dev dependency: nothing in `npm test` needs it.
//
//   node --import tsx scripts/bench/lighthouse.ts      prints the figures alone (LIGHTHOUSE_RUNS, default 3);
//   LIGHTHOUSE_REPORTS=folder keeps each run's report there, to read what cost the points.
import { chromium } from '@playwright/test';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { benchTable, type Figure } from '../bench-table';

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

/** Starts a process, ending with the bench; rejects if it dies before `ready` answers. */
async function started(command: string, args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} ended: ${errors}`);
    const answered = await fetch(ready).then(
      (reply) => reply.ok,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${ready} did not answer within 30 s: ${errors}`);
}

/** Stops a child and resolves once it has exited (at once if it already has). */
function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

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
  // nginx's workers read these as another user: the build readable by all, and the run folder made by the entrypoint.
  chmodSync(dist, 0o755);
  const runDir = join(tmpdir(), `worlds-lighthouse-nginx-${NGINX_PORT}`);
  const profile = mkdtempSync(join(tmpdir(), 'worlds-lighthouse-chrome-'));
  const children: ChildProcess[] = [];
  try {
    execSync(`npx vite build --outDir ${dist} --emptyOutDir`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    // As deploy/Dockerfile precompresses them for gzip_static.
    execSync(
      `find ${dist} -type f \\( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' \\) -exec gzip -k -9 {} +`,
    );
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
    children.push(
      await started(
        'sh',
        ['deploy/entrypoint.sh'],
        {
          WORLDS_API_URL: `http://127.0.0.1:${API_PORT}`,
          WORLDS_API_KEY: API_KEY,
          WORLDS_API_DIALECT: 'rest',
          WORLDS_API_NAME: 'REST double',
          WORLDS_DASHBOARD_LISTEN: `127.0.0.1:${NGINX_PORT}`,
          WORLDS_DASHBOARD_ROOT: dist,
          NGINX_RUN_DIR: runDir,
          PATH: `${process.env.PATH ?? ''}:/usr/sbin`,
        },
        `http://127.0.0.1:${NGINX_PORT}/config.json`,
      ),
    );
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
    await Promise.all(children.reverse().map(ended));
    for (const folder of [dist, runDir, profile]) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}

if (process.argv[1] === import.meta.filename) console.log(benchTable(await lighthouseFigures()));
