import { highlightSegments } from '../../lib/highlight';

/** Text with the query's words marked; rendered as text nodes only, so any value stays inert. */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, words).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 text-inherit dark:bg-amber-500/40">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
