import { visibleText } from '../../lib/visible-text';
import { nodeRadius, type Point } from './graph-geometry';
import type { GraphEdge, GraphNode, ResultGraph } from './graph-model';

/*
 * What the picture writes, and where, at a given zoom. Text is never drawn smaller than MIN_TEXT_PX on
 * screen: zoomed out, captions grow in the picture's units to stay readable, and those that would then sit
 * on another caption, a mark or a link's label are left out (the node keeps its name, its tooltip and its
 * panel). Links' labels show only from full size up, or for the node hovered or selected. A node can be
 * tapped on a MIN_TARGET_PX circle at any zoom (WCAG 2.5.8).
 */

export const MIN_TEXT_PX = 11;
export const MIN_TARGET_PX = 24;
/** Marks shrink when zoomed out, but not to a speck. */
const MIN_MARK_PX = 8;
const CAPTION_FONT = 12;
const VALUE_FONT = 11;
const EDGE_LABEL_FONT = 11;
export const FONT_FAMILY = 'ui-sans-serif, system-ui, sans-serif';
const LINE_HEIGHT = 1.25;
/** Between a mark and its caption, at the caption's size. */
const GAP = 3;
const EDGE_LABEL_MAX_CHARS = 32;

const STEPS_PER_OCTAVE = 8;
/** Links' labels show while they need to grow by no more than this to stay readable: not zoomed out. */
const EDGE_LABEL_MAX_GROWTH = 1.1;

/**
 * The zoom, rounded down to an eighth of an octave: the picture is redrawn when it crosses a step rather than
 * on every wheel tick, and rounding down keeps every minimum below (a size at least N on screen at this zoom
 * is at least N at the real one).
 */
export function zoomStep(k: number): number {
  if (!(k > 0) || !Number.isFinite(k)) return 1;
  const index = Math.floor(Math.log2(k) * STEPS_PER_OCTAVE);
  const step = 2 ** (index / STEPS_PER_OCTAVE);
  return step > k ? 2 ** ((index - 1) / STEPS_PER_OCTAVE) : step;
}

/** A size in the picture's units that is at least MIN_TEXT_PX on screen at zoom k. */
export const sceneFontSize = (base: number, k: number) => Math.max(base, MIN_TEXT_PX / k);
/** The radius of a node's tap target in the picture's units: MIN_TARGET_PX across on screen, or the mark. */
export const hitRadius = (radius: number, k: number) => Math.max(radius, MIN_TARGET_PX / 2 / k);
/** The radius a node's mark is drawn with at zoom k. */
export const markRadius = (node: GraphNode, k: number) => Math.max(nodeRadius(node), MIN_MARK_PX / 2 / k);

interface TextStyle {
  italic?: boolean;
  bold?: boolean;
}
export type MeasureText = (text: string, fontSize: number, style: TextStyle) => number;

/** A generous guess where no canvas can measure (tests, very old browsers). */
const estimateTextWidth: MeasureText = (text, fontSize, { bold }) =>
  Array.from(text).length * fontSize * (bold ? 0.64 : 0.6);

