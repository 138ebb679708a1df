import type { GraphLayout, LayoutInput } from './graph-geometry';
import { layoutGraph } from './graph-layout';

/* The graph's layout (graph-layout.ts), off the page's thread: a picture of 2,000 things takes seconds to settle. */

export interface LayoutRequest {
  /** Which request a reply answers: the worker is reused, and an answer to an older request is not wanted. */
  id: number;
  graph: LayoutInput;
  aspect: number;
}

export type LayoutMessage =
  { id: number; progress: { ticks: number; total: number } } | { id: number; layout: GraphLayout };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutMessage): void;
};

scope.onmessage = ({ data: { id, graph, aspect } }) => {
  const layout = layoutGraph(graph, aspect, (ticks, total) => scope.postMessage({ id, progress: { ticks, total } }));
  scope.postMessage({ id, layout });
};
