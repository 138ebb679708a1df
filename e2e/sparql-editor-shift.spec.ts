import { expect, test } from '@playwright/test';
import { watchLayoutShifts } from './layout-shifts';

/*
 * The SPARQL page opened from another tab, once its server is known to answer SPARQL: the router renders it in a
 * transition, whose effects may wait for the paint. The editor must be there in the first frame, or the help, Run and
 * the examples below it jump down by its height when it comes (a shift people see, even if a click excuses it from CLS).
 */
test('the SPARQL page moves nothing below its editor when it opens from another tab', async ({ page }) => {
  const shiftsInMain = await watchLayoutShifts(page, 'main');
  const tabs = page.getByRole('navigation', { name: 'World' });
  const editor = page.getByRole('textbox', { name: 'SPARQL query' });
  await page.goto('/worlds/solar-system/sparql');
  await expect(editor).toBeVisible();
  // A page that is still before it is left: the Edit form of the world already read.
  await tabs.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  // A phone's pace, so that a frame can come between the page's render and its effects.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await shiftsInMain();
  await tabs.getByRole('link', { name: 'SPARQL' }).click();
  await expect(editor).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run' })).toBeVisible();
  // Layout shifts are reported with the frame after them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await shiftsInMain()).toEqual([]);
});
