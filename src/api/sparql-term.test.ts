import * as z from 'zod/mini';
import { readRecordings } from '../test/recordings';
import { sparqlBindingSchema, sparqlTermSchema } from './sparql-term';

const recorded = (file: string) => {
  const recording = readRecordings().find((candidate) => candidate.file === file);
  if (!recording) throw new Error(`${file} is not recorded`);
  return recording.response.json;
};

/** The bindings of a recorded SELECT, rest (bare results JSON) or rpc (under `response`). */
const selectBindings = (file: string) =>
  z
    .union([
      z.object({ results: z.object({ bindings: z.array(sparqlBindingSchema) }) }),
      z.pipe(
        z.object({ response: z.object({ results: z.object({ bindings: z.array(sparqlBindingSchema) }) }) }),
        z.transform((reply) => reply.response),
      ),
    ])
    .parse(recorded(file)).results.bindings;

describe('SPARQL JSON terms', () => {
  it('reads the REST server’s bindings: IRIs, and language-tagged literals without rdf:langString', () => {
    const [type, label] = selectBindings('rest/13-sparql-select-out.json');
    expect(type).toEqual({
      p: { kind: 'iri', value: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type' },
      o: { kind: 'iri', value: 'http://example.org/solar-system/Planet' },
    });
    expect(label?.o).toEqual({ kind: 'literal', value: 'Saturn', language: 'en' });
  });

  it('keeps a literal’s datatype', () => {
    const [row] = selectBindings('rest/15-sparql-select-get.json');
    expect(row?.n).toEqual({ kind: 'literal', value: '346', datatype: 'http://www.w3.org/2001/XMLSchema#integer' });
  });

  it('reads the RPC server’s bindings: a plain literal, and IRIs', () => {
    const rows = selectBindings('rpc/12-sparql-select-out.json');
    expect(rows.map((row) => row.o?.kind)).toContain('literal');
    expect(rows.find((row) => row.p?.value === 'http://www.w3.org/2000/01/rdf-schema#label')?.o).toEqual({
      kind: 'literal',
      value: 'Saturn',
    });
    expect(selectBindings('rpc/13-sparql-select-in.json')[0]?.s).toEqual({
      kind: 'iri',
      value: 'https://example.org/solar-system/dione',
    });
  });

  it('reads the REST server’s CONSTRUCT quads', () => {
    const quads = z
      .object({ results: z.object({ quads: z.array(z.object({ object: sparqlTermSchema })) }) })
      .parse(recorded('rest/17-sparql-construct.json')).results.quads;
    expect(quads.map((quad) => quad.object)).toEqual([
      { kind: 'iri', value: 'http://www.w3.org/2000/01/rdf-schema#Class' },
      { kind: 'literal', value: 'Star', language: 'en' },
    ]);
  });

  it('reads a literal whose text is an IRI as a literal, and a blank node as one', () => {
    expect(sparqlTermSchema.parse({ type: 'literal', value: 'https://example.org/x' })).toEqual({
      kind: 'literal',
      value: 'https://example.org/x',
    });
    expect(
      sparqlTermSchema.parse({
        type: 'literal',
        value: 'https://example.org/x',
        datatype: 'http://www.w3.org/2001/XMLSchema#string',
      }),
    ).toEqual({ kind: 'literal', value: 'https://example.org/x' });
    expect(sparqlTermSchema.parse({ type: 'typed-literal', value: '1', datatype: 'http://x/t' })).toEqual({
      kind: 'literal',
      value: '1',
      datatype: 'http://x/t',
    });
    expect(sparqlTermSchema.parse({ type: 'bnode', value: 'b0' })).toEqual({ kind: 'blank', value: 'b0' });
  });

  it('refuses a term of an unknown type', () => {
    expect(sparqlTermSchema.safeParse({ type: 'triple', value: 'x' }).success).toBe(false);
  });
});
