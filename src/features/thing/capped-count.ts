import { wholeNumberText } from '../../lib/whole-number-text';

/**
 * How many of a thing's triples one direction shows, said truthfully when the list is capped: "500 of 6,500" where the
 * world's total was counted, "at least 500" where it could not be (search has no count), "42" when nothing is left out.
 */
export function cappedCount(shown: number, more: boolean, total: number | undefined): string {
  if (!more) return wholeNumberText(shown);
  return total !== undefined && total > shown
    ? `${wholeNumberText(shown)} of ${wholeNumberText(total)}`
    : `at least ${wholeNumberText(shown)}`;
}

/** The larger of what is shown and what is counted, for choosing "link" or "links". */
export const countForNoun = (shown: number, more: boolean, total: number | undefined) =>
  more ? Math.max(shown + 1, total ?? 0) : shown;
