import { ALL_FORMS, REST_SEARCH_MAX, type Capabilities } from '../capabilities';

/*
 * What the REST and RPC servers and the offline data can do (capabilities.ts says what each field means). Apart
 * from the capabilities themselves, and loaded only when a connection needs them, so that a first visit to a server
 * of another kind carries none of it.
 */

export const REST_CAPABILITIES: Capabilities = {
  readWorld: true,
  listWorlds: true,
  search: { paging: 'offset', rowLimit: REST_SEARCH_MAX },
  filters: true,
  filtersAlone: true,
  sparql: { forms: ALL_FORMS },
  create: {
    fields: ['name', 'slug', 'description'],
    suggested: 'slug',
    nameOptional: false,
    plainId: false,
    about: 'The REST server asks for a name and a slug.',
  },
  delete: {
    whatHappens:
      'The REST server deletes softly: the world and its data disappear from every read, but the server keeps them, and the world’s slug can never be used for a new world.',
  },
  import: 'replaces',
  export: true,
  log: true,
  description: true,
};

export const RPC_CAPABILITIES: Capabilities = {
  readWorld: true,
  listWorlds: true,
  search: { paging: 'token' },
  filters: true,
  filtersAlone: false,
  sparql: { forms: ['SELECT', 'ASK'] },
  create: {
    fields: ['namespace', 'id', 'name', 'description'],
    suggested: 'id',
    nameOptional: true,
    plainId: false,
    about: 'The RPC server asks for a namespace and an ID; the world’s full ID is namespace/ID.',
  },
  delete: { whatHappens: 'The RPC server deletes the world and its data.' },
  import: 'adds',
  export: true,
  log: false,
  description: true,
};

/**
 * The offline sample data: a connection of its own, answered in this browser by the mock (the described routes,
 * with reads, SPARQL by Oxigraph, and the management the servers have), never a v1 server found to do more.
 */
export const OFFLINE_CAPABILITIES: Capabilities = {
  readWorld: true,
  listWorlds: true,
  search: { paging: 'offset' },
  filters: false,
  filtersAlone: false,
  sparql: { forms: ALL_FORMS },
  create: {
    fields: ['name', 'id', 'description'],
    suggested: 'id',
    nameOptional: false,
    plainId: true,
    about: 'The offline sample data keeps the new world in this browser; “Restore the sample data” removes it.',
  },
  delete: {
    whatHappens:
      'The offline sample data removes it from this browser; “Restore the sample data” brings the samples back.',
  },
  import: 'adds',
  export: true,
  log: false,
  description: true,
};
