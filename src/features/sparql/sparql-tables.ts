import type { SparqlSelect } from '../../api/sparql';
import { csvField } from '../../lib/export-formats';
import { termId, type RdfTerm } from '../../lib/rdf-term';

/*
 * A SELECT's rows as files (CSV and TSV as SPARQL 1.1 Query Results CSV and TSV write them: CSV with plain values,
 * TSV with each term in its SPARQL form), and the text a row is sorted and filtered by.
 */

/** A term as text: an IRI or a literal's value, a blank node as _:b0. */
export function termText(term: RdfTerm | undefined): string {
  if (!term) return '';
  return term.kind === 'blank' ? `_:${term.value}` : term.value;
}

export function selectToCsv({ vars, rows }: SparqlSelect): string {
  // The header is guarded as the cells are (csvField): a column named like a formula must not run in a spreadsheet.
  return [
    vars.map(csvField).join(','),
    ...rows.map((row) => vars.map((name) => csvField(termText(row[name]))).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}

const tsvEscape = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');

function tsvTerm(term: RdfTerm | undefined): string {
  if (!term) return '';
  if (term.kind !== 'literal') return term.kind === 'iri' ? `<${term.value}>` : termId(term);
  const literal = `"${tsvEscape(term.value)}"`;
  if (term.language) return `${literal}@${term.language}`;
  return term.datatype ? `${literal}^^<${term.datatype}>` : literal;
}

export function selectToTsv({ vars, rows }: SparqlSelect): string {
  return [
    vars.map((name) => `?${name}`).join('\t'),
    ...rows.map((row) => vars.map((name) => tsvTerm(row[name])).join('\t')),
  ]
    .map((line) => `${line}\n`)
    .join('');
}
