import type { SearchResult } from '../../api/schemas';
import { guessTriple } from '../../lib/rdf-term';
import { distinguishingPaths } from './graph-captions';
import { buildResultGraph } from './graph-model';

const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const LINKS = 'http://example.org/links';
const row = (subject: string, predicate: string, object: string): SearchResult => ({
  score: 1,
  value: guessTriple({ subject, predicate, object }),
});
const build = (results: SearchResult[]) => buildResultGraph({ q: 'x', offset: 0, results }, [], { languages: ['en'] });
const captionOf = (graph: ReturnType<typeof build>, id: string) => graph.nodes.find((node) => node.id === id)?.caption;

describe('distinguishingPaths()', () => {
  it('takes as much of the end of each path as tells it from the others', () => {
    expect(
      distinguishingPaths(['http://a.org/shelf/1', 'http://a.org/box/1', 'http://b.org/box/1', 'http://a.org/2']),
    ).toEqual(['shelf/1', 'a.org/box/1', 'b.org/box/1', '2']);
  });

  it('falls back to the whole IRI when two differ only in their scheme', () => {
    expect(distinguishingPaths(['http://a.org/1', 'https://a.org/1'])).toEqual(['http://a.org/1', 'https://a.org/1']);
  });
});

describe('captions that would be alike', () => {
  it('captions two unlabelled things both called “1” by their paths', () => {
    const graph = build([row('http://ex.org/shelf/1', LINKS, 'http://ex.org/box/1')]);
    expect(captionOf(graph, 'http://ex.org/shelf/1')).toBe('shelf/1');
    expect(captionOf(graph, 'http://ex.org/box/1')).toBe('box/1');
  });

  it('keeps a shared label and adds the path; a thing with its own caption is left alone', () => {
    const graph = build([
      row('http://ex.org/shelf/1', LABEL, '1'),
      row('http://ex.org/box/1', LABEL, '1'),
      row('http://ex.org/shelf/1', LINKS, 'http://ex.org/box/1'),
      row('http://ex.org/shelf/1', LINKS, 'http://ex.org/box/2'),
    ]);
    expect(captionOf(graph, 'http://ex.org/shelf/1')).toBe('1 (shelf/1)');
    expect(captionOf(graph, 'http://ex.org/box/1')).toBe('1 (box/1)');
    expect(captionOf(graph, 'http://ex.org/box/2')).toBe('2');
    // What the panel and the accessible name say is the label as written.
    expect(graph.nodes.find((node) => node.id === 'http://ex.org/box/1')?.fullCaption).toBe('1');
  });

  it('leaves values alike: each is told apart by its thing', () => {
    const graph = build([row('http://ex.org/a', LINKS, '1'), row('http://ex.org/b', LINKS, '1')]);
    expect(graph.nodes.filter((node) => node.kind === 'literal').map((node) => node.caption)).toEqual(['1', '1']);
  });
});
