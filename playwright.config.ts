import { chromium, defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * The servers (e2eServers below) start all at once, only the previews waiting for the run's one build. Playwright's
 * own Chromium is used when installed; otherwise the system's (Debian's `chromium`), which e2e/ensure-browser.mjs
 * installs, as e2e/ensure-nginx.mjs does for nginx.
 */

// E2E_PORT_OFFSET lets two checkouts run their suites side by side on one machine.
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const DEV_PORT = 5199 + portOffset;
const PREVIEW_PORT = 4199 + portOffset;
/** A real HTTP server speaking the contract (e2e/test-api/server.ts). */
export const TEST_API_PORT = 4398 + portOffset;
/** The same server speaking the REST server's dialect (e2e/test-api/server.ts --dialect rest), for its own spec. */
export const REST_TEST_API_PORT = 4397 + portOffset;
/** The same server speaking the RPC server's dialect (e2e/test-api/server.ts --dialect rpc), for its own spec. */
export const RPC_TEST_API_PORT = 4396 + portOffset;
/**
 * The dialect journeys (e2e/dialects.spec.ts): for each dialect, its own test server (with a key) and the production
 * build's preview server proxying to it, as WORLDS_API_URL, WORLDS_API_KEY and WORLDS_API_DIALECT set up.
 */
export const DIALECT_JOURNEYS = {
  v1: { apiPort: 4391 + portOffset, appPort: 4291 + portOffset, key: 'v1-proxy-key', configured: 'v1' },
  // The two real servers are left to detection, as a person who sets only WORLDS_API_URL leaves them.
  rest: { apiPort: 4392 + portOffset, appPort: 4292 + portOffset, key: 'rest-proxy-key', configured: 'auto' },
  rpc: { apiPort: 4393 + portOffset, appPort: 4293 + portOffset, key: 'rpc-proxy-key', configured: 'auto' },
  // Called under /dataplane, which the proxy removes (vite.config.ts); found by its /openapi.json.
  dataplane: {
    apiPort: 4394 + portOffset,
    appPort: 4295 + portOffset,
    key: 'dataplane-proxy-key',
    configured: 'auto',
  },
} as const;
/**
 * The dataplane screens' own journeys: each file its own dataplane test server (with a key) and preview proxying to
 * it, the dialect left to detection. Their tests reset the server, change its key or make it misbehave, and files run
 * in parallel: on a shared server, one file's reset or key would land in the middle of another file's test.
 */
export const DATAPLANE_SPECS = {
  search: { apiPort: 4380 + portOffset, appPort: 4280 + portOffset, key: 'dataplane-search-key', configured: 'auto' },
  data: { apiPort: 4381 + portOffset, appPort: 4281 + portOffset, key: 'dataplane-data-key', configured: 'auto' },
  restore: { apiPort: 4382 + portOffset, appPort: 4282 + portOffset, key: 'dataplane-restore-key', configured: 'auto' },
  worldPage: { apiPort: 4383 + portOffset, appPort: 4283 + portOffset, key: 'dataplane-page-key', configured: 'auto' },
} as const;
/**
 * The keys page's journey (e2e/keys.spec.ts): a dataplane test server of its own, whose admin key the preview's proxy
 * sends, so that making the proxy's key an admin's (which may not create worlds) never meets the dialect journeys.
 */
export const KEYS_JOURNEY = {
  apiPort: 4389 + portOffset,
  appPort: 4289 + portOffset,
  adminKey: 'keys-admin-key',
  namespaceKey: 'keys-namespace-key',
} as const;
/** The production build served by `vite preview` as a proxy to that server, with a key. */
export const PROXY_PREVIEW_PORT = 4299 + portOffset;
export const PROXY_API_KEY = 'proxy-secret-key';
/** The same, proxying to a server that is not there (nothing listens on port 9, discard, here), as NGINX.down. */
export const DOWN_PREVIEW = { port: 4298 + portOffset, name: 'Nobody home' } as const;
/**
 * nginx serving dist/ as deploy/ sets it up: two instances each in front of its own test server (so that the nginx
 * journeys never meet another spec's misbehaving server): one dist/, pointed at two servers by configuration alone;
 * one in front of nothing (nothing listens on port 9, discard, here); one speaking RPC; one speaking dataplane; one
 * with no server at all.
 */
