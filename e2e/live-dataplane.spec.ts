import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LIVE_DATAPLANE } from '../playwright.config';

/*
 * The dashboard against a real dataplane server (the hosted service, or one run locally), given only its URL and a
 * namespace token, the dialect left to detection: the production build under `vite preview`, proxying to it as
 * `WORLDS_API_URL=… WORLDS_API_KEY=… npm run preview` does (see LIVE_DATAPLANE in playwright.config.ts).
 *
 *   E2E_LIVE_DATAPLANE_URL=https://data.wazoo.dev E2E_LIVE_DATAPLANE_TOKEN=wzw_… \
 *     npx playwright test e2e/live-dataplane.spec.ts --workers=1
 *
 * It reads the server's worlds and changes one only to rename it back; it creates a world of its own, and deletes it.
 * E2E_LIVE_DATAPLANE_WORLD names the world with the Solar System data (default: the one listed as "Solar System").
 * What the dashboard shows is held to what the server says when asked directly, from here, with the token.
 */
test.describe.configure({ mode: 'serial' });

// Only in the run when the live server is named (playwright.config.ts): the fallback is for the types.
const live = LIVE_DATAPLANE ?? { url: '', token: '', port: 0, world: '' };
const APP = `http://127.0.0.1:${live.port}`;
const SATURN = 'http://www.wikidata.org/entity/Q193';

/** The server, asked directly with the token, as the dashboard's proxy asks it. */
async function server<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const reply = await fetch(`${live.url.replace(/\/$/, '')}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${live.token}`,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  if (!reply.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${reply.status} ${await reply.text()}`);
  return (reply.status === 204 ? undefined : await reply.json()) as T;
}
interface LiveWorld {
  id: string;
  displayName: string;
}
const listed = async () => (await server<{ worlds: LiveWorld[] }>('/worlds')).worlds;

/** The world with the Solar System data: named by the environment, or listed as "Solar System". */
async function solarSystem(): Promise<LiveWorld> {
  const worlds = await listed();
  const world = worlds.find((one) => (live.world ? one.id === live.world : one.displayName === 'Solar System'));
  if (!world) throw new Error('No world named "Solar System": set E2E_LIVE_DATAPLANE_WORLD to its ID.');
  return world;
}

/** Everything the page sent, received and kept, to show that the token is in none of it. */
function watchForToken(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const sent = `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`;
    if (sent.includes(live.token)) seen.push(`sent: ${request.method()} ${request.url()}`);
  });
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (headers.includes(live.token) || body.includes(live.token)) seen.push(`received: ${response.url()}`);
  });
  return {
    async expectNone() {
      const stored = await page.evaluate(() =>
        JSON.stringify([
          Object.entries(localStorage),
          Object.entries(sessionStorage),
          document.documentElement.outerHTML,
        ]),
      );
      expect(stored.includes(live.token), 'the token in storage or the page').toBe(false);
      expect(seen).toEqual([]);
    },
  };
}

test.use({ baseURL: APP });

let watch: ReturnType<typeof watchForToken>;
test.beforeEach(({ page }) => {
  watch = watchForToken(page);
});
test.afterEach(async () => {
  await watch.expectNone();
});

test('lists the server’s worlds, found out as the dataplane server', async ({ page }) => {
  await page.goto('/');
  const all = page.getByRole('region', { name: /All worlds/ });
  for (const world of (await listed()).slice(0, 5)) {
    await expect(all.getByText(world.id, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByText('Health: ok')).toBeVisible();
});

test('a rename the server holds, renamed back after', async ({ page }) => {
  const world = await solarSystem();
  const renamed = `${world.displayName} (checked ${Date.now()})`;
  const rename = async (from: string, to: string) => {
    await page.goto(`/worlds/${world.id}/edit`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(from);
    await name.fill(to);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
    expect((await server<LiveWorld>(`/worlds/${world.id}`)).displayName).toBe(to);
  };
  try {
    await rename(world.displayName, renamed);
  } finally {
    // Back as it was, whatever happened above: through the dashboard, or directly when that cannot.
    await rename(renamed, world.displayName).catch(() =>
      server(`/worlds/${world.id}`, { method: 'PATCH', json: { displayName: world.displayName } }),
    );
  }
});

test('search rows hold the server’s text and scores', async ({ page }) => {
  const world = await solarSystem();
  const answer = await server<{ results: { content: string; score: number | null }[] }>(`/worlds/${world.id}/search`, {
    method: 'POST',
    json: { query: 'moon', limit: 100 },
  });
  expect(answer.results.length).toBeGreaterThan(0);
  await page.goto(`/worlds/${world.id}/search?q=moon`);
  const results = page.getByRole('table', { name: 'Search results' });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const first = answer.results[0];
  const row = results.getByRole('row').nth(1);
  await expect(row).toContainText(first?.content.slice(0, 40) ?? '');
  if (typeof first?.score === 'number') {
    // Shown to three significant digits, whatever else the cell says of it.
    const shown = Number(/\d+(\.\d+)?/.exec((await row.getByRole('cell').nth(1).textContent()) ?? '')?.[0]);
    expect(Math.abs(shown - first.score)).toBeLessThanOrEqual(Math.max(0.0051, first.score * 0.01));
  }
});

test('Saturn’s view shows hasMoon, and Titan opens in turn', async ({ page }) => {
  const world = await solarSystem();
  await page.goto(`/worlds/${world.id}/thing?iri=${encodeURIComponent(SATURN)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Saturn' })).toBeVisible();
  const says = page.getByRole('region', { name: /What it says/ });
  await expect(says.getByRole('link', { name: /hasMoon/ }).first()).toBeVisible();
  await says.getByRole('link', { name: 'Titan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Titan' })).toBeFocused();
});

