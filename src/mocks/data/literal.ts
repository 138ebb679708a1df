// N-Triples STRING_LITERAL_QUOTE may not contain a raw `"`, `\`, LF or CR,
// so exactly these four are escaped; everything else (tabs, emoji, RTL text)
// stays as it is.
const escapeLexical = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

/** `"text"@lang`, e.g. `langLiteral('Terre', 'fr')` → `"Terre"@fr`. */
export const langLiteral = (text: string, lang: string): string => `"${escapeLexical(text)}"@${lang}`;

/** `"lexical"^^<datatype>`, e.g. `"42"^^<http://www.w3.org/2001/XMLSchema#integer>`. */
export const typedLiteral = (lexical: string, datatypeIri: string): string =>
  `"${escapeLexical(lexical)}"^^<${datatypeIri}>`;

const namespace =
  (base: string) =>
  (local: string): string =>
    base + local;

export const vocab = {
  rdf: namespace('http://www.w3.org/1999/02/22-rdf-syntax-ns#'),
  rdfs: namespace('http://www.w3.org/2000/01/rdf-schema#'),
  owl: namespace('http://www.w3.org/2002/07/owl#'),
  xsd: namespace('http://www.w3.org/2001/XMLSchema#'),
  schema: namespace('http://schema.org/'),
  foaf: namespace('http://xmlns.com/foaf/0.1/'),
  dcterms: namespace('http://purl.org/dc/terms/'),
  skos: namespace('http://www.w3.org/2004/02/skos/core#'),
  wd: namespace('http://www.wikidata.org/entity/'),
  wdt: namespace('http://www.wikidata.org/prop/direct/'),
} as const;
