import * as z from 'zod/mini';
import { getConnection, proxiedApiHost, resolveBaseUrl, type Connection } from './connection';
import { buildUrl, type HttpRequestDescription } from './http-request';
import { offlineServerReady } from './offline-server';
import { DASHBOARD_REQUEST_HEADER, PROXY_ERROR_SOURCE } from './proxy-guard';
import { noteServerReach } from './server-reach';

/*
 * The one place that calls fetch. Every failure leaves here as an ApiError with
 * a message a person can act on; every success body is parsed with zod, so a
 * reply of the wrong shape is an ordinary error and never a crash further on.
 */

export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer: the server is down, the address is wrong, or the browser blocked the call. */
  | 'network'
  /** The dashboard's own proxy answered, for a Worlds API server that it could not reach. */
  | 'unreachable'
  /** No answer within REQUEST_TIMEOUT_MS, or a body read as it arrives that stopped for as long (requestStream). */
  | 'timeout'
  /** An answer the dashboard does not understand (not JSON, or not the expected shape). */
  | 'invalid-reply'
  /** Something this server's dialect cannot do (reach a page by offset, say). */
  | 'unsupported'
  /** Input that cannot be sent safely (an IRI holding a space, say): refused here, before anything is sent. */
  | 'invalid-input';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;
  /** Seconds the server asked us to wait (Retry-After), when it said so. */
  readonly retryAfterSeconds: number | undefined;
  /** The dashboard's own proxy answered (a refusal, or the server out of its reach), not the Worlds API server. */
  readonly fromProxy: boolean;
  /** The field of the input that the refusal concerns (a slug that exists), for a form to say it there. */
  readonly field: string | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; body?: unknown; retryAfterSeconds?: number; fromProxy?: boolean; field?: string } = {},
  ) {
    super(message);
    this.kind = kind;
    this.status = details.status;
    this.body = details.body;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.fromProxy = details.fromProxy ?? false;
    this.field = details.field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server has no such thing (a world with this ID): an answer, unlike a server that cannot read worlds. */
export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

/** The server refused the key (or its absence): a matter for the settings, unlike a refusal by the proxy. */
export function isKeyRefusal(error: unknown): error is ApiError {
  return isApiError(error) && !error.fromProxy && (error.status === 401 || error.status === 403);
}

const REQUEST_TIMEOUT_MS = 15_000;

interface SendOptions<T> {
  /** Parses a success body. */
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** Settings not saved yet, for "Test connection"; the saved ones otherwise. */
  connection?: Connection;
  /** The success reply's body unread, with its Content-Type (requestStream). */
  stream?: boolean;
}

/** Sends a described request whose success reply must have a body of `schema`'s shape. */
export async function request<T>(description: HttpRequestDescription, options: SendOptions<T>): Promise<T> {
  const reply = await sendNotingReach(description, options);
  if (reply === undefined) throw invalidReply('The server sent an empty reply where data was expected.');
  return parseReply(reply, options.schema);
}

/** Like request(), but an empty success reply (204, or 200 with no body) is fine too. */
export async function requestAllowingEmpty<T>(
  description: HttpRequestDescription,
  options: SendOptions<T>,
): Promise<T | undefined> {
  const reply = await sendNotingReach(description, options);
  return reply === undefined ? undefined : parseReply(reply, options.schema);
}

/** A success reply's body as the network gives it, for a reader that keeps its time limit where it reads it. */
export interface UnreadBody {
  body: ReadableStream<Uint8Array>;
  contentType: string | null;
  /** The longest wait for the body's next bytes before its reading fails (stream-silence.ts). */
  silenceLimitMs: number;
}

/**
 * Sends a described request whose success reply is read as it arrives (an export of any size, a SPARQL answer): its
 * body and its Content-Type. The time limit is on the answer's start, and then on each wait for the body's next bytes
 * (stream-silence.ts), so that a server that stops sending part-way fails the reading rather than keep it waiting.
 */
export async function requestStream(
  description: HttpRequestDescription,
  options: Omit<SendOptions<unknown>, 'schema'>,
): Promise<{ body: ReadableStream<Uint8Array>; contentType: string | null }> {
  // Loaded with the first body read as it arrives, never on a first visit: asked for alongside the request, and a
  // failed load (the dashboard updated on the server) thrown as it is, for the page to say so.
  const silence = import('./stream-silence');
  void silence.catch(() => undefined);
  const reply = await requestUnreadBody(description, options);
  try {
    const { limitSilence } = await silence;
    return { body: limitSilence(reply.body, reply.silenceLimitMs), contentType: reply.contentType };
  } catch (error) {
    void reply.body.cancel().catch(() => undefined);
    throw error;
  }
}

/**
 * requestStream() without the limit on the body's silences, which its reader keeps: a SPARQL reply's body is moved to
 * the results worker unread, and limited there, so that no stream on the page's thread handles each of its chunks.
 */
export async function requestUnreadBody(
  description: HttpRequestDescription,
  options: Omit<SendOptions<unknown>, 'schema'>,
): Promise<UnreadBody> {
  const reply = (await sendNotingReach(description, { ...options, schema: z.unknown(), stream: true })) as {
    body: ReadableStream<Uint8Array>;
    contentType: string | null;
  };
  return { ...reply, silenceLimitMs: REQUEST_TIMEOUT_MS };
}

/** send(), noting for the header's badge whether the server itself answered or its proxy could not reach it. */
async function sendNotingReach(description: HttpRequestDescription, options: SendOptions<unknown>): Promise<unknown> {
  const server = resolveBaseUrl(options.connection ?? getConnection());
  try {
    const reply = await send(description, options);
    noteServerReach(server, 'answered');
    return reply;
  } catch (error) {
    if (isApiError(error) && error.kind === 'unreachable') noteServerReach(server, 'unreachable');
    else if (isApiError(error) && error.kind === 'http') noteServerReach(server, 'answered');
    throw error;
  }
}

/** The one executor: what every dialect describes goes over the wire here, and only here. */
async function send(
  { method, path, query, json, text: textBody, accept, keyHeader }: HttpRequestDescription,
  options: SendOptions<unknown>,
): Promise<unknown> {
  const connection = options.connection ?? getConnection();
  const { mode, apiKey } = connection;
  if (mode === 'offline') {
    try {
      await offlineServerReady();
    } catch (error) {
      throw new ApiError(
        'network',
        'The offline sample data could not start: the browser refused its service worker.',
        {
          body: error instanceof Error ? error.message : undefined,
        },
      );
    }
  }
  const headers = new Headers({ Accept: accept ?? 'application/json' });
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  if (textBody !== undefined) headers.set('Content-Type', textBody.contentType);
  if (mode === 'server' && apiKey) {
    if (keyHeader === 'x-api-key') headers.set('X-Api-Key', apiKey);
    else headers.set('Authorization', `Bearer ${apiKey}`);
  }

  const url = buildUrl(path, query, connection);
  // The dashboard's own origin is its proxy, which forwards only requests that carry this (see proxy-guard.ts).
  if (new URL(url).origin === window.location.origin) headers.set(DASHBOARD_REQUEST_HEADER, '1');

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  // The time limit aborts through this, so that a body read as it arrives (requestStream) outlives it.
  const waiting = new AbortController();
  const stopWaiting = () => waiting.abort(timeout.reason);
  timeout.addEventListener('abort', stopWaiting);
  const signal = options.signal ? AbortSignal.any([options.signal, waiting.signal]) : waiting.signal;

  let response: Response;
  let text = '';
  try {
    response = await fetch(url, {
      method,
      headers,
      body: textBody?.body ?? (json === undefined ? undefined : JSON.stringify(json)),
      signal,
    });
    if (options.stream && response.ok) {
      timeout.removeEventListener('abort', stopWaiting);
      // A 204 has no body: an empty one is read the same way.
      const body = response.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
      return { body, contentType: response.headers.get('Content-Type') };
    }
    // Reading the body can fail too (time-out or dropped connection half-way), and is explained the same way.
    text = await response.text();
  } catch (error) {
    // A cancellation by the caller (a newer search, a page left) is not a failure to explain.
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) {
      throw new ApiError(
        'timeout',
        `The server did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds, so the request was cancelled.`,
      );
    }
    throw new ApiError(
      'network',
      'The server could not be reached. It may be down, the address may be wrong, or the browser blocked the call.',
      { body: error instanceof Error ? error.message : undefined },
    );
  }

  if (!response.ok) throw httpError(response, text);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidReply('The server replied with something that is not JSON.', response.status, text);
  }
}

