import { isolatedText, visibleText } from './visible-text';

describe('visibleText', () => {
  it('shows controls as marks instead of letting them act', () => {
    expect(visibleText('a line break here:\nsecond line')).toBe('a line break here:\\nsecond line');
    expect(visibleText('tab\there\r\u0000\u007f')).toBe('tab\\there\\r\\u0000\\u007F');
    expect(visibleText('next\u0085line')).toBe('next\\u0085line');
    expect(visibleText('abc\u202Edef')).toBe('abc\\u202Edef');
    expect(visibleText('\u2066x\u2069\u200f')).toBe('\\u2066x\\u2069\\u200F');
  });

  it('leaves ordinary text, right-to-left text and emoji as they are', () => {
    for (const text of ['Moon', 'الشمس', 'שמש', 'Planet 🪐 with rings ✨', '']) expect(visibleText(text)).toBe(text);
  });

  it('isolates SVG text with FSI and PDI around the visible text', () => {
    expect(isolatedText('الشمس\n')).toBe('\u2068الشمس\\n\u2069');
  });
});
