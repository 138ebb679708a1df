/*
 * Well-known namespaces, for showing IRIs compactly (`rdfs:label`, `wd:Q405`).
 * A short hand-kept list of the prefixes people read every day (prefix.cc's
 * most used, plus Wikidata's and DBpedia's), rather than the full prefix.cc
 * map of thousands: compaction is for display, and a rare prefix would read
 * worse than the IRI it hides.
 */
export const WELL_KNOWN_PREFIXES: Readonly<Record<string, string>> = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  schema: 'http://schema.org/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  dc: 'http://purl.org/dc/elements/1.1/',
  dcterms: 'http://purl.org/dc/terms/',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  prov: 'http://www.w3.org/ns/prov#',
  dcat: 'http://www.w3.org/ns/dcat#',
  sh: 'http://www.w3.org/ns/shacl#',
  geo: 'http://www.opengis.net/ont/geosparql#',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  void: 'http://rdfs.org/ns/void#',
  wd: 'http://www.wikidata.org/entity/',
  wdt: 'http://www.wikidata.org/prop/direct/',
  p: 'http://www.wikidata.org/prop/',
  ps: 'http://www.wikidata.org/prop/statement/',
  pq: 'http://www.wikidata.org/prop/qualifier/',
  wikibase: 'http://wikiba.se/ontology#',
  dbr: 'http://dbpedia.org/resource/',
  dbo: 'http://dbpedia.org/ontology/',
  dbp: 'http://dbpedia.org/property/',
};

// Longest namespace first, so `ps:` wins over `p:` for a statement IRI; then the aliases (schema.org is written with
// both schemes in the wild). One list, made once: a page of results compacts some 60 IRIs per render.
const NAMESPACES: ReadonlyArray<{ prefix: string; namespace: string }> = [
  ...Object.entries(WELL_KNOWN_PREFIXES)
    .map(([prefix, namespace]) => ({ prefix, namespace }))
    .sort((a, b) => b.namespace.length - a.namespace.length),
  { prefix: 'schema', namespace: 'https://schema.org/' },
];

// A local name that still has a path or fragment in it would read as a false CURIE.
const LOCAL_NAME = /^[^\s/#?]*$/;

/** `rdfs:label` for `http://www.w3.org/2000/01/rdf-schema#label`, or undefined when no well-known prefix fits. */
export function compactIri(iri: string): string | undefined {
  for (const { prefix, namespace } of NAMESPACES) {
    if (!iri.startsWith(namespace)) continue;
    const local = iri.slice(namespace.length);
    if (LOCAL_NAME.test(local)) return `${prefix}:${local}`;
  }
  return undefined;
}

/** Splits an IRI after its last `/` or `#`, so the local name can stand out from its namespace. */
export function splitIri(iri: string): { namespace: string; local: string } {
  const cut = Math.max(iri.lastIndexOf('/'), iri.lastIndexOf('#')) + 1;
  if (cut <= 0 || cut >= iri.length) return { namespace: '', local: iri };
  return { namespace: iri.slice(0, cut), local: iri.slice(cut) };
}
