import { checkRdfHere, type CheckOptions, type CheckResult, type FileFormat } from './rdf-check';

/* The check of a file (rdf-check.ts), off the page's thread: a 50,000-triple file parses without freezing it. */

export interface CheckRequest extends CheckOptions {
  text: string;
  format: FileFormat;
}

export type CheckMessage = { progress: number } | { result: CheckResult };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckMessage): void;
};

scope.onmessage = ({ data }) => {
  const { text, format, ...options } = data;
  void checkRdfHere(text, format, (triples) => scope.postMessage({ progress: triples }), options).then((result) =>
    scope.postMessage({ result }),
  );
};
