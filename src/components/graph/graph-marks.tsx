import { highlightSegments } from '../../lib/highlight';
import { CAPTION_GAP, LITERAL_SIZE, nodeRadius, type Point } from './graph-layout';
import type { GraphNode } from './graph-model';
import type { GraphPalette } from './graph-palette';

/*
 * What the picture is drawn with: a line per link, a mark and a caption per
 * node. Colours are attributes from the palette, not classes, so that a
 * downloaded picture looks the same without the app's stylesheet.
 */

/** The accessible name of a node: its caption as shown (so speech matches the picture), then its full IRI. */
export function nodeName(node: GraphNode): string {
  if (node.kind === 'literal')
    return `Value “${node.fullCaption}”${node.literalTag ? ` ${node.literalTag}` : ''}${node.predicate ? ` (${node.predicate})` : ''}`;
  return node.iri !== undefined && node.iri !== node.fullCaption
    ? `${node.fullCaption} (${node.iri})`
    : node.fullCaption;
}

interface EdgeMarkProps {
  label: string | undefined;
  source: Point;
  target: Point;
  targetRadius: number;
  palette: GraphPalette;
  markerId: string;
}

export function EdgeMark({ label, source, target, targetRadius, palette, markerId }: EdgeMarkProps) {
  // The line stops at the edge of the target's mark, so the arrowhead shows.
  const length = Math.hypot(target.x - source.x, target.y - source.y) || 1;
  const stop = targetRadius + 3;
  const end = {
    x: target.x - ((target.x - source.x) * stop) / length,
    y: target.y - ((target.y - source.y) * stop) / length,
  };
  return (
    <g>
      <line
        x1={source.x}
        y1={source.y}
        x2={end.x}
        y2={end.y}
        stroke={palette.edge}
        strokeWidth={1.2}
        markerEnd={`url(#${markerId})`}
      />
      {label === undefined ? null : (
        <text
          x={(source.x + target.x) / 2}
          y={(source.y + target.y) / 2}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={10}
          fill={palette.edgeLabel}
          stroke={palette.background}
          strokeWidth={3}
          paintOrder="stroke"
        >
          {label.length > 32 ? `${label.slice(0, 31)}…` : label}
        </text>
      )}
    </g>
  );
}

/** The arrowhead every line ends with; its id must be unique in the page. */
export function ArrowMarker({ id, palette }: { id: string; palette: GraphPalette }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
      <path d="M0,0 L10,5 L0,10 z" fill={palette.edge} />
    </marker>
  );
}

interface NodeMarkProps {
  node: GraphNode;
  point: Point;
  palette: GraphPalette;
  words: readonly string[];
  selected: boolean;
  tabStop: boolean;
  links: number;
  elementRef: (element: SVGGElement | null) => void;
  onSelect: () => void;
  onFocus: () => void;
  onActivate: () => void;
}

/** One node: an option of the picture's listbox, named by its caption and IRI. */
export function NodeMark({
  node,
  point,
  palette,
  words,
  selected,
  tabStop,
  links,
  elementRef,
  onSelect,
  onFocus,
  onActivate,
}: NodeMarkProps) {
  const radius = nodeRadius(node);
  const literal = node.kind === 'literal';
  const caption = literal ? `“${node.caption}”` : node.caption;
  return (
    <g
      ref={elementRef}
      role="option"
      aria-selected={selected}
      aria-label={nodeName(node)}
      tabIndex={tabStop ? 0 : -1}
      transform={`translate(${point.x},${point.y})`}
      className="cursor-pointer outline-none"
      onClick={onSelect}
      onFocus={onFocus}
      onDoubleClick={onActivate}
    >
      <title>{`${nodeName(node)}: ${links} ${links === 1 ? 'triple' : 'triples'}`}</title>
      {selected ? <circle r={radius + 6} fill="none" stroke={palette.selected} strokeWidth={3} /> : null}
      {literal ? (
        <rect
          x={-LITERAL_SIZE / 2}
          y={-LITERAL_SIZE / 2}
          width={LITERAL_SIZE}
          height={LITERAL_SIZE}
          transform="rotate(45)"
          fill={palette.literal}
          stroke={palette.literalStroke}
        />
      ) : (
        <circle
          r={radius}
          fill={node.centre ? palette.centre : palette.node}
          stroke={node.centre ? palette.centreStroke : palette.nodeStroke}
          strokeWidth={node.expanded ? 3 : 1.5}
          strokeDasharray={node.kind === 'blank' ? '3 2' : undefined}
        />
      )}
      {/* A hit area larger than the mark, for fingers. */}
      <circle r={Math.max(radius, 16)} fill="transparent" />
      <text
        y={radius + CAPTION_GAP - 2}
        textAnchor="middle"
        fontSize={literal ? 11 : 12}
        fontStyle={literal ? 'italic' : undefined}
        fontWeight={node.centre ? 600 : undefined}
        fill={literal ? palette.literalText : palette.text}
        stroke={palette.background}
        strokeWidth={3}
        paintOrder="stroke"
      >
        {highlightSegments(caption, words).map((segment, index) =>
          segment.match ? (
            <tspan key={index} fill={palette.mark} fontWeight={700} textDecoration="underline">
              {segment.text}
            </tspan>
          ) : (
            <tspan key={index}>{segment.text}</tspan>
          ),
        )}
        {literal && node.literalTag ? <tspan fontSize={9}>{` ${node.literalTag}`}</tspan> : null}
      </text>
    </g>
  );
}
