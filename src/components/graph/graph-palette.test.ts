import { graphPalette, type GraphPalette } from './graph-palette';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

describe.each(['light', 'dark'] as const)('the %s palette', (theme) => {
  const palette = graphPalette(theme);

  it('computes contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrast('#94a3b8', '#ffffff')).toBeCloseTo(2.56, 2);
  });

  // WCAG 1.4.11: lines, arrowheads (drawn in the line's colour), outlines and the selection ring.
  it.each<keyof GraphPalette>(['edge', 'nodeStroke', 'centreStroke', 'literalStroke', 'selected'])(
    'draws %s at 3:1 or more against the background',
    (colour) => {
      expect(contrast(palette[colour], palette.background)).toBeGreaterThanOrEqual(3);
    },
  );

  // WCAG 1.4.3: the text is drawn on a halo of the background's colour, so the background is what it is read on.
  it.each<keyof GraphPalette>(['text', 'literalText', 'edgeLabel', 'mark'])(
    'writes %s at 4.5:1 or more against the background',
    (colour) => {
      expect(contrast(palette[colour], palette.background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
