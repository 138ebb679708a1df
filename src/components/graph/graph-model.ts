import type { SearchResult } from '../../api/schemas';
import { compactIri, splitIri } from '../../lib/iri-prefixes';
import { parseTerm, termId, type SubjectTerm } from '../../lib/rdf-term';
import { tripleKey as termTripleKey } from '../../lib/rdf-term-writing';
import { isLabelPredicate, labelRank } from '../../lib/thing-labels';
import { disambiguateCaptions } from './graph-captions';

/*
 * The search results on screen, as a graph: subjects and IRI objects are
 * nodes, every triple an edge. Pure and synchronous, so that what the picture
 * shows can be tested without a browser, and equal input gives an equal graph
 * (same nodes, in the same order), which the seeded layout then draws the same.
 */

/** A page of results as the search answered it: the search's words, its first rank, its rows. */
export interface GraphPage {
  q: string;
  offset: number;
  results: readonly SearchResult[];
}

/** One triple of the picture, with where it came from, so its details can be opened. */
export interface GraphTriple {
  result: SearchResult;
  /** Its rank in the search it came from (1 is the best). */
  rank: number;
  /** The search it came from: the page's query, or the IRI whose neighbours were added. */
  search: string;
}

type GraphNodeKind = 'iri' | 'blank' | 'literal';

export interface GraphNode {
  /** The IRI, or `_:b0` for a blank node (as a search takes it); `literal:<n>` for a literal leaf. */
  id: string;
  kind: GraphNodeKind;
  /** What the picture writes under the node, shortened when long. */
  caption: string;
  /** The caption before shortening, and what is pivoted on or copied. */
  fullCaption: string;
  /** The IRI (or `_:b0`) to search for; undefined for literals, which cannot be searched as a thing. */
  iri?: string;
  /** The caption comes from a label triple rather than from the IRI itself. */
  labelled: boolean;
  /** The search's own subject: the centre of a neighbourhood. */
  centre: boolean;
  /** Its neighbours were added to the picture. */
  expanded: boolean;
  /** For a literal: its language tag or compact datatype. */
  literalTag?: string;
  /** For a literal: the compact predicate that links it to its thing (its line carries no label). */
  predicate?: string;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  /** The compact predicates of the triples between the two, in order of first appearance. */
  predicates: string[];
  triples: GraphTriple[];
}

export interface ResultGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Every triple a node takes part in (as subject or object), for its panel; labels and hidden values included. */
  triplesOf: ReadonlyMap<string, readonly GraphTriple[]>;
  /** Literal values not drawn as leaves (past the per-node cap, or used as the caption), per subject. */
  hiddenLiterals: ReadonlyMap<string, number>;
  /** How many of the triples are drawn as a thing's caption (its label) rather than as a leaf. */
  captionTriples: number;
  /** The expansions drawn, after the limit and duplicates. */
  expansions: string[];
  /** Expansions asked for but left out: past the limit, repeated, or the page's own query. */
  droppedExpansions: string[];
}

export interface GraphOptions {
  /** The reader's languages, most preferred first (navigator.languages). */
  languages: readonly string[];
  /** Literal leaves per subject; more stay in the node's panel. */
  literalsPerNode?: number;
  /** How many added neighbourhoods to draw; whoever keeps the list (the search's URL) sets it. None by default. */
  expansionLimit?: number;
}

const LITERALS_PER_NODE = 4;
const CAPTION_MAX_CHARS = 28;
const LITERAL_MAX_CHARS = 24;

/** Shortens by whole characters (an emoji is one), ending with an ellipsis. */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** A predicate as the table shows it: `rdfs:label`, or the local name when no prefix fits. */
export function predicateLabel(iri: string): string {
  return compactIri(iri) ?? splitIri(iri).local;
}

/** The caption of an unlabelled thing: its compact IRI, or its last segment when no prefix fits. */
function iriCaption(iri: string): string {
  return compactIri(iri) ?? (splitIri(iri).local || iri);
}

interface NodeTerm {
  id: string;
  kind: 'iri' | 'blank';
  iri: string;
}

/** A subject, or an object that is not a literal, as a node. */
function nodeTerm(term: SubjectTerm): NodeTerm {
  const id = termId(term);
  return { id, kind: term.kind, iri: id };
}

/**
 * The node a search's query stands for: the thing it pivots on. The query is the search's own text (the URL's
 * `q`), not a term a server sent, so it is read in the convention the pivots write it in (termId).
 */
function queryNodeId(q: string): string {
  const term = parseTerm(q);
  return term.kind === 'literal' ? q : termId(term);
}

/** The node a subject or IRI object is drawn as. */
export const termNodeId = (term: SubjectTerm) => termId(term);

const tripleKey = ({ value }: SearchResult) => termTripleKey(value);

