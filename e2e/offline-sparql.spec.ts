import { expect, test, type Page } from '@playwright/test';

/*
 * The offline sample data explores by structure: its mock answers SPARQL at /v1/worlds/{id}/sparql as the REST
 * server does, with a real engine (Oxigraph) in a worker of its own. In the production build, under the page's
 * own policy, which still grants no WebAssembly to the page.
 */

const SATURN = 'http://www.wikidata.org/entity/Q193';
const TITAN = 'http://example.org/solar-system/Titan';

/** Sends SPARQL from the page, through the offline mock, as the dashboard will. */
function sparql(page: Page, body: string, contentType = 'application/sparql-query') {
  return page.evaluate(
    async ({ body, contentType }) => {
      const reply = await fetch('/v1/worlds/solar-system/sparql', {
        method: 'POST',
        headers: { 'Content-Type': contentType, Accept: 'application/sparql-results+json' },
        body,
      });
      return { status: reply.status, type: reply.headers.get('Content-Type'), text: await reply.text() };
    },
    { body, contentType },
  );
}

test('the offline mock answers SPARQL with a real engine: links in and out, ASK, updates, malformed queries', async ({
  page,
}) => {
  const wasm: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.wasm')) wasm.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Data source: offline sample data' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /All worlds/ }).getByRole('heading', { name: 'Solar System' }),
  ).toBeVisible();
  // The engine's WebAssembly is fetched only once SPARQL is asked for.
  expect(wasm).toEqual([]);

  const incoming = await sparql(page, `SELECT ?s ?p WHERE { ?s ?p <${SATURN}> }`);
  expect(incoming).toMatchObject({ status: 200, type: 'application/sparql-results+json' });
  const rows = (JSON.parse(incoming.text) as { results: { bindings: { s: { value: string } }[] } }).results.bindings;
  expect(rows.map((row) => row.s.value)).toContain(TITAN);
  expect(wasm).toHaveLength(1);

  const ask = await sparql(page, `ASK { <${TITAN}> ?p <${SATURN}> }`);
  expect(JSON.parse(ask.text)).toEqual({ head: { link: null }, boolean: true });

  const inserted = await sparql(
    page,
    'INSERT DATA { <http://ex.org/c> <http://ex.org/name> "Gamma" }',
    'application/sparql-update',
  );
  expect(inserted.status).toBe(204);
  expect(JSON.parse((await sparql(page, 'ASK { <http://ex.org/c> ?p "Gamma" }')).text)).toMatchObject({
    boolean: true,
  });

  // As the REST server answers it: 200 and one empty row (the dashboard must parse queries itself).
  const malformed = await sparql(page, 'SELEC oops');
  expect(JSON.parse(malformed.text)).toEqual({ head: { vars: [], link: null }, results: { bindings: [{}] } });
});

test('an update run on the SPARQL page lasts: search finds what it added, after a reload too', async ({ page }) => {
  const update = 'INSERT DATA { <http://ex.org/vulcan> <http://www.w3.org/2000/01/rdf-schema#label> "Vulcan"@en }';
  await page.goto(`/worlds/solar-system/sparql?${new URLSearchParams({ query: update })}`);
  await page.getByRole('button', { name: 'Run' }).click();
  await page
    .getByRole('dialog', { name: /Run this update on Solar System/ })
    .getByRole('button', { name: 'Run update' })
    .click();
  await expect(page.getByText('The update was run')).toBeVisible();

  await page.goto('/worlds/solar-system/search?q=Vulcan');
  const results = page.getByRole('table', { name: 'Search results' });
  await expect(results.getByText('Vulcan', { exact: true })).toBeVisible();
  // A new page starts a new engine, which reads the world from the offline store, where the update was kept.
  await page.reload();
  await expect(results.getByText('Vulcan', { exact: true })).toBeVisible();
  const ask = async () =>
    JSON.parse((await sparql(page, 'ASK { <http://ex.org/vulcan> ?p "Vulcan"@en }')).text) as { boolean?: boolean };
  expect(await ask()).toMatchObject({ boolean: true });

  // Restore the sample data undoes it, for this page's engine (which had it) and for search alike.
  await page.getByRole('button', { name: 'Scenario' }).click();
  await page.getByRole('button', { name: 'Restore the sample data' }).click();
  await expect(results.getByText('Vulcan', { exact: true })).toHaveCount(0);
  expect(await ask()).toMatchObject({ boolean: false });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'No triples match “Vulcan”' })).toHaveCount(1);
});
