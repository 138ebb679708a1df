import { highlightSegments } from '../lib/highlight';

/**
 * Text with the query's words marked; rendered as text nodes only, so any value stays inert. In the dark theme a
 * mark is a solid light highlight with dark text: a tinted one under the light link colour stays below 4.5:1.
 */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, words).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 text-inherit dark:bg-amber-300 dark:text-slate-950">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
