import { ARROW_DIRECTIONS, graphKeyCommand, nearestInDirection } from './graph-keyboard';
import type { Point } from './graph-geometry';

const RIGHT = { x: 1, y: 0 };
const LEFT = { x: -1, y: 0 };
const UP = { x: 0, y: -1 };
const DOWN = { x: 0, y: 1 };
const at = (entries: Record<string, [number, number]>) =>
  new Map<string, Point>(Object.entries(entries).map(([id, [x, y]]) => [id, { x, y }]));

describe('nearestInDirection()', () => {
  it('goes to the nearest node in the direction of the arrow', () => {
    const positions = at({ a: [0, 0], near: [50, 0], far: [200, 0], behind: [-20, 0] });
    expect(nearestInDirection('a', RIGHT, positions)).toBe('near');
    expect(nearestInDirection('a', LEFT, positions)).toBe('behind');
    expect(nearestInDirection('near', RIGHT, positions)).toBe('far');
  });

  it('follows each of the four arrows, in screen coordinates (down is +y)', () => {
    const positions = at({ a: [0, 0], right: [100, 0], left: [-100, 0], above: [0, -100], below: [0, 100] });
    expect(nearestInDirection('a', ARROW_DIRECTIONS.ArrowRight ?? RIGHT, positions)).toBe('right');
    expect(nearestInDirection('a', ARROW_DIRECTIONS.ArrowLeft ?? LEFT, positions)).toBe('left');
    expect(nearestInDirection('a', ARROW_DIRECTIONS.ArrowUp ?? UP, positions)).toBe('above');
    expect(nearestInDirection('a', ARROW_DIRECTIONS.ArrowDown ?? DOWN, positions)).toBe('below');
  });

  it('finds nothing when no node lies in that direction', () => {
    const positions = at({ a: [0, 0], left: [-100, 0], below: [0, 100] });
    expect(nearestInDirection('a', RIGHT, positions)).toBeUndefined();
    expect(nearestInDirection('a', UP, positions)).toBeUndefined();
  });

  it('ignores nodes more than about 60° off the arrow, and those level with the start', () => {
    const positions = at({ a: [0, 0], steep: [10, 100], level: [0, 40] });
    expect(nearestInDirection('a', RIGHT, positions)).toBeUndefined();
    const within = at({ a: [0, 0], slanted: [50, 85] });
    expect(nearestInDirection('a', RIGHT, within)).toBe('slanted');
  });

  it('prefers a node straight ahead over a nearer one off to the side', () => {
    const positions = at({ a: [0, 0], aside: [40, 30], ahead: [80, 0] });
    expect(nearestInDirection('a', RIGHT, positions)).toBe('ahead');
  });

  it('breaks a tie by the graph’s order, the same way every time', () => {
    const positions = at({ a: [0, 0], upper: [100, -20], lower: [100, 20] });
    expect(nearestInDirection('a', RIGHT, positions)).toBe('upper');
    const reversed = at({ a: [0, 0], lower: [100, 20], upper: [100, -20] });
    expect(nearestInDirection('a', RIGHT, reversed)).toBe('lower');
  });

  it('finds nothing from a node that is not drawn, or alone', () => {
    expect(nearestInDirection('missing', RIGHT, at({ a: [0, 0], b: [10, 0] }))).toBeUndefined();
    expect(nearestInDirection('a', RIGHT, at({ a: [0, 0] }))).toBeUndefined();
  });
});

describe('graphKeyCommand()', () => {
  const press = (
    key: string,
    modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
  ) => graphKeyCommand({ key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

  it('moves between nodes with the arrows, and pans with Shift and an arrow', () => {
    expect(press('ArrowLeft')).toEqual({ kind: 'move', direction: LEFT });
    expect(press('ArrowUp', { shiftKey: true })).toEqual({ kind: 'pan', direction: UP });
  });

  it('reads Home, End, Enter, the zoom keys and 0', () => {
    expect(['Home', 'End', 'Enter', '+', '=', '-', '_', '0'].map((key) => press(key)?.kind)).toEqual([
      'first',
      'last',
      'activate',
      'zoom-in',
      'zoom-in',
      'zoom-out',
      'zoom-out',
      'fit',
    ]);
    expect(press('+', { shiftKey: true })).toEqual({ kind: 'zoom-in' });
  });

  it('leaves other keys, and any key with Alt, Ctrl or Cmd, to the browser', () => {
    expect(press('a')).toBeUndefined();
    expect(press('Tab')).toBeUndefined();
    expect(press('ArrowRight', { altKey: true })).toBeUndefined();
    expect(press('0', { ctrlKey: true })).toBeUndefined();
    expect(press('+', { metaKey: true })).toBeUndefined();
  });
});
