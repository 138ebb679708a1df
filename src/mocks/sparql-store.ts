import { Store } from 'oxigraph';
import { createSparqlStores, type SparqlEngine } from './sparql-engine';

/*
 * The SPARQL engine in Node, for the doubles in the end-to-end test server and for the offline mock in Vitest:
 * Oxigraph's Node build, which loads its WebAssembly itself.
 */
const stores = createSparqlStores(Store);

export const runSparql = stores.run;
export const resetSparqlStores = stores.reset;
export const nodeSparqlEngine: SparqlEngine = (worldId, text, kind) => Promise.resolve(stores.run(worldId, text, kind));
