import { useEffect, useMemo, useRef, useState } from 'react';
import { NOT_LAID_OUT, type GraphLayout, type LayoutInput } from './graph-geometry';
import { layoutGraph } from './graph-layout';
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

/**
 * From this many nodes the layout runs in a worker. A smaller picture settles here in a few tens of milliseconds, less
 * than a worker takes to start (its script fetched and compiled: about 300 ms for a 100-triple page, measured with
 * `npm run bench:graph`), and is drawn at once, as it always was.
 */
export const WORKER_FROM = 200;

export const layoutInput = ({ nodes, edges }: ResultGraph): LayoutInput => ({
  nodes: nodes.map(({ id, kind, centre, caption }) => ({ id, kind, centre, caption })),
  edges: edges.map(({ source, target }) => ({ source, target })),
});

/**
 * The graph laid out: a big one in a worker (graph-layout-worker.ts, a chunk of its own), so that the page answers
 * while it settles, a small one here (see WORKER_FROM). Where there are no workers (the unit tests' jsdom), here too.
 * Until a new big graph's layout arrives, the graph laid out before stays drawn, as a page of results stays while
 * the next one loads; `pending` says how far the new one has got. A layout that is no longer wanted (the graph changed
 * again, the picture closed) ends with its worker.
 */
export function useGraphLayout(graph: ResultGraph, aspect: number | undefined) {
  const [drawn, setDrawn] = useState<LaidOutGraph>({ graph: NOTHING, layout: NOT_LAID_OUT, aspect: undefined });
  const [progress, setProgress] = useState<{ graph: ResultGraph; progress: LayoutProgress } | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const worker = useRef<{ worker: Worker; busy: boolean } | null>(null);
  const requests = useRef(0);
  const inWorker = graph.nodes.length >= WORKER_FROM && typeof Worker !== 'undefined';
  const here = useMemo(
    () => (inWorker || aspect === undefined ? undefined : layoutGraph(layoutInput(graph), aspect)),
    [graph, aspect, inWorker],
  );

  useEffect(() => {
    if (!inWorker || aspect === undefined) return;
    let wanted = true;
    const id = ++requests.current;
    const current = (worker.current ??= {
      worker: new Worker(new URL('./graph-layout-worker.ts', import.meta.url), { type: 'module' }),
      busy: false,
    });
    current.busy = true;
    current.worker.onmessage = ({ data }: MessageEvent<LayoutMessage>) => {
      if (data.id !== id || !wanted) return;
      if ('progress' in data) {
        setProgress({ graph, progress: data.progress });
        return;
      }
      current.busy = false;
      setDrawn({ graph, layout: data.layout, aspect });
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
  }, [graph, aspect, inWorker]);

  useEffect(
    () => () => {
      worker.current?.worker.terminate();
      worker.current = null;
    },
    [],
  );

  // Thrown while rendering, for the graph's error boundary to say that the picture could not be drawn.
  if (failure) throw failure;
  if (here) return { drawn: { graph, layout: here, aspect }, pending: undefined };
  const laidOut = drawn.graph === graph && drawn.aspect === aspect;
  return {
    drawn,
    pending: laidOut ? undefined : { progress: progress?.graph === graph ? progress.progress : { ticks: 0, total: 0 } },
  };
}
