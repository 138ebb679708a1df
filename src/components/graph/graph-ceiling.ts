import type { ResultGraph } from './graph-model';

/**
 * The most nodes a picture draws. Past this, the layout takes many seconds, the drawing more, and the picture is a
 * blur that no one reads: the picture says what it left out and how to narrow it instead.
 */
const MAX_DRAWN_NODES = 2_000;

export interface DrawnPart {
  graph: ResultGraph;
  /** What is not drawn, when the graph is over the ceiling. */
  leftOut: { nodes: number; edges: number } | undefined;
}

/**
 * The part of a graph that is drawn: its first nodes (in the order they first appear, so the centre, the page's own
 * rows and each thing's values come before added neighbourhoods), and the lines between them. A drawn node's panel
 * still lists all its triples.
 */
export function drawnPart(graph: ResultGraph, ceiling = MAX_DRAWN_NODES): DrawnPart {
  if (graph.nodes.length <= ceiling) return { graph, leftOut: undefined };
  const nodes = graph.nodes.slice(0, ceiling);
  const kept = new Set(nodes.map((node) => node.id));
  const edges = graph.edges.filter((edge) => kept.has(edge.source) && kept.has(edge.target));
  const triplesOf = new Map([...graph.triplesOf].filter(([id]) => kept.has(id)));
  return {
    graph: { ...graph, nodes, edges, triplesOf },
    leftOut: { nodes: graph.nodes.length - nodes.length, edges: graph.edges.length - edges.length },
  };
}
