// Screenshots of the API keys page (issue 26) on the dataplane double, light and dark, at desktop width and 360 px:
// the list, a new token shown once, the revoke confirmation, a namespace key, a slow server and a failing one. The
// production build's preview proxies to the dataplane double (e2e/test-api/server.ts --dialect dataplane) with its
// admin key. Run with `node scripts/screenshots-keys.mjs [folder]`; writes PNGs into the folder
// (test-results/keys-screens by default), never into docs/.
import { startScreenshots } from './screenshot-kit.mjs';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const adminKey = 'screenshot-admin-key';
const { apiBase, base, browser, both, close } = await startScreenshots({
  out: process.argv[2] ?? 'test-results/keys-screens',
  apiPort: 4792 + offset,
  appPort: 4692 + offset,
  serverArgs: ['--dialect', 'dataplane', '--api-key', 'screenshot-namespace-key', '--admin-key', adminKey],
  env: { WORLDS_API_KEY: adminKey, WORLDS_API_DIALECT: 'dataplane' },
  name: 'dataplane',
});
const control = (path, config = {}) =>
  fetch(`${apiBase}/__test/${path}`, { method: 'POST', body: JSON.stringify(config) });
/** A key made directly on the server, as another admin would. */
const createKey = (body) =>
  fetch(`${apiBase}/api-keys`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

try {
  for (const [width, suffix] of [
    [1100, 'desktop'],
    [360, 'narrow'],
  ]) {
    await control('reset');
    const worlds = await (
      await fetch(`${apiBase}/worlds`, { headers: { Authorization: `Bearer ${adminKey}` } })
    ).json();
    await createKey({ namespace: 'team-a', worldId: worlds.worlds[0].id, name: 'Solar ingest', scopes: ['data:read'] });
    await createKey({ namespace: 'مساحة', name: '<b>not bold</b> 🔑 مفتاح طويل جدا جدا جدا للاختبار' });
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${base}/keys`);
    await page.getByRole('rowheader', { name: 'Solar ingest' }).waitFor();
    await both(page, `keys-list-${suffix}`);

    await page.getByRole('textbox', { name: 'Namespace' }).fill('team-b');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nightly export');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('heading', { name: /created/ }).waitFor();
    await both(page, `keys-token-${suffix}`);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Revoke Solar ingest' }).click();
    await page.getByRole('dialog').waitFor();
    await both(page, `keys-revoke-${suffix}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Namespace is required.').waitFor();
    await both(page, `keys-form-errors-${suffix}`);
    await page.close();
  }

  const page = await browser.newPage({ viewport: { width: 1100, height: 700 } });
  await control('reset');
  await control('config', {
    misbehave: {
      status: 500,
      body: '{"error":{"code":"INTERNAL","message":"D1 is down"}}',
      headers: { 'Content-Type': 'application/json' },
    },
  });
  await page.goto(`${base}/keys`);
  await page.getByText('The keys could not be loaded').waitFor();
  await both(page, 'keys-failing');

  await control('config', {
    misbehave: { status: 200, body: '{"keys":[]}', headers: { 'Content-Type': 'application/json' }, delayMs: 60000 },
  });
  const slow = await browser.newPage({ viewport: { width: 1100, height: 700 } });
  await slow.goto(`${base}/keys`);
  await slow.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
  await slow.waitForTimeout(1500);
  await both(slow, 'keys-slow');

  await control('reset');
  await control('config', { apiKey: adminKey, adminKey: null });
  const namespace = await browser.newPage({ viewport: { width: 1100, height: 700 } });
  await namespace.goto(`${base}/keys`);
  await namespace.getByText('API keys are managed with an admin key').waitFor();
  await both(namespace, 'keys-namespace-key');
} finally {
  await close();
}
