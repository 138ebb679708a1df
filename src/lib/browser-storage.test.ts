import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: what it learnt of the browser (refused, kept in memory) is per page. */
async function freshStorage() {
  vi.resetModules();
  return import('./browser-storage');
}

describe('browser storage once localStorage is full', () => {
  beforeEach(() => localStorage.clear());

  it('still reads what was stored before, and reads back what it could not store', async () => {
    const { readStored, writeStored } = await freshStorage();
    writeStored('device', 'connection', 'remembered before');
    // More than the browser's 5 MB: an offline import of a large file writes the world's triples like this.
    const tooBig = 'x'.repeat(6 * 1024 * 1024);
    writeStored('device', 'offline-worlds', tooBig);

    expect(localStorage.getItem('offline-worlds')).toBeNull();
    expect(readStored('device', 'offline-worlds')).toBe(tooBig);
    expect(readStored('device', 'connection')).toBe('remembered before');
  });

  it('says the area is refused, and forgets in this page a key removed after it', async () => {
    const { readStored, removeStored, writeStored, useRefusedStorage } = await freshStorage();
    const { renderHook, waitFor } = await import('@testing-library/react');
    writeStored('device', 'recent', 'a world');
    writeStored('device', 'offline-worlds', 'x'.repeat(6 * 1024 * 1024));
    const { result } = renderHook(() => useRefusedStorage());
    await waitFor(() => expect(result.current).toEqual(['device']));

    removeStored('device', 'recent');
    expect(readStored('device', 'recent')).toBeNull();
    writeStored('device', 'recent', 'another world');
    expect(readStored('device', 'recent')).toBe('another world');
  });
});
