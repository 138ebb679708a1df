import type { GraphNode } from './graph-model';

/*
 * Two things drawn with the same caption ("1" and "1", or two moons both labelled "Moon") cannot be told apart
 * in the picture. Each of them gets the end of its IRI's path, just long enough to differ from the others.
 */

const PATH_MAX_CHARS = 22;
const LABEL_MAX_CHARS = 16;

/** An IRI without its scheme, cut at its separators: `http://ex.org/a/1` gives `ex.org`, `a`, `1`. */
function pathParts(iri: string): string[] {
  return iri
    .replace(/^[a-z][a-z0-9+.-]*:(\/\/)?/i, '')
    .split(/[/#?]/)
    .filter((part) => part !== '');
}

/** Keeps the end of a path, where the parts that differ are. */
function shortenFromStart(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `…${chars.slice(chars.length - max + 1).join('')}`;
}

/**
 * For each IRI, the shortest end of its path (`a/1`) that no other IRI of the list ends with; the whole IRI
 * when its parts are the same as another's (`http:` and `https:` of one address).
 */
export function distinguishingPaths(iris: readonly string[]): string[] {
  const parts = iris.map(pathParts);
  return iris.map((iri, index) => {
    const own = parts[index] ?? [];
    for (let length = 1; length <= own.length; length += 1) {
      const suffix = own.slice(-length).join('/');
      const shared = parts.some(
        (other, otherIndex) => otherIndex !== index && other.slice(-length).join('/') === suffix,
      );
      if (!shared) return suffix;
    }
    return iri;
  });
}

/**
 * The nodes, with the things whose captions are alike captioned by their paths: an unlabelled thing by its path
 * alone, a labelled one by its label and its path. Values are left alone: they are told apart by their things.
 */
export function disambiguateCaptions(nodes: readonly GraphNode[]): GraphNode[] {
  const alike = new Map<string, GraphNode[]>();
  for (const node of nodes) {
    if (node.kind === 'literal' || node.iri === undefined) continue;
    const group = alike.get(node.caption);
    if (group) group.push(node);
    else alike.set(node.caption, [node]);
  }
  const captions = new Map<string, string>();
  for (const group of alike.values()) {
    if (group.length < 2) continue;
    const paths = distinguishingPaths(group.map((node) => node.iri ?? node.id));
    group.forEach((node, index) => {
      const path = shortenFromStart(paths[index] ?? node.id, PATH_MAX_CHARS);
      const label = Array.from(node.fullCaption);
      const shortLabel =
        label.length <= LABEL_MAX_CHARS ? node.fullCaption : `${label.slice(0, LABEL_MAX_CHARS - 1).join('')}…`;
      captions.set(node.id, node.labelled ? `${shortLabel} (${path})` : path);
    });
  }
  return nodes.map((node) => {
    const caption = captions.get(node.id);
    return caption === undefined ? node : { ...node, caption };
  });
}
