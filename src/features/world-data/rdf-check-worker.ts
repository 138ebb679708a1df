import { checkRdfHere, type CheckResult, type FileFormat } from './rdf-check';

/* The check of a file (rdf-check.ts), off the page's thread: a 50,000-triple file parses without freezing it. */

export interface CheckRequest {
  text: string;
  format: FileFormat;
}

export type CheckMessage = { progress: number } | { result: CheckResult };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckMessage): void;
};

scope.onmessage = ({ data }) => {
  void checkRdfHere(data.text, data.format, (triples) => scope.postMessage({ progress: triples })).then((result) =>
    scope.postMessage({ result }),
  );
};
