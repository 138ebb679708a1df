/*
 * The RPC server's API keys and their scopes: which key may read or write which world.
 */

export interface RpcApiKey {
  key: string;
  /** `resource:action:target`, e.g. `*:*:*`, `namespace:read:samples`, `world:write:samples/solar-system`. */
  scopes: readonly string[];
}

export type Access = 'read' | 'write';

/** Whether a scope (`resource:action:target`) allows `access` to a world (`namespace/id`). */
export function scopeAllows(scope: string, access: Access, namespace: string, id: string): boolean {
  const [resource, action, target] = scope.split(':');
  if (action !== '*' && action !== access) return false;
  if (resource === '*') return target === '*';
  if (resource === 'namespace') return target === '*' || target === namespace;
  if (resource === 'world') return target === '*' || target === `${namespace}/${id}`;
  return false;
}
