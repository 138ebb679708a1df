/*
 * What is awkward in a URL: every character outside RFC 3986's unreserved set (letters A-Z a-z, digits, "-", ".",
 * "_", "~") must be percent-encoded in a path, so an ID or slug holding one is hard to type, read or share. The
 * servers accept them (the REST server takes "Bad Slug!" as a slug, the RPC server "Tmp Space!" as a namespace);
 * the dashboard asks for IDs without them.
 */

const UNRESERVED = /[A-Za-z0-9._~-]/u;

const named: Record<string, string> = { ' ': 'space', '\t': 'tab', '/': '/ (slash)' };

/** The distinct characters of `text` that are awkward in a URL, each named as a person would read it. */
export function awkwardInUrl(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) if (!UNRESERVED.test(char)) found.add(named[char] ?? `“${char}”`);
  return [...found];
}

/** A slug suggested from a name: "Solar System!" → "solar-system". */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
