import { highlightSegments } from '../lib/highlight';
import { visibleText } from '../lib/visible-text';

/**
 * Text with the query's words marked; rendered as text nodes only, so any value stays inert. In the dark theme a
 * mark is a solid light highlight with dark text: a tinted one under the light link colour stays below 4.5:1.
 * A value is isolated (`<bdi>`), so right-to-left text cannot reorder what is around it, and its control
 * characters are shown, not obeyed (lib/visible-text.ts).
 */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <bdi>
      {highlightSegments(text, words).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 text-inherit dark:bg-amber-300 dark:text-slate-950">
            {visibleText(segment.text)}
          </mark>
        ) : (
          visibleText(segment.text)
        ),
      )}
    </bdi>
  );
}
