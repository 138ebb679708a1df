import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every WCAG 2.0–2.2 A and AA rule, target size (2.5.8) included. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * The theme as lib/theme.ts applies it: the `dark` class on <html>. Colours change with a short transition, so this
 * waits for the transitions it started to end: checked mid-way, a colour is neither theme's.
 */
const setDark = (page: Page, dark: boolean) =>
  page.evaluate(async (on) => {
    document.documentElement.classList.toggle('dark', on);
    // getAnimations() brings styles up to date first, so the transitions the change starts are in the list.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  }, dark);

/**
 * Fails with the WCAG 2.2 A/AA violations on the page as it is now, in the light theme and in the dark one;
 * the page is left in the theme it was in.
 */
export async function expectNoAxeViolations(page: Page) {
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await setDark(page, false);
  const light = await violations(page);
  await setDark(page, true);
  const dark = await violations(page);
  await setDark(page, wasDark);
  expect({ light, dark }).toEqual({ light: [], dark: [] });
}
