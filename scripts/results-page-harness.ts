// What the results-page scripts (`npm run bench`, `npm run profile:paging`) share: a production build served by
// `vite preview` (or, for the bench, by the project's nginx, as production serves it) in front of the offline mock's
// handlers run as a real HTTP server with a fixed latency, Debian's Chromium (or Playwright's), and the in-page checks
// of what is on screen.
//
// The checks are strings evaluated in the page, hence bypassCSP on their pages (the build's policy forbids eval,
// rightly). They are cheap: no innerText, which would lay out and serialise the page in every checked frame and be
// timed as the app's work.
import { chromium, type Browser, type Page } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { preview, type Plugin } from 'vite';
import type { EngineReply, EngineRequest } from './bench-api-engine';
import { servedByNginx } from './bench/served-by-nginx';

interface ResultsPageOptions {
  port: number;
  /** How long the API takes to answer each request. */
  latencyMs: number;
  outDir?: string;
  /** Unminified, so that a profile names the app's own functions. */
  minify?: boolean;
  /** Serve what `outDir` already holds instead of building it. */
  build?: boolean;
  /** Told of each step of each API request, at its time (trace-thing.ts): the proxy's and the API server's. */
  trace?: (what: string) => void;
  /**
   * Served by the project's nginx, as production serves it, from a build of its own (`outDir` and `build` are then not
   * used): vite preview's proxy runs on the bench's own Node thread, beside the API server and Playwright's client,
   * and took 2 to 8 ms to forward each request (trace-thing.ts), which nginx does not add.
   */
  nginx?: boolean;
}

export interface ResultsPage {
  /** The dashboard's origin, configured for the API server. */
  base: string;
  /** The build it serves: a part with servers of its own (the import's) serves and reads the same one. */
  dist: string;
  /** The API server's origin, for a script that prepares data before timing. */
  api: string;
  browser: Browser;
  /**
   * While on, a SPARQL query asked again of an unchanged store is answered with the reply kept from the first time,
   * after the same latency: the server the bench's figures assume, answering in 50 ms whatever the answer's size, so
   * that a figure shows the dashboard's own work and not the test double's engine (about 0.8 s of CPU for 100,000
   * rows). Any request that is not a query empties what is kept. Off (the default), the engine answers every query.
   */
  replayQueries: (on: boolean) => void;
  close: () => Promise<void>;
}

