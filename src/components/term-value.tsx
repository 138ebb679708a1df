import { useEffect, useRef, useState } from 'react';
import { compactIri, splitIri } from '../lib/iri-prefixes';
import { isWebIri, termId, type RdfTerm } from '../lib/rdf-term';
import { HighlightedText } from './highlighted-text';
import { linkClasses } from './ui/link-classes';
import { TermBadge } from './ui/term-badge';
import { wholeNumberText } from '../lib/whole-number-text';

interface TermValueProps {
  /** The term as its dialect read it: shown as what it is, never guessed again from its text. */
  term: RdfTerm;
  words: readonly string[];
  fullIris: boolean;
  /**
   * Given for IRIs that act when clicked: by default a subject or an object opens as a thing (its own view); a
   * predicate may instead narrow the search to it, with its own openTitle.
   */
  onOpen?: (iri: string) => void;
  /** What a click on the IRI does, said on hover. */
  openTitle?: (iri: string) => string;
  /**
   * -1 inside a result row: the row is the one Tab stop, and its buttons and links are reached with the arrow
   * keys, so that Tab does not stop at every value on the way to the pager.
   */
  tabIndex?: number;
  /**
   * Whether a long literal is shown whole, for a caller that keeps it: a virtualised table, whose rows are drawn
   * again after scrolling out of view, keeps a value opened as it was left. Without it, the value keeps it itself.
   */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
}

const thingTitle = (iri: string) => `Open ${iri}`;

// Longer values are clamped to three lines, with a button to see all. Until the text is measured (and where there is
// no ResizeObserver), a length that usually fills three lines stands in.
const CLAMP_AFTER_CHARS = 180;

/*
 * One ResizeObserver for every clamped value on the page, not one each: a page of long literals then has its
 * sizes reported in one callback, and (with the rows' own observer in the same frame) its state in one commit.
 * Made with the first value watched and let go with the last, so a page with no long value has none.
 */
const watchers = new Map<Element, () => void>();
let clampObserver: ResizeObserver | undefined;

function watchSize(element: Element, onResize: () => void) {
  clampObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) watchers.get(entry.target)?.();
  });
  watchers.set(element, onResize);
  clampObserver.observe(element);
  return () => {
    watchers.delete(element);
    clampObserver?.unobserve(element);
    if (watchers.size === 0) {
      clampObserver?.disconnect();
      clampObserver = undefined;
    }
  };
}

/**
 * Whether the clamped text is cut: measured (scrollHeight past clientHeight) when it is laid out and whenever its
 * box changes size, so "Show all" is offered under text that is cut and never under text that fits. Until then its
 * length stands in; a measure that agrees with it changes nothing, so a page whose guesses were right is not
 * rendered again once it is laid out.
 */
function useOverflows(text: string, clamped: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  // Measured for one text: a value drawn in an element kept for another (a results table's next page) is guessed
  // again until it is measured, not taken for the text it replaced.
  const [measured, setMeasured] = useState<{ text: string; overflows: boolean }>();
  const guess = text.length > CLAMP_AFTER_CHARS;
  const overflows = measured?.text === text ? measured.overflows : guess;
  // Only while clamped: text shown whole never overflows, and Show less must stay (focused) until it is used.
  useEffect(() => {
    const element = ref.current;
    if (!clamped || !element || typeof ResizeObserver === 'undefined') return;
    return watchSize(element, () => {
      const cut = element.scrollHeight > element.clientHeight + 1;
      setMeasured((before) =>
        (before?.text === text ? before.overflows : guess) === cut ? before : { text, overflows: cut },
      );
    });
  }, [text, clamped, guess]);
  return { ref, overflows };
}

