import { addWorldTriples, resetMockDb, worldTriples } from './db';
import { exportNTriples } from './rdf-io';
import { selectBindings, SparqlSyntaxError } from './sparql-engine';
import { resetSparqlStores, runSparql } from './sparql-store';

const SATURN = 'http://www.wikidata.org/entity/Q193';
const TITAN = 'http://example.org/solar-system/Titan';

describe('SPARQL over the offline store', () => {
  afterEach(resetSparqlStores);

  it('answers what links to a thing, and what it links to, with typed terms', () => {
    const incoming = runSparql('solar-system', `SELECT ?s ?p WHERE { ?s ?p <${SATURN}> }`, 'query');
    expect(incoming).toMatchObject({ form: 'select', vars: ['s', 'p'] });
    expect(incoming?.form === 'select' ? selectBindings(incoming) : []).toContainEqual({
      s: { type: 'uri', value: TITAN },
      p: { type: 'uri', value: 'http://www.wikidata.org/prop/direct/P397' },
    });

    const outgoing = runSparql(
      'solar-system',
      `SELECT ?o WHERE { <${SATURN}> <http://www.w3.org/2000/01/rdf-schema#label> ?o }`,
      'query',
    );
    expect(outgoing?.form === 'select' ? selectBindings(outgoing) : []).toContainEqual({
      o: { type: 'literal', value: 'Saturn', 'xml:lang': 'en' },
    });
  });

  it('counts, asks, and constructs', () => {
    const count = runSparql('scratchpad', 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }', 'query');
    expect(count).toMatchObject({ form: 'select', vars: ['n'] });
    expect(count?.form === 'select' ? selectBindings(count) : []).toEqual([
      { n: { type: 'literal', value: '0', datatype: 'http://www.w3.org/2001/XMLSchema#integer' } },
    ]);
    expect(runSparql('solar-system', `ASK { <${TITAN}> ?p <${SATURN}> }`, 'query')).toEqual({
      form: 'ask',
      boolean: true,
    });
    const graph = runSparql('solar-system', `CONSTRUCT { ?s ?p <${SATURN}> } WHERE { ?s ?p <${SATURN}> }`, 'query');
    expect(graph?.form === 'graph' ? graph.triples.map((triple) => triple.subject.value) : []).toContain(TITAN);
  });

  it('keeps an update until the offline store is reset, and takes one where a query was expected when told either', () => {
    const insert = 'INSERT DATA { <http://ex.org/c> <http://ex.org/name> "Gamma" }';
    const ask = 'ASK { <http://ex.org/c> ?p ?o }';
    expect(runSparql('scratchpad', insert, 'either')).toEqual({ form: 'update' });
    expect(runSparql('scratchpad', ask, 'query')).toEqual({ form: 'ask', boolean: true });
    expect(() => runSparql('scratchpad', insert, 'query')).toThrow(SparqlSyntaxError);
    // The engine's stores are only a cache of the world's triples: the update outlives them.
    resetSparqlStores();
    expect(runSparql('scratchpad', ask, 'query')).toEqual({ form: 'ask', boolean: true });
    resetMockDb();
    resetSparqlStores();
    expect(runSparql('scratchpad', ask, 'query')).toEqual({ form: 'ask', boolean: false });
  });

  it('writes what an update changes into the world, so search, export and a later import see it', () => {
    const label = 'http://www.w3.org/2000/01/rdf-schema#label';
    const before = worldTriples('solar-system')?.length ?? 0;
    runSparql(
      'solar-system',
      `DELETE DATA { <${SATURN}> <${label}> "Saturn"@en } ;
       INSERT DATA { <http://ex.org/vulcan> <${label}> "Vulcan"@en . <http://ex.org/vulcan> <http://ex.org/mass> 42 }`,
      'update',
    );
    const after = worldTriples('solar-system') ?? [];
    expect(after).toHaveLength(before + 1);
    expect(after).toContainEqual({ subject: 'http://ex.org/vulcan', predicate: label, object: '"Vulcan"@en' });
    expect(after.some((triple) => triple.subject === SATURN && triple.object === '"Saturn"@en')).toBe(false);
    expect(exportNTriples(after)).toContain(
      '<http://ex.org/vulcan> <http://ex.org/mass> "42"^^<http://www.w3.org/2001/XMLSchema#integer> .',
    );

    // An import afterwards rebuilds the world's store from its triples: the update is still there.
    addWorldTriples('solar-system', [{ subject: 'http://ex.org/x', predicate: label, object: 'Imported' }]);
    const count = runSparql('solar-system', 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }', 'query');
    expect(count?.form === 'select' ? selectBindings(count)[0]?.n?.value : undefined).toBe(String(before + 2));
    expect(runSparql('solar-system', `ASK { <${SATURN}> <${label}> "Saturn"@en }`, 'query')).toEqual({
      form: 'ask',
      boolean: false,
    });
    expect(runSparql('solar-system', 'ASK { <http://ex.org/vulcan> ?p "Vulcan"@en }', 'query')).toEqual({
      form: 'ask',
      boolean: true,
    });
  });

  it('says where a malformed query went wrong, and knows no missing world', () => {
    expect(() => runSparql('solar-system', 'SELEC oops', 'either')).toThrow(/^error at 1:\d+/);
    expect(runSparql('atlantis', 'ASK {}', 'query')).toBeUndefined();
  });

  it('keeps what one INSERT DATA or DELETE DATA block changes, braces and semicolons in its text too; any other update as well', () => {
    resetMockDb();
    const count = () => worldTriples('scratchpad')?.length;
    const odd = '"a } b ; DELETE WHERE { ?s ?p ?o } # not a comment"';
    runSparql(
      'scratchpad',
      `PREFIX ex: <http://example.org/>\nINSERT DATA { ex:a ex:b ${odd} . ex:a ex:c "2" }`,
      'update',
    );
    expect(count()).toBe(2);
    // Again: nothing new, and nothing kept twice.
    runSparql('scratchpad', `INSERT DATA { <http://example.org/a> <http://example.org/c> "2" }`, 'update');
    expect(count()).toBe(2);
    runSparql('scratchpad', `DELETE DATA { <http://example.org/a> <http://example.org/b> ${odd} }`, 'update');
    expect(worldTriples('scratchpad')?.map(({ object }) => object)).toEqual(['2']);
    // Two operations: the block is not all there is, and the whole change is found.
    runSparql(
      'scratchpad',
      'INSERT DATA { <http://example.org/d> <http://example.org/e> "3" } ; DELETE WHERE { <http://example.org/a> ?p ?o }',
      'update',
    );
    expect(worldTriples('scratchpad')?.map(({ object }) => object)).toEqual(['3']);
    resetMockDb();
  });
});
