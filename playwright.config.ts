import { chromium, defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/*
 * Servers: the dev server exactly as `npm run dev` starts it (offline mock in
 * the browser); the production build under `vite preview`, which most
 * journeys use; a real HTTP server speaking the contract (two more speak the
 * REST and RPC servers' dialects, see DIALECTS.md); and a second build
 * whose preview server proxies /v1 to it, as WORLDS_API_URL sets up. Playwright's own Chromium is used when installed; otherwise
 * the system's (Debian's `chromium`), which e2e/ensure-browser.mjs installs.
 */

// E2E_PORT_OFFSET lets two checkouts run their suites side by side on one machine.
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const DEV_PORT = 5199 + portOffset;
const PREVIEW_PORT = 4199 + portOffset;
/** A real HTTP server speaking the contract (e2e/test-api/server.ts). */
export const TEST_API_PORT = 4398 + portOffset;
/** The same server speaking the REST server's dialect (e2e/test-api/server.ts --dialect rest). */
export const REST_TEST_API_PORT = 4397 + portOffset;
/** The same server speaking the RPC server's dialect (e2e/test-api/server.ts --dialect rpc). */
export const RPC_TEST_API_PORT = 4396 + portOffset;
/**
 * The dialect journeys (e2e/dialects.spec.ts): for each dialect, its own test server (with a key) and the production
 * build's preview server proxying to it, as WORLDS_API_URL, WORLDS_API_KEY and WORLDS_API_DIALECT set up.
 */
export const DIALECT_JOURNEYS = {
  v1: { apiPort: 4391 + portOffset, appPort: 4291 + portOffset, key: 'v1-proxy-key' },
  rest: { apiPort: 4392 + portOffset, appPort: 4292 + portOffset, key: 'rest-proxy-key' },
  rpc: { apiPort: 4393 + portOffset, appPort: 4293 + portOffset, key: 'rpc-proxy-key' },
} as const;
/** The production build served by `vite preview` as a proxy to that server, with a key. */
export const PROXY_PREVIEW_PORT = 4299 + portOffset;
export const PROXY_API_KEY = 'proxy-secret-key';
const systemChromium = '/usr/bin/chromium';
const executablePath = existsSync(chromium.executablePath()) ? undefined : systemChromium;

// Whatever the person's shell says, the tests run against the offline sample data.
const offlineEnv = { WORLDS_API_URL: '', WORLDS_API_KEY: '' };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
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
      ],
    },
  },
  projects: [
    { name: 'dev', testMatch: /dev-server\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${DEV_PORT}` } },
    { name: 'built', testIgnore: /dev-server\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${PREVIEW_PORT}` } },
  ],
  webServer: [
    {
      command: `npx vite --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${DEV_PORT}`,
      env: offlineEnv,
      reuseExistingServer: false,
    },
    {
      command: `npx vite build && npx vite preview --port ${PREVIEW_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PREVIEW_PORT}`,
      env: offlineEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx tsx e2e/test-api/server.ts --port ${TEST_API_PORT}`,
      url: `http://127.0.0.1:${TEST_API_PORT}/__test/requests`,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx e2e/test-api/server.ts --port ${REST_TEST_API_PORT} --dialect rest`,
      url: `http://127.0.0.1:${REST_TEST_API_PORT}/__test/requests`,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx e2e/test-api/server.ts --port ${RPC_TEST_API_PORT} --dialect rpc`,
      url: `http://127.0.0.1:${RPC_TEST_API_PORT}/__test/requests`,
      reuseExistingServer: false,
    },
    {
      command: `npx vite build --outDir dist-proxy && npx vite preview --outDir dist-proxy --port ${PROXY_PREVIEW_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PROXY_PREVIEW_PORT}`,
      env: { WORLDS_API_URL: `http://127.0.0.1:${TEST_API_PORT}`, WORLDS_API_KEY: PROXY_API_KEY },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
