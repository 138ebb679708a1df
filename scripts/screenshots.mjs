// Takes the README's screenshots from the production build on the offline sample data.
// Run with `npm run screenshots`; writes PNGs into docs/.
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { preview } from 'vite';

execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
// The preview server's /config.json comes from the environment (vite.config.ts): the screenshots show the offline data.
process.env.WORLDS_API_URL = '';
const server = await preview({ preview: { port: 4299, strictPort: true, host: '127.0.0.1' } });
const base = 'http://127.0.0.1:4299';

const browser = await chromium.launch({
  executablePath: existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium',
  args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function shoot(name, { path = '/', width = 1280, height = 800, colorScheme = 'light', prepare } = {}) {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  await page.goto(base + path);
  await page.getByRole('heading', { name: 'Solar System' }).first().waitFor();
  if (prepare) await prepare(page);
  // The offline server's scenario switch loads lazily; wait for it so the header is complete.
  await page.getByText('Scenario', { exact: true }).waitFor();
  await page.screenshot({ path: `docs/${name}.png`, fullPage: true });
  await page.close();
  console.log(`docs/${name}.png`);
}

try {
  const recent = async (page) => {
    await page.evaluate(() =>
      localStorage.setItem(
        'worlds-dashboard:recent-worlds:offline',
        JSON.stringify([
          { id: 'solar-system', name: 'Solar System' },
          { id: 'periodic-table', name: 'Periodic Table' },
        ]),
      ),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Solar System' }).first().waitFor();
  };
  await shoot('home-light', { prepare: recent });
  await shoot('home-dark', { colorScheme: 'dark', prepare: recent });
  await shoot('home-mobile', { width: 360, height: 740, prepare: recent });
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
