/*
 * A value from a world is shown as what it holds, never as what its control characters would do: each control
 * character and bidirectional formatting character is written as its escape, as in N-Triples or JSON. A line feed
 * shows as \n and does not break the line, a tab as \t, an override (U+202E) as \u202E and does not reverse what
 * follows. Escapes, not the Unicode control pictures (␊): those are missing from many fonts and drew as empty boxes.
 * The same value so reads the same in the table, the thing's view and the graph.
 */

const BIDI_FORMATTING = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);
const NAMED: Record<number, string> = { 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r' };

function visibleChar(code: number): string | undefined {
  const named = NAMED[code];
  if (named !== undefined) return named;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI_FORMATTING.has(code))
    return `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return undefined;
}

/** `text` with every control and bidirectional formatting character replaced by a visible mark. */
export function visibleText(text: string): string {
  let shown = '';
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    const mark = visibleChar(text.charCodeAt(index));
    if (mark === undefined) continue;
    shown += text.slice(from, index) + mark;
    from = index + 1;
  }
  return from === 0 ? text : shown + text.slice(from);
}

/**
 * For SVG text, where `<bdi>` does not exist: the value between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so
 * right-to-left text takes its own direction and cannot reorder what is drawn around it.
 */
export const isolatedText = (text: string) => `\u2068${visibleText(text)}\u2069`;
