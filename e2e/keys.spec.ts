import { expect, test, type Page } from '@playwright/test';
import { KEYS_JOURNEY } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import type { RecordedApiRequest, TestApiConfig } from './test-api/protocol';

/*
 * The keys page in the built app, through the preview server's proxy to a dataplane test server whose admin key the
 * proxy sends (KEYS_JOURNEY in playwright.config.ts): a key created, its token shown once and copied, dismissed, and
 * a key revoked, by keyboard alone with focus never lost; axe in both themes with the token shown. What the server
 * holds is read from it directly, with the admin key, as another client would.
 */
test.describe.configure({ mode: 'serial' });

const APP = `http://127.0.0.1:${KEYS_JOURNEY.appPort}`;
const API = `http://127.0.0.1:${KEYS_JOURNEY.apiPort}`;

async function control(path: string, body?: TestApiConfig | Record<string, never>) {
  return fetch(`${API}/__test/${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) });
}
const received = async () => (await (await fetch(`${API}/__test/requests`)).json()) as RecordedApiRequest[];
/** The server's keys, asked directly with its admin key. */
async function serverKeys() {
  const reply = await fetch(`${API}/api-keys`, { headers: { Authorization: `Bearer ${KEYS_JOURNEY.adminKey}` } });
  return ((await reply.json()) as { keys: { name: string; namespace: string; scopes: string[] }[] }).keys;
}

/** Fails when focus has fallen to the page's body (lost), as after a removed or disabled focused element. */
async function expectFocusKept(page: Page) {
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(
    true,
  );
}

/** Presses Tab until `target` has focus, never losing it on the way; fails after `most` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, most = 6) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
    await expectFocusKept(page);
  }
  await expect(target).toBeFocused();
}

test.beforeEach(async () => {
  await control('reset');
});

test('creates a key, shows its token once, copies it, and revokes a key, by keyboard alone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP });
  await page.goto(`${APP}/keys`);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'dashboard-dev' })).toBeVisible();

  // Create key: the form by keyboard.
  await page.getByRole('textbox', { name: 'Namespace' }).focus();
  await page.keyboard.type('team-a');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.keyboard.type('ingest bot');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^Read \(/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Read and write/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Create key' }));
  await page.keyboard.press('Enter');

  // The token, once: the panel takes focus.
  await expect(page.getByRole('heading', { name: 'Key “ingest bot” created' })).toBeFocused();
  await expect(page.getByText(/it will not be shown again/)).toBeVisible();
  const token = await page.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(token).toMatch(/^wzw_\w+$/);
  const created = (await received()).filter(({ method, path }) => method === 'POST' && path === '/api-keys');
  expect(created).toHaveLength(1);
  expect(JSON.parse(created[0]?.body ?? 'null')).toEqual({
    namespace: 'team-a',
    name: 'ingest bot',
    scopes: ['data:read', 'data:write'],
  });
  await expectNoAxeViolations(page);

  await tabTo(page, page.getByRole('button', { name: 'Copy' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied the token.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  await tabTo(page, page.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keys on the server' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Token' })).toHaveCount(0);
  expect(await page.content()).not.toContain(token);
  // Kept nowhere in the browser: not in storage, not in the address.
  const kept = await page.evaluate(() =>
    JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage), location.href]),
  );
  expect(kept).not.toContain(token);

  // Revoke, behind a confirmation naming the key: Escape keeps it, and focus goes back to its button.
  const revoke = page.getByRole('button', { name: 'Revoke ingest bot' });
  await tabTo(page, revoke);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Revoke the key “ingest bot”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(revoke).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Revoke' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Key “ingest bot” revoked' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keys on the server' })).toBeFocused();
  await expect(page.getByRole('rowheader', { name: 'ingest bot' })).toHaveCount(0);
  expect((await serverKeys()).map(({ name }) => name)).toEqual(['dashboard-dev']);
  await expectNoAxeViolations(page);
});

test('with a namespace key, says that keys are managed with an admin key', async ({ page }) => {
  // The proxy's key is now the namespace token.
  await control('config', { apiKey: KEYS_JOURNEY.adminKey, adminKey: null });
  await page.goto(`${APP}/keys`);
  await expect(page.getByText('API keys are managed with an admin key')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
  await expect(page).toHaveURL(`${APP}/keys`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
