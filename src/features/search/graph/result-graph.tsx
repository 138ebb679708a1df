import { useQueries, type QueryObserverResult } from '@tanstack/react-query';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { worldQueries } from '../../../api/worlds';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Button } from '../../../components/ui/button';
import { highlightSegments } from '../../../lib/highlight';
import { useTheme } from '../../../lib/theme';
import { downloadBlob, downloadText } from '../../../lib/download-file';
import { EXPANSION_LIMIT } from '../search-url-state';
import { TripleDetailDialog } from '../triple-detail-dialog';
import { pictureAsSvg, svgToPng } from '../../../components/graph/export-picture';
import {
  buildResultGraph,
  type GraphNode,
  type GraphPage,
  type GraphTriple,
  type ResultGraph,
} from '../../../components/graph/graph-model';
import {
  CAPTION_GAP,
  LITERAL_SIZE,
  layoutGraph,
  nodeRadius,
  type GraphLayout,
  type Point,
} from '../../../components/graph/graph-layout';
import { graphPalette, type GraphPalette } from '../../../components/graph/graph-palette';
import { NodePanel } from '../../../components/graph/node-panel';

/** How many triples one added neighbourhood brings: enough to show its links, few enough to stay readable. */
export const EXPANSION_PAGE_SIZE = 25;
const ZOOM_STEP = 1.4;
const PAN_STEP = 80;
const SCALE_EXTENT: [number, number] = [0.1, 4];
/** The User Timing measure that `npm run bench:graph` reads. */
export const LAYOUT_MEASURE = 'worlds-graph:layout-and-draw';

export interface ResultGraphViewProps {
  worldId: string;
  /** The page on screen, as the table shows it. */
  page: GraphPage;
  words: readonly string[];
  expand: readonly string[];
  stale: boolean;
  fileStem: string;
  /** Shows a thing's neighbourhood: a search for it, recorded in the pivot trail. */
  onPivot: (iri: string) => void;
  onExpand: (iri: string) => void;
  onResetExpansions: () => void;
}

type SearchQueryResult = QueryObserverResult<{ search: { q: string }; results: GraphPage['results'] }>;

// Defined once, outside the component, so that useQueries keeps its combined result stable between renders.
const combineExpansions = (queries: SearchQueryResult[]) => ({
  pages: queries.flatMap((query): GraphPage[] =>
    query.data ? [{ q: query.data.search.q, offset: 0, results: query.data.results }] : [],
  ),
  loading: queries.some((query) => query.isPending),
  failed: queries.find((query) => query.isError),
});