/** Builds the picture of a page of results and of the neighbourhoods added to it. */
export function buildResultGraph(
  main: GraphPage,
  expansionPages: readonly GraphPage[],
  { languages, literalsPerNode = LITERALS_PER_NODE, expansionLimit = Infinity }: GraphOptions,
): ResultGraph {
  const expansions: GraphPage[] = [];
  const droppedExpansions: string[] = [];
  for (const page of expansionPages) {
    const usable =
      expansions.length < expansionLimit && page.q !== main.q && !expansions.some((taken) => taken.q === page.q);
    if (usable) expansions.push(page);
    else droppedExpansions.push(page.q);
  }

  // Every triple once, however many of the searches returned it; the first search to return it names it.
  const triples: GraphTriple[] = [];
  const seen = new Set<string>();
  for (const page of [main, ...expansions]) {
    page.results.forEach((result, index) => {
      const key = tripleKey(result);
      if (seen.has(key)) return;
      seen.add(key);
      triples.push({ result, rank: page.offset + index + 1, search: page.q });
    });
  }

  // Labels first, so that a thing is captioned by its best label wherever it first appears.
  const bestLabel = new Map<string, { text: string; rank: number; key: string }>();
  for (const triple of triples) {
    const { subject, predicate, object: term } = triple.result.value;
    if (term.kind !== 'literal') continue;
    // The language decides first, then the predicate (lib/thing-labels.ts); of equals, the first seen wins.
    const rank = labelRank({ predicate: predicate.value, value: term.value, language: term.language }, languages);
    if (rank === undefined) continue;
    const id = nodeTerm(subject).id;
    const current = bestLabel.get(id);
    if (current === undefined || rank < current.rank)
      bestLabel.set(id, { text: term.value, rank, key: tripleKey(triple.result) });
  }

  const centreId = queryNodeId(main.q);
  const expandedIds = new Set(expansions.map((page) => queryNodeId(page.q)));
  const nodes = new Map<string, GraphNode>();
  const addThing = (term: NodeTerm) => {
    const existing = nodes.get(term.id);
    if (existing) return existing;
    const label = bestLabel.get(term.id);
    const fullCaption = label?.text ?? (term.kind === 'blank' ? term.iri : iriCaption(term.iri));
    const node: GraphNode = {
      id: term.id,
      kind: term.kind,
      caption: shorten(fullCaption, CAPTION_MAX_CHARS),
      fullCaption,
      iri: term.iri,
      labelled: label !== undefined,
      centre: term.id === centreId,
      expanded: expandedIds.has(term.id),
    };
    nodes.set(term.id, node);
    return node;
  };

  const edges = new Map<string, GraphEdge>();
  const triplesOf = new Map<string, GraphTriple[]>();
  const hiddenLiterals = new Map<string, number>();
  const leavesOf = new Map<string, number>();
  const noteTriple = (id: string, triple: GraphTriple) => {
    const list = triplesOf.get(id);
    if (list) list.push(triple);
    else triplesOf.set(id, [triple]);
  };
  let literalCount = 0;
  let captionTriples = 0;

  for (const triple of triples) {
    const { subject, predicate, object } = triple.result.value;
    const source = addThing(nodeTerm(subject));
    noteTriple(source.id, triple);
    const objectTerm = object;
    let target: GraphNode;
    if (objectTerm.kind === 'literal') {
      const leaves = leavesOf.get(source.id) ?? 0;
      // The label already captions the node (and the same words under another label predicate would
      // only repeat it); values past the cap would swamp the picture.
      const label = bestLabel.get(source.id);
      const repeatsCaption =
        label !== undefined &&
        (label.key === tripleKey(triple.result) ||
          (isLabelPredicate(predicate.value) && objectTerm.value === label.text));
      if (repeatsCaption) captionTriples += 1;
      if (repeatsCaption || leaves >= literalsPerNode) {
        hiddenLiterals.set(source.id, (hiddenLiterals.get(source.id) ?? 0) + 1);
        continue;
      }
      leavesOf.set(source.id, leaves + 1);
      literalCount += 1;
      const tag = objectTerm.language
        ? `@${objectTerm.language}`
        : objectTerm.datatype
          ? (compactIri(objectTerm.datatype) ?? splitIri(objectTerm.datatype).local)
          : undefined;
      target = {
        id: `literal:${literalCount}`,
        kind: 'literal',
        caption: shorten(objectTerm.value, LITERAL_MAX_CHARS),
        fullCaption: objectTerm.value,
        labelled: false,
        centre: false,
        expanded: false,
        literalTag: tag,
        predicate: predicateLabel(predicate.value),
      };
      nodes.set(target.id, target);
    } else {
      target = addThing(nodeTerm(objectTerm));
    }
    // A thing that points at itself has no line to draw; the triple is in its panel once.
    if (target.id === source.id) continue;
    noteTriple(target.id, triple);
    const edgeId = `${source.id}\u0000${target.id}`;
    const label = predicateLabel(predicate.value);
    const edge = edges.get(edgeId);
    if (edge) {
      if (!edge.predicates.includes(label)) edge.predicates.push(label);
      edge.triples.push(triple);
    } else {
      edges.set(edgeId, { id: edgeId, source: source.id, target: target.id, predicates: [label], triples: [triple] });
    }
  }

  return {
    nodes: disambiguateCaptions([...nodes.values()]),
    edges: [...edges.values()],
    triplesOf,
    hiddenLiterals,
    captionTriples,
    expansions: expansions.map((page) => page.q),
    droppedExpansions,
  };
}
