import { worldIdFromPath, worldSearchPath } from './world-paths';

describe('world IDs in paths', () => {
  it.each([
    '01K4195M00C32H07PN4VT9RZED',
    'samples/solar-system',
    'a%2Fb',
    '100% sure',
    'world with spaces',
    'مرحبا/世界',
    '😀',
  ])('round-trips %j', (worldId) => {
    const path = worldSearchPath(worldId);
    expect(path.split('/')).toHaveLength(4);
    expect(worldIdFromPath(path)).toBe(worldId);
  });

  it('keeps a segment that is not valid percent-encoding as it stands', () => {
    expect(worldIdFromPath('/worlds/50%/edit')).toBe('50%');
  });
});
