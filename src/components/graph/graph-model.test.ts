import type { SearchResult } from '../../api/schemas';
import { guessTriple } from '../../lib/rdf-term';
import { buildResultGraph, shorten, type GraphPage } from './graph-model';

const WD = 'http://www.wikidata.org/entity/';
const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const NAME = 'http://schema.org/name';
const ORBITS = 'http://example.org/ss/orbits';
const COMMENT = 'http://www.w3.org/2000/01/rdf-schema#comment';
const MOON = `${WD}Q405`;
const EARTH = `${WD}Q2`;
const SUN = `${WD}Q525`;

/** A row as v1 sends it, its terms guessed as the v1 dialect does. */
const row = (subject: string, predicate: string, object: string, score = 1): SearchResult => ({
  score,
  value: guessTriple({ subject, predicate, object }),
});
const page = (q: string, results: SearchResult[], offset = 0): GraphPage => ({ q, offset, results });
const EXPANSION_LIMIT = 5;
const build = (main: GraphPage, expansions: GraphPage[] = [], languages: string[] = ['en-GB', 'en']) =>
  buildResultGraph(main, expansions, { languages, expansionLimit: EXPANSION_LIMIT });
const captions = (graph: ReturnType<typeof build>) => graph.nodes.map((node) => node.caption);

