import {
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type SimulationLinkDatum,
  type SimulationNodeDatum,
} from 'd3-force';
import {
  CAPTION_GAP,
  captionHalfWidth,
  nodeRadius,
  type Bounds,
  type GraphLayout,
  type LayoutInput,
  type Point,
} from './graph-geometry';

/*
 * Where each node goes, by d3-force. The simulation never runs on a timer: it
 * is stepped to rest before anything is drawn, so the picture appears settled,
 * with no jitter. d3-force starts nodes on a fixed spiral and draws its
 * randomness from a fixed-seed generator, so equal graphs get equal pictures.
 * It runs in a worker (graph-layout-worker.ts): a big picture takes seconds.
 */

interface SimNode extends SimulationNodeDatum {
  node: LayoutInput['nodes'][number];
}

/** How often the layout says how far it has got, in ticks (about 300 in all). */
const PROGRESS_EVERY = 10;

/**
 * @param aspect The frame's width over its height: a narrow phone frame gets a taller picture, a wide
 * desktop frame a wider one, so that fitting it to the frame does not shrink the text to nothing.
 */
export function layoutGraph(
  graph: LayoutInput,
  aspect = 1,
  onProgress?: (ticks: number, total: number) => void,
): GraphLayout {
  const stretch = Math.min(2, Math.max(0.5, aspect));
  const simNodes: SimNode[] = graph.nodes.map((node) =>
    // The neighbourhood's centre stays in the middle, and everything else arranges itself around it.
    node.centre ? { node, fx: 0, fy: 0 } : { node },
  );
  const index = new Map(simNodes.map((simNode) => [simNode.node.id, simNode]));
  const links: SimulationLinkDatum<SimNode>[] = graph.edges.flatMap((edge) => {
    const source = index.get(edge.source);
    const target = index.get(edge.target);
    return source && target ? [{ source, target }] : [];
  });
  const isLeaf = (end: SimNode | string | number) => typeof end === 'object' && end.node.kind === 'literal';

  const simulation = forceSimulation(simNodes)
    .force(
      'link',
      forceLink(links)
        .distance((link) => (isLeaf(link.target) ? 80 : 150))
        .strength(0.7),
    )
    .force(
      'charge',
      forceManyBody<SimNode>().strength((simNode) => (simNode.node.kind === 'literal' ? -200 : -700)),
    )
    // Room for the caption as well as the mark, so that captions rarely sit on each other.
    .force(
      'collide',
      forceCollide<SimNode>((simNode) => Math.max(nodeRadius(simNode.node) + 14, captionHalfWidth(simNode.node) * 0.9)),
    )
    // A gentle pull to the middle keeps separate pieces of the graph from drifting apart.
    .force('x', forceX(0).strength(0.06 / stretch))
    .force('y', forceY(0).strength(0.06 * stretch))
    .stop();
  const ticks = Math.ceil(Math.log(simulation.alphaMin()) / Math.log(1 - simulation.alphaDecay()));
  for (let done = 0; done < ticks; done += PROGRESS_EVERY) {
    simulation.tick(Math.min(PROGRESS_EVERY, ticks - done));
    onProgress?.(Math.min(done + PROGRESS_EVERY, ticks), ticks);
  }

  const [stretchX, stretchY] = fillFrame(simNodes, aspect);
  const positions = new Map<string, Point>();
  const bounds: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const simNode of simNodes) {
    const x = Math.round((simNode.x ?? 0) * stretchX * 10) / 10;
    const y = Math.round((simNode.y ?? 0) * stretchY * 10) / 10;
    positions.set(simNode.node.id, { x, y });
    const radius = nodeRadius(simNode.node);
    const half = Math.max(radius, captionHalfWidth(simNode.node));
    bounds.minX = Math.min(bounds.minX, x - half);
    bounds.maxX = Math.max(bounds.maxX, x + half);
    bounds.minY = Math.min(bounds.minY, y - radius);
    bounds.maxY = Math.max(bounds.maxY, y + radius + CAPTION_GAP + 6);
  }
  if (simNodes.length === 0) return { positions, bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 } };
  return { positions, bounds };
}

/** Stretching further than this distorts the picture more than the room gained is worth. */
const MAX_STRETCH = 1.8;

/**
 * How much to spread the settled nodes across, or down, to take the frame's shape: a picture as wide as the
 * frame but half as tall would otherwise leave half the frame empty. Spreading only moves nodes apart, so it
 * never puts two of them, or their captions, closer.
 */
function fillFrame(simNodes: readonly SimNode[], aspect: number): [number, number] {
  if (simNodes.length < 3) return [1, 1];
  const xs = simNodes.map((simNode) => simNode.x ?? 0);
  const ys = simNodes.map((simNode) => simNode.y ?? 0);
  const width = Math.max(...xs) - Math.min(...xs);
  const height = Math.max(...ys) - Math.min(...ys);
  if (width <= 0 || height <= 0) return [1, 1];
  const shape = width / height;
  return shape > aspect ? [1, Math.min(MAX_STRETCH, shape / aspect)] : [Math.min(MAX_STRETCH, aspect / shape), 1];
}
