import type { Page } from '@playwright/test';

/**
 * Watches, from the page's first frame, the layout shifts of elements inside `within` (a CSS selector). Returns a
 * reader of what has moved since it was last read (each element's markup, cut short), emptying the list: read it once
 * the frame after the change has been painted, since a shift is reported with the frame after it.
 */
export async function watchLayoutShifts(page: Page, within: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const shifted: string[] = [];
    Object.assign(window, { layoutShifted: shifted });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // A layout shift names the elements that moved; the type is not in TypeScript's DOM library yet.
        const sources = (entry as unknown as { sources?: { node?: Node | null }[] }).sources ?? [];
        for (const { node } of sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest(selector)) shifted.push(element.outerHTML.slice(0, 80));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
  return () => page.evaluate(() => (window as unknown as { layoutShifted: string[] }).layoutShifted.splice(0));
}
