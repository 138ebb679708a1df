import { downloadBlob } from './download-file';

/*
 * Where a file of any size goes as it is made, part by part. Where the browser has the File System Access API, the
 * person picks the file and each part is written to it as it comes, so memory holds one part; the browser writes to
 * a temporary file and puts it in place only on close, so an aborted file is never left half-written. Elsewhere the
 * parts are gathered in Blobs (never one big string) and handed to the browser's downloads at the end.
 */

export interface FileSink {
  /** `file`: written to the file the person picked, as it goes; `download`: handed to the downloads at the end. */
  readonly kind: 'file' | 'download';
  /** The file's name: the one the person picked, or the one suggested. */
  readonly name: string;
  write(bytes: Uint8Array): Promise<void>;
  /** Only once this resolves is the file written (or, for a download, handed to the browser). */
  close(): Promise<void>;
  /** Drops what was written: nothing is put in the file's place, nothing is downloaded. */
  abort(): Promise<void>;
}

export interface FileKind {
  /** For the picker's list of types: "Turtle". */
  description: string;
  mediaType: string;
  /** With its dot: ".ttl". */
  extension: string;
}

type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle>;

/** Bytes gathered before they are folded into a Blob, which the browser may keep out of the page's memory. */
const FOLD_BYTES = 4 * 1024 * 1024;

function downloadSink(name: string, mediaType: string): FileSink {
  const blobs: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const fold = () => {
    if (pending.length > 0) blobs.push(new Blob(pending as BlobPart[]));
    pending = [];
    pendingBytes = 0;
  };
  return {
    kind: 'download',
    name,
    write(bytes) {
      pending.push(bytes);
      pendingBytes += bytes.byteLength;
      if (pendingBytes >= FOLD_BYTES) fold();
      return Promise.resolve();
    },
    close() {
      fold();
      downloadBlob(name, new Blob(blobs, { type: mediaType }));
      return Promise.resolve();
    },
    abort() {
      blobs.length = 0;
      pending = [];
      return Promise.resolve();
    },
  };
}

/**
 * A sink for a file named `suggestedName`. Call it from the click that asked for the file: the browser opens its
 * picker only then. Resolves to undefined when the person closes the picker without choosing.
 */
export async function chooseFileSink(suggestedName: string, kind: FileKind): Promise<FileSink | undefined> {
  const picker = (window as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (!picker) return downloadSink(suggestedName, kind.mediaType);
  let handle: FileSystemFileHandle;
  try {
    handle = await picker({
      suggestedName,
      types: [{ description: kind.description, accept: { [kind.mediaType]: [kind.extension] } }],
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    // Refused (no gesture left, an embedding page's policy): the download still works.
    return downloadSink(suggestedName, kind.mediaType);
  }
  const writable = await handle.createWritable();
  return {
    kind: 'file',
    name: handle.name,
    write: (bytes) => writable.write(bytes as BufferSource),
    close: () => writable.close(),
    abort: () => writable.abort(),
  };
}
