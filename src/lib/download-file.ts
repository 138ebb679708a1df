/*
 * Saving a file from the page through a temporary object URL. A download is
 * allowed by the production content security policy, unlike a blob: image.
 */

/** Saves a file through a temporary object URL. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file. */
export function downloadText(fileName: string, text: string, type: string) {
  downloadBlob(fileName, new Blob([text], { type }));
}
