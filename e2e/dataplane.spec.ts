import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dataplaneWorldId } from '../src/mocks/dialects/dataplane-world';
import { DATAPLANE_PREVIEW, NGINX } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import type { RecordedApiRequest } from './test-api/protocol';

/*
 * The dataplane server (the Worlds API of today) through each of the dashboard's proxies: `vite preview`, with the
 * dialect left to detection, and nginx from deploy/, told WORLDS_API_DIALECT=dataplane. Both stand in front of one
 * test server speaking dataplane with a key (see NGINX.dataplane in playwright.config.ts); what arrives is checked on
 * its side, and what the server holds is read back from it directly. The journey is one step per helper below, the
 * setup in one place (journeyThrough), so a step is added by writing its helper and calling it.
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${NGINX.dataplane.apiPort}`;
const KEY = NGINX.dataplane.key;
const PROXIES = {
  'vite preview': {
    origin: `http://127.0.0.1:${DATAPLANE_PREVIEW.port}`,
    name: `127.0.0.1:${NGINX.dataplane.apiPort}`,
  },
  nginx: { origin: `http://127.0.0.1:${NGINX.dataplane.port}`, name: NGINX.dataplane.name },
};
const SOLAR_SYSTEM = dataplaneWorldId('solar-system') ?? '';

/** What a step needs: the page, the dashboard's origin, and the world it works on. */
interface Journey {
  page: Page;
  origin: string;
  worldId: string;
}

const received = async () => (await (await fetch(`${API}/__test/requests`)).json()) as RecordedApiRequest[];
/** What the server holds, asked directly with its key, as another client would. */
async function serverWorld(worldId: string) {
  const reply = await fetch(`${API}/worlds/${worldId}`, { headers: { Authorization: `Bearer ${KEY}` } });
  return { status: reply.status, world: reply.ok ? ((await reply.json()) as { displayName: string }) : undefined };
}
const worldTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'World' }).getByRole('link', { name, exact: true });
const allWorlds = (page: Page) => page.getByRole('region', { name: /All worlds/ });

async function listWorlds({ page }: Journey) {
  await page.goto('/');
  for (const name of ['Solar System', 'Periodic Table']) {
    await expect(allWorlds(page).getByRole('heading', { level: 3, name })).toBeVisible();
  }
}

async function renameWorld({ page, worldId }: Journey, name: string) {
  await allWorlds(page).getByRole('link', { name: 'Edit Solar System' }).click();
  await expect(page).toHaveURL(new RegExp(`/worlds/${worldId}/edit$`));
  const field = page.getByRole('textbox', { name: 'Name' });
  await expect(field).toHaveValue('Solar System');
  await field.fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The server holds it, not only the page.
  expect(await serverWorld(worldId)).toMatchObject({ status: 200, world: { displayName: name } });
}

async function searchWorld({ page }: Journey) {
  await worldTab(page, 'Search').click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('moon');
  await page.keyboard.press('Enter');
  const results = page.getByRole('table', { name: 'Search results' });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const first = results.getByRole('row').nth(1);
  // The server's text (its `content`), and its score on the 0–1 scale.
  await expect(first).toContainText(/moon/i);
  await expect(first.getByRole('cell').nth(1)).toHaveText(/^(0(\.\d+)?|1(\.0+)?)/);
  const search = (await received()).findLast((request) => request.path.endsWith('/search'));
  expect(search).toMatchObject({ method: 'POST', authorization: `Bearer ${KEY}` });
  expect(JSON.parse(search?.body ?? '{}')).toMatchObject({ query: 'moon' });
}

/** A small Turtle file whose text is the journey's own, so the export can be seen to hold it. */
const PROBE_TURTLE = `@prefix ex: <http://example.org/journey/> .
ex:probe ex:name "Journey probe" ; ex:visits ex:saturn .
`;

