import type { Point } from './graph-geometry';

/*
 * The picture's keys, as pure functions: which command a key press asks for,
 * and which node an arrow key reaches. The picture carries the commands out.
 */

export const ARROW_DIRECTIONS: Readonly<Record<string, Point | undefined>> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

export type GraphKeyCommand =
  | { kind: 'move'; direction: Point }
  | { kind: 'pan'; direction: Point }
  | { kind: 'first' | 'last' | 'activate' | 'zoom-in' | 'zoom-out' | 'fit' };

interface KeyPress {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** What a key press on the picture asks for; undefined leaves the key to the browser (and to shortcuts). */
export function graphKeyCommand(press: KeyPress): GraphKeyCommand | undefined {
  if (press.altKey || press.ctrlKey || press.metaKey) return undefined;
  const direction = ARROW_DIRECTIONS[press.key];
  if (direction) return { kind: press.shiftKey ? 'pan' : 'move', direction };
  switch (press.key) {
    case 'Home':
      return { kind: 'first' };
    case 'End':
      return { kind: 'last' };
    case 'Enter':
      return { kind: 'activate' };
    // On many keyboards + needs Shift (and = is the same key), and − is typed as - or _.
    case '+':
    case '=':
      return { kind: 'zoom-in' };
    case '-':
    case '_':
      return { kind: 'zoom-out' };
    case '0':
      return { kind: 'fit' };
    default:
      return undefined;
  }
}

/**
 * The closest node roughly in the direction of an arrow key: straight ahead counts more than off to the side,
 * and only nodes within 60° either side of the arrow count. Of equally close nodes, the first in `positions`'
 * order wins (the graph's order), so the same key from the same node always goes to the same place.
 */
export function nearestInDirection(
  fromId: string,
  direction: Point,
  positions: ReadonlyMap<string, Point>,
): string | undefined {
  const origin = positions.get(fromId);
  if (!origin) return undefined;
  let best: { id: string; score: number } | undefined;
  for (const [id, point] of positions) {
    if (id === fromId) continue;
    const dx = point.x - origin.x;
    const dy = point.y - origin.y;
    const ahead = dx * direction.x + dy * direction.y;
    const aside = Math.abs(dx * direction.y - dy * direction.x);
    // tan(60°) ≈ 1.73; 1.8 keeps a node drawn exactly on the 60° line.
    if (ahead <= 0 || aside > ahead * 1.8) continue;
    const score = ahead + aside * 2;
    if (!best || score < best.score) best = { id, score };
  }
  return best?.id;
}
