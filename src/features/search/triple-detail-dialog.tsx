import { useId } from 'react';
import type { SearchResult } from '../../api/schemas';
import { Button } from '../../components/ui/button';
import { linkClasses } from '../../components/ui/link-classes';
import { TermBadge } from '../../components/ui/term-badge';
import { SidePanel, useSidePanel } from '../../components/ui/side-panel';
import { resultToJson } from '../../lib/export-formats';
import { compactIri } from '../../lib/iri-prefixes';
import { isWebIri, termId, type RdfTerm } from '../../lib/rdf-term';
import { tripleToNTriples } from '../../lib/rdf-term-writing';
import { formatScore, scoreTypeName } from './score';
import { ExternalLink } from '../../components/term-value';
import { visibleText } from '../../lib/visible-text';
import { useCopy } from '../../components/use-copy';

interface TripleDetailDialogProps {
  result: SearchResult;
  rank: number;
  onOpenThing: (iri: string) => void;
  /** Given where the search can be narrowed to the predicate. */
  onFilterPredicate?: (iri: string) => void;
  /** Given where the server can leave a predicate's triples out of the search. */
  onHidePredicate?: (iri: string) => void;
  /** Given where the graph can show a thing's neighbourhood. */
  onNeighbourhood?: (iri: string) => void;
  onClose: () => void;
}

const POSITIONS = ['subject', 'predicate', 'object'] as const;

/** The full values of one result, in a side panel (SidePanel: the browser gives focus back to the row on close). */
export function TripleDetailDialog({
  result,
  rank,
  onOpenThing,
  onFilterPredicate,
  onHidePredicate,
  onNeighbourhood,
  onClose,
}: TripleDetailDialogProps) {
  const panel = useSidePanel();
  const { close } = panel;
  const sectionId = useId();
  const { message, copy } = useCopy();
  const nTriples = tripleToNTriples(result.value);

  return (
    <SidePanel
      panel={panel}
      title={`Result ${rank}`}
      subtitle={
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {result.score === null ? (
            'Unranked: the server found it by a plain text match and gave it no score'
          ) : (
            <>
              Score {/* The exact figure is there on hover; read out, "1.00 (1)" only says the same thing twice. */}
              <span title={String(result.score)} className="font-mono tabular-nums">
                {formatScore(result.score)}
              </span>
              {result.scoreType ? `, ${scoreTypeName(result.scoreType).long}, on a scale of 0 to 1` : null}
            </>
          )}
        </p>
      }
      onClose={onClose}
    >
      <dl className="flex flex-col gap-4">
        {POSITIONS.map((position) => (
          <TermDetail
            key={position}
            position={position}
            term={result.value[position]}
            onCopy={copy}
            onOpenThing={
              position === 'predicate'
                ? undefined
                : (iri) => {
                    close();
                    onOpenThing(iri);
                  }
            }
            onFilter={
              position === 'predicate' && onFilterPredicate
                ? (iri) => {
                    close();
                    onFilterPredicate(iri);
                  }
                : undefined
            }
            onHide={
              position === 'predicate' && onHidePredicate
                ? (iri) => {
                    close();
                    onHidePredicate(iri);
                  }
                : undefined
            }
            onNeighbourhood={
              position === 'predicate' || !onNeighbourhood
                ? undefined
                : (iri) => {
                    close();
                    onNeighbourhood(iri);
                  }
            }
          />
        ))}
      </dl>

      <section aria-labelledby={sectionId} className="flex flex-col gap-2">
        <h3 id={sectionId} className="text-sm font-semibold">
          As N-Triples
        </h3>
        <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs whitespace-pre-wrap wrap-anywhere dark:bg-slate-800">
          {nTriples}
        </pre>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void copy(nTriples, 'the triple as N-Triples')}>Copy as N-Triples</Button>
          <Button onClick={() => void copy(resultToJson(result), 'the result as JSON')}>Copy as JSON</Button>
        </div>
      </section>
      <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {message}
      </p>
    </SidePanel>
  );
}

const positionLabels = { subject: 'Subject', predicate: 'Predicate', object: 'Object' } as const;

function TermDetail({
  position,
  term,
  onCopy,
  onOpenThing,
  onFilter,
  onHide,
  onNeighbourhood,
}: {
  position: (typeof POSITIONS)[number];
  term: RdfTerm;
  onCopy: (text: string, what: string) => Promise<void>;
  onOpenThing?: (iri: string) => void;
  onFilter?: (iri: string) => void;
  onHide?: (iri: string) => void;
  onNeighbourhood?: (iri: string) => void;
}) {
  const label = positionLabels[position];
  const isIri = term.kind === 'iri';
  const compact = isIri ? compactIri(term.value) : undefined;
  const datatype = term.kind === 'literal' ? term.datatype : undefined;
  return (
    <div className="flex flex-col gap-1.5 border-b border-slate-200 pb-4 last:border-0 dark:border-slate-800">
      <dt className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
        <TermBadge>{isIri ? 'IRI' : term.kind === 'blank' ? 'Blank node' : 'Literal'}</TermBadge>
        {term.kind === 'literal' && term.language ? <TermBadge>{`language ${term.language}`}</TermBadge> : null}
        {datatype ? <TermBadge title={datatype}>{compactIri(datatype) ?? datatype}</TermBadge> : null}
      </dt>
      <dd className="flex flex-col items-start gap-2">
        {/* The link that opens a web IRI follows the IRI itself, in the same paragraph: with the other actions it
            read as one of them, detached from what it opens. */}
        <p
          dir="auto"
          lang={term.kind === 'literal' ? term.language : undefined}
          className="max-h-80 w-full overflow-y-auto font-mono text-sm whitespace-pre-wrap wrap-anywhere"
        >
          <bdi>{visibleText(term.value)}</bdi>
          {isIri && isWebIri(term.value) ? (
            <>
              {' '}
              <ExternalLink iri={term.value} />
            </>
          ) : null}
        </p>
        {compact ? <p className="text-xs text-slate-600 dark:text-slate-400">Compact: {compact}</p> : null}
        {datatype ? <p className="text-xs break-all text-slate-600 dark:text-slate-400">Datatype: {datatype}</p> : null}
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <button
            type="button"
            className={linkClasses}
            onClick={() => void onCopy(term.value, `the ${position} ${isIri ? 'IRI' : 'value'}`)}
          >
            Copy {position} {isIri ? 'IRI' : 'value'}
          </button>
          {onOpenThing && term.kind !== 'literal' ? (
            <button type="button" className={linkClasses} onClick={() => onOpenThing(termId(term))}>
              Open this {position}
            </button>
          ) : null}
          {onFilter && term.kind === 'iri' ? (
            <button type="button" className={linkClasses} onClick={() => onFilter(term.value)}>
              Show only this {position}
            </button>
          ) : null}
          {onHide && term.kind === 'iri' ? (
            <button type="button" className={linkClasses} onClick={() => onHide(term.value)}>
              Hide this {position}
            </button>
          ) : null}
          {onNeighbourhood && term.kind !== 'literal' ? (
            <button type="button" className={linkClasses} onClick={() => onNeighbourhood(termId(term))}>
              Show neighbourhood of this {position}
            </button>
          ) : null}
        </div>
      </dd>
    </div>
  );
}
