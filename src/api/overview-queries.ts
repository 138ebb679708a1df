import { queryOptions } from '@tanstack/react-query';
import type { RdfTerm } from '../lib/rdf-term';
import { connectionId, type Connection } from './connection';
import { worldsApi } from './dialect';
import {
  CLASSES_COUNT_QUERY,
  CONNECTIONS_LIMIT,
  CONNECTIONS_QUERY,
  COUNTS_QUERY,
  LITERAL_KINDS_LIMIT,
  LITERALS_QUERY,
  PREDICATES_COUNT_QUERY,
  RANKED_LIMIT,
} from './dashboard-queries';
import { ApiError } from './request';
import { worldKeys } from './worlds';

/*
 * A world at a glance, by SPARQL aggregates: one query per section of the Overview page, each with a LIMIT, so that
 * a big world's answer stays small. Their keys sit under the world's own (worldKeys.all), so an import or a SPARQL
 * update, which invalidate that prefix, bring the overview up to date, and a delete removes it.
 */

const RDF_LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';

/** The world's sizes. `classes` counts the distinct objects of rdf:type. */
export interface OverviewCounts {
  triples: number;
  subjects: number;
  predicates: number;
  classes: number;
}

/** An IRI and how often it is used (a class: its instances; a predicate: its triples). */
export interface CountedIri {
  iri: string;
  count: number;
}

/** A ranked list, and whether it was cut at the limit it asked for (the server holds more). */
export interface Ranked<T> {
  rows: T[];
  cut: boolean;
}

/** Instances of `from` linked by `predicate` to instances of `to`, `count` times. */
export interface ClassLink {
  from: string;
  predicate: string;
  to: string;
  count: number;
}

/** How the world's literals are written: by language tag, and by datatype (a tagged literal's is rdf:langString). */
export interface LiteralKinds {
  languages: { tag: string; count: number }[];
  datatypes: CountedIri[];
  cut: boolean;
}

/** A count as the server wrote it (an xsd:integer literal); anything else is a reply not understood. */
function count(term: RdfTerm | undefined): number {
  const value = term?.kind === 'literal' ? Number(term.value) : NaN;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ApiError('invalid-reply', 'The server answered a count with something that is not a number.', {
      body: term,
    });
  }
  return value;
}

const iri = (term: RdfTerm | undefined) => (term?.kind === 'iri' ? term.value : undefined);

/*
 * At most two of the overview's queries run at once per connection: a big world's aggregates each take the server a
 * while, and five at once would compete with each other and with whatever else the person does. The rest wait their
 * turn, and each section shows its answer as it comes.
 */
const AT_ONCE = 2;
const running = new Map<string, number>();
const waiting = new Map<string, (() => void)[]>();

async function politely<T>(scope: string, work: () => Promise<T>): Promise<T> {
  if ((running.get(scope) ?? 0) >= AT_ONCE) {
    await new Promise<void>((resolve) => waiting.set(scope, [...(waiting.get(scope) ?? []), resolve]));
  }
  running.set(scope, (running.get(scope) ?? 0) + 1);
  try {
    return await work();
  } finally {
    running.set(scope, (running.get(scope) ?? 1) - 1);
    const [next, ...rest] = waiting.get(scope) ?? [];
    waiting.set(scope, rest);
    next?.();
  }
}

async function select(connection: Connection, worldId: string, query: string, signal: AbortSignal) {
  return politely(connectionId(connection), async () => {
    signal.throwIfAborted();
    const { sparqlSelect } = await worldsApi(connection);
    if (!sparqlSelect) throw new ApiError('unsupported', 'This server cannot answer SPARQL.');
    return (await sparqlSelect(worldId, query, signal)).rows;
  });
}

function ranked<T>(rows: T[], limit: number): Ranked<T> {
  return { rows, cut: rows.length >= limit };
}

const key = (connection: Connection, worldId: string, section: string) =>
  [...worldKeys.all(connectionId(connection), worldId), 'overview', section] as const;

