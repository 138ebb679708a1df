import type { ApiDialect } from './connection';

/* What the settings call each dialect: apart from connection.ts, so that a first visit, which names none, carries none. */

export const DIALECT_NAMES: Record<ApiDialect, string> = {
  v1: 'Worlds API v1',
  rest: 'Worlds REST API',
  rpc: 'Worlds RPC API',
  dataplane: 'Worlds API (dataplane)',
};
