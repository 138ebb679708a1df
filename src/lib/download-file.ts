/*
 * The one way the dashboard saves a file: through a temporary object URL and a link's download. A download is
 * allowed by the production content security policy, unlike a blob: image.
 */

/** Saves a file through a temporary object URL. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  /*
   * Revoked on a later task, not at once: click() only queues the download, and the browser fetches the blob: URL
   * after this code returns (Firefox and Safari have been seen to fail a download whose URL was revoked in the same
   * task). Once the download has started, the browser holds the blob itself, so the URL can go.
   */
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file. */
export function downloadText(fileName: string, text: string, type: string) {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** A byte-order mark, so that a spreadsheet reads a CSV file as UTF-8 (right-to-left text, emoji) and not as ANSI. */
const BYTE_ORDER_MARK = '\uFEFF';

/** Saves CSV text (RFC 4180), as UTF-8 with a byte-order mark. */
export function downloadCsv(fileName: string, csv: string) {
  downloadText(fileName, BYTE_ORDER_MARK + csv, 'text/csv;charset=utf-8');
}
