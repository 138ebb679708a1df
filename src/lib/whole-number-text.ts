/**
 * A whole number as English writes it, thousands grouped with commas: 6,500. Written by hand, the same text as
 * `toLocaleString('en-US')` gives: a page's first Intl format (which toLocaleString makes) costs a phone about 60 ms of
 * main thread, paid in the render that first shows a count, in the middle of the page's load.
 */
export function wholeNumberText(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  return (count < 0 ? '-' : '') + String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
}
