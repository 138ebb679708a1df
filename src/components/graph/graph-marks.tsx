import { highlightSegments } from '../../lib/highlight';
import { isolatedText, visibleText } from '../../lib/visible-text';
import { hitRadius, markRadius, type PlacedText } from './graph-labels';
import type { Point } from './graph-geometry';
import type { GraphNode } from './graph-model';
import type { GraphPalette } from './graph-palette';

/*
 * What the picture is drawn with: a line per link, a mark and a caption per
 * node. Colours are attributes from the palette, not classes, so that a
 * downloaded picture looks the same without the app's stylesheet. Lines and
 * outlines keep their width on screen at any zoom (non-scaling strokes), so
 * they keep their contrast zoomed out. What only serves the screen (the
 * selection ring, tap targets) is marked `data-screen-only`, and left out of
 * downloads.
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
  label: (PlacedText & { text: string }) | undefined;
  source: Point;
  target: Point;
  /** The target's mark, as drawn at this zoom. */
  targetRadius: number;
  /** The zoom (a step), for the gap before the arrowhead. */
  k: number;
  palette: GraphPalette;
  markerId: string;
}

export function EdgeMark({ label, source, target, targetRadius, k, palette, markerId }: EdgeMarkProps) {
  // The line stops at the edge of the target's mark, so the arrowhead shows.
  const length = Math.hypot(target.x - source.x, target.y - source.y) || 1;
  const stop = targetRadius + 3 / k;
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
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
        markerEnd={`url(#${markerId})`}
      />
      {label === undefined ? null : (
        <text
          x={label.x}
          y={label.y}
          textAnchor={label.anchor}
          dominantBaseline="central"
          fontSize={label.fontSize}
          fill={palette.edgeLabel}
          stroke={palette.background}
          strokeWidth={label.fontSize / 4}
          paintOrder="stroke"
        >
          {isolatedText(label.text)}
        </text>
      )}
    </g>
  );
}

/**
 * The arrowhead every line ends with; its id must be unique in the page. Sized in the picture's units for
 * the zoom `k`, so that it stays as large on screen as the line is wide, zoomed in or out.
 */
export function ArrowMarker({ id, palette, k }: { id: string; palette: GraphPalette; k: number }) {
  const size = 9 / k;
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX="10"
      refY="5"
      markerUnits="userSpaceOnUse"
      markerWidth={size}
      markerHeight={size}
      orient="auto-start-reverse"
    >
      <path d="M0,0 L10,5 L0,10 z" fill={palette.edge} />
    </marker>
  );
}

interface NodeMarkProps {
  node: GraphNode;
  point: Point;
  /** Where its caption goes at this zoom; none when it would sit on another. */
  caption: PlacedText | undefined;
  /** The zoom (a step), for sizes kept on screen. */
  k: number;
  palette: GraphPalette;
  words: readonly string[];
  selected: boolean;
  tabStop: boolean;
  links: number;
  elementRef: (element: SVGGElement | null) => void;
  onSelect: () => void;
  onFocus: () => void;
  onActivate: () => void;
  onHover: (hovered: boolean) => void;
}

/** One node: an option of the picture's listbox, named by its caption and IRI. */
export function NodeMark({
  node,
  point,
  caption,
  k,
  palette,
  words,
  selected,
  tabStop,
  links,
  elementRef,
  onSelect,
  onFocus,
  onActivate,
  onHover,
}: NodeMarkProps) {
  const radius = markRadius(node, k);
  const literal = node.kind === 'literal';
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
      onPointerEnter={() => onHover(true)}
      onPointerLeave={() => onHover(false)}
    >
      <title>{`${nodeName(node)}: ${links} ${links === 1 ? 'triple' : 'triples'}`}</title>
      {selected ? (
        <circle
          data-screen-only=""
          r={radius + 6 / k}
          fill="none"
          stroke={palette.selected}
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
      {literal ? (
        <rect
          x={-radius}
          y={-radius}
          width={radius * 2}
          height={radius * 2}
          transform="rotate(45)"
          fill={palette.literal}
          stroke={palette.literalStroke}
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      ) : (
        <circle
          r={radius}
          fill={node.centre ? palette.centre : palette.node}
          stroke={node.centre ? palette.centreStroke : palette.nodeStroke}
          strokeWidth={node.expanded ? 3 : 1.5}
          strokeDasharray={node.kind === 'blank' ? '3 2' : undefined}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {/* The tap target: MIN_TARGET_PX across on screen at any zoom, however small the mark. */}
      <circle data-screen-only="" r={hitRadius(radius, k)} fill="transparent" />
      {caption === undefined ? null : (
        <text
          x={caption.x - point.x}
          y={caption.y - point.y}
          textAnchor={caption.anchor}
          dominantBaseline="central"
          fontSize={caption.fontSize}
          fontStyle={literal ? 'italic' : undefined}
          fontWeight={node.centre ? 600 : undefined}
          fill={literal ? palette.literalText : palette.text}
          stroke={palette.background}
          strokeWidth={caption.fontSize / 4}
          paintOrder="stroke"
        >
          {/* FSI … PDI: a right-to-left caption takes its own direction inside, and cannot reorder the quotes or
              the tag around it (SVG text has no <bdi>). */}
          {literal ? '“\u2068' : '\u2068'}
          {highlightSegments(node.caption, words).map((segment, index) =>
            segment.match ? (
              <tspan key={index} fill={palette.mark} fontWeight={700} textDecoration="underline">
                {visibleText(segment.text)}
              </tspan>
            ) : (
              <tspan key={index}>{visibleText(segment.text)}</tspan>
            ),
          )}
          {literal ? '\u2069”' : '\u2069'}
          {literal && node.literalTag ? <tspan>{` ${node.literalTag}`}</tspan> : null}
        </text>
      )}
    </g>
  );
}