function parseReply<T>(reply: unknown, schema: z.ZodMiniType<T>): T {
  const parsed = z.safeParse(schema, reply);
  if (parsed.success) return parsed.data;
  throw invalidReply(
    `The server's reply was not understood: ${describeIssue(parsed.error.issues[0])}.`,
    undefined,
    reply,
  );
}

/** zod/mini carries no message texts (that keeps it small), so say what was wrong from the issue itself. */
function describeIssue(issue: { code: string; path: PropertyKey[]; message: string; expected?: unknown } | undefined) {
  if (!issue) return 'unexpected shape';
  const field = issue.path.length > 0 ? `"${issue.path.map(String).join('.')}"` : 'the reply';
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string')
    return `${field} should be ${article(issue.expected)}`;
  return issue.message === 'Invalid input' ? `${field} is not as expected` : `${field}: ${issue.message}`;
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function invalidReply(message: string, status?: number, body?: unknown) {
  return new ApiError('invalid-reply', message, { status, body });
}

function httpError(response: Response, text: string): ApiError {
  const body = parseErrorBody(text);
  // Our proxies (nginx, Vite's) mark the replies they make themselves; the server's own replies pass unchanged.
  const fromProxy =
    typeof body === 'object' && typeof body.error === 'object' && body.error.source === PROXY_ERROR_SOURCE;
  if (response.status === 502 && fromProxy) {
    const server = proxiedApiHost();
    return new ApiError(
      'unreachable',
      `The dashboard's proxy could not reach the Worlds API server${server ? ` ${server}` : ''}. The server may be down or restarting, or the proxy's address for it may be wrong.`,
      { status: response.status, body: text, fromProxy },
    );
  }
  const serverMessage = serverMessageFrom(text);
  const label = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new ApiError('http', serverMessage ? `${label}: ${serverMessage}` : label, {
    status: response.status,
    body: text,
    retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
    fromProxy,
  });
}

const SHORT_TEXT_MAX = 300;

/** Each part is optional and caught on its own, so one odd field never hides the others. */
const lenient = <T>(schema: z.ZodMiniType<T>) => z.catch(z.optional(schema), undefined);

/**
 * The error bodies servers send: `{"error":{"message","fields"}}` (real
 * deployments; `fields` from the offline server), `{"message"}`,
 * `{"error":"…"}`, `{"errors":[{"field","message"}]}`.
 */
const errorBodySchema = z.object({
  error: lenient(
    z.union([
      z.string(),
      z.object({
        message: lenient(z.string()),
        fields: lenient(z.record(z.string(), z.string())),
        /** The dashboard's own proxy marks the replies it makes itself. */
        source: lenient(z.string()),
      }),
    ]),
  ),
  message: lenient(z.string()),
  errors: lenient(z.array(z.object({ field: z.string(), message: z.string() }))),
});
type ErrorBody = z.output<typeof errorBodySchema>;

/** The body as an error body; `undefined` when it is JSON of another kind, `'not-json'` when it is not JSON. */
function parseErrorBody(text: string): ErrorBody | undefined | 'not-json' {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not-json';
  }
  const parsed = z.safeParse(errorBodySchema, json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Finds the server's own words in an error body (the JSON shapes above) or a
 * short plain-text body (never an HTML page).
 */
export function serverMessageFrom(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const body = parseErrorBody(trimmed);
  if (body === 'not-json') {
    const looksLikeHtml = trimmed.startsWith('<');
    return looksLikeHtml || trimmed.length > SHORT_TEXT_MAX ? undefined : trimmed;
  }
  if (typeof body?.error === 'object' && body.error.message !== undefined) return body.error.message;
  return body?.message ?? (typeof body?.error === 'string' ? body.error : undefined);
}

/** Field-level messages of a 400, when the server names the fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || typeof error.body !== 'string') return {};
  const body = parseErrorBody(error.body);
  if (body === undefined || body === 'not-json') return {};
  const named = typeof body.error === 'object' ? (body.error.fields ?? {}) : {};
  const listed = Object.fromEntries((body.errors ?? []).map(({ field, message }) => [field, message]));
  return { ...named, ...listed };
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Whether anything answers at `path` when the browser is not allowed to read
 * the answer: a server that refuses cross-origin calls still answers an
 * opaque "no-cors" request, while an unreachable one does not.
 */
export async function answersWithoutCors(path: string, connection: Connection): Promise<boolean> {
  try {
    await fetch(buildUrl(path, {}, connection), { mode: 'no-cors', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** How many times a failed read is tried again; the pages say "Retrying (2 of 3)…". */
export const MAX_READ_RETRIES = 3;

/**
 * Reads (never writes) are retried a few times with backoff, but only when
 * another try can help: a failed connection, or a 5xx. A 4xx or a reply of the wrong
 * shape would fail the same way again.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES || !isApiError(error)) return false;
  // A time-out already waited 15 seconds: trying again would keep the person waiting a minute for the news.
  if (error.kind === 'timeout') return false;
  // Our proxy saying that it could not reach the server is news to tell at once, not to retry in silence for the
  // 7 s of backoff: the proxy has just tried to connect (nginx tries each of the server's addresses), and a server
  // that is down or restarting stays so for longer than that. The page says it with Retry, and the header's badge
  // turns amber, in well under a second.
  if (error.kind === 'unreachable') return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}
