import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../mocks/node';
import { readRecordings } from '../test/recordings';
import { checkedSelect, rpcSparqlSelectSchema, sparqlProtocolRequest, sparqlSelectSchema } from './sparql';
import { ApiError, request } from './request';

const BASE = 'https://sparql.example';

/* The SELECT replies recorded with the real servers, read as the dialects read them. */

const recorded = (file: string) => {
  const recording = readRecordings().find((candidate) => candidate.file === file);
  if (!recording) throw new Error(`${file} is missing`);
  return recording.response.json;
};

it('reads the REST server’s SELECT results, literals as the same terms as everywhere', () => {
  const select = checkedSelect(z.parse(sparqlSelectSchema, recorded('rest/13-sparql-select-out.json')));
  expect(select.vars).toEqual(['p', 'o']);
  expect(select.rows).toContainEqual({
    p: { kind: 'iri', value: 'http://example.org/solar-system/hasMoon' },
    o: { kind: 'iri', value: 'http://example.org/solar-system/Titan' },
  });
  expect(select.rows[1]?.o).toEqual({ kind: 'literal', value: 'Saturn', language: 'en' });
});

it('reads the RPC server’s SELECT results inside its response', () => {
  const select = checkedSelect(z.parse(rpcSparqlSelectSchema, recorded('rpc/12-sparql-select-out.json')));
  expect(select.vars).toEqual(['p', 'o']);
  expect(select.rows.length).toBeGreaterThan(0);
});

it('never reads the REST server’s answer to a malformed query as a result', () => {
  const select = z.parse(sparqlSelectSchema, recorded('rest/18-sparql-malformed.json'));
  expect(() => checkedSelect(select)).toThrow(ApiError);
  expect(() => checkedSelect(select)).toThrow(/could not run the query/);
});

/* A reply of another shape is an explained error that says where it is wrong, as every reply's schema does. */
it.each([
  [{ head: { vars: 'p' }, results: { bindings: [] } }, '"head.vars" should be an array'],
  [{ head: { vars: ['p'] } }, '"results.bindings" should be an array'],
  [{ head: { vars: ['p'] }, results: { bindings: [null] } }, '"results.bindings.0" should be an object'],
  [
    { head: { vars: ['p'] }, results: { bindings: [{ p: { type: 'uri', value: 'a' } }, { p: { type: 'iri' } }] } },
    '"results.bindings.1.p": not an RDF term',
  ],
])('says what is wrong in a reply that is not a SELECT’s results: %j', async (reply, said) => {
  server.use(http.get(`${BASE}/v1/worlds/:worldId/sparql`, () => HttpResponse.json(reply)));
  const sent = request(sparqlProtocolRequest('w', 'SELECT ?p WHERE { ?s ?p ?o }'), {
    schema: sparqlSelectSchema,
    connection: { mode: 'server', baseUrl: BASE, apiKey: '', dialect: 'rest' },
  });
  await expect(sent).rejects.toThrow(`The server's reply was not understood: ${said}.`);
});

it('says what is wrong inside the RPC server’s response', () => {
  const read = z.safeParse(rpcSparqlSelectSchema, { response: { head: { vars: ['p'] }, results: {} } });
  expect(read.error?.issues[0]?.path).toEqual(['response', 'results', 'bindings']);
});
