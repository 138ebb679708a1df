/*
 * The API keys the dataplane double (src/mocks/dialects/dataplane-keys-handlers.ts) manages: in memory, since only
 * the double serves them (in tests and the end-to-end test server), never the offline mode. It starts with the key
 * the double's namespace token stands for, as the recorded server listed it (recorded/dataplane/85); resetMockDb()
 * brings it back to that.
 */

export interface ApiKeyRecord {
  uid: string;
  name: string;
  namespace: string;
  /** Set when the key is narrowed to one world. */
  worldId?: string;
  scopes: string[];
  /** Epoch milliseconds. */
  createdAt: number;
}

const initialKeys = (): ApiKeyRecord[] => [
  {
    uid: 'a8157cce-3a92-426f-b0b3-eacd9f1541ee',
    name: 'dashboard-dev',
    namespace: 'local-dev',
    scopes: ['data:read', 'data:write'],
    createdAt: Date.parse('2026-11-25T16:04:34.039Z'),
  },
];

let keys = initialKeys();

/** Newest first, as the server lists them (recorded/dataplane/90); only a namespace's when one is given. */
export const listApiKeyRecords = (namespace?: string): ApiKeyRecord[] =>
  keys
    .filter((key) => namespace === undefined || key.namespace === namespace)
    .sort((a, b) => b.createdAt - a.createdAt);

export function addApiKeyRecord(key: Omit<ApiKeyRecord, 'uid' | 'createdAt'>): ApiKeyRecord {
  const record = { ...key, uid: crypto.randomUUID(), createdAt: Date.now() };
  keys = [...keys, record];
  return record;
}

/** False when there is no such key. */
export function removeApiKeyRecord(uid: string): boolean {
  const before = keys.length;
  keys = keys.filter((key) => key.uid !== uid);
  return keys.length < before;
}

export function resetApiKeyRecords() {
  keys = initialKeys();
}
