import { describe, expect, it } from 'vitest';
import { wholeNumberText } from './whole-number-text';

describe('wholeNumberText', () => {
  it('writes whole numbers as toLocaleString does in English', () => {
    const counts = [0, 1, -1, 12, 999, 1000, -1000, 6500, 99_999, 100_000, 1_234_567, Number.MAX_SAFE_INTEGER];
    for (let n = 7; n < Number.MAX_SAFE_INTEGER / 10; n = n * 10 + 3) counts.push(n, -n);
    for (const count of counts) expect(wholeNumberText(count)).toBe(count.toLocaleString('en-US'));
  });

  it('leaves what is not a whole number to toLocaleString', () => {
    expect(wholeNumberText(1234.5)).toBe('1,234.5');
    expect(wholeNumberText(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
