import { queryOptions } from '@tanstack/react-query';
import { termId, type TermTriple } from '../lib/rdf-term';
import { tripleKey } from '../lib/rdf-term-writing';
import { connectionId, type Connection } from './connection';
import { worldsApi } from './dialect';
import {
  literalKinds,
  type ClassLink,
  type CountedIri,
  type LiteralKinds,
  type OverviewCounts,
} from './overview-queries';
import { SEARCH_LIMIT_MAX } from './schemas';
import { worldKeys } from './worlds';

/*
 * The overview of a world on a server with no SPARQL (the described v1 API): nothing can be counted, so it is built
 * from a sample of search results, and the page says so, with the sample's size. Searches for the words a typed or
 * labelled thing's triples carry find the most of what a world holds; each reads a few pages at most.
 */

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
/** The searches the sample is made of. */
export const SAMPLE_SEARCHES = ['type', 'label', 'name'] as const;
const PAGES_PER_SEARCH = 3;

export interface OverviewSample {
  /** How many distinct triples the searches found. */
  size: number;
  counts: OverviewCounts;
  classes: CountedIri[];
  predicates: CountedIri[];
  connections: ClassLink[];
  literals: LiteralKinds;
}

const byCount = <T extends { count: number }>(rows: T[]) => rows.sort((a, b) => b.count - a.count);

function counted(values: Iterable<string>): CountedIri[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return byCount([...counts].map(([iri, count]) => ({ iri, count })));
}

/** What a sample of triples says of the world it came from: the same sections as the SPARQL overview. */
function summariseSample(triples: readonly TermTriple[]): OverviewSample {
  const typesOf = new Map<string, Set<string>>();
  for (const { subject, predicate, object } of triples) {
    if (predicate.value !== RDF_TYPE || object.kind !== 'iri') continue;
    const id = termId(subject);
    typesOf.set(id, new Set([...(typesOf.get(id) ?? []), object.value]));
  }
  const classes = counted([...typesOf.values()].flatMap((types) => [...types]));
  const links = new Map<string, ClassLink>();
  for (const { subject, predicate, object } of triples) {
    if (object.kind !== 'iri') continue;
    for (const from of typesOf.get(termId(subject)) ?? []) {
      for (const to of typesOf.get(object.value) ?? []) {
        const id = JSON.stringify([from, predicate.value, to]);
        const link = links.get(id) ?? { from, predicate: predicate.value, to, count: 0 };
        link.count += 1;
        links.set(id, link);
      }
    }
  }
  const literalGroups = triples.flatMap(({ object }) =>
    object.kind === 'literal' ? [{ language: object.language ?? '', datatype: object.datatype, count: 1 }] : [],
  );
  const predicates = counted(triples.map((triple) => triple.predicate.value));
  return {
    size: triples.length,
    counts: {
      triples: triples.length,
      subjects: new Set(triples.map((triple) => termId(triple.subject))).size,
      predicates: predicates.length,
      classes: classes.length,
    },
    classes,
    predicates,
    connections: byCount([...links.values()]),
    literals: literalKinds(literalGroups, false),
  };
}

export const overviewSampleQuery = (connection: Connection, worldId: string) =>
  queryOptions({
    queryKey: [...worldKeys.all(connectionId(connection), worldId), 'overview', 'sample'] as const,
    queryFn: async ({ signal }) => {
      const api = await worldsApi(connection);
      const found = new Map<string, TermTriple>();
      // One search at a time: the sample is a few small requests, and a server without SPARQL is often a small one.
      for (const q of SAMPLE_SEARCHES) {
        for (let page = 0; page < PAGES_PER_SEARCH; page += 1) {
          const reply = await api.searchWorld(
            { worldId, q, limit: SEARCH_LIMIT_MAX, offset: page * SEARCH_LIMIT_MAX },
            signal,
          );
          for (const { value } of reply.results) found.set(tripleKey(value), value);
          if (!reply.hasMore) break;
        }
      }
      return summariseSample([...found.values()]);
    },
  });