/** The results of a search, and the neighbourhoods added to them, as a picture. */
export function ResultGraphView({
  worldId,
  page,
  words,
  expand,
  stale,
  fileStem,
  onPivot,
  onExpand,
  onResetExpansions,
}: ResultGraphViewProps) {
  const expansions = useQueries({
    queries: expand.map((iri) => worldQueries.search({ worldId, q: iri, limit: EXPANSION_PAGE_SIZE, offset: 0 })),
    combine: combineExpansions,
  });

  const { q, offset, results } = page;
  const graph = useMemo(
    () =>
      buildResultGraph({ q, offset, results }, expansions.pages, {
        languages: navigator.languages,
        expansionLimit: EXPANSION_LIMIT,
      }),
    [q, offset, results, expansions.pages],
  );
  // Estimated from the window, not measured, so the picture is laid out once, before the frame exists.
  const [aspect] = useState(estimatedFrameAspect);
  const layout = useMemo(() => {
    // The start of the bench's measure; it ends once the picture has been painted (below).
    performance.mark(`${LAYOUT_MEASURE}:start`);
    return layoutGraph(graph, aspect);
  }, [graph, aspect]);
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      setTimeout(() => performance.measure(LAYOUT_MEASURE, `${LAYOUT_MEASURE}:start`), 0),
    );
    return () => cancelAnimationFrame(frame);
  }, [layout]);

  const nodesById = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph]);
  const palette = graphPalette(useTheme());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedId === null ? undefined : nodesById.get(selectedId);
  const [openTriple, setOpenTriple] = useState<GraphTriple | null>(null);
  const [exportMessage, setExportMessage] = useState('');

  const svgRef = useRef<SVGSVGElement>(null);
  const sceneRef = useRef<SVGGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown>>(null);
  const nodeElements = useRef(new Map<string, SVGGElement>());
  const hintId = useId();
  const markerId = `arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  // d3-zoom owns pan and zoom (mouse drag, wheel, pinch); the scene's transform is set directly, not re-rendered.
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const behavior = zoom<SVGSVGElement, unknown>()
      .scaleExtent(SCALE_EXTENT)
      // The frame as laid out by CSS; d3's default reads the SVG's width attribute, which this one does not have.
      .extent(() => {
        const { width, height } = svg.getBoundingClientRect();
        return [
          [0, 0],
          [width, height],
        ];
      })
      .on('zoom', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
        sceneRef.current?.setAttribute('transform', event.transform.toString());
      });
    // A double-click on a node shows its neighbourhood, so it must not also zoom.
    select(svg).call(behavior).on('dblclick.zoom', null);
    zoomRef.current = behavior;
    return () => {
      select(svg).on('.zoom', null);
    };
  }, []);

  const fit = () => fitToFrame(svgRef.current, zoomRef.current, layout);
  // Each new picture starts fitted to the frame, before it is painted.
  useLayoutEffect(() => fitToFrame(svgRef.current, zoomRef.current, layout), [layout]);

  const zoomBy = (factor: number) => {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.scaleBy, factor);
  };
  const panBy = (dx: number, dy: number) => {
    const svg = svgRef.current;
    if (!svg || !zoomRef.current) return;
    const k = currentTransform(svg).k;
    select(svg).call(zoomRef.current.translateBy, dx / k, dy / k);
  };
  // A node reached by the keyboard is brought into view when it is outside the frame.
  const reveal = (point: Point) => {
    const svg = svgRef.current;
    if (!svg || !zoomRef.current) return;
    const [x, y] = currentTransform(svg).apply([point.x, point.y]);
    const { width, height } = svg.getBoundingClientRect();
    const margin = 40;
    if (x < margin || y < margin || x > width - margin || y > height - margin)
      select(svg).call(zoomRef.current.translateTo, point.x, point.y);
  };

  const tabStop = selected?.id ?? graph.nodes.find((node) => node.centre)?.id ?? graph.nodes[0]?.id;
  const choose = (node: GraphNode, focus: boolean) => {
    setSelectedId(node.id);
    if (focus) {
      nodeElements.current.get(node.id)?.focus();
      const point = layout.positions.get(node.id);
      if (point) reveal(point);
    }
  };
  // After a pivot from the picture, the nodes that had focus are gone: focus goes to the new picture's tab stop.
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current || tabStop === undefined) return;
    refocus.current = false;
    nodeElements.current.get(tabStop)?.focus();
  }, [layout, tabStop]);
  const activate = (node: GraphNode) => {
    if (node.iri !== undefined) {
      refocus.current = node.iri !== q;
      onPivot(node.iri);
    } else {
      const triple = graph.triplesOf.get(node.id)?.[0];
      if (triple) setOpenTriple(triple);
    }
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = graph.nodes.find((node) => node.id === tabStop);
    const direction = DIRECTIONS[event.key];
    let handled = true;
    if (direction && event.shiftKey) panBy(-direction.x * PAN_STEP, -direction.y * PAN_STEP);
    else if (direction && current) {
      const next = nearestInDirection(current, direction, graph, layout);
      if (next) choose(next, true);
    } else if (event.key === 'Home' && graph.nodes[0]) choose(graph.nodes[0], true);
    else if (event.key === 'End' && graph.nodes.at(-1)) choose(graph.nodes.at(-1) as GraphNode, true);
    else if (event.key === 'Enter' && current) activate(current);
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') fit();
    else handled = false;
    if (handled) event.preventDefault();
  };

  const download = async (format: 'svg' | 'png') => {
    const svg = svgRef.current;
    if (!svg) return;
    const picture = pictureAsSvg(svg, palette.background);
    if (format === 'svg') {
      downloadText(`${fileStem}.svg`, picture.text, 'image/svg+xml;charset=utf-8');
      setExportMessage('The picture was saved as SVG.');
      return;
    }
    try {
      const png = await svgToPng(picture.text, picture.width, picture.height, Math.max(2, window.devicePixelRatio));
      downloadBlob(`${fileStem}.png`, png);
      setExportMessage('The picture was saved as PNG.');
    } catch (error) {
      setExportMessage(`The PNG could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const thingCount = graph.nodes.filter((node) => node.kind !== 'literal').length;
  const valueCount = graph.nodes.length - thingCount;
  const summary = `${count(thingCount, 'thing')}, ${count(valueCount, 'value')} and ${count(graph.edges.length, 'link')}`;
  const expansionsFull = graph.expansions.length >= EXPANSION_LIMIT;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Zoom" className="flex flex-wrap gap-2">
          <Button onClick={() => zoomBy(ZOOM_STEP)} aria-label="Zoom in" title="Zoom in (+)">
            <span aria-hidden="true">+</span>
          </Button>
          <Button onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label="Zoom out" title="Zoom out (−)">
            <span aria-hidden="true">−</span>
          </Button>
          <Button onClick={fit}>Fit to screen</Button>
        </div>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button onClick={() => void download('svg')}>Download as SVG</Button>
          <Button onClick={() => void download('png')}>Download as PNG</Button>
        </div>
      </div>

      {graph.expansions.length > 0 || expand.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
          <p role="status">
            {expansions.loading
              ? 'Adding neighbours…'
              : `Neighbours of ${count(graph.expansions.length, 'thing')} added (at most ${EXPANSION_LIMIT}).`}
          </p>
          <Button variant="ghost" onClick={onResetExpansions}>
            Reset to the search
          </Button>
        </div>
      ) : null}
      {expansions.failed ? (
        <ApiErrorAlert
          error={expansions.failed.error}
          title="Some neighbours could not be added"
          onRetry={() => void expansions.failed?.refetch()}
          retrying={expansions.failed.isFetching}
        />
      ) : null}

      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div
          className={`relative overflow-hidden rounded-lg border border-slate-200 transition-opacity dark:border-slate-800 ${stale ? 'opacity-50 delay-150' : 'opacity-100'}`}
          style={{ backgroundColor: palette.background }}
        >
          <svg
            ref={svgRef}
            role="group"
            aria-label={`Graph of the results: ${summary}`}
            aria-busy={stale || expansions.loading}
            className="block h-[min(65vh,34rem)] w-full cursor-grab touch-none select-none active:cursor-grabbing"
          >
            <defs>
              <marker
                id={markerId}
                viewBox="0 0 10 10"
                refX="10"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" fill={palette.edge} />
              </marker>
            </defs>
            <g ref={sceneRef} fontFamily="ui-sans-serif, system-ui, sans-serif">
              <g aria-hidden="true">
                {graph.edges.map((edge) => {
                  const source = layout.positions.get(edge.source);
                  const target = layout.positions.get(edge.target);
                  const targetNode = nodesById.get(edge.target);
                  return source && target && targetNode ? (
                    <Edge
                      key={edge.id}
                      // A value's line needs no label: its predicate is in its name and its panel.
                      label={targetNode.kind === 'literal' ? undefined : edge.predicates.join(', ')}
                      source={source}
                      target={target}
                      targetRadius={nodeRadius(targetNode)}
                      palette={palette}
                      markerId={markerId}
                    />
                  ) : null;
                })}
              </g>
              <g role="listbox" aria-label="Things and values" aria-describedby={hintId} onKeyDown={onKeyDown}>
                {graph.nodes.map((node) => {
                  const point = layout.positions.get(node.id);
                  if (!point) return null;
                  return (
                    <NodeMark
                      key={node.id}
                      node={node}
                      point={point}
                      palette={palette}
                      words={words}
                      selected={node.id === selectedId}
                      tabStop={node.id === tabStop}
                      links={graph.triplesOf.get(node.id)?.length ?? 0}
                      elementRef={(element) => {
                        if (element) nodeElements.current.set(node.id, element);
                        else nodeElements.current.delete(node.id);
                      }}
                      onSelect={() => choose(node, true)}
                      onFocus={() => setSelectedId(node.id)}
                      onActivate={() => activate(node)}
                    />
                  );
                })}
              </g>
            </g>
          </svg>
          <p
            id={hintId}
            className="border-t border-slate-200 bg-white/90 px-3 py-1.5 text-xs text-slate-700 dark:border-slate-800 dark:bg-slate-900/90 dark:text-slate-300"
          >
            Drag to move, scroll or pinch to zoom. Keys: arrows go from thing to thing, Enter shows a thing’s
            neighbourhood, + and − zoom, Shift with an arrow moves the picture, 0 fits it.
          </p>
        </div>

        <NodePanel
          node={selected}
          graph={graph}
          words={words}
          summary={summary}
          canExpand={!expansionsFull}
          onPivot={onPivot}
          onExpand={onExpand}
          onSelect={(id) => {
            const node = graph.nodes.find((candidate) => candidate.id === id);
            if (node) choose(node, true);
          }}
          onOpenTriple={setOpenTriple}
        />
      </div>

      <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {exportMessage}
      </p>
      {/* The panel shows the selection; this says it, since focus alone announces only the node's name. */}
      <p role="status" className="sr-only">
        {selected
          ? `Selected: ${nodeName(selected)}. ${count(graph.triplesOf.get(selected.id)?.length ?? 0, 'triple')}.`
          : ''}
      </p>

      {openTriple ? (
        <TripleDetailDialog
          result={openTriple.result}
          rank={openTriple.rank}
          onPivot={onPivot}
          onClose={() => setOpenTriple(null)}
        />
      ) : null}
    </div>
  );
}