describe('buildResultGraph()', () => {
  it('makes subjects and IRI objects nodes, and every triple an edge labelled with its compact predicate', () => {
    const graph = build(page('moon', [row(MOON, ORBITS, EARTH), row(EARTH, ORBITS, SUN)]));
    expect(graph.nodes.map((node) => node.id)).toEqual([MOON, EARTH, SUN]);
    expect(graph.edges.map(({ source, target, predicates }) => ({ source, target, predicates }))).toEqual([
      { source: MOON, target: EARTH, predicates: ['orbits'] },
      { source: EARTH, target: SUN, predicates: ['orbits'] },
    ]);
    expect(captions(graph)).toEqual(['wd:Q405', 'wd:Q2', 'wd:Q525']);
  });

  it('captions a thing by its label from the page, in the reader’s language when tagged', () => {
    const results = [
      row(MOON, ORBITS, EARTH),
      row(MOON, LABEL, '"Lune"@fr'),
      row(MOON, LABEL, '"Moon"@en'),
      row(EARTH, NAME, 'Earth'),
      row(EARTH, LABEL, '"Erde"@de'),
    ];
    expect(captions(build(page('moon', results)))).toEqual(['Moon', 'Earth', 'Lune', 'Erde']);
    const inFrench = build(page('moon', results), [], ['fr-FR', 'fr']);
    expect(inFrench.nodes.find((node) => node.id === MOON)?.caption).toBe('Lune');
    // Untagged beats a language the reader did not ask for.
    expect(inFrench.nodes.find((node) => node.id === EARTH)?.caption).toBe('Earth');
    expect(inFrench.nodes.find((node) => node.id === MOON)?.labelled).toBe(true);
  });

  it('prefers rdfs:label to schema:name when both are in the same language', () => {
    const graph = build(page('x', [row(EARTH, NAME, '"Planet Earth"@en'), row(EARTH, LABEL, '"Earth"@en')]));
    expect(graph.nodes[0]?.caption).toBe('Earth');
  });

  it('draws literals as small leaves, shortened, at most a few per thing, and not the label used as caption', () => {
    const long = 'The Moon is Earth’s only natural satellite and the fifth-largest moon.';
    const graph = buildResultGraph(
      page('moon', [
        row(MOON, LABEL, '"Moon"@en'),
        row(MOON, NAME, 'Moon'),
        row(MOON, COMMENT, `"${long}"@en`),
        row(MOON, `${WD}P2067`, '"7.342e22"^^<http://www.w3.org/2001/XMLSchema#double>'),
        row(MOON, LABEL, '"Lune"@fr'),
      ]),
      [],
      { languages: ['en'], literalsPerNode: 2 },
    );
    const leaves = graph.nodes.filter((node) => node.kind === 'literal');
    expect(leaves.map(({ caption, literalTag }) => ({ caption, literalTag }))).toEqual([
      { caption: 'The Moon is Earth’s onl…', literalTag: '@en' },
      { caption: '7.342e22', literalTag: 'xsd:double' },
    ]);
    expect(leaves[0]?.fullCaption).toBe(long);
    expect(leaves[0]?.predicate).toBe('rdfs:comment');
    // The caption's label, its repetition as schema:name, and the value past the cap stay in the panel.
    expect(graph.hiddenLiterals.get(MOON)).toBe(3);
    expect(graph.triplesOf.get(MOON)).toHaveLength(5);
  });

  it('keeps equal literals of different things apart, so that no false link appears', () => {
    const graph = build(page('x', [row(MOON, `${WD}P1`, '"1"'), row(EARTH, `${WD}P1`, '"1"')]));
    expect(graph.nodes.filter((node) => node.kind === 'literal')).toHaveLength(2);
  });

  it('draws a triple once however many searches return it, and merges the predicates between two things', () => {
    const main = page('moon', [row(MOON, ORBITS, EARTH), row(MOON, `${WD}P376`, EARTH)]);
    const earth = page(EARTH, [row(MOON, ORBITS, EARTH), row(EARTH, ORBITS, SUN)]);
    const graph = build(main, [earth]);
    expect(graph.edges).toHaveLength(2);
    expect(graph.edges[0]?.predicates).toEqual(['orbits', 'wd:P376']);
    expect(graph.edges[0]?.triples.map((triple) => triple.search)).toEqual(['moon', 'moon']);
    expect(graph.edges[1]?.triples[0]).toMatchObject({ search: EARTH, rank: 2 });
    expect(graph.nodes.find((node) => node.id === EARTH)?.expanded).toBe(true);
  });

  it('numbers the triples of a later page from its offset', () => {
    const graph = build(page('moon', [row(MOON, ORBITS, EARTH)], 20));
    expect(graph.edges[0]?.triples[0]?.rank).toBe(21);
  });

  it('draws a literal whose text is an IRI (a REST or RPC row) as a literal leaf, not as a thing', () => {
    const seeAlso: SearchResult = {
      score: 0.03,
      value: {
        subject: { kind: 'iri', value: MOON },
        predicate: { kind: 'iri', value: 'http://www.w3.org/2000/01/rdf-schema#seeAlso' },
        object: { kind: 'literal', value: 'https://example.org/x' },
      },
    };
    const graph = build(page('x', [seeAlso]));
    expect(graph.nodes.map(({ kind, fullCaption, iri }) => ({ kind, fullCaption, iri }))).toEqual([
      { kind: 'iri', fullCaption: 'wd:Q405', iri: MOON },
      { kind: 'literal', fullCaption: 'https://example.org/x', iri: undefined },
    ]);
    expect(graph.triplesOf.has('https://example.org/x')).toBe(false);
  });

  it('marks the searched IRI as the centre, and reads blank nodes and self-links', () => {
    const graph = build(page(MOON, [row(MOON, ORBITS, '_:b0'), row('_:b0', ORBITS, '_:b0')]));
    expect(graph.nodes.map(({ id, kind, centre }) => ({ id, kind, centre }))).toEqual([
      { id: MOON, kind: 'iri', centre: true },
      { id: '_:b0', kind: 'blank', centre: false },
    ]);
    expect(graph.edges).toHaveLength(1);
    expect(graph.triplesOf.get('_:b0')).toHaveLength(2);
  });

  it('adds at most the expansion limit of neighbourhoods, ignoring repeats and the page’s own query', () => {
    const things = Array.from({ length: EXPANSION_LIMIT + 2 }, (_, index) => `${WD}Q${1000 + index}`);
    const expansions = [
      page(MOON, [row(MOON, ORBITS, SUN)]),
      ...things.map((thing) => page(thing, [row(thing, ORBITS, SUN)])),
      page(things[0] ?? '', [row(EARTH, ORBITS, SUN)]),
    ];
    const graph = build(page(MOON, [row(MOON, ORBITS, EARTH)]), expansions);
    expect(graph.expansions).toEqual(things.slice(0, EXPANSION_LIMIT));
    expect(graph.droppedExpansions).toEqual([MOON, ...things.slice(EXPANSION_LIMIT), things[0]]);
    expect(graph.nodes.some((node) => node.id === things[EXPANSION_LIMIT])).toBe(false);
    expect(graph.edges.some((edge) => edge.source === EARTH && edge.target === SUN)).toBe(false);
  });

  it('draws every neighbourhood added when no limit is given', () => {
    const things = Array.from({ length: 8 }, (_, index) => `${WD}Q${1000 + index}`);
    const graph = buildResultGraph(
      page(MOON, [row(MOON, ORBITS, EARTH)]),
      things.map((thing) => page(thing, [row(thing, ORBITS, SUN)])),
      { languages: ['en'] },
    );
    expect(graph.expansions).toEqual(things);
  });

  it('gives equal input the same graph', () => {
    const main = page('moon', [row(MOON, ORBITS, EARTH), row(MOON, LABEL, '"Moon"@en'), row(EARTH, ORBITS, SUN)]);
    expect(build(main)).toEqual(build(main));
  });
});

describe('shorten()', () => {
  it('cuts long text by whole characters and collapses white space', () => {
    expect(shorten('short', 10)).toBe('short');
    expect(shorten('a  b\nc', 10)).toBe('a b c');
    expect(shorten('🌕🌕🌕🌕🌕', 3)).toBe('🌕🌕…');
  });
});
