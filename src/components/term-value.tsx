import { useState } from 'react';
import { compactIri, splitIri } from '../lib/iri-prefixes';
import { isWebIri, termId, type RdfTerm } from '../lib/rdf-term';
import { HighlightedText } from './highlighted-text';
import { linkClasses } from './ui/link-classes';
import { TermBadge } from './ui/term-badge';

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
}

const thingTitle = (iri: string) => `Open ${iri}`;

// Longer values are clamped to a few lines in the table, with a button to see all.
const CLAMP_AFTER_CHARS = 180;

/** One subject, predicate or object, readable: compact IRIs, literal badges, the query's words marked. */
export function TermValue({ term, words, fullIris, onOpen, openTitle = thingTitle, tabIndex }: TermValueProps) {
  if (term.kind === 'literal') {
    return (
      <LiteralValue
        text={term.value}
        words={words}
        badge={literalBadge(term, fullIris)}
        datatype={term.datatype}
        language={term.language}
        tabIndex={tabIndex}
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
      {term.kind === 'iri' && isWebIri(iri) ? <ExternalLink iri={iri} tabIndex={tabIndex} /> : null}
    </span>
  );
}

export function ExternalLink({ iri, tabIndex }: { iri: string; tabIndex?: number }) {
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
}: {
  text: string;
  words: readonly string[];
  badge: string | undefined;
  datatype: string | undefined;
  language: string | undefined;
  tabIndex: number | undefined;
}) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > CLAMP_AFTER_CHARS || text.split('\n').length > 3;
  return (
    <span className="flex flex-col items-start gap-1">
      {/* lang: a screen reader reads "Lune"@fr in French; dir: right-to-left text keeps its punctuation in place. */}
      <span
        className={`whitespace-pre-wrap wrap-anywhere ${long && !expanded ? 'line-clamp-3' : ''}`}
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
              {expanded ? 'Show less' : `Show all ${text.length.toLocaleString('en-US')} characters`}
            </button>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
