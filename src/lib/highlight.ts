/*
 * Marks the words of a query in a value. Only the segments are computed here;
 * the caller renders them as text (a <mark> around the matches), never as HTML.
 */

export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** The words of a query worth marking: letters and digits, longest first, one-letter words dropped. */
export function queryWords(query: string): string[] {
  const words = query
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/*
 * The pattern of a list of words, made once per list: a page of results marks the same query's words in some 60
 * values, and a Unicode pattern costs more to build than to run. Kept while the list is (the page memoises it).
 */
const patterns = new WeakMap<readonly string[], RegExp>();

function wordsPattern(words: readonly string[]): RegExp {
  let pattern = patterns.get(words);
  if (pattern === undefined) {
    pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
    patterns.set(words, pattern);
  }
  return pattern;
}

export function highlightSegments(text: string, words: readonly string[]): HighlightSegment[] {
  if (words.length === 0 || text === '') return [{ text, match: false }];
  // split() starts from the string's beginning whatever the pattern's lastIndex, so one pattern serves every value.
  const pattern = wordsPattern(words);
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((segment) => segment.text !== '');
}
