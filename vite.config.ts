import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Connect, Plugin, ProxyOptions, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  DASHBOARD_REQUEST_HEADER,
  DATAPLANE_PREFIX,
  dataplaneNotForwardedBody,
  dataplanePath,
  proxyRefusal,
  proxyRefusalBody,
  proxyUnreachableBody,
} from './src/api/proxy-guard.ts';

/*
 * WORLDS_API_URL=https://host npm run dev (or npm run preview) proxies /v1,
 * /rpc and /dataplane/… (the prefix removed) from the dashboard's own origin to
 * that server, since real servers allow no cross-origin calls, and serves
 * /config.json saying so. WORLDS_API_KEY, when set, is added here, in the
 * proxy, so the key never reaches the browser. WORLDS_API_DIALECT (auto, v1,
 * rest, rpc, dataplane) names how the server speaks, so the dashboard skips
 * detection. The proxy forwards only what the dashboard's own
 * pages send (proxyGuard below). The build reads none of these: one
 * dist/ serves any server (deploy/ does the same with nginx).
 */
const apiUrl = process.env.WORLDS_API_URL?.trim() ?? '';
const apiKey = process.env.WORLDS_API_KEY?.trim() ?? '';
const dialects = ['auto', 'v1', 'rest', 'rpc', 'dataplane'] as const;
type Dialect = (typeof dialects)[number];
const isDialect = (value: string): value is Dialect => (dialects as readonly string[]).includes(value);
const dialectSetting = process.env.WORLDS_API_DIALECT?.trim() || 'auto';
if (!isDialect(dialectSetting)) {
  throw new Error(`WORLDS_API_DIALECT must be one of ${dialects.join(', ')}; it is "${dialectSetting}".`);
}
const dialect: Dialect = dialectSetting;

/*
 * The key goes where the server looks for it. Each path belongs to one kind of server: /v1 to v1 and REST
 * servers, which read a bearer token, /rpc to RPC servers, which read X-Api-Key, /dataplane/… to the dataplane
 * server, which reads a bearer token. So the header follows the path, and is right even when the dialect is left to
 * detection.
 */
const forwardTo = (headers: Record<string, string>, rewrite?: (path: string) => string): ProxyOptions => ({
  target: apiUrl,
  changeOrigin: true,
  headers: apiKey ? headers : undefined,
  rewrite,
  configure: (server) => {
    // The server has no use for the dashboard's marker.
    server.on('proxyReq', (request) => request.removeHeader(DASHBOARD_REQUEST_HEADER));
    server.on('error', answerUnreachable);
  },
});

/*
 * When the server cannot be reached, Vite's proxy answers an empty text/plain 502, which reads like the server's
 * own failure. This answers first (Vite then leaves the reply alone) as nginx does (deploy/nginx.conf.template,
 * @upstream_unreachable), marked as the proxy's own, so the dashboard says the same thing behind either.
 */
const answerUnreachable = (_error: Error, _request: unknown, response: unknown) => {
  if (!(response instanceof ServerResponse) || response.headersSent || response.writableEnded) return;
  response.writeHead(502, { 'Content-Type': 'application/json' }).end(proxyUnreachableBody(runtimeConfig.serverName));
};
const proxy: Record<string, ProxyOptions> | undefined = apiUrl
  ? {
      '/v1/': forwardTo({ Authorization: `Bearer ${apiKey}` }),
      '^/rpc(\\?|$)': forwardTo({ 'X-Api-Key': apiKey }),
      // The server's root, under a prefix of the dashboard's own; refuseOtherSites has answered every other path.
      [`^${DATAPLANE_PREFIX}/`]: forwardTo(
        { Authorization: `Bearer ${apiKey}` },
        (path) => dataplanePath(path) ?? path,
      ),
    }
  : undefined;

/** What /config.json says; the same fields deploy/entrypoint.sh writes. Never the key. */
const runtimeConfig = apiUrl
  ? {
      dataSource: 'server',
      dialect,
      serverName: process.env.WORLDS_API_NAME?.trim() || new URL(apiUrl).host,
      serverId: createHash('sha256').update(apiUrl).digest('hex').slice(0, 16),
    }
  : { dataSource: 'offline', dialect: 'auto', serverName: '', serverId: '' };

