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

  it('says the area is full, not refused, and forgets in this page a key removed after it', async () => {
    const { readStored, removeStored, writeStored, useStorageLosses } = await freshStorage();
    const { renderHook, waitFor } = await import('@testing-library/react');
    writeStored('device', 'recent', 'a world');
    writeStored('device', 'offline-worlds', 'x'.repeat(6 * 1024 * 1024));
    const { result } = renderHook(() => useStorageLosses());
    await waitFor(() => expect(result.current).toEqual([{ area: 'device', cause: 'full' }]));

    removeStored('device', 'recent');
    expect(readStored('device', 'recent')).toBeNull();
    writeStored('device', 'recent', 'another world');
    expect(readStored('device', 'recent')).toBe('another world');
  });

  it('keeps what is written after in this page only, and frees the browser’s room when a key is removed', async () => {
    const { readStored, removeStored, writeStored } = await freshStorage();
    writeStored('device', 'offline-worlds', 'saved before');
    writeStored('device', 'offline-worlds', 'x'.repeat(6 * 1024 * 1024));
    // A write that would fit now is kept in the page too: the page reads back what it wrote, whatever the browser holds.
    writeStored('device', 'offline-worlds', 'a part more');
    expect(readStored('device', 'offline-worlds')).toBe('a part more');
    expect(localStorage.getItem('offline-worlds')).toBe('saved before');

    // Restore the sample data: the next visit has the room again.
    removeStored('device', 'offline-worlds');
    expect(localStorage.getItem('offline-worlds')).toBeNull();
    expect(readStored('device', 'offline-worlds')).toBeNull();
  });
});

describe('browser storage that the browser refuses', () => {
  it('says the area is refused', async () => {
    const { readStored, useStorageLosses } = await freshStorage();
    const { renderHook, waitFor } = await import('@testing-library/react');
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(readStored('device', 'recent')).toBeNull();
      const { result } = renderHook(() => useStorageLosses());
      await waitFor(() => expect(result.current).toEqual([{ area: 'device', cause: 'refused' }]));
    } finally {
      spy.mockRestore();
    }
  });
});
