import { wholeNumberText } from '../../lib/whole-number-text';

// Not toLocaleString('en-US'), which makes a formatter of its own at each call (the view says its counts several times
// in each render), nor an Intl format, whose making costs the thing page's load: written by hand, the same text.
/** A count as the view writes it: 6,500. */
export const countText = wholeNumberText;
const number = countText;

/**
 * How many of a thing's triples one direction shows, said truthfully when the list is capped: "500 of 6,500" where the
 * world's total was counted, "at least 500" where it could not be (search has no count), "42" when nothing is left out.
 */
export function cappedCount(shown: number, more: boolean, total: number | undefined): string {
  if (!more) return number(shown);
  return total !== undefined && total > shown ? `${number(shown)} of ${number(total)}` : `at least ${number(shown)}`;
}

/** The larger of what is shown and what is counted, for choosing "link" or "links". */
export const countForNoun = (shown: number, more: boolean, total: number | undefined) =>
  more ? Math.max(shown + 1, total ?? 0) : shown;
