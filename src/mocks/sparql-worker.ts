import init, { Store } from 'oxigraph/web.js';
import type { Triple } from '../api/schemas';
import { worldTriples } from './db';
import {
  createSparqlStores,
  SparqlSyntaxError,
  type SparqlKind,
  type SparqlOutcome,
  type TriplesChange,
} from './sparql-engine';

/*
 * The offline mock's SPARQL engine in the browser: Oxigraph's web build, in a worker of its own. Compiling its
 * WebAssembly needs 'wasm-unsafe-eval', which the dashboard's page policy does not grant, and server deployments
 * keep it so: this worker alone is served with a policy that does (deploy/nginx.conf.template). It starts, and
 * fetches its 1.4 MB of gzip WebAssembly, only when the offline mock is first asked for SPARQL.
 */

export interface SparqlWorkerRequest {
  id: number;
  worldId: string;
  text: string;
  kind: SparqlKind;
  /**
   * The world's triples, sent when they differ from the samples' and have changed since last sent (a world created,
   * imported into or deleted: null): the worker has no storage to read them from (db.ts keeps them in localStorage).
   */
  world?: { revision: string; triples: Triple[] | null };
}

/**
 * An outcome, with what an update changed in the world's triples: the page writes it to the offline store (db.ts),
 * which the worker cannot reach, so that it lasts and search and export see it.
 */
export type SparqlWorkerReply =
  | { id: number; outcome: SparqlOutcome | undefined; change?: TriplesChange }
  | { id: number; error: { syntax: boolean; message: string } };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SparqlWorkerRequest>) => void) | null;
  postMessage(reply: SparqlWorkerReply): void;
};

const changed = new Map<string, { revision: string; triples: Triple[] | null }>();
/** What the update being run changed, for its reply. */
const changes: TriplesChange[] = [];

const revision = (worldId: string) => changed.get(worldId)?.revision ?? 'sample';
const stores = init().then(() =>
  createSparqlStores(Store, {
    triples: (worldId) => {
      const known = changed.get(worldId);
      return known ? (known.triples ?? undefined) : worldTriples(worldId);
    },
    revision,
    // The page keeps the change (db.ts) and then sends the world afresh, with its new revision.
    change: (worldId, change) => {
      changes.push(change);
      return revision(worldId);
    },
  }),
);

scope.onmessage = ({ data }) => {
  if (data.world) changed.set(data.worldId, data.world);
  void stores.then(
    (ready) => {
      try {
        changes.length = 0;
        const outcome = ready.run(data.worldId, data.text, data.kind);
        const change = changes.pop();
        scope.postMessage({ id: data.id, outcome, ...(change ? { change } : {}) });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        scope.postMessage({ id: data.id, error: { syntax: error instanceof SparqlSyntaxError, message } });
      }
    },
    (error: unknown) => {
      const message = `The offline SPARQL engine could not start: ${error instanceof Error ? error.message : String(error)}`;
      scope.postMessage({ id: data.id, error: { syntax: false, message } });
    },
  );
};
