/*
 * The SPARQL the dashboard sends of itself, to tell what a world holds: the Data page's count of triples and the
 * SPARQL page's vocabulary for completion. The REST server logs every query, so the Activity list hides these by
 * their exact text: one place for the texts keeps the senders and that filter in step.
 */

/** The Data page's count of a world's triples. */
export const COUNT_QUERY = 'SELECT (COUNT(*) AS ?triples) WHERE { ?s ?p ?o }';

const VOCABULARY_LIMIT = 500;
/** The predicates that the SPARQL page completes. */
export const PREDICATES_QUERY = `SELECT DISTINCT ?p WHERE { ?s ?p ?o } LIMIT ${VOCABULARY_LIMIT}`;
/** The classes that the SPARQL page completes. */
export const CLASSES_QUERY = `SELECT DISTINCT ?c WHERE { ?s a ?c } LIMIT ${VOCABULARY_LIMIT}`;

const DASHBOARD_QUERIES: ReadonlySet<string> = new Set([COUNT_QUERY, PREDICATES_QUERY, CLASSES_QUERY]);

/** Whether a query's text is exactly one the dashboard sends of itself. */
export const isDashboardQuery = (text: string) => DASHBOARD_QUERIES.has(text);
