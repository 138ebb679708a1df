import type { SearchResult } from '../../api/schemas';
import { guessTriple } from '../../lib/rdf-term';
import { buildResultGraph } from './graph-model';
import { layoutGraph } from './graph-layout';
import { layoutInput } from './use-graph-layout';

const EX = 'http://example.org/';
const rows: SearchResult[] = Array.from({ length: 30 }, (_, index) => ({
  score: 1,
  value: guessTriple({
    subject: `${EX}thing${index % 7}`,
    predicate: `${EX}linksTo`,
    object: `${EX}thing${(index * 3) % 11}`,
  }),
}));
const graph = () => buildResultGraph({ q: `${EX}thing0`, offset: 0, results: rows }, [], { languages: ['en'] });

describe('layoutGraph()', () => {
  it('gives equal graphs the same picture', () => {
    expect(layoutGraph(graph())).toEqual(layoutGraph(graph()));
  });

  it('gives the worker’s copy of a graph the same picture, step by step, as the graph itself', () => {
    // What the worker is posted: the layout's part of the graph, through a structured clone.
    const posted = structuredClone(layoutInput(graph()));
    const steps: number[] = [];
    const inWorker = layoutGraph(posted, 1.4, (ticks, total) => steps.push(ticks / total));
    expect(inWorker).toEqual(layoutGraph(graph(), 1.4));
    expect(steps.at(-1)).toBe(1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('keeps the searched thing in the middle and every node apart', () => {
    const { positions, bounds } = layoutGraph(graph());
    expect(positions.get(`${EX}thing0`)).toEqual({ x: 0, y: 0 });
    const points = [...positions.values()];
    for (const [index, a] of points.entries()) {
      expect(Number.isFinite(a.x) && Number.isFinite(a.y)).toBe(true);
      for (const b of points.slice(index + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(10);
    }
    expect(bounds.maxX).toBeGreaterThan(bounds.minX);
  });

  it('lays out an empty graph without failing', () => {
    const empty = buildResultGraph({ q: 'x', offset: 0, results: [] }, [], { languages: [] });
    expect(layoutGraph(empty).positions.size).toBe(0);
  });
});

describe('layoutGraph() and the frame', () => {
  const spread = (aspect: number) => {
    const { positions } = layoutGraph(graph(), aspect);
    const xs = [...positions.values()].map((point) => point.x);
    const ys = [...positions.values()].map((point) => point.y);
    return (Math.max(...xs) - Math.min(...xs)) / (Math.max(...ys) - Math.min(...ys));
  };

  it.each([0.6, 1, 1.6])('takes the shape of a frame %s times as wide as it is tall, using its height', (aspect) => {
    expect(spread(aspect)).toBeCloseTo(aspect, 1);
  });
});