const connect: Connect.NextHandleFunction = (request, response, next) => {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url?.split('?')[0] !== '/config.json') {
    next();
    return;
  }
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(JSON.stringify(runtimeConfig));
};

const runtimeConfigEndpoint: Plugin = {
  name: 'runtime-config',
  configureServer: (server) => void server.middlewares.use(connect),
  configurePreviewServer: (server) => void server.middlewares.use(connect),
};

const answerJson = (response: ServerResponse, status: number, body: string) => {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.end(body);
};

/**
 * Forwards only what the dashboard's own pages send (src/api/proxy-guard.ts says why), and under /dataplane only the
 * paths the dashboard uses: any other is the proxy's own 404, never the app's page nor the server's. Runs before the
 * proxy. Without a server, /dataplane is that same 404 (nginx answers so too; the offline data is never there).
 */
const refuseOtherSites: Connect.NextHandleFunction = (request, response, next) => {
  const url = request.url ?? '';
  const dataplane =
    url === DATAPLANE_PREFIX || url.startsWith(`${DATAPLANE_PREFIX}/`) || url.startsWith(`${DATAPLANE_PREFIX}?`);
  if (dataplane && (!proxy || dataplanePath(url) === undefined)) {
    answerJson(response, 404, dataplaneNotForwardedBody());
    return;
  }
  const refusal =
    proxy && (dataplane || /^\/(v1\/|rpc(\?|$))/.test(url))
      ? proxyRefusal({ method: request.method ?? 'GET', headers: request.headers })
      : undefined;
  if (refusal === undefined) {
    next();
    return;
  }
  answerJson(response, 403, proxyRefusalBody(refusal));
};

const proxyGuard: Plugin = {
  name: 'proxy-guard',
  configureServer: (server) => void server.middlewares.use(refuseOtherSites),
  configurePreviewServer: (server) => void server.middlewares.use(refuseOtherSites),
};

/*
 * The theme is applied before the first paint by a script in index.html itself (src/lib/theme-init.js says why),
 * one of the three inline scripts the policy allows, each by its hash (its comments left out of the page). The same
 * text is written in dev, where no policy applies.
 */
const inlineScript = (file: string) =>
  readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')
    .replaceAll(/^\s*\/\/.*\n/gm, '')
    .trim();
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const THEME_INIT = inlineScript('src/lib/theme-init.js');

const themeBeforeFirstPaint: Plugin = {
  name: 'theme-before-first-paint',
  transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT, injectTo: 'head' }],
};

/*
 * A deep link's world frame is painted with the HTML, from the template in index.html (src/lib/world-frame-init.js
 * says why), by the policy's other inline script, after the markup it fills in.
 */
const WORLD_FRAME_INIT = inlineScript('src/lib/world-frame-init.js');

const worldFrameBeforeScripts: Plugin = {
  name: 'world-frame-before-scripts',
  transformIndexHtml: () => [{ tag: 'script', children: WORLD_FRAME_INIT, injectTo: 'body' }],
};

/*
 * What a deep link's page needs, asked for with the HTML rather than once the entry has arrived and run (a round trip
 * and a phone's long task later; every page of a world painted its content after them): the configuration, the page's
 * chunks, and the code of the dialect the configuration names. The build writes, for each world page, the files its
 * page imports at once (its CSS too, and what its first reads import: src/app/deep-link-reads.ts), and for each
 * dialect its adapter's files, into index.html as data the browser never runs (a JSON <script>, which the policy's
 * hashes need not cover); the policy's third inline script (src/lib/early-fetches-init.js) preloads what the URL and
 * the configuration name. What the entry holds is left out, and no other page's code is fetched: a page loads nothing
 * it did not load before. Both end the head, after the entry's preload: what the script preloads is asked for only once
 * the HTML is painted, at low priority, so the entry comes first (asked for in the same task as the entry, the page's
 * code once started the entry later in Lighthouse's simulation: the first paint 0.1 s later, the LCP no sooner).
 */
