import { useId } from 'react';
import { compactIri } from '../../lib/iri-prefixes';
import { HighlightedText } from '../highlighted-text';
import { Button } from '../ui/button';
import { linkClasses } from '../ui/link-classes';
import { TermBadge } from '../ui/term-badge';
import { predicateLabel, shorten, termNodeId, type GraphNode, type GraphTriple, type ResultGraph } from './graph-model';

interface NodePanelProps {
  node: GraphNode | undefined;
  graph: ResultGraph;
  words: readonly string[];
  summary: string;
  canExpand: boolean;
  onPivot: (iri: string) => void;
  onExpand: (iri: string) => void;
  onOpenThing?: (iri: string) => void;
  onSelect: (id: string) => void;
  onOpenTriple: (triple: GraphTriple) => void;
}

/**
 * What the picture says about the selected node, in words: its IRI, its
 * values (the literals, including those not drawn) and its links, each with
 * the same detail panel as a row of the table.
 */
export function NodePanel({
  node,
  graph,
  words,
  summary,
  canExpand,
  onPivot,
  onExpand,
  onOpenThing,
  onSelect,
  onOpenTriple,
}: NodePanelProps) {
  const titleId = useId();
  const panel =
    'flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900';
  if (!node) {
    return (
      <section aria-labelledby={titleId} className={panel}>
        <h2 id={titleId} className="font-semibold">
          The picture
        </h2>
        <p>{summary}.</p>
        <p className="text-slate-700 dark:text-slate-300">
          Select a thing to see its values and links here. The table shows the same results as rows.
        </p>
      </section>
    );
  }
  const triples = graph.triplesOf.get(node.id) ?? [];
  const hidden = graph.hiddenLiterals.get(node.id) ?? 0;
  const compact = node.iri === undefined ? undefined : compactIri(node.iri);
  const canAdd = node.iri !== undefined && !node.centre && !node.expanded;
  return (
    <section aria-labelledby={titleId} className={panel}>
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="font-semibold wrap-anywhere" dir="auto">
          <HighlightedText text={node.fullCaption} words={words} />
        </h2>
        <div className="flex flex-wrap gap-2">
          <TermBadge>{node.kind === 'iri' ? 'IRI' : node.kind === 'blank' ? 'Blank node' : 'Literal'}</TermBadge>
          {node.literalTag ? <TermBadge>{node.literalTag}</TermBadge> : null}
          {node.centre ? <TermBadge>searched for</TermBadge> : null}
          {node.expanded ? <TermBadge>neighbours added</TermBadge> : null}
        </div>
        {node.iri !== undefined && (node.labelled || compact !== undefined) ? (
          <p className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">{node.iri}</p>
        ) : null}
        {hidden > 0 ? (
          <p className="text-xs text-slate-700 dark:text-slate-300">
            {hidden === 1 ? 'One value is' : `${hidden} values are`} listed here but not drawn.
          </p>
        ) : null}
      </div>

      {node.iri !== undefined ? (
        <div className="flex flex-wrap gap-2">
          {onOpenThing && node.kind === 'iri' ? (
            <Button onClick={() => node.iri !== undefined && onOpenThing(node.iri)}>Open this thing</Button>
          ) : null}
          {node.centre ? null : (
            <Button variant="primary" onClick={() => node.iri !== undefined && onPivot(node.iri)}>
              Show neighbourhood
            </Button>
          )}
          {canAdd ? (
            <Button
              onClick={() => node.iri !== undefined && onExpand(node.iri)}
              disabled={!canExpand}
              aria-describedby={canExpand ? undefined : `${titleId}-limit`}
            >
              Add its neighbours
            </Button>
          ) : null}
          {canAdd && !canExpand ? (
            <p id={`${titleId}-limit`} className="text-xs text-slate-700 dark:text-slate-300">
              The picture holds as many added neighbourhoods as it can; reset it to add others.
            </p>
          ) : null}
        </div>
      ) : null}

      <ul aria-label="Triples" className="flex max-h-96 flex-col gap-2 overflow-y-auto">
        {triples.map((triple, index) => (
          <TripleLine
            key={index}
            node={node}
            triple={triple}
            graph={graph}
            words={words}
            onSelect={onSelect}
            onOpen={() => onOpenTriple(triple)}
          />
        ))}
      </ul>
    </section>
  );
}

function TripleLine({
  node,
  triple,
  graph,
  words,
  onSelect,
  onOpen,
}: {
  node: GraphNode;
  triple: GraphTriple;
  graph: ResultGraph;
  words: readonly string[];
  onSelect: (id: string) => void;
  onOpen: () => void;
}) {
  const { subject, predicate, object } = triple.result.value;
  const outgoing = node.kind === 'literal' || termNodeId(subject) === node.id;
  const predicateText = predicateLabel(predicate.value);
  // For a literal leaf, the line names the thing it belongs to; otherwise the other end of the link.
  const otherTerm = node.kind === 'literal' ? subject : outgoing ? object : subject;
  const otherId = otherTerm.kind === 'literal' ? undefined : termNodeId(otherTerm);
  const otherNode = otherId === undefined ? undefined : graph.nodes.find((n) => n.id === otherId);
  const otherText = otherNode?.fullCaption ?? otherId ?? otherTerm.value;
  const arrow = node.kind === 'literal' ? 'of' : outgoing ? '→' : '←';
  return (
    <li className="flex items-start justify-between gap-2 border-b border-slate-100 pb-2 last:border-0 dark:border-slate-800">
      <p className="min-w-0 wrap-anywhere">
        <span className="font-mono text-xs text-slate-700 dark:text-slate-300">{predicateText}</span>{' '}
        <span aria-hidden="true">{arrow}</span>{' '}
        {otherNode && otherNode.id !== node.id ? (
          // Unmarked: a marked word inside a link would lose the link's contrast in the dark theme.
          <button type="button" className={`text-left ${linkClasses}`} onClick={() => onSelect(otherNode.id)}>
            {shorten(otherText, 80)}
          </button>
        ) : (
          <span dir="auto">
            <HighlightedText text={shorten(otherText, 80)} words={words} />
          </span>
        )}
      </p>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Details: ${predicateText} ${shorten(otherText, 40)}`}
        className="shrink-0 rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        Details
      </button>
    </li>
  );
}
