import type { SearchResult } from '../../api/schemas';
import { guessTriple } from '../../lib/rdf-term';
import {
  boxesOverlap,
  hitRadius,
  markRadius,
  MIN_TARGET_PX,
  MIN_TEXT_PX,
  planLabels,
  sceneFontSize,
  zoomStep,
  type Box,
} from './graph-labels';
import { nodeRadius } from './graph-geometry';
import { layoutGraph } from './graph-layout';
import { buildResultGraph } from './graph-model';

const EX = 'http://example.org/';
const LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const row = (subject: string, predicate: string, object: string): SearchResult => ({
  score: 1,
  value: guessTriple({ subject, predicate, object }),
});
// A crowded picture: things with long labels, linked to each other, with values.
const results: SearchResult[] = [
  ...Array.from({ length: 40 }, (_, index) =>
    row(`${EX}thing${index % 12}`, `${EX}linksTo${index % 3}`, `${EX}thing${(index * 5 + 1) % 17}`),
  ),
  ...Array.from({ length: 17 }, (_, index) => row(`${EX}thing${index}`, LABEL, `A rather long name number ${index}`)),
  ...Array.from({ length: 12 }, (_, index) => row(`${EX}thing${index}`, `${EX}note`, `value ${index}`)),
];
const graph = buildResultGraph({ q: `${EX}thing0`, offset: 0, results }, [], { languages: ['en'] });
const layout = layoutGraph(graph, 1.6);
const ZOOMS = [0.1, 0.23, 0.5, 0.8, 0.95, 1, 1.7, 4];

describe('sizes on screen, whatever the zoom', () => {
  it.each(ZOOMS)('rounds a zoom of %s down, to a step close by', (k) => {
    expect(zoomStep(k)).toBeLessThanOrEqual(k);
    expect(zoomStep(k)).toBeGreaterThan(k / 1.1);
  });

  it.each(ZOOMS)('writes text of at least 11 px, and gives every node a 24 px target, at a zoom of %s', (zoom) => {
    const k = zoomStep(zoom);
    // Drawn at the step's sizes, shown at the real zoom: at least the minimum.
    for (const base of [11, 12]) expect(sceneFontSize(base, k) * zoom).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    for (const node of graph.nodes) {
      expect(hitRadius(markRadius(node, k), k) * 2 * zoom).toBeGreaterThanOrEqual(MIN_TARGET_PX);
      expect(markRadius(node, k)).toBeGreaterThanOrEqual(nodeRadius(node));
    }
    const plan = planLabels(graph, layout.positions, { k, emphasised: new Set() });
    for (const text of [...plan.captions.values(), ...plan.edgeLabels.values()])
      expect(text.fontSize * zoom).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  });
});

describe('planLabels()', () => {
  const marks = (k: number) =>
    graph.nodes.map((node) => {
      const point = layout.positions.get(node.id) ?? { x: 0, y: 0 };
      const r = markRadius(node, k);
      return { id: node.id, box: { x0: point.x - r, y0: point.y - r, x1: point.x + r, y1: point.y + r } };
    });

  it.each(ZOOMS)('puts no caption or label on another, or on a mark, at a zoom of %s', (k) => {
    const plan = planLabels(graph, layout.positions, { k, emphasised: new Set() });
    const boxes: Array<{ owner: string; box: Box }> = [
      ...[...plan.captions].map(([owner, text]) => ({ owner, box: text.box })),
      ...[...plan.edgeLabels].map(([owner, text]) => ({ owner, box: text.box })),
    ];
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) expect(boxesOverlap(a.box, b.box), `${a.owner} / ${b.owner}`).toBe(false);
      for (const mark of marks(k)) if (mark.id !== a.owner) expect(boxesOverlap(a.box, mark.box)).toBe(false);
    }
  });

  it('captions most things at full size, and names links only from full size up', () => {
    const full = planLabels(graph, layout.positions, { k: 1, emphasised: new Set() });
    expect(full.captions.size).toBeGreaterThan(graph.nodes.length * 0.8);
    expect(full.edgeLabels.size).toBeGreaterThan(0);
    const zoomedOut = planLabels(graph, layout.positions, { k: zoomStep(0.5), emphasised: new Set() });
    expect(zoomedOut.edgeLabels.size).toBe(0);
    // The searched thing keeps its caption when others make room.
    expect(zoomedOut.captions.has(`${EX}thing0`)).toBe(true);
  });

  it('always names the hovered or selected node, and its links, zoomed out', () => {
    const id = `${EX}thing5`;
    const plan = planLabels(graph, layout.positions, { k: zoomStep(0.2), emphasised: new Set([id]) });
    expect(plan.captions.has(id)).toBe(true);
    const own = graph.edges.filter(
      (edge) => (edge.source === id || edge.target === id) && !edge.target.startsWith('literal:'),
    );
    expect(own.length).toBeGreaterThan(0);
    // Zoomed out, only its links are named; those whose labels would cover another's are left out.
    const named = [...plan.edgeLabels.keys()];
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(own.map((edge) => edge.id)).toContain(id);
  });
});

describe('links’ labels', () => {
  // A thing linked to eight others close together on one side: the middles of its lines are a few pixels apart.
  const hub = `${EX}hub`;
  const spokes = Array.from({ length: 8 }, (_, index) => `${EX}spoke${index}`);
  const star = buildResultGraph(
    {
      q: hub,
      offset: 0,
      results: [
        ...spokes.map((spoke, index) => row(hub, `${EX}relatedTo${index}`, spoke)),
        row(spokes[0] as string, `${EX}near`, spokes[1] as string),
      ],
    },
    [],
    { languages: ['en'] },
  );
  const positions = new Map([
    [hub, { x: 0, y: 0 }],
    ...spokes.map((spoke, index) => [spoke, { x: 300, y: index * 6 }] as const),
  ]);
  const labelBoxes = (plan: ReturnType<typeof planLabels>) =>
    [...plan.edgeLabels].map(([id, text]) => ({ id, ...text.box }));

  it.each([
    ['nothing pointed at', new Set<string>()],
    ['the hub selected', new Set([hub])],
    ['a spoke pointed at', new Set([spokes[3] as string])],
  ])('never draws one over another, with %s', (_, emphasised) => {
    const boxes = labelBoxes(planLabels(star, positions, { k: 1, emphasised }));
    expect(boxes.length).toBeGreaterThan(0);
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1)) expect(boxesOverlap(a, b), `${a.id} / ${b.id}`).toBe(false);
  });

  it('keeps the label of the pointed node’s link where another would cover it', () => {
    const pointed = spokes[5] as string;
    const plan = planLabels(star, positions, { k: 1, emphasised: new Set([pointed]) });
    const own = star.edges.find((edge) => edge.target === pointed);
    expect(own).toBeDefined();
    expect(plan.edgeLabels.has(own?.id ?? '')).toBe(true);
  });
});