/** Widths as the browser draws them, from a canvas that is never shown. */
export function browserTextMeasure(): MeasureText {
  if (typeof OffscreenCanvas === 'undefined') return estimateTextWidth;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return estimateTextWidth;
  const cache = new Map<string, number>();
  return (text, fontSize, { italic, bold }) => {
    const font = `${italic ? 'italic ' : ''}${bold ? '600 ' : ''}100px ${FONT_FAMILY}`;
    const key = `${font}\u0000${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      context.font = font;
      width = context.measureText(text).width;
      cache.set(key, width);
    }
    return (width * fontSize) / 100;
  };
}

/** The text under a node, as drawn (controls shown as marks): a value in quotes with its language or datatype. */
function captionText(node: GraphNode): string {
  const caption = visibleText(node.caption);
  if (node.kind !== 'literal') return caption;
  return `“${caption}”${node.literalTag ? ` ${node.literalTag}` : ''}`;
}

/** A link's label: its predicates; none on a value's line, whose predicate is in the value's name and panel. */
function edgeLabelText(edge: GraphEdge, target: GraphNode | undefined): string | undefined {
  if (target === undefined || target.kind === 'literal') return undefined;
  const text = edge.predicates.join(', ');
  return text.length > EDGE_LABEL_MAX_CHARS ? `${text.slice(0, EDGE_LABEL_MAX_CHARS - 1)}…` : text;
}

type Anchor = 'start' | 'middle' | 'end';
/** Where a text goes in the picture's units: `y` is its vertical middle. */
export interface PlacedText {
  x: number;
  y: number;
  anchor: Anchor;
  fontSize: number;
}
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface LabelPlan {
  /** By node id; a node missing here has no caption drawn at this zoom. */
  captions: ReadonlyMap<string, PlacedText & { box: Box }>;
  /** By edge id; an edge missing here has no label drawn. */
  edgeLabels: ReadonlyMap<string, PlacedText & { box: Box; text: string }>;
}

export const boxesOverlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

function textBox(x: number, y: number, anchor: Anchor, width: number, height: number): Box {
  const x0 = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { x0, y0: y - height / 2, x1: x0 + width, y1: y + height / 2 };
}

export interface PlanOptions {
  /** The zoom (a `zoomStep`). */
  k: number;
  /** Hovered or selected nodes: their captions and their links' labels are always drawn, and first. */
  emphasised: ReadonlySet<string>;
  measure?: MeasureText;
}

/** Which captions and links' labels to draw, and where, so that none sits on another or on a mark. */
export function planLabels(
  graph: ResultGraph,
  positions: ReadonlyMap<string, Point>,
  { k, emphasised, measure = estimateTextWidth }: PlanOptions,
): LabelPlan {
  const nodesById = new Map(graph.nodes.map((node) => [node.id, node]));
  const marks = graph.nodes.flatMap((node) => {
    const point = positions.get(node.id);
    if (!point) return [];
    const r = markRadius(node, k);
    return [{ id: node.id, box: { x0: point.x - r, y0: point.y - r, x1: point.x + r, y1: point.y + r } }];
  });
  const placed: Box[] = [];
  const isFree = (box: Box, own?: string) =>
    !placed.some((other) => boxesOverlap(other, box)) &&
    !marks.some((mark) => mark.id !== own && boxesOverlap(mark.box, box));

  const captions = new Map<string, PlacedText & { box: Box }>();
  const placeCaption = (node: GraphNode, forced: boolean) => {
    const point = positions.get(node.id);
    if (!point || captions.has(node.id)) return;
    const literal = node.kind === 'literal';
    const fontSize = sceneFontSize(literal ? VALUE_FONT : CAPTION_FONT, k);
    const style = { italic: literal, bold: node.centre };
    // The halo drawn around the letters is part of what must not touch anything.
    const width = measure(captionText(node), fontSize, style) + fontSize * 0.3;
    const height = fontSize * LINE_HEIGHT;
    const r = markRadius(node, k);
    const gap = (GAP * fontSize) / CAPTION_FONT;
    const candidates: PlacedText[] = [
      { x: point.x, y: point.y + r + gap + height / 2, anchor: 'middle', fontSize },
      { x: point.x, y: point.y - r - gap - height / 2, anchor: 'middle', fontSize },
      { x: point.x + r + gap, y: point.y, anchor: 'start', fontSize },
      { x: point.x - r - gap, y: point.y, anchor: 'end', fontSize },
    ];
    const withBoxes = candidates.map((text) => ({ ...text, box: textBox(text.x, text.y, text.anchor, width, height) }));
    const chosen = withBoxes.find((candidate) => isFree(candidate.box, node.id)) ?? (forced ? withBoxes[0] : undefined);
    if (!chosen) return;
    captions.set(node.id, chosen);
    placed.push(chosen.box);
  };

  const edgeLabels = new Map<string, PlacedText & { box: Box; text: string }>();
  const placeEdgeLabel = (edge: GraphEdge, forced: boolean) => {
    const text = edgeLabelText(edge, nodesById.get(edge.target));
    const source = positions.get(edge.source);
    const target = positions.get(edge.target);
    if (text === undefined || !source || !target || edgeLabels.has(edge.id)) return;
    const fontSize = sceneFontSize(EDGE_LABEL_FONT, k);
    const width = measure(text, fontSize, {}) + fontSize * 0.3;
    const height = fontSize * LINE_HEIGHT;
    // Along the line from its middle outwards; the pointed or selected node's links may also slide further.
    const along = forced ? [0.5, 0.38, 0.62, 0.28, 0.72, 0.2, 0.8] : [0.5, 0.38, 0.62];
    const candidates = along.map((t) => {
      const x = source.x + (target.x - source.x) * t;
      const y = source.y + (target.y - source.y) * t;
      return { x, y, anchor: 'middle' as const, fontSize, text, box: textBox(x, y, 'middle', width, height) };
    });
    // A label that must be drawn may sit on a caption or a mark, but never on another link's label: with no free
    // place left on its line, it is left out (the node's panel lists every link).
    const clearOfLabels = (box: Box) => ![...edgeLabels.values()].some((other) => boxesOverlap(other.box, box));
    const chosen =
      candidates.find((candidate) => isFree(candidate.box)) ??
      (forced ? candidates.find((candidate) => clearOfLabels(candidate.box)) : undefined);
    if (!chosen) return;
    edgeLabels.set(edge.id, chosen);
    placed.push(chosen.box);
  };

  const touches = (edge: GraphEdge) => emphasised.has(edge.source) || emphasised.has(edge.target);
  const rank = (node: GraphNode) => (node.centre ? 0 : node.expanded ? 1 : node.kind !== 'literal' ? 2 : 3);
  const links = (node: GraphNode) => graph.triplesOf.get(node.id)?.length ?? 0;
  const order = graph.nodes
    .map((node, index) => ({ node, index }))
    .sort((a, b) => rank(a.node) - rank(b.node) || links(b.node) - links(a.node) || a.index - b.index)
    .map(({ node }) => node);

  for (const node of order) if (emphasised.has(node.id)) placeCaption(node, true);
  for (const edge of graph.edges) if (touches(edge)) placeEdgeLabel(edge, true);
  for (const node of order) placeCaption(node, false);
  // Zoomed out, a link's label would be too small to read, or too big for the picture: the hovered or
  // selected node's links keep theirs.
  if (sceneFontSize(EDGE_LABEL_FONT, k) <= EDGE_LABEL_FONT * EDGE_LABEL_MAX_GROWTH)
    for (const edge of graph.edges) placeEdgeLabel(edge, false);
  return { captions, edgeLabels };
}
