// Makes sure a Chromium is there for Playwright before the end-to-end tests run.
// Playwright cannot download its own browser on every machine, so on Debian the
// system's `chromium` package is installed when nothing else is present.
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';

if (existsSync(chromium.executablePath()) || existsSync(systemChromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    "No Chromium for the end-to-end tests. Run `npx playwright install chromium`, or install your system's chromium package.",
  );
  process.exit(1);
}

console.log("Installing Debian's chromium for the end-to-end tests…");
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium',
  {
    stdio: 'inherit',
  },
);