/** One subject, predicate or object, readable: compact IRIs, literal badges, the query's words marked. */
export function TermValue({
  term,
  words,
  fullIris,
  onOpen,
  openTitle = thingTitle,
  tabIndex,
  expanded,
  onExpandedChange,
}: TermValueProps) {
  if (term.kind === 'literal') {
    return (
      <LiteralValue
        text={term.value}
        words={words}
        badge={literalBadge(term, fullIris)}
        datatype={term.datatype}
        language={term.language}
        tabIndex={tabIndex}
        expanded={expanded}
        onExpandedChange={onExpandedChange}
      />
    );
  }
  const iri = termId(term);
  const label = <IriLabel iri={iri} words={words} fullIris={fullIris || term.kind === 'blank'} />;
  return (
    <span className="wrap-anywhere">
      {onOpen ? (
        <button
          type="button"
          onClick={() => onOpen(iri)}
          title={openTitle(iri)}
          tabIndex={tabIndex}
          // py-0.5 makes a one-line value 24 px high, the WCAG 2.2 target size.
          className={`py-0.5 text-left ${linkClasses}`}
        >
          {label}
        </button>
      ) : (
        <span title={iri}>{label}</span>
      )}
      {term.kind === 'iri' ? <ExternalLink iri={iri} tabIndex={tabIndex} /> : null}
    </span>
  );
}

/** A link to an IRI's web page: only an `http:` or `https:` IRI becomes one, whatever the caller passes. */
export function ExternalLink({ iri, tabIndex }: { iri: string; tabIndex?: number }) {
  if (!isWebIri(iri)) return null;
  return (
    <a
      href={iri}
      tabIndex={tabIndex}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open ${iri} in a new tab`}
      title={`Open ${iri} in a new tab`}
      // 24 × 24 px at least, the WCAG 2.2 target size, though the arrow itself is small.
      className="ml-0.5 inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm align-middle text-xs text-slate-500 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-indigo-300"
    >
      <span aria-hidden="true">↗</span>
    </a>
  );
}

function IriLabel({ iri, words, fullIris }: { iri: string; words: readonly string[]; fullIris: boolean }) {
  const compact = fullIris ? undefined : compactIri(iri);
  if (compact !== undefined) return <HighlightedText text={compact} words={words} />;
  const { namespace, local } = splitIri(iri);
  return (
    <>
      {namespace ? (
        <span className="text-slate-600 dark:text-slate-400">
          <HighlightedText text={namespace} words={words} />
        </span>
      ) : null}
      <HighlightedText text={local} words={words} />
    </>
  );
}

function literalBadge(literal: { language?: string; datatype?: string }, fullIris: boolean): string | undefined {
  if (literal.language) return `@${literal.language}`;
  if (literal.datatype) return (fullIris ? undefined : compactIri(literal.datatype)) ?? literal.datatype;
  return undefined;
}

function LiteralValue({
  text,
  words,
  badge,
  datatype,
  language,
  tabIndex,
  expanded: keptExpanded,
  onExpandedChange,
}: {
  text: string;
  words: readonly string[];
  badge: string | undefined;
  datatype: string | undefined;
  language: string | undefined;
  tabIndex: number | undefined;
  expanded: boolean | undefined;
  onExpandedChange: ((expanded: boolean) => void) | undefined;
}) {
  const [ownExpanded, setOwnExpanded] = useState(false);
  const expanded = keptExpanded ?? ownExpanded;
  const setExpanded = onExpandedChange ?? setOwnExpanded;
  const { ref, overflows } = useOverflows(text, !expanded);
  // A value opened before it was measured (drawn again as it was left) offers Show less all the same.
  const long = overflows || expanded;
  return (
    <span className="flex flex-col items-start gap-1">
      {/* lang: a screen reader reads "Lune"@fr in French; dir: right-to-left text keeps its punctuation in place. */}
      <span
        ref={ref}
        className={`whitespace-pre-wrap wrap-anywhere ${expanded ? '' : 'line-clamp-3'}`}
        dir="auto"
        lang={language}
      >
        <HighlightedText text={text} words={words} />
      </span>
      {badge !== undefined || long ? (
        <span className="flex flex-wrap items-center gap-2">
          {badge !== undefined ? <TermBadge title={datatype}>{badge}</TermBadge> : null}
          {long ? (
            <button
              type="button"
              aria-expanded={expanded}
              tabIndex={tabIndex}
              onClick={() => setExpanded(!expanded)}
              className={`text-xs ${linkClasses}`}
            >
              {expanded ? 'Show less' : `Show all ${wholeNumberText(text.length)} characters`}
            </button>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
