import { Store } from 'oxigraph';
import { describe, expect, it } from 'vitest';
import { selectJsonFromTsv } from './sparql-results-tsv';

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const tricky = JSON.stringify('"{"type":"literal","value":"x"}" \\ }},{ <a>\n\r\t émoji 🌍 <script>alert(1)</script>');

// Every kind of term the TSV writer writes: IRIs, blank nodes, plain, tagged, directional and typed literals, the
// bare numbers and booleans, text that looks like the JSON around it, raw control characters, and unbound cells.
const store = new Store();
store.load(
  `<http://ex.org/a> <http://ex.org/p> "plain" , "tagged"@en-GB , "نص"@ar--rtl , ${tricky} , ${tricky}@de ,
    "\u0001\b\f raw" , "42"^^<${XSD}integer> , "-7"^^<${XSD}integer> , "5.5"^^<${XSD}decimal> ,
    "1e3"^^<${XSD}double> , "true"^^<${XSD}boolean> , "x"^^<http://ex.org/type> , _:blank , <http://ex.org/é> .`,
  { format: 'text/turtle' },
);

const engineJson = (query: string) => store.query(query, { results_format: 'application/sparql-results+json' });
const fromTsv = (query: string) =>
  selectJsonFromTsv(store.query(query, { results_format: 'text/tab-separated-values' }) as string);

describe('SELECT results written from the engine’s TSV', () => {
  it('are the engine’s own results JSON, to the byte', () => {
    for (const query of [
      'SELECT ?s ?p ?o WHERE { ?s ?p ?o }',
      'SELECT * WHERE { ?s ?p ?o OPTIONAL { ?o ?q ?z } }',
      'SELECT ?nothing WHERE { ?s ?p ?o } LIMIT 2',
      'SELECT ?s WHERE { ?s ?p "none" }',
    ]) {
      expect(fromTsv(query)?.json).toBe(engineJson(query));
    }
    expect(fromTsv('SELECT ?o ?s WHERE { ?s ?p ?o } LIMIT 1')?.vars).toEqual(['o', 's']);
  });

  it('are left to the engine where the TSV holds what is not read here', () => {
    expect(fromTsv('SELECT * WHERE {}')).toBeUndefined();
    expect(fromTsv('SELECT (<<( <http://ex.org/a> <http://ex.org/p> "x" )>> AS ?t) WHERE {}')).toBeUndefined();
    expect(selectJsonFromTsv('?o\n"\\U0001F30D"\n')).toBeUndefined();
  });
});
