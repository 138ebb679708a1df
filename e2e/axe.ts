import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every WCAG 2.0–2.2 A and AA rule, target size (2.5.8) included. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Whether the element at `selector` is the scroller of a listbox that the focused element drives by
 * aria-activedescendant (a combobox's open list). The arrow keys reach every option from the focused textbox, but
 * axe's scrollable-region-focusable cannot see that and asks for a Tab stop, which such a list must not have: only
 * that rule, and only for such a scroller, is set aside.
 */
const isDrivenListboxScroller = (page: Page, selector: string) =>
  page.evaluate((scrollerSelector) => {
    const focused = document.activeElement;
    const listId = focused?.getAttribute('aria-controls');
    if (!focused?.hasAttribute('aria-activedescendant') || !listId) return false;
    return document.querySelector(scrollerSelector)?.querySelector(`#${CSS.escape(listId)}[role="listbox"]`) != null;
  }, selector);

/**
 * Waits for the colour transitions under way to end (a button just enabled, the theme just changed): checked mid-way,
 * a colour is neither state's, and its contrast is nobody's. getAnimations() brings styles up to date first, so a
 * transition that a change has just started is in the list.
 */
const transitionsEnded = (page: Page) =>
  page.evaluate(async () => {
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });

async function violations(page: Page) {
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const found = [];
  for (const violation of results.violations) {
    const targets = [];
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      const setAside = violation.id === 'scrollable-region-focusable' && (await isDrivenListboxScroller(page, target));
      if (!setAside) targets.push(target);
    }
    if (targets.length > 0) found.push({ id: violation.id, help: violation.help, targets });
  }
  return found;
}

/** The theme as lib/theme.ts applies it: the `dark` class on <html> (its transitions are waited for by violations). */
const setDark = (page: Page, dark: boolean) =>
  page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);

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
