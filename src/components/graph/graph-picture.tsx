import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { downloadBlob, downloadText } from '../../lib/download-file';
import { useTheme } from '../../lib/theme';
import { Button } from '../ui/button';
import { pictureAsSvg, svgToPng } from './export-picture';
import { estimatedFrameAspect, GraphCanvas } from './graph-canvas';
import { graphKeyCommand, nearestInDirection } from './graph-keyboard';
import { browserTextMeasure, planLabels } from './graph-labels';
import { drawnPart } from './graph-ceiling';
import { nodeName } from './graph-marks';
import type { GraphNode, GraphTriple, ResultGraph } from './graph-model';
import { graphPalette } from './graph-palette';
import { describeGraph } from './graph-summary';
import { NodePanel } from './node-panel';
import { useFrameSize } from './use-frame-size';
import { Alert } from '../ui/alert';
import { useGraphLayout, WORKER_FROM, type LayoutProgress } from './use-graph-layout';
import { usePanZoom } from './use-pan-zoom';
import { wholeNumberText } from '../../lib/whole-number-text';

const ZOOM_STEP = 1.4;
const PAN_STEP = 80;
export interface GraphPictureProps {
  graph: ResultGraph;
  /** The query's words, marked in captions and in the panel. */
  words: readonly string[];
  /** The results shown are being replaced (the next page is loading). */
  stale: boolean;
  /** More of the picture is on its way (neighbourhoods being added). */
  busy: boolean;
  /** The downloaded files' name, without extension; the day's date is added to it. */
  fileStem: string;
  /** What the downloaded picture is of (the world and the query), written above it with the day's date. */
  title: string;
  /** Whether another neighbourhood may be added; the panel says why not. */
  canExpand: boolean;
  /** Shows a thing's neighbourhood (a double-click, Enter, or the panel's button). */
  onPivot: (iri: string) => void;
  /** Adds a thing's neighbours to the picture. */
  onExpand: (iri: string) => void;
  /** Opens a thing's own view (the panel's "Open this thing"). */
  onOpenThing?: (iri: string) => void;
  /** The full details of one triple, opened from the panel or by Enter on a value; `close` when they close. */
  renderTripleDetails: (triple: GraphTriple, close: () => void) => ReactNode;
  /** What the caller has to say about the picture (added neighbourhoods, a failure), between its buttons and it. */
  notices?: ReactNode;
  /** How a person narrows what is drawn, said when the graph is over the ceiling ("Filter the search by…"). */
  howToNarrow: string;
}

/**
 * A graph as a picture, with its buttons (zoom, fit, download) and the
 * selected node's panel. One tab stop: a listbox of nodes, moved through with
 * the arrow keys. What the nodes are, and what showing or adding a
 * neighbourhood fetches, is the caller's: this only draws.
 */
