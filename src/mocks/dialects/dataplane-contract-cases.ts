/*
 * What the contract test (contract.test.ts, its dataplane block) holds the dataplane double to: each recording of
 * ../shared/api/recorded/dataplane is checked, or named here as not served with why. Kept out of contract.test.ts so
 * that the rest and rpc cases there stay as they are.
 */

/** Recordings the double serves, and what each checks. */
export const DATAPLANE_CHECKED: Record<string, string> = {
  'dataplane/01-list-worlds.json': 'the list: {worlds}, ISO times, no description, no paging',
  'dataplane/02-no-token.json': 'no token: 401 UNAUTHORIZED',
  'dataplane/03-bad-token.json': 'an unknown token: 401 UNAUTHORIZED',
  'dataplane/04-get-world.json': 'one world',
  'dataplane/05-get-world-missing.json': 'a well-formed ID that does not exist: 404 NOT_FOUND',
  'dataplane/06-get-world-bad-id.json': 'an ID that is not w_<uuid>: 400 ZodError',
  'dataplane/07-patch-display-name.json': 'PATCH displayName: 200 and the world',
  'dataplane/08-patch-back.json': 'PATCH it back',
  'dataplane/09-patch-empty-name.json': 'displayName "": 400 ZodError',
  'dataplane/10-patch-description.json': 'only description: 400 "At least one field to update is required"',
  'dataplane/11-patch-search-settings.json': 'PATCH topK and minScore',
  'dataplane/12-patch-search-settings-back.json': 'PATCH them back',
  'dataplane/13-patch-bad-min-score.json': 'minScore 2: 400 ZodError',
  'dataplane/14-put-world.json': 'PUT: 404 NOT_FOUND',
  'dataplane/15-search.json': 'search: results with content and graph "", and the mode',
  'dataplane/16-search-default-limit.json': 'search with no limit: 20',
  'dataplane/17-search-iri.json': 'a query holding an IRI: no results',
  'dataplane/18-search-filter-include.json': 'filter.include.predicates',
  'dataplane/19-search-filter-include-subject.json': 'filter.include.subjects',
  'dataplane/20-search-filter-exclude.json': 'filter.exclude.predicates',
  'dataplane/21-search-min-score.json': 'minScore',
  'dataplane/22-search-empty-query.json': 'an empty query: 400 ZodError',
  'dataplane/23-search-big-limit.json': 'limit 500: 400 ZodError',
  'dataplane/24-search-offset.json': 'offset is not read',
  'dataplane/25-search-get.json': 'GET on the search path: 404',
  'dataplane/26-search-missing-world.json': 'search in a missing world: 404 "World database not found"',
  'dataplane/27-sparql-select-out.json': 'SPARQL SELECT: results JSON',
  'dataplane/28-sparql-select-in.json': 'SPARQL SELECT of the incoming links',
  'dataplane/29-sparql-count.json': 'SPARQL COUNT: a typed literal',
  'dataplane/30-sparql-typed.json': 'SPARQL literals',
  'dataplane/31-sparql-ask.json': 'ASK: {head: {link: null}, boolean}',
  'dataplane/32-sparql-construct.json': 'CONSTRUCT: 400 UNSUPPORTED_QUERY_KIND',
  'dataplane/33-sparql-describe.json': 'DESCRIBE: 400 UNSUPPORTED_QUERY_KIND',
  'dataplane/34-sparql-malformed.json': 'a malformed query: 400 INVALID_ARGUMENT',
  'dataplane/35-sparql-sparql-query-body.json': 'an application/sparql-query body: 500 "Unsupported Media Type"',
  'dataplane/36-sparql-get.json': 'GET on the SPARQL path: 404',
  'dataplane/37-sparql-no-world.json': 'POST /worlds/sparql: 400 naming the route',
  'dataplane/38-sparql-big-select.json': 'SELECT of everything: every row',
  'dataplane/39-sparql-update.json': 'INSERT DATA: {ok: true}',
  'dataplane/40-sparql-update-seen.json': 'ASK after an update',
  'dataplane/41-sparql-update-found-by-search.json': 'search finds what an update inserted',
  'dataplane/42-sparql-delete.json': 'DELETE WHERE: {ok: true}',
  'dataplane/43-create-world.json': 'create: 201 and the world',
  'dataplane/44-create-world-empty.json': 'create with nothing: the ID becomes the name',
  'dataplane/45-create-world-bad-topk.json': 'topK 0: 400 ZodError',
  'dataplane/46-import-turtle.json': 'import Turtle: 400 UNSUPPORTED_CONTENT_TYPE',
  'dataplane/47-import-turtle-default.json': 'import with no contentType: Turtle, refused',
  'dataplane/48-import-n-triples.json': 'import N-Triples: refused',
  'dataplane/49-import-json.json': 'import a JSON array of triples: {imported: {quads, chunks}}',
  'dataplane/50-import-text.json': 'import text/plain: one chunk',
  'dataplane/51-import-broken.json': 'a broken JSON array: 400 "Invalid JSON body"',
  'dataplane/52-import-raw-turtle-body.json': 'a raw Turtle body: 500 "Unsupported Media Type"',
  'dataplane/53-import-count.json': 'COUNT after the imports: the chunk is not in the default graph',
  'dataplane/54-import-terms.json': 'an IRI-like object became an IRI, another a plain literal',
  'dataplane/55-export-default.json': 'export with no format: a JSON page and its nextOffset',
  'dataplane/56-export-page-2.json': 'the next page',
  'dataplane/57-export-last-page.json': 'the last page: no nextOffset',
  'dataplane/58-export-turtle.json': 'text/turtle, the chunk in its named graph',
  'dataplane/59-export-n-triples.json': 'N-Triples with a named graph: 500',
  'dataplane/60-export-n-quads.json': 'N-Quads',
  'dataplane/61-export-trig.json': 'TriG: the text "[object Promise]"',
  'dataplane/62-export-ld-json.json': 'JSON-LD, one @graph per graph',
  'dataplane/63-export-turtle.json': 'format=turtle: 400 UNSUPPORTED_FORMAT',
  'dataplane/64-export-nonsense.json': 'an unknown format: 400 UNSUPPORTED_FORMAT',
  'dataplane/65-reindex.json': 'reindex',
  'dataplane/66-suspend.json': 'suspend: state suspended',
  'dataplane/67-search-suspended.json': 'search in a suspended world: 404',
  'dataplane/68-patch-suspended.json': 'a suspended world can be renamed',
  'dataplane/69-resume.json': 'resume: state active',
  'dataplane/70-delete-world.json': 'delete: 204',
  'dataplane/71-get-deleted.json': 'a deleted world: 404',
  'dataplane/72-list-after-delete.json': 'a deleted world is not listed',
  'dataplane/73-delete-again.json': 'delete a deleted world: 404',
  'dataplane/74-undelete.json': 'undelete: the world, active again',
  'dataplane/75-undelete-active.json': 'undelete a world that is not deleted: 404',
  'dataplane/76-delete-world-final.json': 'delete again after the undelete: 204',
  'dataplane/77-list-keys.json': 'a namespace token lists no keys: 403 FORBIDDEN',
  'dataplane/78-list-keys-namespace.json': 'nor one namespace’s: 403 FORBIDDEN',
  'dataplane/79-create-key.json': 'a namespace token creates no key: 403 FORBIDDEN',
  'dataplane/80-create-key-world.json': 'nor one narrowed to a world: 403 FORBIDDEN',
  'dataplane/81-create-key-bad-scope.json': 'a bad scope: 400 ZodError, before the key is looked at',
  'dataplane/82-create-key-no-namespace.json': 'no namespace: 400 ZodError, before the key is looked at',
  'dataplane/83-delete-key.json': 'a namespace token revokes no key: 403 FORBIDDEN',
  'dataplane/84-delete-key-missing.json': 'not even a missing one: 403 FORBIDDEN',
  'dataplane/85-admin-list-keys.json': 'the admin key lists every key: the double’s namespace token is one',
  'dataplane/86-admin-list-keys-namespace.json': 'one namespace’s keys: none yet',
  'dataplane/87-admin-create-key.json': 'create a key: 201, its token, no scopes, worldId null',
  'dataplane/88-admin-create-key-world.json': 'create a key narrowed to a world',
  'dataplane/89-admin-create-key-bad-scope.json': 'a bad scope: 400 ZodError',
  'dataplane/90-admin-list-keys-after.json': 'the namespace’s keys, newest first, worldId left out when none',
  'dataplane/91-admin-delete-key.json': 'revoke a key: 204',
  'dataplane/92-admin-delete-key-missing.json': 'revoke a key that does not exist: 404 NOT_FOUND',
  'dataplane/93-admin-list-worlds.json': 'the admin key lists the worlds',
  'dataplane/94-admin-create-world.json': 'the admin key creates no world: 400 INVALID_ARGUMENT',
  'dataplane/95-health.json': '/health, no token',
  'dataplane/96-ready.json': '/ready, no token',
  'dataplane/97-openapi.json': '/openapi.json, no token: the recorded document',
  'dataplane/99-unknown-route.json': 'an unknown path: 404 JSON',
  'dataplane/100-v1-route.json': 'a v1 path: 404',
  'dataplane/101-rpc-route.json': 'the RPC path: 404',
};

