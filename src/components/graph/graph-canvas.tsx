import { useId, type KeyboardEvent, type RefObject } from 'react';
import { FONT_FAMILY, markRadius, type LabelPlan } from './graph-labels';
import type { GraphLayout } from './graph-geometry';
import { ArrowMarker, EdgeMark, NodeMark } from './graph-marks';
import type { GraphNode, ResultGraph } from './graph-model';
import type { GraphPalette } from './graph-palette';

interface GraphCanvasProps {
  graph: ResultGraph;
  layout: GraphLayout;
  /** The captions and links' labels drawn at this zoom. */
  labels: LabelPlan;
  /** The zoom (a step). */
  k: number;
  /** The picture's height, once measured; until then, the class's. */
  height: number | undefined;
  palette: GraphPalette;
  words: readonly string[];
  /** In words, for the picture's name: "10 rows drawn as 13 things: 8 as links, 2 as captions". */
  summary: string;
  selectedId: string | null;
  /** The one node reached by Tab: the picture is a single tab stop. */
  tabStop: string | undefined;
  /** The results shown are being replaced: dimmed, after a moment, as the table is. */
  stale: boolean;
  busy: boolean;
  svgRef: RefObject<SVGSVGElement | null>;
  sceneRef: RefObject<SVGGElement | null>;
  /** Each node's element, for moving focus to it. */
  nodeElements: RefObject<Map<string, SVGGElement>>;
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void;
  onChoose: (node: GraphNode) => void;
  onFocusNode: (id: string) => void;
  onActivate: (node: GraphNode) => void;
  onHover: (id: string | null) => void;
}

/** The frame and the drawing: lines (hidden from assistive technology), then the nodes as a listbox. */
export function GraphCanvas({
  graph,
  layout,
  labels,
  k,
  height,
  palette,
  words,
  summary,
  selectedId,
  tabStop,
  stale,
  busy,
  svgRef,
  sceneRef,
  nodeElements,
  onKeyDown,
  onChoose,
  onFocusNode,
  onActivate,
  onHover,
}: GraphCanvasProps) {
  const hintId = useId();
  const markerId = `arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const nodesById = new Map(graph.nodes.map((node) => [node.id, node]));
  return (
    <div
      className={`relative overflow-hidden rounded-lg border border-slate-200 transition-opacity dark:border-slate-800 ${stale ? 'opacity-50 delay-150' : 'opacity-100'}`}
      style={{ backgroundColor: palette.background }}
    >
      <svg
        ref={svgRef}
        role="group"
        aria-label={`Graph of the results: ${summary}`}
        aria-busy={busy}
        className="block h-[min(65vh,34rem)] w-full cursor-grab touch-none select-none active:cursor-grabbing"
        style={height === undefined ? undefined : { height }}
      >
        <defs>
          <ArrowMarker id={markerId} palette={palette} k={k} />
        </defs>
        <g ref={sceneRef} fontFamily={FONT_FAMILY}>
          <g aria-hidden="true">
            {graph.edges.map((edge) => {
              const source = layout.positions.get(edge.source);
              const target = layout.positions.get(edge.target);
              const targetNode = nodesById.get(edge.target);
              return source && target && targetNode ? (
                <EdgeMark
                  key={edge.id}
                  label={labels.edgeLabels.get(edge.id)}
                  source={source}
                  target={target}
                  targetRadius={markRadius(targetNode, k)}
                  k={k}
                  palette={palette}
                  markerId={markerId}
                />
              ) : null;
            })}
          </g>
          {/* No listbox until there is something in it: the first layout is still on its way. */}
          {graph.nodes.length === 0 ? null : (
            <g role="listbox" aria-label="Things and values" aria-describedby={hintId} onKeyDown={onKeyDown}>
              {graph.nodes.map((node) => {
                const point = layout.positions.get(node.id);
                if (!point) return null;
                return (
                  <NodeMark
                    key={node.id}
                    node={node}
                    point={point}
                    caption={labels.captions.get(node.id)}
                    k={k}
                    palette={palette}
                    words={words}
                    selected={node.id === selectedId}
                    tabStop={node.id === tabStop}
                    links={graph.triplesOf.get(node.id)?.length ?? 0}
                    elementRef={(element) => {
                      if (element) nodeElements.current.set(node.id, element);
                      else nodeElements.current.delete(node.id);
                    }}
                    onSelect={() => onChoose(node)}
                    onFocus={() => onFocusNode(node.id)}
                    onActivate={() => onActivate(node)}
                    onHover={(hovered) => onHover(hovered ? node.id : null)}
                  />
                );
              })}
            </g>
          )}
        </g>
      </svg>
      <p
        id={hintId}
        className="border-t border-slate-200 bg-white/90 px-3 py-1.5 text-xs text-slate-700 dark:border-slate-800 dark:bg-slate-900/90 dark:text-slate-300"
      >
        Drag to move, scroll or pinch to zoom; links are named when zoomed in, and for the thing pointed at or selected.
        Keys: arrows go from thing to thing, Enter shows a thing’s neighbourhood, + and − zoom, Shift with an arrow
        moves the picture, 0 fits it.
      </p>
    </div>
  );
}

/**
 * The frame's width over its height, from the classes above and the picture's grid: the page's width (less the
 * side panel on wide screens) and min(65vh, 34rem). Estimated from the window, not measured, so the picture is
 * laid out once, before the frame exists.
 */
export function estimatedFrameAspect(): number {
  const width = Math.min(window.innerWidth, 1152) - 32 - (window.innerWidth >= 1024 ? 20 * 16 + 12 : 0);
  const height = Math.min(window.innerHeight * 0.65, 34 * 16);
  return width > 0 && height > 0 ? width / height : 1;
}
