/** What a key may do, as a person chooses it, and the scopes the server grants for it. */
export const ACCESS = {
  read: { label: 'Read', scopes: ['data:read'] },
  'read-write': { label: 'Read and write', scopes: ['data:read', 'data:write'] },
} as const;
export type Access = keyof typeof ACCESS;

/** A key's scopes in a person's words: "Read", "Read and write", or the scopes themselves when they are others. */
export function accessOf(scopes: readonly string[]): string {
  const sorted = [...scopes].sort().join(' ');
  const known = Object.values(ACCESS).find((access) => [...access.scopes].sort().join(' ') === sorted);
  return known ? known.label : scopes.length > 0 ? scopes.join(', ') : 'No scopes';
}