const ROUTES = fileURLToPath(new URL('src/app/routes.tsx', import.meta.url));
/** Each lazy route's path and its page's module, as routes.tsx declares them (lazyPage('sparql', … import(…))). */
const lazyPages = [
  ...readFileSync(ROUTES, 'utf8').matchAll(/lazyPage\('([^']+)', async \(\) => \(await import\('([^']+)'\)\)/g),
].map(([, path = '', module = '']) => ({
  path,
  module: fileURLToPath(new URL(`${module}.tsx`, pathToFileURL(ROUTES))),
}));
/** The pages of a world, whose deep links the frame's script paints (its path pattern names the same). */
const WORLD_PAGES = ['overview', 'edit', 'search', 'sparql', 'data', 'thing'];
/** The code a deep link's first reads load beside the page's (src/app/deep-link-reads.ts): a thing's description. */
const DEEP_LINK_READS: Record<string, string> = {
  thing: fileURLToPath(new URL('src/api/describe-thing.ts', import.meta.url)),
};
const EARLY_FETCHES_INIT = inlineScript('src/lib/early-fetches-init.js');

const earlyFetches: Plugin = {
  name: 'early-fetches',
  apply: 'build',
  transformIndexHtml: (html, { bundle }) => {
    if (!bundle) return html;
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
    const chunkOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const entry = chunks.find((chunk) => chunk.isEntry);
    /** The files a module's chunk loads at once, its own first, with their CSS, short of what the entry holds. */
    const filesOf = (module: string, stop: Set<string> = firstVisit) => {
      const found = new Set<string>();
      // Its own chunk, or the one it shares with another importer (describe-thing.ts, with the graph's).
      const holding =
        chunks.find((chunk) => chunk.facadeModuleId === module) ??
        chunks.find((chunk) => chunk.moduleIds.includes(module));
      const pending = [holding?.fileName ?? ''];
      for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
        const chunk = chunkOf.get(next);
        if (found.has(next) || stop.has(next) || !chunk) continue;
        found.add(next);
        pending.push(...chunk.imports);
        for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
      }
      if (found.size === 0) throw new Error(`The build has no chunk holding ${module}`);
      return [...found].map((file) => `/${file}`);
    };
    const firstVisit = new Set<string>();
    if (entry) for (const file of filesOf(entry.facadeModuleId ?? '', new Set())) firstVisit.add(file.slice(1));
    const pages: Record<string, string[]> = {};
    for (const { path, module } of lazyPages.filter(({ path }) => WORLD_PAGES.includes(path))) {
      const reads = DEEP_LINK_READS[path];
      pages[path] = [...new Set([...filesOf(module), ...(reads ? filesOf(reads) : [])])];
    }
    const missing = WORLD_PAGES.filter((page) => !pages[page]);
    if (missing.length > 0) throw new Error(`routes.tsx names no lazy page for ${missing.join(', ')}`);
    const dialects: Record<string, string[]> = {};
    for (const chunk of chunks) {
      const dialect = ADAPTER.exec(chunk.facadeModuleId ?? '')?.[1];
      if (dialect) dialects[dialect] = filesOf(chunk.facadeModuleId ?? '');
    }
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) throw new Error('index.html has no head to end with the early fetches');
    const listed = `<script type="application/json" id="early-modules">${JSON.stringify({ pages, dialects })}</script>`;
    const script = `<script>${EARLY_FETCHES_INIT}</script>`;
    return `${html.slice(0, headEnd)}  ${listed}\n    ${script}\n  ${html.slice(headEnd)}`;
  },
};

/*
 * The entry's stylesheet (the app's Tailwind CSS, 10 KB gzip) is written into index.html as a <style>, not linked:
 * a linked stylesheet holds the first paint until it has come, a round trip after the HTML on a phone's network, and
 * on a fast one the entry's script arrived meanwhile and ran first, so the painted header waited for it too
 * (Lighthouse's "render-blocking resources": 0.3 s). Now the HTML alone paints. index.html links it (not main.tsx's
 * import), so that no lazy chunk lists it among the files to load before it runs: the first page loaded would fetch
 * it again. The file is left out of the build. index.html is revalidated at each visit (304 while the build is the
 * same), so a repeat visit costs nothing more.
 */
