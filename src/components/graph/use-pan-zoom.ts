import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type D3ZoomEvent, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { zoomStep } from './graph-labels';
import type { GraphLayout, Point } from './graph-geometry';

const SCALE_EXTENT: [number, number] = [0.1, 4];
/** A node reached by the keyboard closer than this to the frame's edge is brought into view. */
const REVEAL_MARGIN = 40;

/**
 * Pan and zoom of the picture, by d3-zoom: mouse drag, wheel and pinch, and the
 * keyboard and buttons through the functions returned. d3 sets the scene's
 * transform directly, so panning never re-renders the picture; `scale` (the
 * zoom, by steps) changes only when a zoom crosses a step, for what is drawn at
 * a size on screen (text, tap targets). Each new layout starts fitted to the
 * frame, before it is painted.
 */
export function usePanZoom(svgRef: RefObject<SVGSVGElement | null>, layout: GraphLayout) {
  const sceneRef = useRef<SVGGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown>>(null);
  const [scale, setScale] = useState(1);

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
        setScale(zoomStep(event.transform.k));
      });
    // A double-click on a node shows its neighbourhood, so it must not also zoom.
    select(svg).call(behavior).on('dblclick.zoom', null);
    zoomRef.current = behavior;
    return () => {
      select(svg).on('.zoom', null);
    };
  }, [svgRef]);

  useLayoutEffect(() => fitToFrame(svgRef.current, zoomRef.current, layout), [svgRef, layout]);

  const fit = () => fitToFrame(svgRef.current, zoomRef.current, layout);
  const zoomBy = (factor: number) => {
    if (svgRef.current && zoomRef.current) {
      const behavior = zoomRef.current;
      select(svgRef.current).call((selection) => behavior.scaleBy(selection, factor));
    }
  };
  /** Moves the picture by screen pixels, whatever the zoom. */
  const panBy = (dx: number, dy: number) => {
    const svg = svgRef.current;
    if (!svg || !zoomRef.current) return;
    const k = zoomTransform(svg).k;
    const behavior = zoomRef.current;
    select(svg).call((selection) => behavior.translateBy(selection, dx / k, dy / k));
  };
  /** Centres a point of the picture when it is outside the frame (or near its edge); leaves it alone otherwise. */
  const reveal = (point: Point) => {
    const svg = svgRef.current;
    if (!svg || !zoomRef.current) return;
    const [x, y] = zoomTransform(svg).apply([point.x, point.y]);
    const { width, height } = svg.getBoundingClientRect();
    if (x < REVEAL_MARGIN || y < REVEAL_MARGIN || x > width - REVEAL_MARGIN || y > height - REVEAL_MARGIN) {
      const behavior = zoomRef.current;
      select(svg).call((selection) => behavior.translateTo(selection, point.x, point.y));
    }
  };

  return { sceneRef, scale, fit, zoomBy, panBy, reveal };
}

function fitToFrame(
  svg: SVGSVGElement | null,
  behavior: ZoomBehavior<SVGSVGElement, unknown> | null,
  layout: GraphLayout,
) {
  if (svg && behavior)
    select(svg).call((selection) => behavior.transform(selection, fitTransform(layout, svg.getBoundingClientRect())));
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
