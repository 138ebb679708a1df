import { expect, test, type Page } from '@playwright/test';
import { DOWN_PREVIEW, PROXY_API_KEY, PROXY_PREVIEW_PORT, TEST_API_PORT } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import type { Misbehaviour, RecordedApiRequest } from './test-api/protocol';

/*
 * The production build against a real HTTP server that speaks the contract
 * (e2e/test-api/server.ts): once through the preview server's proxy, which
 * adds the key, and once directly with CORS allowed. What arrives is checked
 * on the server side. The server is shared, so these tests run one at a time.
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${TEST_API_PORT}`;
const PROXIED = `http://127.0.0.1:${PROXY_PREVIEW_PORT}`;

async function control(path: string, body?: unknown) {
  const response = await fetch(`${API}/__test/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 200 ? ((await response.json()) as RecordedApiRequest[]) : [];
}
const received = (method: string) =>
  control('requests').then((requests) => requests.filter((request) => request.method === method));
const configure = (config: { cors?: boolean; misbehave?: Misbehaviour | null }) => control('config', config);

/**
 * Stores the connection for the dashboard's origin without running the app: a static file of the same origin shares
 * its sessionStorage. Opening the app here instead would let its first requests race the change of connection.
 */
async function setConnection(page: Page, connection: { baseUrl: string; apiKey?: string }) {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ baseUrl, apiKey }) =>
      sessionStorage.setItem('worlds-dashboard:connection', JSON.stringify({ mode: 'server', baseUrl, apiKey })),
    { baseUrl: connection.baseUrl, apiKey: connection.apiKey ?? '' },
  );
}

/**
 * Opens `path` of the offline build pointed at the test server directly (as the settings page would), with
 * CORS allowed and the server misbehaving as asked. The misbehaviour starts only once the connection is set,
 * so no request of the set-up can meet it.
 */
async function openDirectly(page: Page, path: string, { apiKey = '', misbehave = null as Misbehaviour | null } = {}) {
  await setConnection(page, { baseUrl: API, apiKey });
  await configure({ cors: true, misbehave });
  await page.goto(path);
}

let uncaught: string[] = [];

test.beforeEach(async ({ page }) => {
  await control('reset', {});
  uncaught = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
});

// However the server misbehaves, no error may escape the app uncaught.
test.afterEach(() => {
  expect(uncaught).toEqual([]);
});

test.describe('through the proxy (WORLDS_API_URL, WORLDS_API_KEY)', () => {
  test('lists, saves and searches; the proxy adds the key, the browser never sees it', async ({ page }) => {
    const browserAuthorization: string[] = [];
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (authorization) browserAuthorization.push(authorization);
    });

    await page.goto(`${PROXIED}/`);
    await expect(page.getByRole('link', { name: `Data source: 127.0.0.1:${TEST_API_PORT}` })).toBeVisible();
    await page
      .getByRole('region', { name: /All worlds/ })
      .getByRole('link', { name: 'Edit Solar System' })
      .click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Solar System via proxy');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();

    const [put] = await received('PUT');
    expect(put).toMatchObject({
      path: '/v1/worlds/solar-system',
      contentType: 'application/json',
      authorization: `Bearer ${PROXY_API_KEY}`,
    });
    expect(JSON.parse(put?.body ?? '')).toEqual({ name: 'Solar System via proxy' });

    await page.goto(`${PROXIED}/worlds/solar-system/search?q=moon&limit=25&offset=25`);
    await expect
      .poll(async () => (await received('GET')).some((request) => request.path.endsWith('/search')))
      .toBe(true);
    const search = (await received('GET')).find((request) => request.path === '/v1/worlds/solar-system/search');
    expect(search?.query).toEqual({ q: 'moon', limit: '25', offset: '25' });
    expect(search?.authorization).toBe(`Bearer ${PROXY_API_KEY}`);

    expect(browserAuthorization).toEqual([]);
  });

  test('forwards /rpc too, with the key where RPC servers read it', async ({ request }) => {
    // As a script may, with the dashboard's header (e2e/proxy-guard.spec.ts shows what happens without it).
    await request.post(`${PROXIED}/rpc`, {
      headers: { 'X-Worlds-Dashboard': '1' },
      data: { action: 'listWorlds', request: {} },
    });
    const [post] = await received('POST');
    expect(post).toMatchObject({ path: '/rpc', xApiKey: PROXY_API_KEY, authorization: null });
  });
});

test('a server the proxy cannot reach is said at once, as behind nginx, and the header turns amber', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) asked.push(request.url());
  });
  await page.goto(`http://127.0.0.1:${DOWN_PREVIEW.port}/`);
  const alert = page.getByRole('alert');
  // Vite's own proxy answers an empty text/plain 502; vite.config.ts makes it say what nginx says.
  await expect(alert).toContainText(
    `The dashboard's proxy could not reach the Worlds API server ${DOWN_PREVIEW.name}. The server may be down`,
  );
  await expect(alert).not.toContainText('The server failed');
  await expect(
    page.getByRole('link', { name: `Data source: ${DOWN_PREVIEW.name}, which the proxy could not reach` }),
  ).toContainText('unreachable');
  // Told with the first answer, not after three tries with backoff.
  expect(asked).toHaveLength(1);
  await expectNoAxeViolations(page);
});

