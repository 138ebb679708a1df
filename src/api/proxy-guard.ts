/*
 * The dashboard's proxy (nginx in production, Vite's dev and preview servers) adds the server's key to what it
 * forwards, so it must forward only what the dashboard's own pages send. A page of another site can make a browser
 * send a "simple" request (a form post, or a fetch with text/plain or a form-encoded body) without asking first,
 * and the proxy would add the key to it. So a request to /v1/ or /rpc passes only when:
 *   - the browser says it came from the same origin (Sec-Fetch-Site), or, where a browser sends no fetch metadata,
 *     its Origin is the dashboard's own (no Origin at all: not a browser, or an old browser's same-origin read);
 *   - it carries DASHBOARD_REQUEST_HEADER, which no page of another origin can send without a CORS preflight that
 *     the proxy refuses;
 *   - a body comes as JSON, SPARQL or RDF, media types that also need a preflight from another origin.
 * curl and other server-side clients send no fetch metadata and no Origin: they pass with the header, which the
 * README documents. deploy/api-proxy.conf.template says the same rules in nginx's words; the e2e tests hold both.
 *
 * The dataplane server's paths sit at the server's root, where `/worlds/…` is also the dashboard's own route for a
 * world's pages: so the dashboard calls them under DATAPLANE_PREFIX, which the proxy removes. Only the paths the
 * dashboard uses are forwarded (dataplanePath); any other under the prefix is the proxy's own 404.
 */

/** The header the dashboard sends on every request to its own origin, and the proxy requires. */
export const DASHBOARD_REQUEST_HEADER = 'X-Worlds-Dashboard';

/** Media types a forwarded body may have: none is one a page of another site can send without a preflight. */
const FORWARDED_BODY_TYPES = [
  'application/json',
  'application/sparql-query',
  'application/sparql-update',
  'text/turtle',
  'application/n-triples',
  'application/n-quads',
  'application/trig',
  'text/n3',
] as const;

/** Where the dashboard calls a dataplane server through its proxy (dataplane-profile.ts, dataplaneRoot). */
export const DATAPLANE_PREFIX = '/dataplane';

/** The dataplane server's paths the dashboard uses: `worlds`, `worlds/…`, `api-keys`, `api-keys/…` and three files. */
const DATAPLANE_FORWARDED = /^\/(?:(?:worlds|api-keys)(?:\/.*)?|health|ready|openapi\.json)$/;

/**
 * The server's own path and query for a request under DATAPLANE_PREFIX, or undefined when it is not forwarded: a path
 * the dashboard does not use, or one that could leave the forwarded paths once the server decodes it (a `.` or `..`
 * segment, written plainly or percent-encoded, or an encoded slash or backslash). nginx judges its normalised URI
 * instead (deploy/api-proxy.conf.template), where none of those survives.
 */
export function dataplanePath(url: string): string | undefined {
  const match = /^\/dataplane(\/[^?#]*)(\?[^#]*)?$/.exec(url);
  const path = match?.[1];
  if (path === undefined || !DATAPLANE_FORWARDED.test(path)) return undefined;
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..' || /[/\\]/.test(decoded)) return undefined;
  }
  return path + (match?.[2] ?? '');
}

/** Marks the proxy's own error replies, so the dashboard can tell them from the server's. */
export const PROXY_ERROR_SOURCE = 'dashboard-proxy';

interface ProxiedRequest {
  method: string;
  /** Header values by lower-case name, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Why the proxy refuses a request, or undefined when it may be forwarded. */
export function proxyRefusal({ method, headers }: ProxiedRequest): string | undefined {
  const fetchSite = single(headers['sec-fetch-site']).toLowerCase();
  const origin = single(headers.origin).toLowerCase();
  const host = single(headers.host).toLowerCase();
  const fromOwnOrigin =
    fetchSite !== '' ? fetchSite === 'same-origin' : origin === '' || origin.replace(/^https?:\/\//, '') === host;
  if (!fromOwnOrigin) return PROXY_REFUSALS.otherSite;
  if (single(headers[DASHBOARD_REQUEST_HEADER.toLowerCase()]) === '') return PROXY_REFUSALS.noHeader;
  const mediaType = single(headers['content-type']).split(';')[0]?.trim().toLowerCase() ?? '';
  const carriesBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method.toUpperCase());
  if (carriesBody && !(FORWARDED_BODY_TYPES as readonly string[]).includes(mediaType)) return PROXY_REFUSALS.bodyType;
  return undefined;
}

/** The refusals' words, the same in nginx's configuration (a test compares them). */
export const PROXY_REFUSALS = {
  otherSite:
    "The dashboard's proxy refused this request because it came from another site's page: only the dashboard's own pages may use it.",
  noHeader: `The dashboard's proxy refused this request because it lacks the ${DASHBOARD_REQUEST_HEADER} header that the dashboard sends. Scripts and curl may send it: -H '${DASHBOARD_REQUEST_HEADER}: 1'.`,
  bodyType:
    "The dashboard's proxy refused this request because its body is not JSON, SPARQL or RDF (text/plain and form bodies are refused).",
} as const;

/** A reply the proxy makes itself, in the error shape the servers use, marked as the proxy's own. */
const proxyErrorBody = (code: number, message: string, statusText: string) =>
  JSON.stringify({ error: { code, message, statusText, source: PROXY_ERROR_SOURCE } });

/** What the proxy answers, itself, for a path under DATAPLANE_PREFIX that it does not forward (nginx says the same). */
const DATAPLANE_NOT_FORWARDED =
  "The dashboard's proxy forwards no such path to the Worlds API server: under /dataplane only worlds, api-keys, health, ready and openapi.json.";

/** The JSON 404 for a path under DATAPLANE_PREFIX that the proxy does not forward. */
export const dataplaneNotForwardedBody = () => proxyErrorBody(404, DATAPLANE_NOT_FORWARDED, 'Not Found');

/** The JSON 403 the proxy answers a refused request with. */
export const proxyRefusalBody = (message: string) => proxyErrorBody(403, message, 'Forbidden');

/** The JSON 502 the proxy answers when it could not reach the server (nginx's @upstream_unreachable says the same). */
export const proxyUnreachableBody = (serverName: string) =>
  proxyErrorBody(
    502,
    `The proxy in front of the dashboard could not reach the Worlds API server ${serverName}.`,
    'Bad Gateway',
  );
