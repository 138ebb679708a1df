// The one table `npm run bench` prints. Machines differ, so a figure is read beside another measured in the same
// run (its `against`): the 100-row page beside the 10-row one, a view beside the floor (a click that renders
// nothing new). Each part of the bench returns its figures; the runner prints them all at once, in this form.

/** One line of the table: a measurement taken `values.length` times. */
export interface Figure {
  /** What was measured, as the table says it. */
  name: string;
  /** One value per run. */
  values: number[];
  /** Milliseconds unless said. */
  unit?: 'ms' | 'MB' | 'triples/s' | 'score';
  /** The name of the figure from the same run that this one is read against. */
  against?: string;
  /** How it is read against it: this ÷ that (the default), or this − that. */
  compare?: 'ratio' | 'difference';
  /** The goal in words ("≤ 250 ms", "within 1.25× of …"), and whether the medians meet it. */
  goal?: { text: string; met: (median: number, reference: number | undefined) => boolean };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const UNITS = { ms: 'ms', MB: 'MB', 'triples/s': 'triples/s', score: '' } as const;

function amount(value: number, unit: Figure['unit'] = 'ms') {
  const digits = unit === 'triples/s' || unit === 'score' || Math.abs(value) >= 100 ? 0 : 1;
  const text = value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return UNITS[unit] === '' ? text : `${text} ${UNITS[unit]}`;
}

/** The table as Markdown, so that the README can keep it as printed. */
export function benchTable(figures: Figure[]): string {
  const medians = new Map(figures.map((figure) => [figure.name, median(figure.values)]));
  const header = ['figure', 'median', 'min – max (runs)', 'read against', 'ratio', 'goal', 'met'];
  const lines = figures.map((figure) => {
    const value = median(figure.values);
    const reference = figure.against === undefined ? undefined : medians.get(figure.against);
    const ratio =
      reference === undefined
        ? ''
        : figure.compare === 'difference'
          ? `${value - reference >= 0 ? '+' : '−'}${amount(Math.abs(value - reference), figure.unit)}`
          : `${(value / reference).toFixed(2)}×`;
    const spread = `${amount(Math.min(...figure.values), figure.unit)} – ${amount(Math.max(...figure.values), figure.unit)} (${figure.values.length})`;
    const met = figure.goal === undefined ? '' : figure.goal.met(value, reference) ? 'yes' : '**no**';
    return [figure.name, amount(value, figure.unit), spread, figure.against ?? '', ratio, figure.goal?.text ?? '', met];
  });
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [row(header), row(header.map(() => '---')), ...lines.map(row)].join('\n');
}