async function importFile({ page }: Journey) {
  await worldTab(page, 'Data').click();
  await page.getByLabel('RDF file').setInputFiles({
    name: 'probe.ttl',
    mimeType: 'text/turtle',
    buffer: Buffer.from(PROBE_TURTLE),
  });
  // Said before anything is sent: this server keeps every value as plain text.
  await expect(
    page.getByRole('status').filter({ hasText: 'This server keeps every value as plain text' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(/^Added 2 triples: the world now holds/)).toBeVisible();
  const imports = (await received()).filter((request) => request.path.endsWith('/import'));
  expect(imports).toHaveLength(1);
  expect(JSON.parse(imports[0]?.body ?? '{}')).toMatchObject({ contentType: 'application/json' });
}

async function exportWorld({ page }: Journey) {
  await worldTab(page, 'Data').click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ttl$/);
  const exported = readFileSync(await file.path(), 'utf8');
  expect(exported).toContain('Saturn');
  expect(exported).toContain('http://example.org/solar-system/hasMoon');
  // What the import added, as the server holds it.
  expect(exported).toContain('<http://example.org/journey/probe> <http://example.org/journey/name> "Journey probe" .');
}

async function deleteWorld({ page, worldId }: Journey) {
  await worldTab(page, 'Edit').click();
  await page.getByRole('button', { name: 'Delete world' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete world' });
  await dialog.getByRole('textbox', { name: 'World ID' }).fill(worldId);
  await dialog.getByRole('button', { name: 'Delete world' }).click();
  await expect(page.getByText('World deleted')).toBeVisible();
  await expect(allWorlds(page).getByRole('heading', { level: 3, name: 'Periodic Table' })).toBeVisible();
  await expect(allWorlds(page).getByRole('heading', { level: 3, name: /Solar System/ })).toHaveCount(0);
  expect((await serverWorld(worldId)).status).toBe(404);
}

/** Right after the delete, the home page's message offers Restore; the server holds the world again. */
async function restoreWorld({ page, worldId }: Journey, name: string) {
  const notice = page.getByRole('status').filter({ hasText: 'World deleted' });
  await notice.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Restored: ${name}.` })
      .first(),
  ).toBeAttached();
  await expect(allWorlds(page).getByRole('heading', { level: 3, name })).toBeVisible();
  expect(await serverWorld(worldId)).toMatchObject({ status: 200, world: { displayName: name } });
}

for (const [proxyName, proxy] of Object.entries(PROXIES)) {
  test.describe(`dataplane through ${proxyName}`, () => {
    test.use({ baseURL: proxy.origin });
    let uncaught: string[] = [];
    test.beforeEach(async ({ page }) => {
      await fetch(`${API}/__test/reset`, { method: 'POST', body: '{}' });
      uncaught = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
    });
    test.afterEach(() => expect(uncaught).toEqual([]));

    const journeyThrough = (page: Page): Journey => ({ page, origin: proxy.origin, worldId: SOLAR_SYSTEM });

    test('lists, renames, searches, imports, exports, deletes and restores a world; the proxy adds the key', async ({
      page,
    }) => {
      const journey = journeyThrough(page);
      await listWorlds(journey);
      await expect(page.getByRole('link', { name: `Data source: ${proxy.name}` })).toBeVisible();
      // The header says what the server's /health says, forwarded under the prefix like the rest.
      await expect(page.getByRole('banner').getByRole('status')).toHaveText('Health: ok');
      await expectNoAxeViolations(page);
      const name = `Solar System via ${proxyName}`;
      await renameWorld(journey, name);
      await searchWorld(journey);
      await importFile(journey);
      await exportWorld(journey);
      await deleteWorld(journey);
      await restoreWorld(journey, name);

      // Every request reached the server under its own paths, with the proxy's key in the header of the path
      // (detection's RPC question carries it as X-Api-Key, as RPC servers read it).
      const requests = await received();
      expect(requests.length).toBeGreaterThan(0);
      for (const request of requests) {
        expect(request.path, request.path).not.toMatch(/^\/dataplane/);
        if (request.path === '/rpc') expect(request.xApiKey).toBe(KEY);
        else expect(request.authorization, request.path).toBe(`Bearer ${KEY}`);
      }
      // Found by its description (vite preview), or named by the deployment (nginx): never asked on /v1 or /rpc then.
      const asked = requests.map((request) => request.path);
      if (proxyName === 'nginx') expect(asked.filter((path) => /^\/(v1\/|rpc$|openapi)/.test(path))).toEqual([]);
      else expect(asked).toContain('/openapi.json');
    });

    test('a reload of a world’s page gets the dashboard with the world loaded', async ({ page }) => {
      const editPath = `/worlds/${SOLAR_SYSTEM}/edit`;
      await page.goto(editPath);
      const name = page.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveValue('Solar System');
      await page.reload();
      await expect(name).toHaveValue('Solar System');
      await expect(page).toHaveURL(`${proxy.origin}${editPath}`);
      // The page is the dashboard's own, not the server's reply for /worlds/…
      const direct = await fetch(`${proxy.origin}${editPath}`);
      expect(direct.headers.get('content-type')).toContain('text/html');
      expect(await direct.text()).toContain('<div id="root">');
    });
  });
}
