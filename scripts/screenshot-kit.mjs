// What the screenshot scripts share: the production build served by `vite preview` in front of a test server of one
// dialect (e2e/test-api/server.ts), Chromium, and a shot of the page in both themes. Writes PNGs into `out`, never
// into docs/.
import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { preview } from 'vite';

/**
 * Builds, starts the test server with `serverArgs` (its port added) and the preview proxying to it with `env`
 * (WORLDS_API_URL set here), and launches Chromium. `close()` ends all three.
 */
export async function startScreenshots({ out, apiPort, appPort, serverArgs, env, name }) {
  mkdirSync(out, { recursive: true });
  execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
  // tsx as a loader of this very node process's child, so that killing the child ends the server (npx would leave it).
  const api = spawn(
    process.execPath,
    ['--import', 'tsx', 'e2e/test-api/server.ts', '--port', String(apiPort), ...serverArgs],
    { stdio: 'ignore' },
  );
  const apiBase = `http://127.0.0.1:${apiPort}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${apiBase}/__test/requests`)).ok) break;
    } catch {
      if (tries > 100) throw new Error(`The ${name} test server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  Object.assign(process.env, { WORLDS_API_URL: apiBase, ...env });
  const server = await preview({ preview: { port: appPort, strictPort: true, host: '127.0.0.1' } });
  const browser = await chromium.launch({
    executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
    args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  /** The page as it is now, in both themes. */
  async function both(page, shot) {
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${shot}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
      console.log(`${out}/${shot}-${dark ? 'dark' : 'light'}.png`);
    }
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
  }

  async function close() {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
    api.kill();
  }

  /** The test server's misbehaviour, keys or search engine (e2e/test-api/protocol.ts's TestApiConfig). */
  const configure = (config) => fetch(`${apiBase}/__test/config`, { method: 'POST', body: JSON.stringify(config) });

  return { apiBase, base: `http://127.0.0.1:${appPort}`, browser, both, configure, close };
}