test('a SPARQL COUNT equal to the server’s own', async ({ page }) => {
  const world = await solarSystem();
  const query = 'SELECT (COUNT(*) AS ?triples) WHERE { ?s ?p ?o }';
  const own = await server<{ results: { bindings: { triples?: { value: string } }[] } }>(`/worlds/${world.id}/sparql`, {
    method: 'POST',
    json: { query },
  });
  const counted = own.results.bindings[0]?.triples?.value ?? '';
  expect(Number(counted)).toBeGreaterThan(0);
  await page.goto(`/worlds/${world.id}/sparql?${new URLSearchParams({ query })}`);
  await page.getByRole('button', { name: 'Run' }).click();
  const cell = page.getByRole('table', { name: 'Query results' }).getByRole('row').nth(1).getByRole('cell');
  await expect(cell).toHaveText(new RegExp(`^${counted}(?!\\d)`));
});

test('a world created, given a Turtle file, exported with its text, deleted and restored', async ({ page }) => {
  const mark = `Dashboard check ${Date.now()}`;
  const turtle = `@prefix ex: <http://example.org/> .\nex:probe ex:name "${mark} probe" ;\n  ex:launched "1977" .\n`;
  await page.goto('/');
  await page.getByRole('link', { name: 'New world' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(mark);
  await page.getByRole('button', { name: 'Create world' }).click();
  await expect(page.getByText('World created')).toBeVisible();
  const created = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
  expect(created).toMatch(/^w_[0-9a-f-]{36}$/);
  try {
    await page.getByLabel('RDF file').setInputFiles({
      name: 'probe.ttl',
      mimeType: 'text/turtle',
      buffer: Buffer.from(turtle),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText(/Added 2 triples/)).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const exported = readFileSync(await (await download).path(), 'utf8');
    expect(exported).toContain(`${mark} probe`);

    await page.getByRole('navigation', { name: 'World' }).getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Delete world' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete world' });
    await dialog.getByRole('textbox', { name: 'World ID' }).fill(created);
    await dialog.getByRole('button', { name: 'Delete world' }).click();
    await expect(page.getByText('World deleted')).toBeVisible();
    expect((await listed()).map((world) => world.id)).not.toContain(created);

    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('status').filter({ hasText: /restored/i })).toBeVisible();
    expect((await server<LiveWorld>(`/worlds/${created}`)).displayName).toBe(mark);
  } finally {
    // The check's own world goes, restored or not (a second delete of a deleted world is a 404: ignored).
    await server(`/worlds/${created}`, { method: 'DELETE' }).catch(() => undefined);
  }
});
