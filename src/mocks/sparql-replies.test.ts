import { afterEach, describe, expect, it } from 'vitest';
import { resetMockDb } from './db';
import { answerSparqlAsRest } from './sparql-replies';
import { nodeSparqlEngine, resetSparqlStores } from './sparql-store';

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';
const THING = 'http://ex.org/thing';

const rest = async (text: string, kind: 'query' | 'update') => {
  const request = new Request('http://localhost/v1/worlds/scratchpad/sparql', {
    method: 'POST',
    headers: { 'Content-Type': kind === 'update' ? 'application/sparql-update' : 'application/sparql-query' },
    body: text,
  });
  const reply = await answerSparqlAsRest(request, 'scratchpad', nodeSparqlEngine);
  if (!reply) throw new Error('no reply');
  return reply;
};

describe('SPARQL answered as the REST server answers it', () => {
  afterEach(() => {
    resetMockDb();
    resetSparqlStores();
  });

  // The engine's results JSON is dressed as text (link: null, every literal's datatype): literals whose text looks
  // like the JSON around it must come through as the text they are, and keep their own datatype, language, direction.
  it("dresses the engine's results as the server does, whatever the literals hold", async () => {
    const text = '"{"type":"literal","value":"x"}" \\ }},{ <a>\n émoji 🌍 <script>alert(1)</script>';
    // JSON's escapes are SPARQL's too.
    const literal = JSON.stringify(text);
    const updated = await rest(
      `INSERT DATA {
        <${THING}> <http://ex.org/p1> "plain" ;
          <http://ex.org/p2> "tagged"@en-GB ;
          <http://ex.org/p3> "42"^^<${XSD}integer> ;
          <http://ex.org/p4> ${literal} ;
          <http://ex.org/p5> ${literal}@ar ;
          <http://ex.org/p6> "نص"@ar--rtl ;
          <http://ex.org/p7> _:blank ;
          <http://ex.org/p8> <http://ex.org/other> .
      }`,
      'update',
    );
    expect(updated.status).toBe(204);
    const reply = await rest(`SELECT ?p ?o WHERE { <${THING}> ?p ?o } ORDER BY ?p`, 'query');
    expect(reply.headers.get('Content-Type')).toBe('application/sparql-results+json');
    const body = (await reply.json()) as { head: unknown; results: { bindings: { o: unknown }[] } };
    expect(body.head).toEqual({ vars: ['p', 'o'], link: null });
    const objects = body.results.bindings.map((row) => row.o);
    expect(objects).toEqual([
      { type: 'literal', value: 'plain', datatype: `${XSD}string` },
      { type: 'literal', value: 'tagged', 'xml:lang': 'en-gb', datatype: LANG_STRING },
      { type: 'literal', value: '42', datatype: `${XSD}integer` },
      { type: 'literal', value: text, datatype: `${XSD}string` },
      { type: 'literal', value: text, 'xml:lang': 'ar', datatype: LANG_STRING },
      { type: 'literal', value: 'نص', 'xml:lang': 'ar', 'its:dir': 'rtl', datatype: LANG_STRING },
      { type: 'bnode', value: expect.any(String) },
      { type: 'uri', value: 'http://ex.org/other' },
    ]);
  });

  it('answers a query it cannot parse with one empty row', async () => {
    const reply = await rest('SELEC oops', 'query');
    expect(await reply.json()).toEqual({ head: { vars: [], link: null }, results: { bindings: [{}] } });
  });
});
