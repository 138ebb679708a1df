import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dataplaneWorldId } from '../src/mocks/dialects/dataplane-world';
import { restWorldId } from '../src/mocks/dialects/rest-handlers';
import { RPC_NAMESPACE } from '../src/mocks/dialects/rpc-handlers';
import { DIALECT_JOURNEYS } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import type { Misbehaviour, RecordedApiRequest, TestApiConfig } from './test-api/protocol';

/*
 * The same journeys against each server dialect, through the preview server's proxy (WORLDS_API_URL,
 * WORLDS_API_KEY, WORLDS_API_DIALECT), each in front of its own test server that speaks the dialect as the real
 * servers do, quirks included (e2e/test-api/server.ts). What arrives is checked on the server side. Each
 * dialect's server is shared by its journeys, so they run one at a time; the dialects run side by side. What a
 * journey does follows what the server can do (the dataplane server keeps no description, and pages its search in
 * the browser); e2e/dataplane.spec.ts has that server's own journey, through nginx too.
 */

const TWO_MORE =
  '<http://example.org/pioneer> <http://example.org/name> "Pioneer probe" .\n<http://example.org/pioneer> <http://example.org/launched> "1972" .\n';

const SOLAR_SYSTEM_IDS = {
  v1: 'solar-system',
  rest: restWorldId('solar-system') ?? '',
  rpc: `${RPC_NAMESPACE}/solar-system`,
  dataplane: dataplaneWorldId('solar-system') ?? '',
} as const;
/** A world that no server has, in each server's form of an ID. */
const MISSING_IDS = {
  v1: 'atlantis',
  rest: 'atlantis',
  rpc: `${RPC_NAMESPACE}/atlantis`,
  dataplane: 'w_00000000-0000-4000-8000-000000000000',
} as const;

const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
const loaded = (page: Page) => expect(results(page)).toHaveAttribute('aria-busy', 'false');
const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Saved at/ });