/** Recordings the double does not serve yet, and why. */
export const DATAPLANE_NOT_SERVED: Record<string, string> = {
  'dataplane/98-preflight.json':
    'CORS is the HTTP server’s, not the handlers’: the e2e test server answers OPTIONS (dialect-server.ts serves no preflight)',
};

/** Recordings made with the admin key (its token, like the namespace one, is redacted in them). */
export const isAdminRecording = (file: string) => /^dataplane\/\d+-admin-/.test(file);

/**
 * Keys the recordings about keys found on the server, created first: the two of 87 and 88 (their recorded UIDs, to
 * be replaced by the double's), listed in 90; the first of them, revoked in 91.
 */
const READ_ONLY_KEY = {
  uid: 'ae4906ee-1ac2-40c9-b694-5d02848dbe3d',
  body: { namespace: 'recorded', name: 'recorded read-only', scopes: ['data:read'] },
};
const ONE_WORLD_KEY = {
  uid: 'b1dbb62e-a7ac-4eab-ab30-9a7c2d51a7a3',
  body: { namespace: 'recorded', worldId: 'w_41cd9707-cd27-42ab-9880-00ed9d25beca', name: 'recorded one world' },
};
export const KEYS_BEFORE: Record<string, { uid: string; body: Record<string, unknown> }[]> = {
  'dataplane/90-admin-list-keys-after.json': [READ_ONLY_KEY, ONE_WORLD_KEY],
  'dataplane/91-admin-delete-key.json': [READ_ONLY_KEY],
};

