import { dataplaneHandlers } from '../mocks/dialects/dataplane-handlers';
import { dataplaneWorldId } from '../mocks/dialects/dataplane-world';
import { restHandlers, restWorldId } from '../mocks/dialects/rest-handlers';
import { RPC_NAMESPACE, rpcHandlers } from '../mocks/dialects/rpc-handlers';

/** The key and address the doubles below are connected with. */
export const DOUBLE_KEY = 'test-key';
export const DOUBLE_BASE = 'https://worlds.example';

/** The doubles of the servers that answer SPARQL, each with its Solar System world's ID: for `describe.each`. */
export const sparqlDoubles = [
  {
    dialect: 'rest',
    handlers: () => restHandlers({ apiKey: DOUBLE_KEY }),
    world: () => restWorldId('solar-system') ?? '',
  },
  {
    dialect: 'rpc',
    handlers: () => rpcHandlers({ apiKey: DOUBLE_KEY }),
    world: () => `${RPC_NAMESPACE}/solar-system`,
  },
  {
    dialect: 'dataplane',
    handlers: () => dataplaneHandlers({ apiKey: DOUBLE_KEY, origin: DOUBLE_BASE }),
    world: () => dataplaneWorldId('solar-system') ?? '',
  },
] as const;
