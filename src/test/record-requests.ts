import { server } from '../mocks/node';

interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/**
 * Records the requests the app sends (after they reach the offline server's
 * real handlers), for the few tests whose point is what goes over the wire.
 */
export function recordRequests() {
  const requests: RecordedRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    pending.push(
      copy.text().then((text) => {
        requests.push({
          method: request.method,
          url: new URL(request.url),
          headers: request.headers,
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
        });
      }),
    );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return {
    /** Every request, in the order they were sent, once their bodies are read. */
    async all() {
      await Promise.all(pending);
      return [...requests];
    },
    /** The requests with this method, once their bodies are read. */
    async withMethod(method: string) {
      await Promise.all(pending);
      return requests.filter((request) => request.method === method);
    },
  };
}
