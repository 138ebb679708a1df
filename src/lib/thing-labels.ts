/*
 * The names people give things in RDF, and which one to show: the reader's languages first, then English, then
 * one without a language, then any; among equals, the more usual predicate. One list and one ranking for the
 * thing's view, the graph's captions and the SPARQL examples.
 */

export const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

/** Label predicates, the most usual first. */
export const LABEL_PREDICATES = [
  'http://www.w3.org/2000/01/rdf-schema#label',
  'http://www.w3.org/2004/02/skos/core#prefLabel',
  'http://schema.org/name',
  'https://schema.org/name',
  'http://purl.org/dc/terms/title',
  'http://purl.org/dc/elements/1.1/title',
  'http://xmlns.com/foaf/0.1/name',
] as const;

export const isLabelPredicate = (iri: string) => (LABEL_PREDICATES as readonly string[]).includes(iri);

export interface LabelLiteral {
  predicate: string;
  value: string;
  language?: string;
}

/**
 * How well a label's language suits the reader of `languages` (navigator.languages); lower is better. An exact tag
 * beats the same language in another region, an earlier language beats a later one; then English, then a label with
 * no language, then any other.
 */
export function languageRank(tag: string | undefined, languages: readonly string[]): number {
  const wanted = languages.map((language) => language.toLowerCase());
  const last = wanted.length * 2;
  if (tag === undefined) return last + 1;
  const lower = tag.toLowerCase();
  const primary = lower.split('-')[0];
  for (const [index, language] of wanted.entries()) {
    if (language === lower) return index * 2;
    if (language.split('-')[0] === primary) return index * 2 + 1;
  }
  return primary === 'en' ? last : last + 2;
}

/**
 * Where a label stands among a thing's labels, for the reader of `languages`: the language decides first, then the
 * predicate (the more usual first). Undefined for a predicate that is not a label's, or an empty label.
 */
export function labelRank(label: LabelLiteral, languages: readonly string[]): number | undefined {
  const predicate = LABEL_PREDICATES.findIndex((known) => known === label.predicate);
  if (predicate < 0 || label.value.trim() === '') return undefined;
  return languageRank(label.language, languages) * LABEL_PREDICATES.length + predicate;
}

/** The label to show among a thing's labels, for a reader of `languages` (navigator.languages). */
export function pickLabel(labels: readonly LabelLiteral[], languages: readonly string[]): LabelLiteral | undefined {
  let best: { label: LabelLiteral; rank: number } | undefined;
  for (const label of labels) {
    const rank = labelRank(label, languages);
    if (rank !== undefined && (best === undefined || rank < best.rank)) best = { label, rank };
  }
  return best?.label;
}
