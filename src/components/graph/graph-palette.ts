import type { Theme } from '../../lib/theme';

/*
 * The picture's colours as plain values rather than Tailwind classes, so that
 * a downloaded SVG or PNG looks exactly as shown, without the app's stylesheet.
 * Text colours keep at least 4.5:1 against the background in both themes, and
 * lines, arrowheads, outlines and the selection ring at least 3:1 (WCAG 1.4.11):
 * graph-palette.test.ts computes them.
 */
export interface GraphPalette {
  background: string;
  edge: string;
  edgeLabel: string;
  node: string;
  nodeStroke: string;
  centre: string;
  centreStroke: string;
  literal: string;
  literalStroke: string;
  text: string;
  literalText: string;
  mark: string;
  selected: string;
}

const light: GraphPalette = {
  background: '#ffffff',
  edge: '#64748b',
  edgeLabel: '#475569',
  node: '#e0e7ff',
  nodeStroke: '#4f46e5',
  centre: '#4f46e5',
  centreStroke: '#312e81',
  literal: '#f1f5f9',
  literalStroke: '#64748b',
  text: '#0f172a',
  literalText: '#334155',
  mark: '#b45309',
  selected: '#d97706',
};

const dark: GraphPalette = {
  background: '#0f172a',
  edge: '#64748b',
  edgeLabel: '#cbd5e1',
  node: '#312e81',
  nodeStroke: '#a5b4fc',
  centre: '#818cf8',
  centreStroke: '#e0e7ff',
  literal: '#1e293b',
  literalStroke: '#94a3b8',
  text: '#f1f5f9',
  literalText: '#cbd5e1',
  mark: '#fcd34d',
  selected: '#fbbf24',
};

export const graphPalette = (theme: Theme): GraphPalette => (theme === 'dark' ? dark : light);
