// Makes sure a Chromium is there for Playwright before the end-to-end tests run.
// Playwright cannot download its own browser on every machine, so on Debian the
// system's `chromium` package is installed when nothing else is present.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { installDebianPackages } from './debian-packages.mjs';

const systemChromium = '/usr/bin/chromium';

if (!existsSync(chromium.executablePath()) && !existsSync(systemChromium)) {
  installDebianPackages(['chromium'], {
    purpose: 'the end-to-end tests',
    otherwise:
      "No Chromium for the end-to-end tests. Run `npx playwright install chromium`, or install your system's chromium package.",
  });
}
