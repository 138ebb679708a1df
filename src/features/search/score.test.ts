import { describe, expect, it } from 'vitest';
import { formatScore } from './score';

// What the score showed when an Intl format wrote it; formatScore now writes the same digits without one.
const intlScore = new Intl.NumberFormat('en-US', {
  minimumSignificantDigits: 3,
  maximumSignificantDigits: 3,
  useGrouping: false,
});

describe('formatScore', () => {
  it('writes three significant digits as an Intl format does, at every scale it writes whole', () => {
    const edges = [
      0, -0, 1, -1, 0.001, 0.0312, 0.03125, 1.005, 0.5, 12.34, 99.95, 999.4, 999.5, -999.5, 1234.5, 999_999,
    ];
    const spread = Array.from({ length: 2000 }, (_, i) => {
      const exponent = -2 + (i % 8); // 1e-2 up to 1e5, times sines down to about 1e-3
      const score = Math.sin(i + 1) * 10 ** exponent;
      // Full doubles, as servers send, and short decimals, where rounding half up the written digits shows.
      return i % 2 === 0 ? score : Number(score.toPrecision(4));
    }).filter((score) => Math.abs(score) >= 1e-3);
    for (const score of [...edges, ...spread]) expect(formatScore(score), String(score)).toBe(intlScore.format(score));
  });

  it('writes tiny and huge scores as toPrecision does', () => {
    expect(formatScore(1e-7)).toBe('1.00e-7');
    expect(formatScore(0.000_123_45)).toBe('0.000123');
    expect(formatScore(2_500_000)).toBe('2.50e+6');
    expect(formatScore(Number.NaN)).toBe('NaN');
  });
});