export const NGINX = {
  first: {
    port: 4480 + portOffset,
    apiPort: 4387 + portOffset,
    name: 'Test server A',
    key: 'nginx-key-a',
    dialect: 'v1',
  },
  second: {
    port: 4481 + portOffset,
    apiPort: 4386 + portOffset,
    name: 'Test server B',
    key: 'nginx-key-b',
    dialect: 'v1',
  },
  down: { port: 4482 + portOffset, apiPort: 9, name: 'Nobody home', key: 'nginx-key-down', dialect: 'v1' },
  /** In front of e2e/header-echo-server.ts, speaking RPC: shows where the key goes. */
  rpc: { port: 4483 + portOffset, apiPort: 4385 + portOffset, name: 'Echo', key: 'nginx-key-rpc', dialect: 'rpc' },
  /**
   * In front of a dataplane test server of its own (e2e/dataplane.spec.ts), named by WORLDS_API_DIALECT, so the
   * dashboard asks nothing to find it out.
   */
  dataplane: {
    port: 4487 + portOffset,
    apiPort: 4388 + portOffset,
    name: 'Dataplane server',
    key: 'nginx-key-dataplane',
    dialect: 'dataplane',
  },
  /** No WORLDS_API_URL: the offline sample data, as a static demo. */
  offline: { port: 4484 + portOffset, apiPort: 0, name: '', key: '', dialect: '' },
  /** In front of the proxy guard's own test server (e2e/proxy-guard.spec.ts), which pages of other sites attack. */
  guarded: {
    port: 4485 + portOffset,
    apiPort: 4384 + portOffset,
    name: 'Guarded',
    key: 'nginx-key-guarded',
    dialect: 'v1',
  },
  /** The same, behind a login: WORLDS_DASHBOARD_HTPASSWD names e2e/fixtures/htpasswd. */
  login: {
    port: 4486 + portOffset,
    apiPort: 4384 + portOffset,
    name: 'Behind a login',
    key: 'nginx-key-login',
    dialect: 'v1',
    htpasswd: join(import.meta.dirname, 'e2e/fixtures/htpasswd'),
  },
} as const;
/**
 * The dataplane journeys' `vite preview` (e2e/dataplane.spec.ts), in front of the same test server as NGINX.dataplane,
 * with its key, the dialect left to detection (as a person who sets only WORLDS_API_URL leaves it).
 */
export const DATAPLANE_PREVIEW = { port: 4297 + portOffset } as const;
/**
 * A real dataplane server (e2e/live-dataplane.spec.ts), when E2E_LIVE_DATAPLANE_URL and E2E_LIVE_DATAPLANE_TOKEN name
 * one: a `vite preview` proxies to it with the token, the dialect left to detection. Undefined (and its spec skipped)
 * without them.
 */
export const LIVE_DATAPLANE =
  process.env.E2E_LIVE_DATAPLANE_URL && process.env.E2E_LIVE_DATAPLANE_TOKEN
    ? {
        url: process.env.E2E_LIVE_DATAPLANE_URL,
        token: process.env.E2E_LIVE_DATAPLANE_TOKEN,
        world: process.env.E2E_LIVE_DATAPLANE_WORLD ?? '',
        port: 4296 + portOffset,
      }
    : undefined;
/** The proxy guard's `vite preview`, in front of the same test server as NGINX.guarded. */
export const GUARDED_PREVIEW = { port: 4294 + portOffset, key: 'preview-key-guarded' } as const;
/** Seconds nginx waits for the test servers: short, so that a slow server is shown in seconds. */
export const NGINX_API_TIMEOUT = 3;
const systemChromium = '/usr/bin/chromium';
const executablePath = existsSync(chromium.executablePath()) ? undefined : systemChromium;

// Whatever the person's shell says, the tests run against the offline sample data.
const offlineEnv = { WORLDS_API_URL: '', WORLDS_API_KEY: '', WORLDS_API_DIALECT: '', WORLDS_API_NAME: '' };

