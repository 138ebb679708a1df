import { changeWorldTriples, worldRevision, worldTriples } from './db';
import { SparqlSyntaxError, type SparqlEngine, type SparqlOutcome } from './sparql-engine';
import type { SparqlWorkerReply, SparqlWorkerRequest } from './sparql-worker';

/*
 * The page's side of the offline SPARQL worker (sparql-worker.ts): started on the first SPARQL request, then
 * kept for the page's life, one answer per request by its number.
 */

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { worldId: string; resolve: (outcome: SparqlOutcome | undefined) => void; reject: (error: Error) => void }
>();

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./sparql-worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = ({ data }: MessageEvent<SparqlWorkerReply>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (!waiting) return;
    if ('outcome' in data) {
      // Kept in the offline store; the world's new revision there makes the next request send the worker the world
      // afresh, so the two never differ (after "Restore the sample data" too).
      if (data.change) changeWorldTriples(waiting.worldId, data.change);
      waiting.resolve(data.outcome);
    } else
      waiting.reject(data.error.syntax ? new SparqlSyntaxError(data.error.message) : new Error(data.error.message));
  };
  // A worker that cannot load at all fails every request waiting on it, and the next request starts another.
  created.onerror = (event) => {
    for (const { reject } of pending.values()) reject(new Error(`The offline SPARQL engine failed: ${event.message}`));
    pending.clear();
    worker = undefined;
    sent.clear();
  };
  worker = created;
  return created;
}

/** The revision of each changed world that the worker has been sent (db.ts keeps them; the worker cannot read it). */
const sent = new Map<string, string>();

export const workerSparqlEngine: SparqlEngine = (worldId, text, kind) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { worldId, resolve, reject });
    const revision = worldRevision(worldId);
    // After "Restore the sample data" a world sent before is sent again, as shipped (or as gone).
    const send = sent.get(worldId) !== revision && (revision !== 'sample' || sent.has(worldId));
    const request: SparqlWorkerRequest = {
      id,
      worldId,
      text,
      kind,
      ...(send ? { world: { revision, triples: worldTriples(worldId) ?? null } } : {}),
    };
    started().postMessage(request);
    if (send) sent.set(worldId, revision);
  });
