import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { nodeSparqlEngine } from './sparql-store';

// The offline mock as the browser runs it, SPARQL included (there in a worker, here in Node).
export const server = setupServer(...createHandlers('*', nodeSparqlEngine));
