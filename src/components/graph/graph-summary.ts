import type { GraphTriple, ResultGraph } from './graph-model';

/**
 * The picture in terms of the rows it was drawn from, so that it adds up with the table: every row is a link
 * between two things, a value, a caption (a thing's label), or listed only in a thing's panel.
 * "10 rows drawn as 13 things: 8 as links, 2 as captions".
 */
export function describeGraph(graph: ResultGraph): string {
  const triples = new Set<GraphTriple>();
  for (const list of graph.triplesOf.values()) for (const triple of list) triples.add(triple);
  const added = new Set(graph.expansions);
  const fromNeighbours = [...triples].filter((triple) => added.has(triple.search)).length;
  const fromPage = triples.size - fromNeighbours;

  const literalIds = new Set(graph.nodes.filter((node) => node.kind === 'literal').map((node) => node.id));
  const links = graph.edges
    .filter((edge) => !literalIds.has(edge.target))
    .reduce((sum, edge) => sum + edge.triples.length, 0);
  const values = literalIds.size;
  const captions = graph.captionTriples;
  const panelOnly = Math.max(0, triples.size - links - values - captions);
  const things = graph.nodes.length - values;

  const rows =
    fromNeighbours > 0
      ? `${count(triples.size, 'row')} (${fromPage} on this page, ${fromNeighbours} from added neighbours)`
      : count(triples.size, 'row');
  const parts = [
    links > 0 ? `${links} as ${links === 1 ? 'a link' : 'links'}` : '',
    values > 0 ? `${values} as ${values === 1 ? 'a value' : 'values'}` : '',
    captions > 0 ? `${captions} as ${captions === 1 ? 'a caption' : 'captions'}` : '',
    panelOnly > 0 ? `${panelOnly} in ${panelOnly === 1 ? 'a panel' : 'panels'} only` : '',
  ].filter((part) => part !== '');
  return `${rows} drawn as ${count(things, 'thing')}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
