import { openPartReader, type StreamMessage, type StreamRequest } from './import-stream';

/*
 * The reading of a file to import (import-stream.ts), off the page's thread: parsing 100 MB never stalls the page.
 * The page asks for each message in turn ("next"), once it has sent the part before: that is the back-pressure that
 * keeps this worker's memory bounded.
 */

export type WorkerRequest = { start: StreamRequest } | { next: true };

export type WorkerReply = { message: StreamMessage } | { failed: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
};

let reader: Promise<Awaited<ReturnType<typeof openPartReader>>> | undefined;

scope.onmessage = ({ data }) => {
  if ('start' in data) reader = openPartReader(data.start);
  const current = reader;
  if (!current) {
    scope.postMessage({ failed: 'The reading was not started' });
    return;
  }
  void current
    .then((opened) => opened.next())
    .then(
      (message) => scope.postMessage({ message }),
      (error: unknown) => scope.postMessage({ failed: error instanceof Error ? error.message : String(error) }),
    );
};
