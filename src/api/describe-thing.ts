import { LABEL_PREDICATES, RDF_TYPE, type LabelLiteral } from '../lib/thing-labels';
import { termId, type RdfTerm, type TermTriple } from '../lib/rdf-term';
import { tripleKey } from '../lib/rdf-term-writing';
import { worldsApi } from './dialect';
import { probeSparql } from './sparql-probe';
import type { Connection } from './connection';
import { ApiError } from './request';
import { sparqlIri } from './sparql-write';
import { SEARCH_LIMIT_MAX, type SearchResult } from './schemas';
import type { WorldsApi } from './worlds-api';

/*
 * Describe a thing: every triple whose subject is the IRI and every triple whose object is it, up to a stated cap
 * each way, with the labels and types of the things it mentions. By SPARQL SELECT where the server answers it; else
 * from search results, kept only where they really have the thing as subject or object, and said to be so.
 */

export interface DescribeRequest {
  worldId: string;
  iri: string;
  /** The most triples of each direction to hold (a multiple of DESCRIBE_CAP after "Show more"). */
  outgoingLimit: number;
  incomingLimit: number;
}

/** What the world says of a thing it mentions: its names and its classes. */
export interface ThingFacts {
  labels: LabelLiteral[];
  types: string[];
}

export interface ThingDescription {
  iri: string;
  /** Triples whose subject is the thing. */
  outgoing: TermTriple[];
  /** Triples whose object is the thing. */
  incoming: TermTriple[];
  /** Whether the world holds more than shown, each way. */
  more: { outgoing: boolean; incoming: boolean };
  /**
   * How many triples the world holds each way, counted apart from the capped lists (SPARQL `COUNT`); undefined where
   * it could not be counted (a server without SPARQL, or a count it refused).
   */
  totals: { outgoing: number | undefined; incoming: number | undefined };
  /** The labels and types of the thing, the predicates and the things it links with, where the world has them. */
  facts: Map<string, ThingFacts>;
  /**
   * `sparql`: exactly what the world holds. `search`: built from search results, because the server has no SPARQL;
   * it may be incomplete.
   */
  source: 'sparql' | 'search';
}

/** The predicates whose values name a thing or give its class: what `facts` holds. */
const FACT_PREDICATES = [RDF_TYPE, ...LABEL_PREDICATES].map(sparqlIri).join(' ');

/*
 * Four queries, sent at once. Each capped list brings the names and types of the things its rows show, as rows of
 * their own (?fact ?value, unbound where it has none): the facts are those of the very things on screen, however
 * many the world holds, and cost one join on 501 rows instead of a union over all the thing's neighbours. One row
 * more than the limit tells whether there are more; the rows come in the list's order (by predicate).
 */
const listQuery = (triple: string, order: string, neighbour: string, limit: number) =>
  `SELECT ?p ?${neighbour} ?fact ?value WHERE { ` +
  `{ SELECT ?p ?${neighbour} WHERE { ${triple} } ORDER BY ${order} LIMIT ${limit + 1} } ` +
  `OPTIONAL { VALUES ?fact { ${FACT_PREDICATES} } ?${neighbour} ?fact ?value } }`;
const outgoingQuery = (iri: string, limit: number) => listQuery(`${sparqlIri(iri)} ?p ?o`, '?p ?o', 'o', limit);
const incomingQuery = (iri: string, limit: number) => listQuery(`?s ?p ${sparqlIri(iri)}`, '?p ?s', 's', limit);

/** The names and types of the thing itself and of every predicate it is linked by, either way. */
const ownFactsQuery = (iri: string) => {
  const it = sparqlIri(iri);
  return (
    `SELECT DISTINCT ?thing ?p ?value WHERE { VALUES ?p { ${FACT_PREDICATES} } ` +
    `{ BIND(${it} AS ?thing) ?thing ?p ?value } ` +
    `UNION { { SELECT DISTINCT ?thing WHERE { ${it} ?thing ?o } } ?thing ?p ?value } ` +
    `UNION { { SELECT DISTINCT ?thing WHERE { ?s ?thing ${it} } } ?thing ?p ?value } }`
  );
};