/** The ranked lists of IRIs: each one's query, the variable holding the IRI and the one holding its count. */
const RANKED_IRIS = {
  classes: { query: CLASSES_COUNT_QUERY, name: 'class', counted: 'instances' },
  predicates: { query: PREDICATES_COUNT_QUERY, name: 'predicate', counted: 'uses' },
} as const;

const rankedIrisQuery = (connection: Connection, worldId: string, section: keyof typeof RANKED_IRIS) =>
  queryOptions({
    queryKey: key(connection, worldId, section),
    queryFn: async ({ signal }): Promise<Ranked<CountedIri>> => {
      const { query, name, counted } = RANKED_IRIS[section];
      const rows = await select(connection, worldId, query, signal);
      return ranked(
        rows.flatMap((row) => {
          const value = iri(row[name]);
          return value === undefined ? [] : [{ iri: value, count: count(row[counted]) }];
        }),
        RANKED_LIMIT,
      );
    },
  });

export const overviewQueries = {
  counts: (connection: Connection, worldId: string) =>
    queryOptions({
      queryKey: key(connection, worldId, 'counts'),
      queryFn: async ({ signal }): Promise<OverviewCounts> => {
        const [row] = await select(connection, worldId, COUNTS_QUERY, signal);
        // An empty world still has its one row of zeros; no row at all is a server that counted nothing.
        return {
          triples: count(row?.triples),
          subjects: count(row?.subjects),
          predicates: count(row?.predicates),
          classes: count(row?.classes),
        };
      },
    }),
  classes: (connection: Connection, worldId: string) => rankedIrisQuery(connection, worldId, 'classes'),
  predicates: (connection: Connection, worldId: string) => rankedIrisQuery(connection, worldId, 'predicates'),
  connections: (connection: Connection, worldId: string) =>
    queryOptions({
      queryKey: key(connection, worldId, 'connections'),
      queryFn: async ({ signal }): Promise<Ranked<ClassLink>> => {
        const rows = await select(connection, worldId, CONNECTIONS_QUERY, signal);
        return ranked(
          rows.flatMap((row) => {
            const [from, predicate, to] = [iri(row.from), iri(row.predicate), iri(row.to)];
            return from && predicate && to ? [{ from, predicate, to, count: count(row.links) }] : [];
          }),
          CONNECTIONS_LIMIT,
        );
      },
    }),
  literals: (connection: Connection, worldId: string) =>
    queryOptions({
      queryKey: key(connection, worldId, 'literals'),
      queryFn: async ({ signal }): Promise<LiteralKinds> => {
        const rows = await select(connection, worldId, LITERALS_QUERY, signal);
        return literalKinds(
          rows.map((row) => ({
            language: row.language?.kind === 'literal' ? row.language.value : '',
            datatype: iri(row.datatype),
            count: count(row.literals),
          })),
          rows.length >= LITERAL_KINDS_LIMIT,
        );
      },
    }),
};

/** Literals counted by (language, datatype), summed into languages and into datatypes, each most used first. */
export function literalKinds(
  groups: readonly { language: string; datatype: string | undefined; count: number }[],
  cut: boolean,
): LiteralKinds {
  const languages = new Map<string, number>();
  const datatypes = new Map<string, number>();
  for (const group of groups) {
    if (group.language !== '') languages.set(group.language, (languages.get(group.language) ?? 0) + group.count);
    const datatype = group.datatype ?? (group.language !== '' ? RDF_LANG_STRING : undefined);
    if (datatype !== undefined) datatypes.set(datatype, (datatypes.get(datatype) ?? 0) + group.count);
  }
  const byCount = <T extends { count: number }>(rows: T[]) => rows.sort((a, b) => b.count - a.count);
  return {
    languages: byCount([...languages].map(([tag, total]) => ({ tag, count: total }))),
    datatypes: byCount([...datatypes].map(([name, total]) => ({ iri: name, count: total }))),
    cut,
  };
}