export async function startResultsPage({
  port,
  latencyMs,
  outDir = 'dist',
  minify = true,
  build = true,
  trace,
  nginx = false,
}: ResultsPageOptions): Promise<ResultsPage> {
  if (nginx) {
    outDir = mkdtempSync(join(tmpdir(), 'worlds-bench-dist-'));
    build = true;
  }
  if (build) {
    execSync(`npx vite build --outDir ${outDir} --emptyOutDir${minify ? '' : ' --minify false'}`, {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  // The offline mock's handlers and SPARQL engine, in a thread of their own (bench-api-engine.ts says why).
  const engine = new Worker(new URL('./bench-api-thread.mjs', import.meta.url));
  const awaited = new Map<number, (reply: EngineReply['reply']) => void>();
  engine.on('message', ({ id, reply }: EngineReply) => awaited.get(id)?.(reply));
  let asked = 0;

  // Replies kept for replayQueries, by the request that asked; emptied by any request that may change the store.
  const kept = new Map<string, { status: number; headers: Record<string, string>; bytes: Buffer }>();
  let replaying = false;

  const api = createServer((request, response) => {
    const traced = (what: string) => trace?.(`api: ${request.method} ${request.url?.slice(0, 60)} ${what}`);
    traced('arrives');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void answer());
    async function answer() {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks);
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value] as [string, string]] : [],
      );
      // A SPARQL query, by the protocol's GET or its POST: it reads the store and changes nothing.
      const query =
        url.pathname.endsWith('/sparql') &&
        (request.method === 'GET' || (request.headers['content-type'] ?? '').startsWith('application/sparql-query'));
      if (!query && request.method !== 'GET' && request.method !== 'HEAD') kept.clear();
      const key = replaying && query ? `${request.method} ${url.href} ${body?.toString() ?? ''}` : undefined;
      const [reply] = await Promise.all([
        (key !== undefined && kept.get(key)) ||
          answered({ url: url.href, method: request.method ?? 'GET', headers, body }, key).then((reply) => {
            traced('answered by the engine');
            return reply;
          }),
        new Promise((resolve) => setTimeout(resolve, latencyMs)).then(() => traced(`${latencyMs} ms over`)),
      ]);
      if (!reply) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(reply.status, reply.headers).end(reply.bytes);
      traced(`written, ${reply.bytes.length} B`);
    }
  });

  async function answered(request: Omit<EngineRequest, 'id'>, key: string | undefined) {
    const id = ++asked;
    const reply = await new Promise<EngineReply['reply']>((resolve) => {
      awaited.set(id, resolve);
      engine.postMessage({ id, ...request } satisfies EngineRequest);
    });
    awaited.delete(id);
    if (!reply) return undefined;
    const answer = { status: reply.status, headers: reply.headers, bytes: Buffer.from(reply.bytes) };
    if (key !== undefined) kept.set(key, answer);
    return answer;
  }
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));

  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  let stopServer: () => Promise<void>;
  if (nginx) {
    const served = await servedByNginx({
      dist: outDir,
      port,
      apiUrl: apiOrigin,
      apiKey: '',
      dialect: 'auto',
      apiName: 'bench',
    });
    stopServer = async () => {
      await served.stop();
      rmSync(outDir, { recursive: true, force: true, maxRetries: 3 });
    };
  } else {
    // The preview server's /config.json and proxy come from these (vite.config.ts).
    process.env.WORLDS_API_URL = apiOrigin;
    process.env.WORLDS_API_KEY = '';
    process.env.WORLDS_API_DIALECT = '';
    const server = await preview({
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1' },
      plugins: trace ? [traceProxy(trace)] : [],
    });
    stopServer = () => server.close();
  }

  const browser = await chromium.launch({
    executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
    args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  return {
    base: `http://127.0.0.1:${port}`,
    dist: outDir,
    api: apiOrigin,
    browser,
    replayQueries: (on) => {
      replaying = on;
      kept.clear();
    },
    close: async () => {
      await browser.close();
      await stopServer();
      api.close();
      await engine.terminate();
    },
  };
}

/** Marks when the preview server's proxy receives each API request and when its reply is finished. */
const traceProxy = (trace: (what: string) => void): Plugin => ({
  name: 'trace-proxy',
  configurePreviewServer: (server) =>
    void server.middlewares.use((request, response, next) => {
      if (request.url?.startsWith('/v1/')) {
        const what = `proxy: ${request.method} ${request.url.slice(0, 60)}`;
        trace(`${what} arrives`);
        response.on('finish', () => trace(`${what} finished`));
      }
      next();
    }),
});

/**
 * In the page: resolves with the ms from window.benchStart to the end of the first frame in which `done` holds. The
 * condition is checked at each animation frame; when it holds, the clock stops in a task posted from that frame's
 * callback, which runs after the frame's style, layout and paint. A string, since tsx would wrap a function's inner
 * helpers in its __name(), which the page does not have.
 */
export function untilPainted(page: Page, done: string) {
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = () => resolve(performance.now() - window.benchStart);
    const check = () => {
      if (${done}) afterFrame.port2.postMessage(null);
      else if (performance.now() - window.benchStart > 15000) reject(new Error('not painted within 15 s: ' + ${JSON.stringify(done)}));
      else requestAnimationFrame(check);
    };
    check();
  })`);
}

/**
 * A clock armed in the page before the action it times, for an action whose result can be on screen before Playwright's
 * next call reaches the page. From the first animation frame after window.benchStart is set (by the action's own
 * evaluate, just before it acts), `done` is checked at each frame, and the clock stops as untilPainted's does: in a task
 * posted from the first frame in which it holds, after that frame's style, layout and paint. untilPainted starts
 * checking only when its call arrives, and stops the clock at once if `done` already holds: at the call's arrival,
 * however long after the frame that showed it, or with no frame at all. Resolves to a function that waits for the time.
 */
export async function armPaintClock(page: Page, done: string): Promise<() => Promise<number>> {
  const clock = await page.evaluate<number>(`(() => {
    const clocks = (window.benchClocks ??= []);
    const armedAt = performance.now();
    window.benchStart = undefined;
    clocks.push(new Promise((resolve, reject) => {
      const afterFrame = new MessageChannel();
      afterFrame.port1.onmessage = () => resolve(performance.now() - window.benchStart);
      const check = () => {
        if (window.benchStart === undefined) {
          if (performance.now() - armedAt > 30000) reject(new Error('armed, but no action was timed within 30 s'));
          else requestAnimationFrame(check);
        } else if (${done}) afterFrame.port2.postMessage(null);
        else if (performance.now() - window.benchStart > 15000) reject(new Error('not painted within 15 s: ' + ${JSON.stringify(done)}));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }));
    return clocks.length - 1;
  })()`);
  return () => page.evaluate<number>(`window.benchClocks[${clock}]`);
}

// The results table is the one captioned "Search results" (the only table on the page). `rows` counts the rows drawn:
// with the table virtualised, a page of more rows than fill the window never has them all drawn (rowsInViewPainted).
export const rows = `document.querySelectorAll('main table tbody tr').length`;
export const idle = `document.querySelector('main table')?.getAttribute('aria-busy') === 'false'`;
/** The status line above the table says the page from `from` is shown. */
export const showing = (from: number) =>
  `[...document.querySelectorAll('main [role=status]')].some((status) => status.textContent.includes('Showing ${from}–'))`;

/**
 * The page whose first row is ranked `firstRank` is painted as a person sees it, the results table being virtualised:
 * its first row is drawn, the rows drawn reach the bottom of the window (or the page's last row is drawn), and the
 * table says how many rows the page has (aria-rowcount, with its header row). The rows not drawn are not on screen,
 * so their absence is no wait of a person's. A row's rectangle or two are read, of rows the frame lays out anyway.
 */
export const rowsInViewPainted = (limit: number, firstRank: number) =>
  `(() => {
    const table = document.querySelector('main table');
    const drawn = [...(table?.querySelectorAll('tbody tr[data-index]') ?? [])];
    const first = drawn[0];
    // The last drawn row that starts in the window: the row kept drawn for the focus may stand far below it.
    const last = drawn.findLast((row) => row.getBoundingClientRect().top < innerHeight);
    return table?.getAttribute('aria-rowcount') === '${limit + 1}'
      && first?.querySelector('td')?.textContent === '${firstRank}'
      && last !== undefined
      && (last.dataset.index === '${limit - 1}' || last.getBoundingClientRect().bottom >= innerHeight);
  })()`;
