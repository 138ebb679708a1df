import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('imports once, then hands the module over without a promise', async () => {
    const module = { name: 'dialect' };
    const load = vi.fn(() => Promise.resolve(module));
    const loaded = loadOnce(load);
    const [first, second] = await Promise.all([loaded(), loaded()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(loaded()).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a load that failed', async () => {
    const module = { name: 'dialect' };
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);
    const loaded = loadOnce(load);
    await expect(loaded()).rejects.toThrow('Failed to fetch');
    await expect(loaded()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
