import { saveConnection } from '../api/connection';
import { dataplaneHandlers } from '../mocks/dialects/dataplane-handlers';
import { server } from '../mocks/node';

/** Where the screen tests' dataplane double answers, and its key. */
export const DATAPLANE = 'https://dataplane.example';
const KEY = 'wzw_k';

/** Every test of the file speaks to the dataplane double, as a connection with its base URL and key. */
export function onTheDataplaneDouble() {
  beforeEach(() => {
    server.use(...dataplaneHandlers({ apiKey: KEY, origin: DATAPLANE }));
    saveConnection({ mode: 'server', baseUrl: DATAPLANE, apiKey: KEY, dialect: 'dataplane' });
  });
}