/** A server of the run, as e2e/start-servers.mjs starts it: ready when `url` answers. */
interface E2eServer {
  name: string;
  command: string;
  url: string;
  env?: Record<string, string>;
  /** Started once the build has written dist/, which it serves. */
  afterBuild?: boolean;
}

/*
 * --no-opt: a test double's Node process once died with V8's "Fatal error … unreachable code" in
 * Deoptimizer::DoComputeBuiltinContinuation mid-import (an engine fault, not an answer of ours). Without TurboFan
 * nothing is deoptimised; the doubles' heavy work is Oxigraph's WebAssembly, which the flag leaves alone.
 */
function testApiServer(port: number, options = ''): E2eServer {
  return {
    name: `test-api ${port}`,
    command: `node --no-opt --import tsx e2e/test-api/server.ts --port ${port} ${options}`.trim(),
    url: `http://127.0.0.1:${port}/__test/requests`,
  };
}

function nginxServer(instance: (typeof NGINX)[keyof typeof NGINX]): E2eServer {
  const { port, apiPort, name, key, dialect } = instance;
  return {
    name: `nginx ${port}`,
    command: 'sh deploy/entrypoint.sh',
    // deploy/entrypoint.sh refuses a dist/ with no index.html.
    afterBuild: true,
    url: `http://127.0.0.1:${port}/config.json`,
    env: {
      WORLDS_API_URL: apiPort ? `http://127.0.0.1:${apiPort}` : '',
      WORLDS_API_KEY: key,
      WORLDS_API_NAME: name,
      WORLDS_API_DIALECT: dialect,
      WORLDS_API_TIMEOUT: String(NGINX_API_TIMEOUT),
      WORLDS_DASHBOARD_LISTEN: `127.0.0.1:${port}`,
      WORLDS_DASHBOARD_ROOT: join(import.meta.dirname, 'dist'),
      WORLDS_DASHBOARD_HTPASSWD: 'htpasswd' in instance ? instance.htpasswd : '',
      NGINX_RUN_DIR: join(tmpdir(), `worlds-dashboard-nginx-${port}`),
      // Debian's nginx is in /usr/sbin, which is not on every user's PATH.
      PATH: `${process.env.PATH ?? ''}:/usr/sbin`,
    },
  };
}

