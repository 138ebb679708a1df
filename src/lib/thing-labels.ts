/*
 * The names people give things in RDF, and which one to show: the reader's languages first, then English, then
 * one without a language, then any; among equals, the more usual predicate.
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

export interface LabelLiteral {
  predicate: string;
  value: string;
  language?: string;
}

function languageRank(language: string | undefined, languages: readonly string[]): number {
  if (language === undefined) return languages.length + 1;
  const tag = language.toLowerCase();
  const index = languages.findIndex((wanted) => {
    const want = wanted.toLowerCase();
    return tag === want || tag.startsWith(`${want}-`) || want.startsWith(`${tag}-`);
  });
  if (index >= 0) return index;
  return tag === 'en' || tag.startsWith('en-') ? languages.length : languages.length + 2;
}

/** The label to show among a thing's labels, for a reader of `languages` (navigator.languages). */
export function pickLabel(labels: readonly LabelLiteral[], languages: readonly string[]): LabelLiteral | undefined {
  let best: { label: LabelLiteral; rank: number } | undefined;
  for (const label of labels) {
    const predicate = LABEL_PREDICATES.findIndex((known) => known === label.predicate);
    const rank = languageRank(label.language, languages) * 100 + (predicate < 0 ? 99 : predicate);
    if (label.value.trim() !== '' && (best === undefined || rank < best.rank)) best = { label, rank };
  }
  return best?.label;
}
