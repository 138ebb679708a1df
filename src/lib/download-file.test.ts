import { downloadCsv, downloadText } from './download-file';

function captureDownloads() {
  const saved: Blob[] = [];
  const revokeObjectURL = vi.fn();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push(blob);
      return `blob:download-${saved.length}`;
    },
    revokeObjectURL,
  });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { saved, names, revokeObjectURL };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloads', () => {
  it('revokes the object URL only after the click has been handled, on a later task', () => {
    vi.useFakeTimers();
    const { names, revokeObjectURL } = captureDownloads();
    downloadText('notes.txt', 'hello', 'text/plain');
    expect(names).toEqual(['notes.txt']);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:download-1');
  });

  it('starts a CSV with a byte-order mark, as UTF-8', async () => {
    const { saved } = captureDownloads();
    downloadCsv('rows.csv', 'name\r\nمرحبا 🪐\r\n');
    const blob = saved[0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
