import { isValidIri } from '../../api/sparql-write';
import { thingPath, worldSearchPath, worldSparqlPath } from '../../lib/world-paths';

/*
 * Where the overview's bars and links lead: a class to its instances (the SPARQL page with the query ready, where
 * the server has SPARQL; its own view otherwise, which lists what is typed with it), a predicate to a filtered search
 * (its own view where the server cannot filter), a language or datatype to its literals. An IRI that cannot be
 * written into SPARQL safely (sparql-write.ts) leads to its view instead of a query.
 */

const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

const sparqlWith = (worldId: string, query: string) =>
  `${worldSparqlPath(worldId)}?${new URLSearchParams({ query }).toString()}`;

export interface OverviewLinks {
  classInstances: (classIri: string) => string;
  predicateUses: (predicate: string) => string;
  /** Undefined where the server has no SPARQL to list them. */
  linksBetween: (from: string, predicate: string, to: string) => string | undefined;
  language: (tag: string) => string | undefined;
  datatype: (iri: string) => string | undefined;
}

export function overviewLinks(
  worldId: string,
  { sparql, filters }: { sparql: boolean; filters: boolean },
): OverviewLinks {
  const thing = (iri: string) => thingPath(worldId, iri);
  const query = (iris: readonly string[], text: () => string) =>
    sparql && iris.every(isValidIri) ? sparqlWith(worldId, text()) : undefined;
  return {
    classInstances: (classIri) =>
      query([classIri], () => `SELECT DISTINCT ?instance WHERE { ?instance a <${classIri}> } LIMIT 100`) ??
      thing(classIri),
    predicateUses: (predicate) =>
      filters && isValidIri(predicate)
        ? `${worldSearchPath(worldId)}?${new URLSearchParams({ predicate }).toString()}`
        : thing(predicate),
    linksBetween: (from, predicate, to) =>
      query(
        [from, predicate, to],
        () =>
          `SELECT ?subject ?object WHERE { ?subject <${predicate}> ?object . ?subject a <${from}> . ?object a <${to}> } LIMIT 100`,
      ),
    language: (tag) =>
      LANGUAGE_TAG.test(tag)
        ? query(
            [],
            () =>
              `SELECT ?subject ?predicate ?literal WHERE { ?subject ?predicate ?literal FILTER(LANG(?literal) = "${tag}") } LIMIT 100`,
          )
        : undefined,
    datatype: (iri) =>
      query(
        [iri],
        () =>
          `SELECT ?subject ?predicate ?literal WHERE { ?subject ?predicate ?literal FILTER(DATATYPE(?literal) = <${iri}>) } LIMIT 100`,
      ),
  };
}
