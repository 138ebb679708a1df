import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { dataplaneIdOf } from '../src/mocks/dialects/dataplane-world';
import { DATAPLANE_SPECS } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import type { RecordedApiRequest } from './test-api/protocol';

/*
 * Import, then export, on the dataplane server through the production build's proxy (DATAPLANE_SPECS.data: the
 * preview server in front of a dataplane test server, with its key, the dialect left to detection). The file goes as
 * the JSON array the server takes, after the page says what its plain-text values lose; the export reads the
 * server's JSON pages and writes the file in the browser. What arrived is checked on the server side; the browser
 * never holds the key.
 */

const { apiPort, appPort, key } = DATAPLANE_SPECS.data;
const api = `http://127.0.0.1:${apiPort}`;
const worldId = dataplaneIdOf('scratchpad');

const TURTLE = `@prefix ex: <http://example.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
ex:probe ex:name "Voyager probe"@en ;
  ex:launched "1977"^^xsd:gYear ;
  ex:visits ex:jupiter .
`;

const control = async (path: string, body?: unknown) => {
  const response = await fetch(`${api}/__test/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 200 ? ((await response.json()) as RecordedApiRequest[]) : [];
};

test.use({ baseURL: `http://127.0.0.1:${appPort}` });

test('imports a Turtle file as plain-text triples, then exports it, through the proxy', async ({ page }) => {
  await control('reset', {});
  const sentByBrowser: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/dataplane/'))
      sentByBrowser.push(request.headers().authorization ?? null);
  });

  await page.goto(`/worlds/${worldId}/data`);
  const facts = page.getByRole('region', { name: 'Facts' });
  await expect(facts.getByText('0 triples')).toBeVisible();
  await page.getByLabel('RDF file').setInputFiles({
    name: 'probe.ttl',
    mimeType: 'text/turtle',
    buffer: Buffer.from(TURTLE),
  });
  await expect(page.getByText('3 triples', { exact: true })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'This server keeps every value as plain text' });
  await expect(notice).toContainText('2 values of this file carry one');
  expect((await control('requests')).filter(({ path }) => path.endsWith('/import'))).toEqual([]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Added 3 triples: the world now holds 3 triples')).toBeVisible();
  await expect(facts.getByText('3 triples')).toBeVisible();
  const imports = (await control('requests')).filter(({ path }) => path.endsWith('/import'));
  expect(imports).toHaveLength(1);
  expect(imports[0]?.authorization).toBe(`Bearer ${key}`);
  const body = JSON.parse(imports[0]?.body ?? '{}') as { data: string; contentType: string };
  expect(body.contentType).toBe('application/json');
  expect(JSON.parse(body.data)).toEqual(
    expect.arrayContaining([
      { subject: 'http://example.org/probe', predicate: 'http://example.org/name', object: 'Voyager probe' },
      {
        subject: 'http://example.org/probe',
        predicate: 'http://example.org/visits',
        object: 'http://example.org/jupiter',
      },
    ]),
  );
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${worldId}-\\d{4}-\\d{2}-\\d{2}\\.ttl$`));
  const exported = readFileSync(await file.path(), 'utf8');
  expect(exported).toContain('<http://example.org/probe> <http://example.org/name> "Voyager probe" .');
  expect(exported).toContain('<http://example.org/probe> <http://example.org/launched> "1977" .');
  expect(exported).toContain('<http://example.org/probe> <http://example.org/visits> <http://example.org/jupiter> .');
  await expect(page.getByRole('status').filter({ hasText: /^Download started: / })).toBeVisible();
  const exports = (await control('requests')).filter(({ path }) => path.endsWith('/export'));
  // The JSON pages, never the server's own RDF writers (its N-Triples and TriG are broken).
  expect(exports.map(({ query }) => query.format ?? 'json')).toEqual(exports.map(() => 'json'));

  expect(sentByBrowser.length).toBeGreaterThan(0);
  expect(sentByBrowser.filter((authorization) => authorization !== null)).toEqual([]);
});