export function GraphPicture({
  graph: whole,
  words,
  stale,
  busy,
  fileStem,
  title,
  canExpand,
  onPivot,
  onExpand,
  onOpenThing,
  renderTripleDetails,
  notices,
  howToNarrow,
}: GraphPictureProps) {
  const palette = graphPalette(useTheme());
  const { graph: wanted, leftOut } = useMemo(() => drawnPart(whole), [whole]);
  const svgRef = useRef<SVGSVGElement>(null);
  // Laid out once the frame is measured, for the frame's shape; what is drawn is the last graph laid out.
  const frame = useFrameSize(svgRef, estimatedFrameAspect);
  const { drawn, pending } = useGraphLayout(wanted, frame?.aspect);
  const { graph, layout } = drawn;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const selected = selectedId === null ? undefined : graph.nodes.find((node) => node.id === selectedId);
  const [openTriple, setOpenTriple] = useState<GraphTriple | null>(null);
  const [exportMessage, setExportMessage] = useState('');

  const { sceneRef, scale, fit, zoomBy, panBy, reveal } = usePanZoom(svgRef, layout);
  const nodeElements = useRef(new Map<string, SVGGElement>());
  const [measure] = useState(browserTextMeasure);
  const labels = useMemo(() => {
    const emphasised = new Set([selectedId, hoveredId].filter((id) => id !== null));
    return planLabels(graph, layout.positions, { k: scale, emphasised, measure });
  }, [graph, layout, scale, selectedId, hoveredId, measure]);
  // Where the panel is under the picture (a phone), a tapped node's panel is brought up to be read.
  const panelRef = useRef<HTMLDivElement>(null);
  const [panelRequests, setPanelRequests] = useState(0);
  useEffect(() => {
    const panel = panelRef.current;
    const picture = svgRef.current;
    if (panelRequests === 0 || !panel || !picture) return;
    if (panel.getBoundingClientRect().top >= picture.getBoundingClientRect().bottom)
      panel.scrollIntoView({ block: 'nearest' });
  }, [panelRequests]);

  const tabStop = selected?.id ?? graph.nodes.find((node) => node.centre)?.id ?? graph.nodes[0]?.id;
  const choose = (node: GraphNode) => {
    setSelectedId(node.id);
    nodeElements.current.get(node.id)?.focus();
    const point = layout.positions.get(node.id);
    if (point) reveal(point);
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
      // The centre's neighbourhood is the picture already: nothing is redrawn, and focus stays.
      refocus.current = !node.centre;
      onPivot(node.iri);
    } else {
      const triple = graph.triplesOf.get(node.id)?.[0];
      if (triple) setOpenTriple(triple);
    }
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const command = graphKeyCommand(event);
    const current = graph.nodes.find((node) => node.id === tabStop);
    if (!command || (command.kind === 'move' && !current)) return;
    event.preventDefault();
    const first = graph.nodes[0];
    const last = graph.nodes.at(-1);
    switch (command.kind) {
      case 'move': {
        const next = current && nearestInDirection(current.id, command.direction, layout.positions);
        const node = next === undefined ? undefined : graph.nodes.find((candidate) => candidate.id === next);
        if (node) choose(node);
        break;
      }
      case 'pan':
        panBy(-command.direction.x * PAN_STEP, -command.direction.y * PAN_STEP);
        break;
      case 'first':
        if (first) choose(first);
        break;
      case 'last':
        if (last) choose(last);
        break;
      case 'activate':
        if (current) activate(current);
        break;
      case 'zoom-in':
        zoomBy(ZOOM_STEP);
        break;
      case 'zoom-out':
        zoomBy(1 / ZOOM_STEP);
        break;
      case 'fit':
        fit();
        break;
    }
  };

  const download = async (format: 'svg' | 'png') => {
    const svg = svgRef.current;
    if (!svg) return;
    const date = localDate(new Date());
    const picture = pictureAsSvg(svg, {
      background: palette.background,
      text: palette.text,
      title: `${title}, ${date}`,
    });
    const name = `${fileStem}-${date}`;
    if (format === 'svg') {
      downloadText(`${name}.svg`, picture.text, 'image/svg+xml;charset=utf-8');
      setExportMessage('The picture was saved as SVG.');
      return;
    }
    try {
      const png = await svgToPng(picture.text, picture.width, picture.height, Math.max(2, window.devicePixelRatio));
      downloadBlob(`${name}.png`, png);
      setExportMessage('The picture was saved as PNG.');
    } catch (error) {
      setExportMessage(`The PNG could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const summary = describeGraph(graph);

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

      {notices}

      {leftOut ? (
        <Alert tone="info" title="Too many to draw" live={false}>
          {`The picture draws the first ${wholeNumberText(wanted.nodes.length)} of ${wholeNumberText(whole.nodes.length)} things and values; ${wholeNumberText(leftOut.nodes)} are left out, with ${wholeNumberText(leftOut.edges)} of their links. ${howToNarrow}`}
        </Alert>
      ) : null}
      <LayoutNote pending={pending} nodes={wanted.nodes.length} />

      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <GraphCanvas
          graph={graph}
          layout={layout}
          labels={labels}
          k={scale}
          height={frame?.height}
          palette={palette}
          words={words}
          summary={summary}
          selectedId={selectedId}
          tabStop={tabStop}
          stale={stale}
          busy={stale || busy || pending !== undefined}
          svgRef={svgRef}
          sceneRef={sceneRef}
          nodeElements={nodeElements}
          onKeyDown={onKeyDown}
          onChoose={(node) => {
            setPanelRequests((count) => count + 1);
            choose(node);
          }}
          onFocusNode={setSelectedId}
          onActivate={activate}
          onHover={setHoveredId}
        />
        <div ref={panelRef} className="grid min-w-0 scroll-mt-4">
          <NodePanel
            node={selected}
            graph={graph}
            words={words}
            summary={summary}
            canExpand={canExpand}
            onPivot={onPivot}
            onExpand={onExpand}
            onOpenThing={onOpenThing}
            onSelect={(id) => {
              const node = graph.nodes.find((candidate) => candidate.id === id);
              if (node) choose(node);
            }}
            onOpenTriple={setOpenTriple}
          />
        </div>
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

      {openTriple ? renderTripleDetails(openTriple, () => setOpenTriple(null)) : null}
    </div>
  );
}

/** The reader's day, as 2025-05-14: in a file's name and title, it sorts and reads the same everywhere. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const count = (n: number, noun: string) => `${wholeNumberText(n)} ${noun}${n === 1 ? '' : 's'}`;

/**
 * While a big picture is laid out (in the worker): a note, said once by the live region (not at every step), and a
 * bar that shows how far it has got; then that it is laid out. A small one is drawn at once, with nothing to say.
 */
function LayoutNote({ pending, nodes }: { pending: { progress: LayoutProgress } | undefined; nodes: number }) {
  const big = nodes >= WORKER_FROM;
  const { ticks, total } = pending?.progress ?? { ticks: 0, total: 0 };
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
      {/* Once laid out, the note is for screen readers only: the picture itself says it to the eye. */}
      <p role="status" className={pending ? undefined : 'sr-only'}>
        {!big
          ? ''
          : pending
            ? `Laying out ${wholeNumberText(nodes)} things and values…`
            : `Laid out ${wholeNumberText(nodes)} things and values.`}
      </p>
      {big && pending ? (
        <progress aria-label="Layout" max={Math.max(total, 1)} value={ticks} className="h-2 w-40 accent-indigo-600" />
      ) : null}
    </div>
  );
}
