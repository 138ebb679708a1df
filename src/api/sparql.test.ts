import * as z from 'zod/mini';
import { readRecordings } from '../test/recordings';
import { checkedSelect, rpcSparqlSelectSchema, sparqlSelectSchema } from './sparql';
import { ApiError } from './request';

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
