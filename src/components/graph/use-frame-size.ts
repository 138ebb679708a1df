import { useLayoutEffect, useState, type RefObject } from 'react';

export interface FrameSize {
  /** The picture's height in CSS pixels. */
  height: number;
  /** Its width over its height, which the layout takes the shape of. */
  aspect: number;
}

/** Never shorter than this: on a short window, a usable picture that needs a scroll beats a sliver. */
const floorHeight = () => Math.min(window.innerHeight * 0.65, 34 * 16);

/**
 * The height that fills the window below what is above the picture, less what stays under it (its hint) and
 * what covers the window's bottom: the page says how much with `scroll-padding-bottom` (a sticky pager).
 */
function fillingHeight(svg: SVGSVGElement): number {
  const frame = svg.parentElement;
  const top = svg.getBoundingClientRect().top + window.scrollY;
  const below = frame ? frame.getBoundingClientRect().bottom - svg.getBoundingClientRect().bottom : 0;
  const covered = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
  return Math.round(Math.max(floorHeight(), window.innerHeight - top - below - covered));
}

/**
 * The picture's size, measured once it is in the page and before it is painted, so that it is laid out once,
 * for the frame it is drawn in. `null` until then. A resized window changes the height, not the layout.
 */
export function useFrameSize(svgRef: RefObject<SVGSVGElement | null>, estimatedAspect: () => number) {
  const [size, setSize] = useState<FrameSize | null>(null);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const height = fillingHeight(svg);
    const width = svg.getBoundingClientRect().width;
    setSize({ height, aspect: width > 0 ? width / height : estimatedAspect() });
    const onResize = () => setSize((current) => current && { ...current, height: fillingHeight(svg) });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [svgRef, estimatedAspect]);
  return size;
}