for (const [dialect, servers] of Object.entries(DIALECT_JOURNEYS)) {
  const worldId = SOLAR_SYSTEM_IDS[dialect as keyof typeof SOLAR_SYSTEM_IDS];
  const dataplane = dialect === 'dataplane';
  /** Where the dashboard reaches the server's root through the proxy. */
  const dataplaneRoot = `http://127.0.0.1:${servers.appPort}/dataplane`;
  const app = `http://127.0.0.1:${servers.appPort}`;
  const api = `http://127.0.0.1:${servers.apiPort}`;
  const searchPath = `/worlds/${encodeURIComponent(worldId)}/search`;
  const overviewPath = `/worlds/${encodeURIComponent(worldId)}/overview`;
  const editPath = `/worlds/${encodeURIComponent(worldId)}/edit`;

  async function control(path: string, body?: TestApiConfig | Record<string, never>) {
    const response = await fetch(`${api}/__test/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.status === 200 ? ((await response.json()) as RecordedApiRequest[]) : [];
  }
  const configure = (config: TestApiConfig) => control('config', config);
  /** The saves the server received, in the dialect's own form. */
  const saves = async () =>
    (await control('requests')).filter((request) =>
      dialect === 'rpc' ? request.body?.includes('"updateWorld"') : request.method === (dataplane ? 'PATCH' : 'PUT'),
    );
  /** The request body of a save, with rpc's envelope taken off. */
  const saveBody = (request: RecordedApiRequest | undefined): unknown => {
    const body: unknown = JSON.parse(request?.body ?? 'null');
    return dialect === 'rpc' ? (body as { request: unknown }).request : body;
  };
  const searches = async () =>
    (await control('requests')).filter((request) =>
      dialect === 'rpc' ? request.body?.includes('"searchWorlds"') : request.path.endsWith('/search'),
    );

  test.describe(`${dialect} server, through the proxy`, () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ baseURL: app });

    let uncaught: string[] = [];
    test.beforeEach(async ({ page }) => {
      await control('reset', {});
      uncaught = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
    });
    test.afterEach(() => expect(uncaught).toEqual([]));

    test('lists every world and finds the 250th by the filter', async ({ page }) => {
      await configure({ extraWorlds: 250 });
      await page.goto('/');
      const all = page.getByRole('region', { name: /All worlds/ });
      await expect(all.getByRole('link', { name: 'Edit Solar System' })).toBeVisible();
      await page.getByRole('searchbox', { name: /Filter/ }).fill('Generated world 250');
      await expect(all.getByRole('link', { name: /^Open / })).toHaveCount(1);
      await expect(all.getByRole('link', { name: 'Open Generated world 250' })).toBeVisible();
    });

    // The RPC server lists a world created without a displayName with `"displayName": null`: it must not hide
    // the others, and it opens (the double's `scratchpad` is such a world).
    if (dialect === 'rpc') {
      test('lists every world, named or not, and opens the one without a name', async ({ page }) => {
        const nameless = `${RPC_NAMESPACE}/scratchpad`;
        await page.goto('/');
        const all = page.getByRole('region', { name: /All worlds/ });
        for (const name of ['Solar System', 'Periodic Table', nameless]) {
          await expect(all.getByRole('heading', { level: 3, name })).toBeVisible();
        }
        await expect(all.getByRole('heading', { level: 3 })).toHaveCount(4);
        await all.getByRole('link', { name: `Edit ${nameless}` }).click();
        await expect(page.getByRole('heading', { level: 1, name: nameless })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
      });
    }

    test('opens a world by its ID, renames it and clears its description', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('textbox', { name: 'World ID' }).fill(worldId);
      await page.getByRole('button', { name: 'Open' }).click();
      await expect(page).toHaveURL(`${app}${overviewPath}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar System');

      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      const name = page.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveValue('Solar System');
      await name.fill('Solar System (renamed)');
      // The dataplane server keeps no description: its form has no such field.
      if (!dataplane) await page.getByRole('textbox', { name: 'Description' }).fill('');
      else await expect(page.getByRole('textbox', { name: 'Description' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(savedStatus(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar System (renamed)');

      const [save] = await saves();
      const sent =
        { v1: { name: 'Solar System (renamed)', description: '' } }[dialect] ??
        {
          rest: { label: 'Solar System (renamed)', description: '' },
          // The source as {namespace, id}: the string form fails for an ID with a `/` (DIALECTS.md).
          rpc: {
            source: { namespace: RPC_NAMESPACE, id: 'solar-system' },
            displayName: 'Solar System (renamed)',
            description: '',
          },
          dataplane: { displayName: 'Solar System (renamed)' },
        }[dialect];
      expect(saveBody(save)).toEqual(sent);

      // The server holds it: after a reload the page reads it back.
      await page.reload();
      await expect(name).toHaveValue('Solar System (renamed)');
      if (!dataplane) await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    });

    test('stops before overwriting someone else’s change', async ({ page, request }) => {
      await page.goto(editPath);
      const name = page.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveValue('Solar System');
      // Someone else renames the world, through the same proxy (as a script may, with its header), while the form is open.
      const headers = { 'X-Worlds-Dashboard': '1' };
      const other =
        dialect === 'rpc'
          ? request.post(`${app}/rpc`, {
              headers,
              data: { action: 'updateWorld', request: { source: worldId, displayName: 'Their name' } },
            })
          : dataplane
            ? request.patch(`${dataplaneRoot}/worlds/${worldId}`, { headers, data: { displayName: 'Their name' } })
            : request.put(`${app}/v1/worlds/${encodeURIComponent(worldId)}`, {
                headers,
                data: dialect === 'rest' ? { label: 'Their name' } : { name: 'Their name' },
              });
      expect((await other).ok()).toBe(true);
      await name.fill('My name');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Someone else changed this world since you opened it')).toBeVisible();
      expect(await saves()).toHaveLength(1);
    });

    test('says so when the server accepts a save but does not make it', async ({ page }) => {
      const ignored: Misbehaviour =
        dialect === 'rpc'
          ? {
              method: 'POST',
              action: 'updateWorld',
              status: 200,
              body: JSON.stringify({ action: 'updateWorld', response: {} }),
              headers: { 'Content-Type': 'application/json' },
            }
          : dataplane
            ? // The world as it was: the server's reply holds no rename.
              {
                method: 'PATCH',
                status: 200,
                body: await (
                  await fetch(`${api}/worlds/${worldId}`, { headers: { Authorization: `Bearer ${servers.key}` } })
                ).text(),
                headers: { 'Content-Type': 'application/json' },
              }
            : { method: 'PUT', status: 204, body: '' };
      await configure({ misbehave: ignored });
      await page.goto(editPath);
      const name = page.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveValue('Solar System');
      await name.fill('Never stored');
      await page.getByRole('button', { name: 'Save' }).click();
      // The REST server's empty 204 says nothing; the RPC reply without the world is not a reply it understands.
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        dialect === 'rpc' ? "The server's reply to the save was not understood" : 'Your name was not saved',
      );
      await expect(alert).toContainText('shows the name as “Solar System”, not “Never stored”');
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(savedStatus(page)).toHaveCount(0);
      await expect(name).toHaveValue('Never stored');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar System');
    });

    test('searches with ranked results, pages forward and back, changes the page size', async ({ page }) => {
      await page.goto(`${searchPath}?q=moon&limit=10&offset=0`);
      await loaded(page);
      await expect(page.getByText('Showing 1–10')).toBeVisible();
      // Real servers' scores are near 0.03: three significant digits, never a row of zeros.
      const firstScore = results(page).getByRole('row').nth(1).getByRole('cell').nth(1);
      await expect(firstScore).not.toHaveText(/^0(\.0+)?$/);

      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/offset=10/);
      await expect(page.getByText('Showing 11–20')).toBeVisible();
      await page.getByRole('button', { name: 'Previous page' }).click();
      await expect(page.getByText('Showing 1–10')).toBeVisible();
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText('Showing 11–20')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/offset=0/);
      await expect(page.getByText('Showing 1–10')).toBeVisible();

      await page.getByRole('combobox', { name: 'Results per page' }).selectOption('25');
      await expect(page).toHaveURL(/limit=25&offset=0$/);
      await expect(page.getByText('Showing 1–25')).toBeVisible();

      const asked = await searches();
      expect(asked.length).toBeGreaterThan(0);
      for (const search of asked) {
        if (dialect === 'v1') expect(search.query).toMatchObject({ q: 'moon' });
        if (dialect === 'rest') {
          expect(search.query.query).toBe('moon');
          expect(search.query).not.toHaveProperty('offset');
        }
        if (dialect === 'rpc') expect(JSON.parse(search.body ?? '{}')).toMatchObject({ request: { query: 'moon' } });
        // One reply of at most 100 rows, paged in the browser.
        if (dataplane) expect(JSON.parse(search.body ?? '{}')).toMatchObject({ query: 'moon', limit: 100 });
      }
    });

    test('opens a result’s details and copies the request as curl, without the key', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app });
      await page.goto(`${searchPath}?q=moon&limit=10&offset=0`);
      await loaded(page);
      await results(page).getByRole('button', { name: 'Details of result 1', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Result 1' })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.getByText(/^Export/).click();
      await page.getByRole('button', { name: 'Copy curl command' }).click();
      await expect(page.getByText(/Copied the curl command/)).toBeVisible();
      const command = await page.evaluate(() => navigator.clipboard.readText());
      expect(command).not.toContain(servers.key);
      if (dialect === 'rpc') {
        expect(command).toContain('-X POST');
        expect(command).toContain(`${app}/rpc`);
        expect(command).toContain('"action":"searchWorlds"');
      } else if (dataplane) {
        expect(command).toContain('-X POST');
        expect(command).toContain(`${dataplaneRoot}/worlds/${worldId}/search`);
        expect(command).toContain('"query":"moon"');
      } else {
        expect(command).toContain(dialect === 'rest' ? 'query=moon' : 'q=moon');
      }
      // As copied, it runs: through the proxy (which puts its own key in), it gets the rows the page shows.
      const output = execFileSync('sh', ['-c', command], {
        env: { ...process.env, WORLDS_API_KEY: 'any-key-the-proxy-replaces' },
        encoding: 'utf8',
      });
      const reply = JSON.stringify(JSON.parse(output));
      expect(reply).not.toContain('refused');
      expect(reply).toContain('"Moon"');
    });

    // The SPARQL page and the server agree: the count it shows is the count its own curl command gets.
    if (dialect !== 'v1') {
      test('a SELECT (COUNT …) shows the number that the page’s curl command gets from the server', async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app });
        const query = 'SELECT (COUNT(*) AS ?triples) WHERE { ?s ?p ?o }';
        await page.goto(`/worlds/${encodeURIComponent(worldId)}/sparql?${new URLSearchParams({ query })}`);
        await page.getByRole('button', { name: 'Run' }).click();
        const cell = page.getByRole('table', { name: 'Query results' }).getByRole('row').nth(1).getByRole('cell');
        await expect(cell).toHaveText(/^\d+/);
        const shown = /^\d+/.exec((await cell.textContent()) ?? '')?.[0];

        await page.getByRole('button', { name: 'Copy as curl' }).click();
        await expect(page.getByText(/Copied the curl command/)).toBeVisible();
        const command = await page.evaluate(() => navigator.clipboard.readText());
        const output = execFileSync('sh', ['-c', command], {
          env: { ...process.env, WORLDS_API_KEY: 'any-key-the-proxy-replaces' },
          encoding: 'utf8',
        });
        // rest answers the SPARQL protocol's JSON; rpc wraps it in its envelope.
        type Results = { results: { bindings: { triples?: { value: string } }[] } };
        const reply = JSON.parse(output) as Results | { response: Results };
        const results = 'response' in reply ? reply.response : reply;
        const counted = results.results.bindings[0]?.triples?.value;
        expect(Number(counted)).toBeGreaterThan(0);
        expect(shown).toBe(counted);
      });
    }

    // Both real servers index only literals and find no IRI by text: only SPARQL reaches what Saturn links to.
    if (dialect !== 'v1') {
      test('opens Saturn from a search result, sees Titan, and its view passes axe', async ({ page }) => {
        await page.goto(`${searchPath}?q=Saturn&limit=10&offset=0`);
        await loaded(page);
        await results(page).getByRole('button', { name: 'wd:Q193' }).first().click();
        await expect(page).toHaveURL(/\/thing\?iri=http%3A%2F%2Fwww\.wikidata\.org%2Fentity%2FQ193$/);
        await expect(page.getByRole('heading', { level: 2, name: 'Saturn' })).toBeVisible();
        const says = page.getByRole('region', { name: /What it says/ });
        await expect(
          says.getByRole('link', { name: 'http://example.org/solar-system/hasMoon', exact: true }),
        ).toBeVisible();
        await expect(says.getByRole('link', { name: 'Titan', exact: true })).toBeVisible();
        await expect(page).toHaveTitle(/^Saturn · Solar System/);
        await expectNoAxeViolations(page);

        await says.getByRole('link', { name: 'Titan', exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Titan' })).toBeFocused();
        await page.goBack();
        await expect(page.getByRole('heading', { level: 2, name: 'Saturn' })).toBeVisible();
        await page.goBack();
        await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Saturn');
        // What the server was asked: SPARQL, in its own form, and no search for the IRI's text.
        const requests = await control('requests');
        const sparql = requests.filter((request) =>
          dialect === 'rpc' ? request.body?.includes('"sparql"') : request.path.endsWith('/sparql'),
        );
        expect(sparql.length).toBeGreaterThan(0);
        expect(JSON.stringify(await searches())).not.toContain('Q193');
      });
    }

    // Issue 19: a world's whole life, in the server's own terms, through the proxy. (The dataplane server's is in
    // e2e/dataplane.spec.ts.)
    if (dialect === 'rest' || dialect === 'rpc') {
      test('creates a world, imports a file, finds its text, exports it and deletes it', async ({ page }) => {
        const worldTab = (name: string) =>
          page.getByRole('navigation', { name: 'World' }).getByRole('link', { name, exact: true });
        await page.goto('/');
        await page.getByRole('link', { name: 'New world' }).click();
        if (dialect === 'rpc') await page.getByRole('textbox', { name: 'Namespace' }).fill('labs');
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Probe log');
        await page.getByRole('button', { name: 'Create world' }).click();
        await expect(page.getByText('World created')).toBeVisible();
        const created = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
        expect(created).toMatch(dialect === 'rpc' ? /^labs\/probe-log$/ : /^[0-9A-Z]{26}$/);

        await page.getByLabel('RDF file').setInputFiles({
          name: 'probe.ttl',
          mimeType: 'text/turtle',
          buffer: Buffer.from(
            '@prefix ex: <http://example.org/> .\nex:probe ex:name "Voyager probe" ;\n  ex:launched "1977" ;\n  ex:visits ex:jupiter .\n',
          ),
        });
        await expect(page.getByText('3 triples', { exact: true })).toBeVisible();
        const facts = page.getByRole('region', { name: 'Facts' });
        if (dialect === 'rpc') {
          // The RPC server's import adds: one button, as before.
          await page.getByRole('button', { name: 'Import' }).click();
          await expect(page.getByText('Added 3 triples: the world now holds 3 triples')).toBeVisible();
          await expect(facts.getByText('3 triples')).toBeVisible();
          await expect(page.getByRole('region', { name: 'Activity' })).toHaveCount(0);
        } else {
          // The REST server's import replaces (issue 25): Add to the world goes by SPARQL INSERT DATA, and adds.
          await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
          await page.getByRole('button', { name: 'Add to the world' }).click();
          await expect(page.getByText('Added 3 triples: the world now holds 3 triples')).toBeVisible();
          await page.getByLabel('RDF file').setInputFiles({
            name: 'more.nt',
            mimeType: 'application/n-triples',
            buffer: Buffer.from(TWO_MORE),
          });
          await page.getByRole('button', { name: 'Add to the world' }).click();
          await expect(page.getByText('Added 2 triples: the world now holds 5 triples')).toBeVisible();
          await expect(facts.getByText('5 triples')).toBeVisible();
          // Each part is a SPARQL update in the server's log.
          const activity = page.getByRole('list', { name: 'Logged activity' });
          await expect(activity.getByRole('listitem')).toHaveCount(2);
          await expect(activity).toContainText('SPARQL update');

          // The same file again, through the server's own import: Replace asks first, with a fresh count of what
          // is lost; the dialog passes axe.
          await page.getByLabel('RDF file').setInputFiles({
            name: 'more.nt',
            mimeType: 'application/n-triples',
            buffer: Buffer.from(TWO_MORE),
          });
          await page.getByRole('button', { name: 'Replace the world’s data' }).click();
          const replace = page.getByRole('dialog', { name: 'Replace the world’s data?' });
          await expect(replace).toContainText('The world’s 5 triples are removed');
          await expectNoAxeViolations(page);
          await replace.getByRole('button', { name: 'Replace the world’s data' }).click();
          await expect(page.getByText('Replaced: the world now holds 2 triples')).toBeVisible();
          await expect(facts.getByText('2 triples')).toBeVisible();
          await expect(activity).toContainText('World data imported');
          await page.mouse.move(0, 0);
          await expectNoAxeViolations(page);
        }

        await worldTab('Search').click();
        await page.getByRole('searchbox', { name: 'Search' }).fill('Voyager');
        await page.keyboard.press('Enter');
        await expect(results(page)).toContainText('Voyager probe');

        await worldTab('Data').click();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/-\d{4}-\d{2}-\d{2}\.ttl$/);
        const exported = readFileSync(await file.path(), 'utf8');
        if (dialect === 'rpc') expect(exported).toContain('"Voyager probe"');
        // Replaced on REST: only the second file's triples are left, though the search still finds the old text.
        else expect(exported).not.toContain('Voyager probe');
        if (dialect === 'rest') expect(exported).toContain('"Pioneer probe"');

        await worldTab('Edit').click();
        await page.getByRole('button', { name: 'Delete world' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete world' });
        await expect(dialog.getByRole('button', { name: 'Delete world' })).toBeDisabled();
        await dialog.getByRole('textbox', { name: 'World ID' }).fill(created);
        await dialog.getByRole('button', { name: 'Delete world' }).click();
        await expect(page.getByText('World deleted')).toBeVisible();
        const all = page.getByRole('region', { name: /All worlds/ });
        await expect(all.getByRole('heading', { name: 'Solar System' })).toBeVisible();
        await expect(all.getByRole('heading', { name: 'Probe log' })).toHaveCount(0);
      });
    }

    test('a refused key leads to the settings, and an unknown world is said plainly', async ({ page }) => {
      await page.goto(`/worlds/${encodeURIComponent(MISSING_IDS[dialect as keyof typeof MISSING_IDS])}/search?q=moon`);
      // Each of these servers lists its worlds, so the list decides that no world has this ID.
      await expect(page.getByRole('heading', { level: 1, name: 'World not found' })).toBeVisible();
      await expect(page.getByText('No world has this ID')).toBeVisible();

      await configure({ apiKey: 'another-key' });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('alert').first()).toContainText('401');
    });
  });
}
