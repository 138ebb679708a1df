import { expect, test, type Page } from '@playwright/test';
import { GUARDED_PREVIEW, NGINX } from '../playwright.config';
import type { RecordedApiRequest } from './test-api/protocol';

/*
 * The proxy adds the server's key, so it must forward nothing that a page of another site makes the browser send.
 * Pages of two other origins (another site, and the same site on another port) attack the dashboard's proxy through
 * `vite preview` and through nginx from deploy/, both in front of one test server of their own, which records what
 * reaches it. Each attack carries a mark of its own, looked for there; the dashboard's own save through the same
 * proxy must arrive, so the record is shown to see what passes.
 */
test.describe.configure({ mode: 'serial' });

const API = `http://127.0.0.1:${NGINX.guarded.apiPort}`;
const proxies = {
  'vite preview': `http://127.0.0.1:${GUARDED_PREVIEW.port}`,
  nginx: `http://127.0.0.1:${NGINX.guarded.port}`,
};
/*
 * Pages of two other origins, served for real by the test server (a page the test made up has no address, so
 * Chromium counts it as public and stops its requests to this machine before they leave, which would prove nothing):
 * another site (localhost is not 127.0.0.1) and the same site on another port.
 */
const attackers = {
  'another site': `http://localhost:${NGINX.guarded.apiPort}`,
  'the same site on another port': `http://127.0.0.1:${NGINX.guarded.apiPort}`,
};

const received = async () => (await (await fetch(`${API}/__test/requests`)).json()) as RecordedApiRequest[];
const arrivedWith = async (mark: string) =>
  (await received()).filter((request) => `${request.path} ${request.body ?? ''}`.includes(mark));

/** Renames the Solar System to `mark` with the dashboard at `origin`, and returns the save the server received. */
async function renameThrough(page: Page, origin: string, mark: string) {
  await page.goto(`${origin}/worlds/solar-system/edit`);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).not.toHaveValue('');
  await name.fill(mark);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible();
  const [save] = await arrivedWith(mark);
  return save;
}

/** Opens a page of `origin` that runs no app, and lists the replies (method and status) to what it sends elsewhere. */
async function openAttackerPage(page: Page, origin: string) {
  const replies: string[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(origin)) replies.push(`${response.request().method()} ${response.status()}`);
  });
  await page.goto(`${origin}/__test/page`);
  return replies;
}

