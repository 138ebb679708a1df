import { expect, test, type Page, type Response } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX, NGINX_API_TIMEOUT } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import type { Misbehaviour, RecordedApiRequest } from './test-api/protocol';

/*
 * The production build as production serves it: real nginx, configured by deploy/entrypoint.sh from the
 * environment alone, in front of the e2e test server (see NGINX in playwright.config.ts). What nginx forwards is
 * checked on the test server's side. Each nginx has its own test server, shared by the tests here: one at a time.
 */
test.describe.configure({ mode: 'serial' });

const first = `http://127.0.0.1:${NGINX.first.port}`;
const second = `http://127.0.0.1:${NGINX.second.port}`;
const down = `http://127.0.0.1:${NGINX.down.port}`;
const rpc = `http://127.0.0.1:${NGINX.rpc.port}`;
const offline = `http://127.0.0.1:${NGINX.offline.port}`;
const dist = join(import.meta.dirname, '..', 'dist');

async function control(apiPort: number, path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/__test/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 200 ? ((await response.json()) as RecordedApiRequest[]) : [];
}
const received = (apiPort: number) => control(apiPort, 'requests');
const misbehave = (apiPort: number, misbehaviour: Misbehaviour) =>
  control(apiPort, 'config', { misbehave: misbehaviour });

/** Everything the browser sent and received, to show that no key was in any of it. */
function watchTraffic(page: Page) {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return {
    async expectNoTraceOf(secret: string) {
      expect(responses.length).toBeGreaterThan(0);
      for (const response of responses) {
        const sent = JSON.stringify(await response.request().allHeaders());
        const got = JSON.stringify(await response.allHeaders());
        const body = await response.body().catch(() => Buffer.alloc(0));
        expect(sent, response.url()).not.toContain(secret);
        expect(got, response.url()).not.toContain(secret);
        expect(body.includes(secret), response.url()).toBe(false);
      }
    },
  };
}

test.beforeEach(async () => {
  await Promise.all([control(NGINX.first.apiPort, 'reset', {}), control(NGINX.second.apiPort, 'reset', {})]);
});

