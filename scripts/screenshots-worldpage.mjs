// Screenshots of a world's Edit and Data pages on the dataplane server (issue 26), light and dark, at 1000 px and at
// 360 px: Search settings, a range error, the re-index warning (with a long, right-to-left and emoji model name), a
// refusal by the server, a slow save, Suspend's question, a suspended world's pages, Reindex's answer, Facts. The
// production build's preview proxies to the dataplane double (e2e/test-api/server.ts --dialect dataplane). Run with
// `node scripts/screenshots-worldpage.mjs [folder]`; writes PNGs into the folder (test-results/worldpage-screens by
// default), never into docs/.
import { startScreenshots } from './screenshot-kit.mjs';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const key = 'screenshot-key';
const { apiBase, base, browser, both, configure, close } = await startScreenshots({
  out: process.argv[2] ?? 'test-results/worldpage-screens',
  apiPort: 4793 + offset,
  appPort: 4693 + offset,
  serverArgs: ['--dialect', 'dataplane', '--api-key', key],
  env: { WORLDS_API_KEY: key, WORLDS_API_DIALECT: 'dataplane' },
  name: 'dataplane',
});

try {
  const { worlds } = await (await fetch(`${apiBase}/worlds`, { headers: { Authorization: `Bearer ${key}` } })).json();
  const solar = worlds.find((world) => world.displayName === 'Solar System').id;
  for (const [width, size] of [
    [1000, 'wide'],
    [360, 'narrow'],
  ]) {
    await fetch(`${apiBase}/__test/reset`, { method: 'POST' });
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const settings = page.getByRole('group', { name: 'Search settings' });
    await page.goto(`${base}/worlds/${solar}/edit`);
    await settings.getByRole('textbox', { name: 'Top K' }).waitFor();
    await both(page, `${size}-1-edit`);

    await settings.getByRole('textbox', { name: 'Top K' }).fill('0');
    await settings.getByRole('textbox', { name: 'Minimum score' }).fill('1.5');
    await both(page, `${size}-2-range-errors`);

    await settings.getByRole('textbox', { name: 'Top K' }).fill('12');
    await settings.getByRole('textbox', { name: 'Minimum score' }).fill('0.2');
    await settings
      .getByRole('textbox', { name: 'Embedding model' })
      .fill('نموذج-عربي/embedding-🚀-with-a-very-long-name-that-goes-on-and-on-v3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog', { name: 'Save a new embedding model?' }).waitFor();
    await both(page, `${size}-3-reindex-warning`);
    await page.keyboard.press('Escape');

    // A server that refuses the minimum score as its schema would, slowly.
    await configure({
      misbehave: {
        method: 'PATCH',
        status: 400,
        delayMs: 1500,
        body: JSON.stringify({
          success: false,
          error: {
            name: 'ZodError',
            message: JSON.stringify([{ path: ['minScore'], message: 'Too big: expected number to be <=0.1' }]),
          },
        }),
        headers: { 'Content-Type': 'application/json' },
      },
    });
    await settings.getByRole('textbox', { name: 'Embedding model' }).fill('tfjs-universal-sentence-encoder');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Saving…' }).waitFor();
    await both(page, `${size}-4-saving`);
    await page.getByText('The server refused the request’s minimum score').first().waitFor();
    await both(page, `${size}-5-refused`);
    await configure({ misbehave: null });

    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('button', { name: 'Reindex' }).click();
    await page.getByText(/the reindex is/).waitFor();
    await page.getByRole('button', { name: 'Suspend world' }).click();
    await page.getByRole('dialog', { name: 'Suspend this world?' }).waitFor();
    await both(page, `${size}-6-suspend-question`);
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend world' }).click();
    await page.getByRole('button', { name: 'Resume world' }).waitFor();
    await both(page, `${size}-7-suspended-edit`);

    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox').fill('moon');
    await page.keyboard.press('Enter');
    await page.getByText(/This world is suspended/).waitFor();
    await both(page, `${size}-8-suspended-search`);

    await page.getByRole('link', { name: 'Data', exact: true }).click();
    await page.getByText(/^Not counted/).waitFor();
    await both(page, `${size}-9-suspended-facts`);
    await page.close();
  }
} finally {
  await close();
}
