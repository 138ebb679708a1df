import type { StreamMessage, StreamRequest } from './import-stream';
import type { WorkerReply, WorkerRequest } from './import-stream-worker';

/*
 * The parts of a file to import, one message at a time (import-stream.ts): read in a worker of its own, ended with
 * the import, or here where there are no workers (the unit tests' jsdom). `stop` ends the reading at once.
 */
export interface PartSource {
  next(): Promise<StreamMessage>;
  stop(): void;
}

export function readParts(request: StreamRequest): PartSource {
  if (typeof Worker === 'undefined') {
    const opened = import('./import-stream').then(({ openPartReader }) => openPartReader(request));
    return { next: () => opened.then((reader) => reader.next()), stop: () => undefined };
  }
  const worker = new Worker(new URL('./import-stream-worker.ts', import.meta.url), { type: 'module' });
  let started = false;
  let stopped = false;
  return {
    next() {
      if (stopped) return Promise.reject(new Error('The reading of the file was stopped'));
      return new Promise<StreamMessage>((resolve, reject) => {
        worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
          if ('message' in data) resolve(data.message);
          else reject(new Error(`The file could not be read: ${data.failed}`));
        };
        worker.onerror = (event) => reject(new Error(`The file could not be read: ${event.message}`));
        worker.postMessage((started ? { next: true } : { start: request }) satisfies WorkerRequest);
        started = true;
      });
    },
    stop() {
      stopped = true;
      worker.terminate();
    },
  };
}
