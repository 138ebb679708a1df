/** Where a table turns into cards (Tailwind's breakpoints): its stand-in row must be a block there too. */
const CARDS_BELOW = {
  sm: { row: 'max-sm:block', cell: 'p-0 max-sm:block' },
  md: { row: 'max-md:block', cell: 'p-0 max-md:block' },
} as const;

/**
 * Stands in for rows a virtualised table does not draw (useWindowRows: above, below, or between a kept row and the
 * window's run), at their height, so the page scrolls as if they were there. Hidden from assistive technology: the
 * table's `aria-rowcount` and each row's `aria-rowindex` say how many rows there are and where each drawn one sits.
 */
export function RowsNotDrawn({
  height,
  columns,
  cardsBelow,
}: {
  height: number;
  columns: number;
  cardsBelow: keyof typeof CARDS_BELOW;
}) {
  const classes = CARDS_BELOW[cardsBelow];
  return (
    <tr aria-hidden="true" className={classes.row}>
      <td colSpan={columns} style={{ height }} className={classes.cell} />
    </tr>
  );
}
