import { hash64 } from './hash';

/*
 * Page tokens: the position and what it belongs to, base64url-encoded JSON,
 * then a signature. A changed byte, or a token of another query, is a 400.
 */
const TOKEN_SECRET = 'worlds-rpc-double';

interface PageTokenPayload {
  kind: 'list' | 'search';
  /** What the token belongs to: the parent of a list, or the world and query of a search. */
  scope: string;
  offset: number;
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function signPageToken(payload: PageTokenPayload): string {
  const body = base64url(JSON.stringify(payload));
  return `${body}.${hash64(`${TOKEN_SECRET}\n${body}`)}`;
}

export function readPageToken(token: string, kind: PageTokenPayload['kind'], scope: string): number | undefined {
  const [body, signature, ...extra] = token.split('.');
  if (!body || extra.length > 0 || signature !== hash64(`${TOKEN_SECRET}\n${body}`)) return undefined;
  try {
    const payload = JSON.parse(fromBase64url(body)) as Partial<PageTokenPayload>;
    return payload.kind === kind && payload.scope === scope && Number.isInteger(payload.offset)
      ? payload.offset
      : undefined;
  } catch {
    return undefined;
  }
}
