/*
 * The SPARQL the dashboard sends of itself, to tell what a world holds: the Data page's count of triples, the
 * SPARQL page's vocabulary for completion and the Overview's aggregates. The REST server logs every query, so the Activity list hides these by
 * their exact text: one place for the texts keeps the senders and that filter in step.
 */

/** The Data page's count of a world's triples. */
export const COUNT_QUERY = 'SELECT (COUNT(*) AS ?triples) WHERE { ?s ?p ?o }';

const VOCABULARY_LIMIT = 500;
/** The predicates that the SPARQL page completes. */
export const PREDICATES_QUERY = `SELECT DISTINCT ?p WHERE { ?s ?p ?o } LIMIT ${VOCABULARY_LIMIT}`;
/** The classes that the SPARQL page completes. */
export const CLASSES_QUERY = `SELECT DISTINCT ?c WHERE { ?s a ?c } LIMIT ${VOCABULARY_LIMIT}`;

/*
 * The Overview page's aggregates (api/overview-queries.ts reads their answers), each with a LIMIT so that a big
 * world's answer stays small.
 */
/** The most rows a ranked section asks for: "Show all" shows these, and says when the server has more. */
export const RANKED_LIMIT = 500;
/** The most class → predicate → class links asked for: past a hundred, the picture is no longer read. */
export const CONNECTIONS_LIMIT = 100;
export const LITERAL_KINDS_LIMIT = 200;

export const COUNTS_QUERY = `SELECT ?triples ?subjects ?predicates ?classes WHERE {
  { SELECT (COUNT(*) AS ?triples) (COUNT(DISTINCT ?s) AS ?subjects) (COUNT(DISTINCT ?p) AS ?predicates) WHERE { ?s ?p ?o } }
  { SELECT (COUNT(DISTINCT ?class) AS ?classes) WHERE { ?instance a ?class } }
} LIMIT 1`;

export const CLASSES_COUNT_QUERY = `SELECT ?class (COUNT(DISTINCT ?instance) AS ?instances) WHERE { ?instance a ?class }
GROUP BY ?class ORDER BY DESC(?instances) ?class LIMIT ${RANKED_LIMIT}`;

export const PREDICATES_COUNT_QUERY = `SELECT ?predicate (COUNT(*) AS ?uses) WHERE { ?s ?predicate ?o }
GROUP BY ?predicate ORDER BY DESC(?uses) ?predicate LIMIT ${RANKED_LIMIT}`;

export const CONNECTIONS_QUERY = `SELECT ?from ?predicate ?to (COUNT(*) AS ?links) WHERE {
  ?s ?predicate ?o . ?s a ?from . ?o a ?to .
} GROUP BY ?from ?predicate ?to ORDER BY DESC(?links) ?from ?predicate ?to LIMIT ${CONNECTIONS_LIMIT}`;

export const LITERALS_QUERY = `SELECT ?language ?datatype (COUNT(*) AS ?literals) WHERE {
  ?s ?p ?o FILTER(isLiteral(?o)) BIND(LANG(?o) AS ?language) BIND(DATATYPE(?o) AS ?datatype)
} GROUP BY ?language ?datatype ORDER BY DESC(?literals) LIMIT ${LITERAL_KINDS_LIMIT}`;

const DASHBOARD_QUERIES: ReadonlySet<string> = new Set([
  COUNT_QUERY,
  PREDICATES_QUERY,
  CLASSES_QUERY,
  COUNTS_QUERY,
  CLASSES_COUNT_QUERY,
  PREDICATES_COUNT_QUERY,
  CONNECTIONS_QUERY,
  LITERALS_QUERY,
]);

/** Whether a query's text is exactly one the dashboard sends of itself. */
export const isDashboardQuery = (text: string) => DASHBOARD_QUERIES.has(text);
