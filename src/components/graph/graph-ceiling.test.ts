import type { SearchResult } from '../../api/schemas';
import { guessTriple } from '../../lib/rdf-term';
import { drawnPart } from './graph-ceiling';
import { buildResultGraph } from './graph-model';

const EX = 'http://example.org/';
/** A hub linked to `n` things, each with a value of its own: 1 + 2n nodes. */
const hub = (n: number) => {
  const rows: SearchResult[] = [];
  for (let index = 0; index < n; index++) {
    rows.push({
      score: 1,
      value: guessTriple({ subject: `${EX}hub`, predicate: `${EX}links`, object: `${EX}t${index}` }),
    });
    rows.push({
      score: 1,
      value: guessTriple({ subject: `${EX}t${index}`, predicate: `${EX}says`, object: `"v${index}"` }),
    });
  }
  return buildResultGraph({ q: `${EX}hub`, offset: 0, results: rows }, [], { languages: ['en'] });
};

describe('drawnPart()', () => {
  it('draws a graph under the ceiling whole', () => {
    const graph = hub(10);
    expect(drawnPart(graph, 21)).toEqual({ graph, leftOut: undefined });
  });

  it('draws the first nodes over the ceiling, only the lines between them, and says what it left out', () => {
    const graph = hub(10);
    const { graph: drawn, leftOut } = drawnPart(graph, 9);
    expect(drawn.nodes).toEqual(graph.nodes.slice(0, 9));
    expect(drawn.nodes[0]?.centre).toBe(true);
    const ids = new Set(drawn.nodes.map((node) => node.id));
    for (const edge of drawn.edges) expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
    expect([...drawn.triplesOf.keys()].every((id) => ids.has(id))).toBe(true);
    expect(leftOut).toEqual({ nodes: 12, edges: graph.edges.length - drawn.edges.length });
    expect(leftOut?.edges).toBeGreaterThan(0);
  });
});