/** Both directions counted in one query, apart from the capped lists. */
const countsQuery = (iri: string) =>
  `SELECT ?outgoing ?incoming WHERE { ` +
  `{ SELECT (COUNT(*) AS ?outgoing) WHERE { ${sparqlIri(iri)} ?p ?o } } ` +
  `{ SELECT (COUNT(*) AS ?incoming) WHERE { ?s ?p ${sparqlIri(iri)} } } }`;

type SparqlRow = Partial<Record<string, RdfTerm>>;

const countIn = (term: RdfTerm | undefined) => {
  const value = Number(term?.value);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
};

/** The counts a query answered, each undefined when it answered none (or failed: the lists still stand). */
async function countsOf(rows: Promise<{ rows: ReadonlyArray<SparqlRow> }>, signal?: AbortSignal) {
  try {
    const [row] = (await rows).rows;
    return { outgoing: countIn(row?.outgoing), incoming: countIn(row?.incoming) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { outgoing: undefined, incoming: undefined };
  }
}

function subjectOf(term: RdfTerm | undefined): TermTriple['subject'] | undefined {
  return term !== undefined && term.kind !== 'literal' ? term : undefined;
}

function iriOf(term: RdfTerm | undefined): Extract<RdfTerm, { kind: 'iri' }> | undefined {
  return term?.kind === 'iri' ? term : undefined;
}

function addFact(facts: Map<string, ThingFacts>, thing: string, predicate: string, value: RdfTerm) {
  const known = facts.get(thing) ?? { labels: [], types: [] };
  if (predicate === RDF_TYPE) {
    if (value.kind === 'iri' && !known.types.includes(value.value)) known.types.push(value.value);
  } else if (value.kind === 'literal') {
    // A thing met more than once (by two rows, or as the thing and as a predicate) is named once.
    const language = value.language ?? undefined;
    const seen = known.labels.some(
      (label) => label.predicate === predicate && label.value === value.value && label.language === language,
    );
    if (!seen) known.labels.push({ predicate, value: value.value, ...(language ? { language } : {}) });
  }
  facts.set(thing, known);
}

const blankNodeRefusal = () =>
  new ApiError(
    'unsupported',
    'A blank node has no name outside the reply it came in, so it cannot be looked up on its own.',
  );

/**
 * A capped list's triples, each once and in the order the rows gave them, with the facts its rows carry of the
 * neighbour (the row's other end) put into `facts`.
 */
function listedTriples(
  rows: ReadonlyArray<SparqlRow>,
  triple: (predicate: Extract<RdfTerm, { kind: 'iri' }>, row: SparqlRow) => TermTriple | undefined,
  neighbour: (triple: TermTriple) => RdfTerm,
  facts: Map<string, ThingFacts>,
): TermTriple[] {
  const triples = new Map<string, TermTriple>();
  for (const row of rows) {
    const predicate = iriOf(row.p);
    const listed = predicate && triple(predicate, row);
    if (!listed) continue;
    const key = tripleKey(listed);
    if (!triples.has(key)) triples.set(key, listed);
    const fact = iriOf(row.fact);
    const subject = subjectOf(neighbour(listed));
    if (fact && subject && row.value) addFact(facts, termId(subject), fact.value, row.value);
  }
  return [...triples.values()];
}

async function describeBySparql(
  select: NonNullable<WorldsApi['sparqlSelect']>,
  { worldId, iri, outgoingLimit, incomingLimit }: DescribeRequest,
  signal?: AbortSignal,
): Promise<ThingDescription> {
  const thing = { kind: 'iri', value: iri } as const;
  // The counts go beside the capped lists, so that a capped list can say how much it leaves out.
  const [out, inc, own, totals] = await Promise.all([
    select(worldId, outgoingQuery(iri, outgoingLimit), signal),
    select(worldId, incomingQuery(iri, incomingLimit), signal),
    select(worldId, ownFactsQuery(iri), signal),
    countsOf(select(worldId, countsQuery(iri), signal), signal),
  ]);
  const known = new Map<string, ThingFacts>();
  for (const row of own.rows) {
    const predicate = iriOf(row.p);
    const subject = subjectOf(row.thing);
    if (subject && predicate && row.value) addFact(known, termId(subject), predicate.value, row.value);
  }
  const outgoing = listedTriples(
    out.rows,
    (predicate, row) => (row.o ? { subject: thing, predicate, object: row.o } : undefined),
    (triple) => triple.object,
    known,
  );
  const incoming = listedTriples(
    inc.rows,
    (predicate, row) => {
      const subject = subjectOf(row.s);
      return subject ? { subject, predicate, object: thing } : undefined;
    },
    (triple) => triple.subject,
    known,
  );
  return {
    iri,
    outgoing: outgoing.slice(0, outgoingLimit),
    incoming: incoming.slice(0, incomingLimit),
    more: { outgoing: outgoing.length > outgoingLimit, incoming: incoming.length > incomingLimit },
    totals,
    facts: known,
    source: 'sparql',
  };
}

/** How many pages of 100 each search of the fallback reads: enough for a thing's own rows, few enough to be quick. */
const FALLBACK_PAGES = 3;

/** The end of an IRI, where it is named: what a text search can find where the IRI itself is not searchable. */
const localName = (iri: string) => /([^/#:]+)[/#]?$/.exec(iri)?.[1] ?? iri;

async function describeBySearch(
  api: WorldsApi,
  { worldId, iri, outgoingLimit, incomingLimit }: DescribeRequest,
  signal?: AbortSignal,
): Promise<ThingDescription> {
  const seen: SearchResult[] = [];
  for (const q of [...new Set([iri, localName(iri)])]) {
    for (let page = 0; page < FALLBACK_PAGES; page += 1) {
      const reply = await api.searchWorld(
        { worldId, q, limit: SEARCH_LIMIT_MAX, offset: page * SEARCH_LIMIT_MAX },
        signal,
      );
      seen.push(...reply.results);
      if (!reply.hasMore) break;
    }
  }
  const unique = new Map(seen.map((result) => [tripleKey(result.value), result.value]));
  const triples = [...unique.values()];
  const outgoing = triples.filter((triple) => termId(triple.subject) === iri);
  const incoming = triples.filter((triple) => triple.object.kind === 'iri' && triple.object.value === iri);
  const facts = new Map<string, ThingFacts>();
  for (const triple of triples) addFact(facts, termId(triple.subject), triple.predicate.value, triple.object);
  return {
    iri,
    outgoing: outgoing.slice(0, outgoingLimit),
    incoming: incoming.slice(0, incomingLimit),
    more: { outgoing: outgoing.length > outgoingLimit, incoming: incoming.length > incomingLimit },
    // Search cannot count: past the cap, the view can only say "at least".
    totals: { outgoing: undefined, incoming: undefined },
    facts,
    source: 'search',
  };
}

/** A thing's triples both ways, with the names and types of what they mention; see ThingDescription. */
export async function describeThing(
  connection: Connection,
  request: DescribeRequest,
  signal?: AbortSignal,
): Promise<ThingDescription> {
  if (request.iri.startsWith('_:')) throw blankNodeRefusal();
  // Refused before anything is sent, whichever way the thing would be read (sparql-write.ts says why).
  sparqlIri(request.iri);
  // A v1 server is asked once whether it answers SPARQL; the API made after that has it when it does.
  await probeSparql(connection, request.worldId);
  const api = await worldsApi(connection);
  return api.sparqlSelect
    ? describeBySparql(api.sparqlSelect, request, signal)
    : describeBySearch(api, request, signal);
}

/** A description as rows, for what draws search results (the graph): every triple once, unscored. */
export const describedRows = ({ outgoing, incoming }: ThingDescription): SearchResult[] => {
  const unique = new Map([...outgoing, ...incoming].map((triple) => [tripleKey(triple), triple]));
  return [...unique.values()].map((value) => ({ score: 0, value }));
};
