// What the screenshot scripts share: the production build served by `vite preview` as a proxy to one of the test
// server's doubles (e2e/test-api/server.ts), and a Chromium to look at it with. `close()` ends all three.
import { chromium } from '@playwright/test';
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { preview } from 'vite';

/** Builds, starts the double of `dialect` on `apiPort` with `key`, and the preview on `appPort` proxying to it. */
export async function startDoublePreview({ dialect, apiPort, appPort, key, configuredDialect = dialect }) {
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
  Object.assign(process.env, { WORLDS_API_URL: apiBase, WORLDS_API_KEY: key, WORLDS_API_DIALECT: configuredDialect });
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
