/*
 * A small, synchronous string hash for the dialect doubles: stable IDs, ETags
 * and page-token signatures. Not cryptographic: a test double only needs to be
 * deterministic and to notice a changed byte. (crypto.subtle would be async and
 * is missing from jsdom, where the Vitest tests run.)
 */

/** FNV-1a over UTF-16 code units, 32 bits, from an optional seed. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** 64 bits of hash as 16 hex digits, from two differently seeded passes. */
export function hash64(text: string): string {
  const hex = (value: number) => value.toString(16).padStart(8, '0');
  return hex(fnv1a(text)) + hex(fnv1a(text, 0x01234567));
}