/** The recordings' worlds: the Solar System, the Empty World, and the scratch world created in 43 and used to 76. */
export const SOLAR_SYSTEM_ID = 'w_41cd9707-cd27-42ab-9880-00ed9d25beca';
export const EMPTY_WORLD_ID = 'w_f7048596-4618-4049-a8ec-7c6fa8ec1604';
export const SCRATCH_ID = 'w_e13f3d6d-ac3b-42d6-a90c-8cac6aa31aa3';

/** The recorded imports into the scratch world (recorded/dataplane/49, 50): what the exports after them hold. */
export const SCRATCH_IMPORTS = [
  {
    data: JSON.stringify([
      { subject: 'https://example.org/rec/d', predicate: 'https://example.org/rec/name', object: 'Recorded D' },
      {
        subject: 'https://example.org/rec/d',
        predicate: 'https://example.org/rec/knows',
        object: 'https://example.org/rec/a',
      },
    ]),
    contentType: 'application/json',
  },
  { data: 'Plain text about Recorded E.', contentType: 'text/plain' },
];

type Step = 'imports' | 'suspend' | 'delete';

/**
 * The scratch world's recordings were made one after another; each is checked alone, so what came before it is
 * done first: the world created (always), its data imported, suspended or deleted.
 */
export const SCRATCH_BEFORE: Record<string, Step[]> = {
  ...Object.fromEntries([46, 47, 48, 49, 50, 51, 52, 65, 66, 70, 75, 76].map((n) => [n, []])),
  ...Object.fromEntries([53, 54, 58, 59, 60, 61, 62, 63, 64].map((n) => [n, ['imports']])),
  67: ['suspend'],
  68: ['suspend'],
  69: ['suspend'],
  71: ['delete'],
  73: ['delete'],
  74: ['delete'],
};

/** Recordings made after another on the Empty World: the one before is replayed first (the update 39). */
export const REPLAY_BEFORE: Record<string, string> = {
  'dataplane/40-sparql-update-seen.json': 'dataplane/39-sparql-update.json',
  'dataplane/41-sparql-update-found-by-search.json': 'dataplane/39-sparql-update.json',
};