for (const [proxyName, proxy] of Object.entries(proxies)) {
  for (const [attackerName, attacker] of Object.entries(attackers)) {
    test(`${proxyName}: a page of ${attackerName} gets no request through the proxy`, async ({ page }) => {
      const mark = `attack-${proxyName.replace(' ', '-')}-${attacker.length}-${Date.now()}`;
      const replies = await openAttackerPage(page, attacker);
      const attempts = await page.evaluate(
        async ({ proxy, mark }) => {
          const rename = JSON.stringify({
            action: 'updateWorld',
            request: { source: 'solar-system', displayName: mark },
          });
          const sent = [
            // The review's attack: a text/plain POST needs no preflight.
            fetch(`${proxy}/rpc`, {
              method: 'POST',
              mode: 'no-cors',
              headers: { 'Content-Type': 'text/plain' },
              body: rename,
            }),
            fetch(`${proxy}/v1/worlds`, {
              method: 'POST',
              mode: 'no-cors',
              headers: { 'Content-Type': 'text/plain' },
              body: JSON.stringify({ slug: mark, label: mark }),
            }),
            // A form-encoded SPARQL update, which could erase a world.
            fetch(`${proxy}/v1/worlds/solar-system/sparql`, {
              method: 'POST',
              mode: 'no-cors',
              body: new URLSearchParams({ update: `CLEAR ALL # ${mark}` }),
            }),
            // A read, whose reply the page could not see, but which must not use the key either.
            fetch(`${proxy}/v1/worlds/solar-system/search?q=${mark}`, { mode: 'no-cors' }),
            // The dataplane server's paths, under the prefix the proxy removes: a world made, a form-encoded
            // SPARQL update, and the list of API keys read.
            fetch(`${proxy}/dataplane/worlds`, {
              method: 'POST',
              mode: 'no-cors',
              headers: { 'Content-Type': 'text/plain' },
              body: JSON.stringify({ displayName: mark }),
            }),
            fetch(`${proxy}/dataplane/worlds/w_x/sparql`, {
              method: 'POST',
              mode: 'no-cors',
              body: new URLSearchParams({ query: `CLEAR ALL # ${mark}` }),
            }),
            fetch(`${proxy}/dataplane/api-keys?namespace=${mark}`, { mode: 'no-cors' }),
            // With the dashboard's own header and JSON: the browser asks first, and the proxy says no.
            fetch(`${proxy}/v1/worlds/solar-system`, {
              method: 'PUT',
              headers: { 'Content-Type': 'application/json', 'X-Worlds-Dashboard': '1' },
              body: JSON.stringify({ name: mark }),
            }),
            fetch(`${proxy}/dataplane/worlds/w_x`, {
              method: 'PATCH',
              headers: { 'Content-Type': 'application/json', 'X-Worlds-Dashboard': '1' },
              body: JSON.stringify({ displayName: mark }),
            }),
          ];
          const settled = await Promise.allSettled(sent);
          return settled.map((result) => result.status);
        },
        { proxy, mark },
      );
      // The proxy answered each simple request itself (the browser then hid the reply from the page), and the
      // preflighted one never left: the proxy refused its preflight.
      expect(attempts).toEqual([...Array<string>(7).fill('fulfilled'), 'rejected', 'rejected']);
      await expect
        .poll(() => [...replies].sort())
        .toEqual(['GET 403', 'GET 403', 'POST 403', 'POST 403', 'POST 403', 'POST 403', 'POST 403']);

      // A form post, the oldest way: the browser shows the proxy's refusal, and nothing is forwarded.
      await page.evaluate(
        (html) => (document.body.innerHTML = html),
        `<form method="post" action="${proxy}/rpc" enctype="text/plain">
           <input name='{"action":"updateWorld","request":{"source":"solar-system","displayName":"${mark}","x":"' value='"}}'>
           <button>Send</button>
         </form>`,
      );
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText(/proxy refused this request because it came from another site/)).toBeVisible();

      expect(await arrivedWith(mark)).toEqual([]);
    });
  }

  test(`${proxyName}: the dashboard itself still reads and saves through the proxy`, async ({ page }) => {
    const save = await renameThrough(page, proxy, `Saved through ${proxyName} ${Date.now()}`);
    expect(save).toMatchObject({ method: 'PUT', path: '/v1/worlds/solar-system' });
    expect(save?.authorization).toMatch(/^Bearer /);
  });

  test(`${proxyName}: curl passes with the dashboard's header and is told what to send without it`, async () => {
    const bare = await fetch(`${proxy}/v1/worlds`);
    expect(bare.status).toBe(403);
    expect(bare.headers.get('content-type')).toContain('application/json');
    expect(await bare.json()).toEqual({
      error: {
        code: 403,
        message: expect.stringContaining("-H 'X-Worlds-Dashboard: 1'"),
        statusText: 'Forbidden',
        source: 'dashboard-proxy',
      },
    });

    const marked = await fetch(`${proxy}/v1/worlds`, { headers: { 'X-Worlds-Dashboard': '1' } });
    expect(marked.status).toBe(200);
    const plain = await fetch(`${proxy}/rpc`, {
      method: 'POST',
      headers: { 'X-Worlds-Dashboard': '1', 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(plain.status).toBe(403);
  });

  test(`${proxyName}: forwards the dataplane paths without their prefix, with the key, and no other`, async () => {
    const mark = `dataplane-${proxyName.replace(' ', '-')}-${Date.now()}`;
    const headers = { 'X-Worlds-Dashboard': '1' };
    expect((await fetch(`${proxy}/dataplane/worlds/w_${mark}`)).status).toBe(403);
    const patch = await fetch(`${proxy}/dataplane/worlds/w_${mark}`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: mark,
    });
    expect(patch.status).toBe(403);

    await fetch(`${proxy}/dataplane/worlds/w_${mark}`, { headers });
    await fetch(`${proxy}/dataplane/api-keys/k_${mark}`, { method: 'DELETE', headers });
    await fetch(`${proxy}/dataplane/worlds/w_${mark}`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ displayName: mark }),
    });
    const forwarded = await arrivedWith(mark);
    expect(forwarded.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /worlds/w_${mark}`,
      `DELETE /api-keys/k_${mark}`,
      `PATCH /worlds/w_${mark}`,
    ]);
    for (const request of forwarded) expect(request.authorization).toMatch(/^Bearer \S+/);

    // A path the dashboard does not use is the proxy's own 404, never the app's page nor the server's.
    for (const path of ['/dataplane', `/dataplane/v1/worlds?${mark}`, `/dataplane/worlds-${mark}`, '/dataplane/rpc']) {
      const refused = await fetch(`${proxy}${path}`, { headers });
      expect(refused.status, path).toBe(404);
      expect(await refused.json(), path).toMatchObject({ error: { code: 404, source: 'dashboard-proxy' } });
    }
    expect(await arrivedWith(mark)).toHaveLength(3);
  });
}

test.describe('a login in front of the dashboard (WORLDS_DASHBOARD_HTPASSWD)', () => {
  const login = `http://127.0.0.1:${NGINX.login.port}`;

  test('nginx asks for a login before anything, and refuses a wrong one', async ({ request }) => {
    for (const path of ['/', '/config.json', '/worlds/solar-system/edit', '/v1/worlds']) {
      const response = await request.get(`${login}${path}`, { headers: { 'X-Worlds-Dashboard': '1' } });
      expect(response.status(), path).toBe(401);
      expect(response.headers()['www-authenticate'], path).toBe('Basic realm="Worlds Dashboard"');
    }
    const wrong = await fetch(`${login}/`, { headers: { Authorization: `Basic ${btoa('reviewer:wrong')}` } });
    expect(wrong.status).toBe(401);
  });

  test('the right login opens the dashboard, whose requests reach the server without the login', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      httpCredentials: { username: 'reviewer', password: 'correct horse battery' },
    });
    const page = await context.newPage();
    const save = await renameThrough(page, login, `Saved behind a login ${Date.now()}`);
    await expect(page.getByRole('link', { name: `Data source: ${NGINX.login.name}` })).toBeVisible();
    // The server gets the deployment's key, never the person's login.
    expect(save?.authorization).toBe(`Bearer ${NGINX.login.key}`);
    await context.close();
  });
});
