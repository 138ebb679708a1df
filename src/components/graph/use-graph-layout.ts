import { useEffect, useRef, useState } from 'react';
import { NOT_LAID_OUT, type GraphLayout, type LayoutInput } from './graph-geometry';
import type { LayoutMessage, LayoutRequest } from './graph-layout-worker';
import type { ResultGraph } from './graph-model';

/** A graph with its layout: what is drawn, always together, so that every node drawn has its place. */
export interface LaidOutGraph {
  graph: ResultGraph;
  layout: GraphLayout;
  aspect: number | undefined;
}

/** How far the layout under way has got, in the simulation's ticks. */
export interface LayoutProgress {
  ticks: number;
  total: number;
}

const NOTHING: ResultGraph = {
  nodes: [],
  edges: [],
  triplesOf: new Map(),
  hiddenLiterals: new Map(),
  captionTriples: 0,
  expansions: [],
  droppedExpansions: [],
};

const layoutInput = ({ nodes, edges }: ResultGraph): LayoutInput => ({
  nodes: nodes.map(({ id, kind, centre, caption }) => ({ id, kind, centre, caption })),
  edges: edges.map(({ source, target }) => ({ source, target })),
});

/**
 * The graph laid out in a worker (graph-layout-worker.ts, a chunk of its own with d3-force), so that the page answers
 * while a big picture settles; where there are no workers (the unit tests' jsdom), the layout's module runs here.
 * Until a new graph's layout arrives, the graph laid out before stays drawn, as a page of results stays while the
 * next one loads; `pending` says how far the new one has got. A layout that is no longer wanted (the graph changed
 * again, the picture closed) ends with its worker.
 */
export function useGraphLayout(graph: ResultGraph, aspect: number | undefined) {
  const [drawn, setDrawn] = useState<LaidOutGraph>({ graph: NOTHING, layout: NOT_LAID_OUT, aspect: undefined });
  const [progress, setProgress] = useState<{ graph: ResultGraph; progress: LayoutProgress } | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const worker = useRef<{ worker: Worker; busy: boolean } | null>(null);
  const requests = useRef(0);

  useEffect(() => {
    if (aspect === undefined) return;
    let wanted = true;
    const done = (layout: GraphLayout) => {
      if (wanted) setDrawn({ graph, layout, aspect });
    };
    if (typeof Worker === 'undefined') {
      void import('./graph-layout').then(({ layoutGraph }) => done(layoutGraph(layoutInput(graph), aspect)));
      return () => {
        wanted = false;
      };
    }
    const id = ++requests.current;
    const current = (worker.current ??= {
      worker: new Worker(new URL('./graph-layout-worker.ts', import.meta.url), { type: 'module' }),
      busy: false,
    });
    current.busy = true;
    current.worker.onmessage = ({ data }: MessageEvent<LayoutMessage>) => {
      if (data.id !== id) return;
      if ('progress' in data) {
        if (wanted) setProgress({ graph, progress: data.progress });
        return;
      }
      current.busy = false;
      done(data.layout);
    };
    current.worker.onerror = (event) => {
      event.preventDefault();
      if (wanted) setFailure(new Error(`The layout did not run: ${event.message || 'its code did not load'}`));
    };
    current.worker.postMessage({ id, graph: layoutInput(graph), aspect } satisfies LayoutRequest);
    return () => {
      wanted = false;
      // A layout still running is of a graph no longer wanted: its worker ends with it, and the next starts afresh.
      if (current.busy) {
        current.worker.terminate();
        if (worker.current === current) worker.current = null;
      }
    };
  }, [graph, aspect]);

  useEffect(
    () => () => {
      worker.current?.worker.terminate();
      worker.current = null;
    },
    [],
  );

  // Thrown while rendering, for the graph's error boundary to say that the picture could not be drawn.
  if (failure) throw failure;
  const laidOut = drawn.graph === graph && drawn.aspect === aspect;
  return {
    drawn,
    pending: laidOut ? undefined : { progress: progress?.graph === graph ? progress.progress : { ticks: 0, total: 0 } },
  };
}