const ENTRY_STYLESHEET = /^assets\/index-[\w-]+\.css$/;

const entryStylesheetInline: Plugin = {
  name: 'entry-stylesheet-inline',
  apply: 'build',
  transformIndexHtml: (html, { bundle }) => {
    if (!bundle) return html;
    const link = /<link rel="stylesheet"[^>]* href="\/([^"]+)">/.exec(html);
    const file = link?.[1] ?? '';
    const stylesheet = bundle[file];
    if (!link || !ENTRY_STYLESHEET.test(file) || stylesheet?.type !== 'asset') {
      throw new Error('index.html links no entry stylesheet to write into it');
    }
    const css = String(stylesheet.source);
    if (css.includes('</')) throw new Error('The entry stylesheet holds "</", which would end its <style> early');
    // How the bundler's API takes a file out of the build.
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete bundle[file];
    return html.replace(link[0], `<style>${css}</style>`);
  },
};

/*
 * The app's entry is fetched with the HTML but run only once the HTML's first contentful paint is on screen
 * (src/lib/early-fetches-init.js says why): its <script> becomes a modulepreload, which fetches and compiles without
 * running, and so do those of the modules it imports (the bundler's runtime). The early script runs it by this link's
 * ID. The entry's file is the first visit's chunk, named index (firstVisitChunk, below).
 */
const ENTRY_SCRIPT = /^assets\/index-[\w-]+\.js$/;

const entryAfterFirstPaint: Plugin = {
  name: 'entry-after-first-paint',
  apply: 'build',
  transformIndexHtml: (html) => {
    const scripts = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/g;
    if ([...html.matchAll(scripts)].filter(([, file = '']) => ENTRY_SCRIPT.test(file)).length !== 1) {
      throw new Error('index.html has no one <script> of the entry to fetch without running');
    }
    return html.replaceAll(
      scripts,
      (_tag, file: string) =>
        `<link rel="modulepreload" crossorigin href="/${file}"${ENTRY_SCRIPT.test(file) ? ' id="app-entry"' : ''}>`,
    );
  },
};

/*
 * The production build forbids inline scripts but the theme's, the world frame's and the early fetches' (allowed by
 * their hashes, above), inline styles but the entry's stylesheet (by its hash, taken from the page as built), and
 * plugins and foreign forms. Requests may go to any http(s) server, since the base URL is a setting: a deliberate
 * trade-off. A <meta> policy cannot forbid framing: deploy/entrypoint.sh sends this same policy, read from the built
 * index.html, as a header, with frame-ancestors 'none' (a test checks the two). Dev keeps Vite's inline helpers, so
 * this applies to builds only.
 */
const contentSecurityPolicy = (styles: string[]) =>
  [
    "default-src 'self'",
    `script-src 'self' ${hashOf(THEME_INIT)} ${hashOf(WORLD_FRAME_INIT)} ${hashOf(EARLY_FETCHES_INIT)}`,
    ['style-src', "'self'", ...styles.map(hashOf)].join(' '),
    "img-src 'self' data:",
    "connect-src 'self' https: http:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

const contentSecurityPolicyMeta: Plugin = {
  name: 'content-security-policy',
  apply: 'build',
  // After the stylesheet is written in, to hash it as it stands.
  transformIndexHtml: {
    order: 'post',
    handler: (html) => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css)),
        },
        injectTo: 'head-prepend',
      },
    ],
  },
};

/*
 * prism-code-editor (the SPARQL page's editor) writes a little layout into its HTML templates' style attributes,
 * which the policy above refuses, one console error each. The build takes them out of the templates: the same
 * declarations are in src/features/sparql/sparql-editor.css.
 */