test.describe('directly, with CORS allowed', () => {
  test('sends the configured key with every request', async ({ page }) => {
    await openDirectly(page, '/', { apiKey: 'direct-key' });
    await expect(page.getByRole('heading', { name: 'Solar System' })).toBeVisible();
    await page.goto('/worlds/periodic-table/edit');
    await page.getByRole('textbox', { name: 'Description' }).fill('');
    await page.keyboard.press('Control+s');
    await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();

    const puts = await received('PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ path: '/v1/worlds/periodic-table', authorization: 'Bearer direct-key' });
    expect(JSON.parse(puts[0]?.body ?? '')).toEqual({ description: '' });
    expect(puts[0]?.contentType).toBe('application/json');

    await page.goto('/worlds/periodic-table/search?q=helium&limit=25');
    // The skeleton is a table of that name too: wait for the rows, which come only from the search's reply.
    await expect(page.getByRole('table', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
    const search = (await received('GET')).find((request) => request.path === '/v1/worlds/periodic-table/search');
    expect(search?.query).toEqual({ q: 'helium', limit: '25', offset: '0' });

    const gets = await received('GET');
    expect(gets.length).toBeGreaterThan(0);
    expect(gets.every((request) => request.authorization === 'Bearer direct-key')).toBe(true);
  });

  test('sends no Authorization header without a key', async ({ page }) => {
    await openDirectly(page, '/');
    await expect(page.getByRole('heading', { name: 'Solar System' })).toBeVisible();
    const requests = await control('requests');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.map((request) => request.authorization)).toEqual(requests.map(() => null));
  });
});

test.describe('every failure explained', () => {
  test('a server without CORS: Test connection says the browser blocked it and names the fix', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('checkbox', { name: /Use offline sample data/ }).uncheck();
    await page.getByLabel('API base URL').fill(API);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Blocked by the browser')).toBeVisible();
    await expect(page.getByText(/WORLDS_API_URL/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a refused key leads to the settings once', async ({ page }) => {
    await openDirectly(page, '/', {
      apiKey: 'wrong-key',
      misbehave: {
        status: 401,
        body: '{"error":{"message":"Invalid API key"}}',
        headers: { 'Content-Type': 'application/json' },
      },
    });
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('alert').first()).toContainText('Invalid API key');
    await page.getByRole('link', { name: 'Worlds', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('The list of worlds could not be loaded');
    await expect(page).toHaveURL(/\/$/);
  });

  test('429 says when to retry', async ({ page }) => {
    await openDirectly(page, '/', {
      misbehave: {
        status: 429,
        body: '{"message":"Slow down"}',
        headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
      },
    });
    await expect(page.getByRole('alert')).toContainText('Slow down');
    await expect(page.getByRole('alert')).toContainText('Try again in 42 seconds');
  });

  test('5xx: reads are retried automatically, then a Retry button recovers', async ({ page }) => {
    await openDirectly(page, '/', { misbehave: { status: 503, body: 'upstream unavailable' } });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('503', { timeout: 20_000 });
    await expect(alert).toContainText('upstream unavailable');
    const attempts = (await received('GET')).filter((request) => request.path === '/v1/worlds');
    expect(attempts.length).toBeGreaterThan(1);

    await configure({ misbehave: null });
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Solar System' })).toBeVisible();
  });

  test('an unreachable server is said plainly', async ({ page }) => {
    // Nothing listens on port 9 (discard) here.
    await setConnection(page, { baseUrl: 'http://127.0.0.1:9' });
    await page.goto('/worlds/solar-system/search?q=moon');
    await expect(page.getByRole('alert')).toContainText('The server could not be reached', { timeout: 20_000 });
  });

  test('403 is explained with a way to the settings', async ({ page }) => {
    await openDirectly(page, '/worlds/solar-system/edit', {
      apiKey: 'read-only-key',
      misbehave: { status: 403, body: '{"error":{"message":"Key lacks write scope"}}', method: 'PUT' },
    });
    await page.getByRole('textbox', { name: 'Name' }).fill('Not allowed');
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('403');
    await expect(alert).toContainText('Key lacks write scope');
    await expect(alert.getByRole('link', { name: 'Open settings' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Not allowed');
  });

  test('an unknown world is said plainly', async ({ page }) => {
    await openDirectly(page, '/worlds/atlantis/search?q=moon');
    // This server lists its worlds, so a 404 for one of them means there is no such world.
    await expect(page.getByRole('heading', { level: 1, name: 'World not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('No world has this ID');
  });

  test('JSON of the wrong shape is explained', async ({ page }) => {
    await openDirectly(page, '/worlds/solar-system/search?q=moon', {
      misbehave: {
        status: 200,
        body: '{"results":[]}',
        method: 'GET',
        headers: { 'Content-Type': 'application/json' },
      },
    });
    await expect(page.getByRole('alert')).toContainText('"response" should be an array');
  });

  test('a reply that is not JSON is explained, never a blank page', async ({ page }) => {
    await openDirectly(page, '/worlds/solar-system/edit', {
      misbehave: {
        status: 200,
        body: '<html><body>Welcome to nginx</body></html>',
        headers: { 'Content-Type': 'text/html' },
      },
    });
    await expect(page.getByText('The server replied with something that is not JSON.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  });
});
