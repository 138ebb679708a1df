/**
 * How many characters a text has, as the dashboard counts them everywhere (the
 * counters under the fields and the length limits): Unicode code points, so
 * "é" or "😀" is one, where JavaScript's `length` counts UTF-16 units and makes
 * "😀" two. A family emoji (four people joined by three invisible joiners) is
 * seven.
 */
export function characterCount(text: string): number {
  // A string's iterator, which Array.from uses, walks code points, not UTF-16 units.
  return Array.from(text).length;
}