test('a deep link, reloaded, opens the page it names, on the server the configuration names', async ({ page }) => {
  await page.goto('/worlds/solar-system/edit');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Solar System');
  await expect(page.getByRole('link', { name: `Data source: ${NGINX.first.name}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Solar System');
  await expect(page).toHaveURL(`${first}/worlds/solar-system/edit`);
});

test('an edit and a search with paging go through nginx, which adds the key the browser never sees', async ({
  page,
}) => {
  const traffic = watchTraffic(page);
  await page.goto('/');
  await page
    .getByRole('region', { name: /All worlds/ })
    .getByRole('link', { name: 'Edit Solar System' })
    .click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Solar System behind nginx');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();

  await page.goto('/worlds/solar-system/search?q=moon');
  const results = page.getByRole('table', { name: 'Search results' });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText('Showing 1–10')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(page.getByText('Showing 11–20')).toBeVisible();

  const requests = await received(NGINX.first.apiPort);
  const put = requests.find((request) => request.method === 'PUT');
  expect(put).toMatchObject({ path: '/v1/worlds/solar-system', authorization: `Bearer ${NGINX.first.key}` });
  expect(JSON.parse(put?.body ?? '')).toEqual({ name: 'Solar System behind nginx' });
  const searches = requests.filter((request) => request.path === '/v1/worlds/solar-system/search');
  expect(searches.map((search) => search.query.offset)).toEqual(expect.arrayContaining(['0', '10']));
  expect(requests.every((request) => request.authorization === `Bearer ${NGINX.first.key}`)).toBe(true);

  await traffic.expectNoTraceOf(NGINX.first.key);
});

test('the key is in no file the browser can fetch', async ({ request }) => {
  for (const path of ['/config.json', '/nginx.conf', '/api.conf', '/index.html', '/worlds/x/edit']) {
    const body = await (await request.get(path)).text();
    expect(body, path).not.toContain(NGINX.first.key);
  }
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => /\.(js|css|html|json|svg)$/.test(name))) {
    expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain(NGINX.first.key);
  }
});

test('/config.json names the server, is never cached, and holds no key', async ({ request }) => {
  const response = await request.get('/config.json');
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  // serverId: a fingerprint of WORLDS_API_URL, never the address itself.
  expect(await response.json()).toEqual({
    dataSource: 'server',
    dialect: 'v1',
    serverName: NGINX.first.name,
    serverId: expect.stringMatching(/^[0-9a-f]{16}$/) as unknown,
  });
});

test('security headers are real headers, and the policy is the build’s own plus no framing', async ({ request }) => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const metaPolicy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
  expect(metaPolicy).toBeTruthy();
  // The stylesheet is written into the page, and the policy allows it by its hash, as the browser hashes it.
  const stylesheet = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  expect(stylesheet.length).toBeGreaterThan(1000);
  expect(metaPolicy).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(stylesheet).digest('base64')}'`);
  for (const path of ['/', '/worlds/solar-system/search', '/config.json']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toBe(`${metaPolicy}; frame-ancestors 'none'`);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
});

test('hashed assets are cached for good and compressed; the page and deep links are revalidated', async ({
  request,
}) => {
  // Fetched as a modulepreload, run by index.html's early script once the HTML is painted (vite.config.ts).
  const entry = /href="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1] ?? '';
  expect(entry).not.toBe('');
  const asset = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toContain('javascript');

  for (const path of ['/', '/index.html', '/worlds/solar-system/edit']) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    expect(page.headers()['cache-control'], path).toBe('no-cache');
    expect(await page.text(), path).toContain('<div id="root">');
  }
  // A stale page asking for an asset that is gone gets a 404, never the app's HTML in place of a script.
  const missing = await request.get('/assets/index-gone.js');
  expect(missing.status()).toBe(404);
});

test('the same dist/ serves a second server, named by its own configuration, with its own key', async ({ page }) => {
  const sameBuild = async (origin: string) => (await (await fetch(`${origin}/`)).text()).trim();
  expect(await sameBuild(second)).toBe(await sameBuild(first));

  await page.goto(`${second}/worlds/periodic-table/edit`);
  await expect(page.getByRole('link', { name: `Data source: ${NGINX.second.name}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Periodic Table on B');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();

  const onSecond = await received(NGINX.second.apiPort);
  expect(onSecond.find((request) => request.method === 'PUT')).toMatchObject({
    path: '/v1/worlds/periodic-table',
    authorization: `Bearer ${NGINX.second.key}`,
  });
  expect((await received(NGINX.first.apiPort)).filter((request) => request.method === 'PUT')).toEqual([]);
});

test('a server that is down is explained at once, on the page and in the header, not as nginx’s error page', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) asked.push(request.url());
  });
  await page.goto(`${down}/`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    `The dashboard's proxy could not reach the Worlds API server ${NGINX.down.name}. The server may be down`,
  );
  await expect(alert).not.toContainText('The server failed');
  // Told with the first answer, not after three tries with backoff.
  expect(asked).toHaveLength(1);
  await expect(
    page.getByRole('link', { name: `Data source: ${NGINX.down.name}, which the proxy could not reach` }),
  ).toContainText('unreachable');
  await expect(page.getByText('<html>')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a server that is too slow is explained, not shown as nginx’s error page', async ({ page }) => {
  await page.goto('/worlds/solar-system/edit');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Solar System');
  await misbehave(NGINX.first.apiPort, {
    method: 'PUT',
    status: 204,
    body: '',
    delayMs: (NGINX_API_TIMEOUT + 2) * 1000,
  });
  await page.getByRole('textbox', { name: 'Name' }).fill('Too late');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('504', { timeout: 10_000 });
  await expect(alert).toContainText(`did not answer within ${NGINX_API_TIMEOUT} seconds`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Too late');
});

test('nginx sends the key in the header each path’s servers read: X-Api-Key on /rpc, a bearer token on /v1', async ({
  request,
}) => {
  expect(await (await request.get(`${rpc}/config.json`)).json()).toEqual({
    dataSource: 'server',
    dialect: 'rpc',
    serverName: NGINX.rpc.name,
    serverId: expect.stringMatching(/^[0-9a-f]{16}$/) as unknown,
  });
  const headers = { 'X-Worlds-Dashboard': '1' };
  const call = await request.post(`${rpc}/rpc`, { headers, data: { action: 'listWorlds', request: {} } });
  const echoed = (await call.json()) as { method: string; url: string; headers: Record<string, string> };
  expect(echoed).toMatchObject({ method: 'POST', url: '/rpc' });
  expect(echoed.headers['x-api-key']).toBe(NGINX.rpc.key);
  expect(echoed.headers.authorization).toBeUndefined();
  // The proxy's marker stays with the proxy.
  expect(echoed.headers['x-worlds-dashboard']).toBeUndefined();

  const v1 = (await (await request.get(`${rpc}/v1/worlds?page=1`, { headers })).json()) as typeof echoed;
  expect(v1).toMatchObject({ method: 'GET', url: '/v1/worlds?page=1' });
  expect(v1.headers.authorization).toBe(`Bearer ${NGINX.rpc.key}`);
  expect(v1.headers['x-api-key']).toBeUndefined();

  // The dataplane server's paths: the prefix removed, the query kept, a bearer token, whatever the dialect setting.
  const dataplane = (await (
    await request.delete(`${rpc}/dataplane/api-keys/k_1?namespace=ns`, { headers })
  ).json()) as typeof echoed;
  expect(dataplane).toMatchObject({ method: 'DELETE', url: '/api-keys/k_1?namespace=ns' });
  expect(dataplane.headers.authorization).toBe(`Bearer ${NGINX.rpc.key}`);
  expect(dataplane.headers['x-api-key']).toBeUndefined();
  expect(dataplane.headers['x-worlds-dashboard']).toBeUndefined();
});

test('with a path in WORLDS_API_URL, nginx puts it in front of the dataplane paths', () => {
  const runDir = mkdtempSync(join(tmpdir(), 'worlds-dashboard-render-'));
  execFileSync('sh', [join(import.meta.dirname, '..', 'deploy', 'entrypoint.sh'), '--render-only'], {
    env: {
      ...process.env,
      WORLDS_API_URL: 'https://worlds.example:8443/api/',
      WORLDS_API_KEY: 'render-key',
      WORLDS_API_DIALECT: 'dataplane',
      WORLDS_DASHBOARD_ROOT: dist,
      NGINX_RUN_DIR: runDir,
    },
  });
  const api = readFileSync(join(runDir, 'api.conf'), 'utf8');
  expect(api).toContain('rewrite ^/dataplane(/.*)$ /api$1 break;');
  expect(api).toContain('proxy_pass https://worlds.example:8443;');
  expect(api).toContain('proxy_pass https://worlds.example:8443/api/v1/;');
  expect(JSON.parse(readFileSync(join(runDir, 'config.json'), 'utf8'))).toMatchObject({ dialect: 'dataplane' });
  rmSync(runDir, { recursive: true });
});

test('a dist/ whose index.html has no policy of its build is refused, not served without one', () => {
  const root = mkdtempSync(join(tmpdir(), 'worlds-dashboard-root-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  const rendering = () =>
    execFileSync('sh', [join(import.meta.dirname, '..', 'deploy', 'entrypoint.sh'), '--render-only'], {
      env: { ...process.env, WORLDS_DASHBOARD_ROOT: root, NGINX_RUN_DIR: join(root, 'run') },
      stdio: 'pipe',
    });
  expect(rendering).toThrow(/holds an index.html without a Content-Security-Policy <meta>/);
  rmSync(root, { recursive: true });
});

test('with no WORLDS_API_URL, nginx serves the offline sample data and forwards nothing', async ({ page, request }) => {
  expect(await (await request.get(`${offline}/config.json`)).json()).toMatchObject({ dataSource: 'offline' });
  for (const path of ['/v1/worlds', '/dataplane/worlds']) {
    const forwarded = await request.get(`${offline}${path}`);
    expect(forwarded.status(), path).toBe(404);
    expect(await forwarded.json()).toMatchObject({ error: { message: expect.stringContaining('WORLDS_API_URL') } });
  }

  // The offline server is a service worker: it must start under nginx's headers too.
  await page.goto(`${offline}/`);
  await expect(page.getByRole('link', { name: 'Data source: offline sample data' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Solar System' }),
  ).toBeVisible();

  // Its SPARQL engine compiles WebAssembly in a worker that nginx serves with a policy of its own: the page's
  // policy stays without 'wasm-unsafe-eval' (see the security headers test).
  const answer = await page.evaluate(async () => {
    const reply = await fetch('/v1/worlds/solar-system/sparql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/sparql-query' },
      body: 'ASK { ?s ?p ?o }',
    });
    return (await reply.json()) as unknown;
  });
  expect(answer).toEqual({ head: { link: null }, boolean: true });
  const worker = readdirSync(join(dist, 'assets')).find((file) => /^sparql-worker-.+\.js$/.test(file));
  const workerPolicy = (await request.get(`${offline}/assets/${worker}`)).headers()['content-security-policy'];
  expect(workerPolicy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect((await request.get(`${offline}/`)).headers()['content-security-policy']).not.toContain('wasm-unsafe-eval');
});
