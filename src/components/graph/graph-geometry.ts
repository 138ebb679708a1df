import type { GraphEdge, GraphNode } from './graph-model';

/*
 * The picture's sizes, shared by the layout (in its worker) and the drawing, so that collisions and bounds match
 * what is on screen. Free of d3: the drawing's chunk needs these, and only the layout's worker needs d3-force.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface GraphLayout {
  positions: ReadonlyMap<string, Point>;
  /** Everything drawn, captions included. */
  bounds: Bounds;
}

/** What the layout reads of a graph: small enough to post to a worker, and nothing a structured clone loses. */
export interface LayoutInput {
  nodes: readonly Pick<GraphNode, 'id' | 'kind' | 'centre' | 'caption'>[];
  edges: readonly Pick<GraphEdge, 'source' | 'target'>[];
}

const NODE_RADIUS = 9;
const CENTRE_RADIUS = 13;
const LITERAL_SIZE = 8;
export const CAPTION_GAP = 16;
const CHAR_WIDTH = 6.6;

export const nodeRadius = (node: Pick<GraphNode, 'kind' | 'centre'>) =>
  node.kind === 'literal' ? LITERAL_SIZE / 2 : node.centre ? CENTRE_RADIUS : NODE_RADIUS;

export const captionHalfWidth = (node: Pick<GraphNode, 'caption'>) =>
  (Array.from(node.caption).length * CHAR_WIDTH) / 2;

export const NOT_LAID_OUT: GraphLayout = { positions: new Map(), bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 } };