const prismTemplatesWithoutStyle: Plugin = {
  name: 'prism-templates-without-style',
  apply: 'build',
  transform: (code, id) =>
    id.includes('/node_modules/prism-code-editor/dist/')
      ? code.replaceAll(/createTemplate\((["`])(?:\\.|(?!\1)[^\\])*\1/g, (template: string) =>
          template.replaceAll(/ style=(?:\\"[^"]*\\"|[^ >"]+)/g, ''),
        )
      : undefined,
};

/*
 * What the entry imports statically, it runs on every first visit: one chunk for all of it. Left to itself, the
 * bundler cuts out of the entry every module a lazy chunk shares with it, a dozen small files whose gzip headers
 * and lost shared context cost about a kilobyte of the first visit's 130 KB budget.
 */
const ENTRY = fileURLToPath(new URL('src/main.tsx', import.meta.url));
let firstVisitModules: Set<string> | undefined;
/** The modules `roots` import statically, themselves included, short of those in `stop`. */
function staticClosure(roots: string[], context: Rolldown.ChunkingContext, stop = new Set<string>()): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (found.has(next) || stop.has(next)) continue;
    found.add(next);
    pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}
function firstVisitChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  firstVisitModules ??= staticClosure([ENTRY], context);
  return firstVisitModules.has(id) ? 'index' : null;
}

/*
 * After the first visit's chunk, the bundler would cut one file per set of lazy chunks sharing a module: a world page
 * loaded about 25 files of 0.1 to 3 KB (its own, its adapter's), more round trips than a phone's six connections
 * make at once, each before the page can paint. Three groups make them few, each one file: what v1's adapter imports
 * (the first visit's adapter, offline too, so nothing more joins it), what the other adapters import beside it (each
 * adapter keeps its own file: a server loads no other's), and the app's own modules that two or more pages share
 * (with a file apart for what only some pages share, when it weighs: SHARED_APART). A page loads a few KB it may not
 * use; libraries and the code only a dialog or a graph needs keep their own files.
 */
const DIALECTS = fileURLToPath(new URL('src/api/dialect.ts', import.meta.url));
const V1_ADAPTER = fileURLToPath(new URL('src/api/dialects/v1.ts', import.meta.url));
const ADAPTER = /\/src\/api\/dialects\/(v1|rest|rpc|dataplane)\.ts$/;
type LazyGroup = 'adapter-base' | 'adapters' | 'pages-shared' | `pages-shared-by-${string}`;
/**
 * Code that the same few pages share, of this weight or more (its source and what it imports, before minifying), keeps
 * a file of its own, loaded by those pages alone: the virtualised rows and term views of the search, SPARQL and thing
 * tables (13 KB gzip, the virtualiser included) were half of what the Data and Overview pages loaded before they could
 * paint, and never ran there. Below it, a set of pages' code joins the one shared file: fewer files to ask for.
 */
