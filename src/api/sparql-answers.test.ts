import { protocolAnswer, rpcAnswer } from './sparql';
import { ApiError } from './request';
import { readRecordings } from '../test/recordings';

/*
 * The SPARQL page's readers held to the replies the real servers gave (../shared/api/recorded/): each form of query,
 * an update, and REST's malformed-query reply, which must never read as a result.
 */

function recorded(file: string) {
  const recording = readRecordings().find((candidate) => candidate.file === file);
  if (!recording) throw new Error(`${file} is not among the recordings`);
  return recording.response.json;
}

const query = { text: '', kind: 'query' } as const;
const update = { text: '', kind: 'update' } as const;

describe('the REST server’s SPARQL replies', () => {
  it('reads a SELECT with typed terms', () => {
    const answer = protocolAnswer(recorded('rest/13-sparql-select-out.json'), query);
    expect(answer.form).toBe('select');
    if (answer.form !== 'select') return;
    expect(answer.vars).toEqual(['p', 'o']);
    expect(answer.rows[1]?.o).toEqual({ kind: 'literal', value: 'Saturn', language: 'en' });
  });

  it('reads an ASK', () => {
    expect(protocolAnswer(recorded('rest/16-sparql-ask.json'), query)).toMatchObject({ form: 'ask', boolean: true });
  });

  it('reads a CONSTRUCT’s quads as triples', () => {
    const answer = protocolAnswer(recorded('rest/17-sparql-construct.json'), query);
    expect(answer).toMatchObject({
      form: 'triples',
      triples: [
        { subject: { kind: 'iri', value: 'http://example.org/solar-system/Star' } },
        { object: { kind: 'literal', value: 'Star', language: 'en' } },
      ],
    });
  });

  it('refuses the reply to a malformed query (no variables, one empty row) as a result', () => {
    expect(() => protocolAnswer(recorded('rest/18-sparql-malformed.json'), query)).toThrow(ApiError);
  });

  it('reads an update’s empty 204 as done', () => {
    expect(protocolAnswer(undefined, update)).toEqual({ form: 'updated', raw: null });
  });
});

describe('the RPC server’s SPARQL replies', () => {
  it('reads a SELECT inside its response', () => {
    const answer = rpcAnswer(recorded('rpc/12-sparql-select-out.json'), query);
    expect(answer.form).toBe('select');
    if (answer.form !== 'select') return;
    expect(answer.vars).toEqual(['p', 'o']);
    expect(answer.rows.length).toBeGreaterThan(0);
  });

  it('reads an ASK inside its response', () => {
    expect(rpcAnswer(recorded('rpc/14-sparql-ask.json'), query)).toMatchObject({ form: 'ask', boolean: true });
  });

  it('reads an update’s {response: null} as done', () => {
    expect(rpcAnswer(recorded('rpc/22-sparql-update.json'), update)).toMatchObject({ form: 'updated' });
  });
});
