// What the screenshot scripts of a dialect share: the production build, a test server speaking the dialect (the
// double of e2e/test-api/server.ts) with a key, the build's preview proxying to it as WORLDS_API_URL sets up, and a
// browser; and a shot of the page as it is, in both themes.
import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { preview } from 'vite';

/** Starts what a screenshot script needs; `close()` stops it all. */
export async function startScreens({ dialect, apiPort, appPort, key }) {
  execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
  // tsx as a loader of this very node process's child, so that killing the child ends the server (npx would leave it).
  const api = spawn(
    process.execPath,
    ['--import', 'tsx', 'e2e/test-api/server.ts', '--port', String(apiPort), '--dialect', dialect, '--api-key', key],
    { stdio: 'ignore' },
  );
  const apiBase = `http://127.0.0.1:${apiPort}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${apiBase}/__test/requests`)).ok) break;
    } catch {
      if (tries > 100) throw new Error(`The ${dialect} test server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  Object.assign(process.env, { WORLDS_API_URL: apiBase, WORLDS_API_KEY: key, WORLDS_API_DIALECT: dialect });
  const server = await preview({ preview: { port: appPort, strictPort: true, host: '127.0.0.1' } });
  const browser = await chromium.launch({
    executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
    args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    apiBase,
    base: `http://127.0.0.1:${appPort}`,
    browser,
    configure: (config) => fetch(`${apiBase}/__test/config`, { method: 'POST', body: JSON.stringify(config) }),
    async close() {
      await browser.close();
      await new Promise((resolve) => server.httpServer.close(resolve));
      api.kill();
    },
  };
}

/** The page as it is now, in both themes, as `{out}/{name}-light.png` and `-dark.png`. */
export async function shootBothThemes(page, out, name) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${name}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
    console.log(`${out}/${name}-${dark ? 'dark' : 'light'}.png`);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}