const SHARED_APART = 100_000;
let lazyGroups: Map<string, LazyGroup> | undefined;
function lazyGroupsOf(context: Rolldown.ChunkingContext): Map<string, LazyGroup> {
  if (lazyGroups) return lazyGroups;
  const groups = new Map<string, LazyGroup>();
  const firstVisit = firstVisitModules ?? staticClosure([ENTRY], context);
  const lazy = (roots: string[]) => staticClosure(roots, context, firstVisit);
  const dialectModules = lazy([...(context.getModuleInfo(DIALECTS)?.dynamicallyImportedIds ?? [])]);
  for (const module of lazy([V1_ADAPTER])) if (module !== V1_ADAPTER) groups.set(module, 'adapter-base');
  for (const module of dialectModules) if (!ADAPTER.test(module) && !groups.has(module)) groups.set(module, 'adapters');
  // Every chunk loaded on demand (a page, a dialog, a graph...), by the module it starts from.
  const lazyRoots = new Set<string>();
  for (const module of staticClosure([ENTRY, ...dialectModules], context))
    for (const root of context.getModuleInfo(module)?.dynamicallyImportedIds ?? []) lazyRoots.add(root);
  for (const root of [...lazyRoots])
    for (const module of lazy([root]))
      for (const next of context.getModuleInfo(module)?.dynamicallyImportedIds ?? []) lazyRoots.add(next);
  const pageModules = lazy(context.getModuleInfo(ROUTES)?.dynamicallyImportedIds ?? []);
  const uses = new Map<string, number>();
  for (const root of lazyRoots) for (const module of lazy([root])) uses.set(module, (uses.get(module) ?? 0) + 1);
  const shared = [...uses].filter(
    ([module, count]) =>
      count > 1 && pageModules.has(module) && !dialectModules.has(module) && !module.includes('/node_modules/'),
  );
  // The pages whose own code imports each shared module: the set of them names the group it falls in.
  const pages = (context.getModuleInfo(ROUTES)?.dynamicallyImportedIds ?? []).map((page) => ({
    name: basename(page).replace(/(-page)?\.tsx?$/, ''),
    modules: lazy([page]),
  }));
  const usersOf = (module: string) =>
    pages
      .filter(({ modules }) => modules.has(module))
      .map(({ name }) => name)
      .join('-');
  const weightOf = new Map<string, number>();
  for (const [module] of shared) {
    const users = usersOf(module);
    const weight = [...lazy([module])].reduce((sum, next) => sum + (context.getModuleInfo(next)?.code?.length ?? 0), 0);
    weightOf.set(users, (weightOf.get(users) ?? 0) + weight);
  }
  for (const [module] of shared) {
    const users = usersOf(module);
    groups.set(module, (weightOf.get(users) ?? 0) >= SHARED_APART ? `pages-shared-by-${users}` : 'pages-shared');
  }
  lazyGroups = groups;
  return groups;
}
/** A group's name function: earlier groups take a module first, its imports included (includeDependenciesRecursively). */
const lazyChunk =
  (group: LazyGroup) =>
  (id: string, context: Rolldown.ChunkingContext): string | null =>
    lazyGroupsOf(context).get(id) === group ? group : null;
/** The shared pages' group: one file, and one more for each set of pages sharing code of weight (SHARED_APART). */
function pagesSharedChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  const group = lazyGroupsOf(context).get(id);
  return group?.startsWith('pages-shared') ? group : null;
}

/*
 * React Router publishes one build for every condition, its development one (with its dev warnings: about 0.6 KB of
 * the first visit's gzip), and beside it the same code with the warnings off: a production build uses that.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The test files that replace modules or globals (see test.projects). */
const replacingModules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    entryStylesheetInline,
    entryAfterFirstPaint,
    contentSecurityPolicyMeta,
    themeBeforeFirstPaint,
    worldFrameBeforeScripts,
    earlyFetches,
    prismTemplatesWithoutStyle,
    runtimeConfigEndpoint,
    proxyGuard,
  ],
  // No cross-origin calls to the dashboard's own servers: Vite's default lets pages on localhost read them, and
  // answers their preflights, which the proxy guard would otherwise be the only one to stop.
  server: { proxy, cors: false },
  preview: { proxy, cors: false },
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [] },
  // Every browser the dashboard supports preloads modules itself; the polyfill cost the first visit half a KB.
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: firstVisitChunk, debugName: 'first visit' },
            { name: lazyChunk('adapter-base'), debugName: "what v1's adapter imports" },
            { name: lazyChunk('adapters'), debugName: 'what the other adapters import' },
            { name: pagesSharedChunk, debugName: 'what two pages or more share' },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Two run the suite in 150 s, not 270.
    maxWorkers: 2,
    // Every wait is for a state, never a fixed time: these are ceilings, reached only on a loaded 2-core machine
    // (npm test beside another checkout's), where the 5 s default failed good tests.
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    /*
     * Most files share their worker's jsdom and module graph (isolate: false): a fresh one per file (Vitest's default)
     * was most of the suite's time, about 75 s of environment and 40 s of setup files across 99 files. setup.ts resets
     * what a test leaves behind (the DOM, the mock server and its data, storage) after every test, so none leaks into
     * the next file. A file that replaces modules or globals (vi.mock, vi.stubGlobal) needs a module graph of its own,
     * and keeps one: a shared graph has the real module loaded already, and its replacement would reach other files.
     */
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: replacingModules },
      },
      { extends: true, test: { name: 'isolated', include: replacingModules } },
    ],
  },
}));