/** A `vite preview` of the run's one build (dist/), configured by its environment alone. */
function previewServer(port: number, env: Record<string, string> = {}): E2eServer {
  return {
    name: `preview ${port}`,
    command: `node_modules/.bin/vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    env: { ...offlineEnv, ...env },
    afterBuild: true,
  };
}

/**
 * The servers: real HTTP servers speaking the Worlds API (e2e/test-api/server.ts, in the dialect each journey needs);
 * the dev server exactly as `npm run dev` starts it (offline mock in the browser); the run's one build (`vite build`,
 * started beside them) under `vite preview`, which most journeys use, and under more previews that proxy to test
 * servers, as WORLDS_API_URL sets up; and the same dist/ again behind real nginx (deploy/entrypoint.sh, see NGINX).
 */
function e2eServers(): E2eServer[] {
  return [
    testApiServer(TEST_API_PORT),
    ...[NGINX.first.apiPort, NGINX.second.apiPort, NGINX.guarded.apiPort].map((port) => testApiServer(port)),
    testApiServer(REST_TEST_API_PORT, '--dialect rest'),
    testApiServer(RPC_TEST_API_PORT, '--dialect rpc'),
    testApiServer(NGINX.dataplane.apiPort, `--dialect dataplane --api-key ${NGINX.dataplane.key}`),
    ...Object.entries(DIALECT_JOURNEYS).map(([dialect, { apiPort, key }]) =>
      testApiServer(apiPort, `--dialect ${dialect} --api-key ${key}`),
    ),
    ...Object.values(DATAPLANE_SPECS).map(({ apiPort, key }) =>
      testApiServer(apiPort, `--dialect dataplane --api-key ${key}`),
    ),
    testApiServer(
      KEYS_JOURNEY.apiPort,
      `--dialect dataplane --api-key ${KEYS_JOURNEY.namespaceKey} --admin-key ${KEYS_JOURNEY.adminKey}`,
    ),
    {
      name: `dev ${DEV_PORT}`,
      command: `node_modules/.bin/vite --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${DEV_PORT}`,
      env: offlineEnv,
    },
    previewServer(PREVIEW_PORT),
    previewServer(PROXY_PREVIEW_PORT, {
      WORLDS_API_URL: `http://127.0.0.1:${TEST_API_PORT}`,
      WORLDS_API_KEY: PROXY_API_KEY,
    }),
    previewServer(GUARDED_PREVIEW.port, {
      WORLDS_API_URL: `http://127.0.0.1:${NGINX.guarded.apiPort}`,
      WORLDS_API_KEY: GUARDED_PREVIEW.key,
    }),
    previewServer(DATAPLANE_PREVIEW.port, {
      WORLDS_API_URL: `http://127.0.0.1:${NGINX.dataplane.apiPort}`,
      WORLDS_API_KEY: NGINX.dataplane.key,
    }),
    ...(LIVE_DATAPLANE
      ? [
          previewServer(LIVE_DATAPLANE.port, {
            WORLDS_API_URL: LIVE_DATAPLANE.url,
            WORLDS_API_KEY: LIVE_DATAPLANE.token,
          }),
        ]
      : []),
    previewServer(KEYS_JOURNEY.appPort, {
      WORLDS_API_URL: `http://127.0.0.1:${KEYS_JOURNEY.apiPort}`,
      WORLDS_API_KEY: KEYS_JOURNEY.adminKey,
    }),
    previewServer(DOWN_PREVIEW.port, { WORLDS_API_URL: 'http://127.0.0.1:9', WORLDS_API_NAME: DOWN_PREVIEW.name }),
    ...[...Object.values(DIALECT_JOURNEYS), ...Object.values(DATAPLANE_SPECS)].map(
      ({ apiPort, appPort, key, configured }) =>
        previewServer(appPort, {
          WORLDS_API_URL: `http://127.0.0.1:${apiPort}`,
          WORLDS_API_KEY: key,
          WORLDS_API_DIALECT: configured,
        }),
    ),
    {
      name: `echo ${NGINX.rpc.apiPort}`,
      command: `node --import tsx e2e/header-echo-server.ts --port ${NGINX.rpc.apiPort}`,
      url: `http://127.0.0.1:${NGINX.rpc.apiPort}/`,
    },
    ...Object.values(NGINX).map(nginxServer),
  ];
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Ceilings for waits on states (never sleeps), high enough for a loaded 2-core machine running two suites.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      // This machine has no internet: without these, Chromium keeps trying to reach Google.
      args: [
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Headless Chromium's save-file picker aborts at once (nobody is there to pick): without it, an export takes
        // the download path, as in browsers without the File System Access API. Vitest covers the picker's path.
        '--disable-blink-features=FileSystemAccessLocal',
      ],
    },
  },
  projects: [
    { name: 'dev', testMatch: /dev-server\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${DEV_PORT}` } },
    {
      name: 'built',
      // The live server's spec is in the run only when a live server is named: a test that cannot run is not counted.
      testIgnore: LIVE_DATAPLANE
        ? /(dev-server|nginx|first-visit-budget|proxy-guard)\.spec\.ts/
        : /(dev-server|nginx|first-visit-budget|proxy-guard|live-dataplane)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${PREVIEW_PORT}` },
    },
    {
      name: 'nginx',
      testMatch: /(nginx|first-visit-budget|proxy-guard)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${NGINX.first.port}` },
    },
  ],
  /*
   * One webServer, which starts all the servers below at once (e2e/start-servers.mjs): Playwright starts the entries
   * of a webServer list one after another, each when the one before answers, which took about two and a half minutes
   * of one core's work for thirty servers. Only the previews wait, for the run's one build.
   */
  webServer: {
    name: 'servers',
    command: 'node e2e/start-servers.mjs',
    env: { E2E_SERVERS: JSON.stringify({ build: 'node_modules/.bin/vite build', servers: e2eServers() }) },
    wait: { stdout: /E2E servers ready/ },
    timeout: 240_000,
  },
});