/** The frame's width over its height, from the classes below: the page's width (less the side panel on wide screens) and min(65vh, 34rem). */
function estimatedFrameAspect(): number {
  const width = Math.min(window.innerWidth, 1152) - 32 - (window.innerWidth >= 1024 ? 20 * 16 + 12 : 0);
  const height = Math.min(window.innerHeight * 0.65, 34 * 16);
  return width > 0 && height > 0 ? width / height : 1;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const DIRECTIONS: Record<string, Point | undefined> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/** The closest node roughly in the direction of an arrow key: straight ahead counts more than off to the side. */
export function nearestInDirection(
  from: GraphNode,
  direction: Point,
  graph: ResultGraph,
  layout: GraphLayout,
): GraphNode | undefined {
  const origin = layout.positions.get(from.id);
  if (!origin) return undefined;
  let best: { node: GraphNode; score: number } | undefined;
  for (const node of graph.nodes) {
    const point = layout.positions.get(node.id);
    if (node.id === from.id || !point) continue;
    const dx = point.x - origin.x;
    const dy = point.y - origin.y;
    const ahead = dx * direction.x + dy * direction.y;
    const aside = Math.abs(dx * direction.y - dy * direction.x);
    // Within 60° either side of the arrow.
    if (ahead <= 0 || aside > ahead * 1.8) continue;
    const score = ahead + aside * 2;
    if (!best || score < best.score) best = { node, score };
  }
  return best?.node;
}

function currentTransform(svg: SVGSVGElement): ZoomTransform {
  // d3-zoom keeps the current transform on the element it manages.
  return (svg as SVGSVGElement & { __zoom?: ZoomTransform }).__zoom ?? zoomIdentity;
}

function fitToFrame(
  svg: SVGSVGElement | null,
  behavior: ZoomBehavior<SVGSVGElement, unknown> | null,
  layout: GraphLayout,
) {
  if (svg && behavior) select(svg).call(behavior.transform, fitTransform(layout, svg.getBoundingClientRect()));
}

/** The pan and zoom that show the whole picture in the frame, never magnified past 1.5×. */
function fitTransform(layout: GraphLayout, frame: { width: number; height: number }): ZoomTransform {
  const { minX, minY, maxX, maxY } = layout.bounds;
  const padding = 24;
  const width = Math.max(maxX - minX, 1);
  const height = Math.max(maxY - minY, 1);
  const k = Math.min(
    1.5,
    Math.max(SCALE_EXTENT[0], Math.min((frame.width - padding * 2) / width, (frame.height - padding * 2) / height)),
  );
  return zoomIdentity
    .translate(frame.width / 2 - (k * (minX + maxX)) / 2, frame.height / 2 - (k * (minY + maxY)) / 2)
    .scale(k);
}

function Edge({
  label,
  source,
  target,
  targetRadius,
  palette,
  markerId,
}: {
  label: string | undefined;
  source: Point;
  target: Point;
  targetRadius: number;
  palette: GraphPalette;
  markerId: string;
}) {
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

/** The accessible name of a node: its caption as shown (so speech matches the picture), then its full IRI. */
export function nodeName(node: GraphNode): string {
  if (node.kind === 'literal')
    return `Value “${node.fullCaption}”${node.literalTag ? ` ${node.literalTag}` : ''}${node.predicate ? ` (${node.predicate})` : ''}`;
  return node.iri !== undefined && node.iri !== node.fullCaption
    ? `${node.fullCaption} (${node.iri})`
    : node.fullCaption;
}

function NodeMark({
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
