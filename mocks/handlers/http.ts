import { delay, http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import type { StructError } from 'superstruct';
import { validate, type Struct } from 'superstruct';
import type { Endpoint, EndpointRoute } from '@/lib/api/endpoint';
import type { ErrorCode } from '@/lib/api/error-codes';
import { SESSION_COOKIE_NAME } from '@/lib/storage-keys';
import { MSG } from '@/lib/validation/messages';
import { controlsApplyTo, getControls } from '../controls';
import { mockStore } from '../db/store';
import type { MockAccount, MockSession } from '../db/state';

type Resolver = HttpResponseResolver<PathParams>;

/**
 * An error answer: the message a person reads, and the machine-readable code (docs/api.md, 'Error codes') a
 * client can rely on instead of the wording.
 */
export function errorResponse(
  status: number,
  message: string,
  code: ErrorCode,
  reasons?: readonly unknown[],
) {
  return HttpResponse.json(reasons ? { message, code, reasons } : { message, code }, { status });
}

/** The answer to a password that breaks the spec's rule (registrations and resets alike). */
export function weakPasswordResponse() {
  return errorResponse(400, MSG.resetPasswordRules, 'weak_password');
}

/** The longest sent text a message repeats; longer values are described, not echoed. */
const SHOWN_MAX = 40;

/** What was sent, briefly: a short text quoted, otherwise its kind (never a dump of a long or nested value). */
function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return value.length <= SHOWN_MAX ? JSON.stringify(value) : `a ${value.length}-character text`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof Blob !== 'undefined' && value instanceof Blob) return 'a file';
  return typeof value === 'object' ? 'an object' : String(value).slice(0, SHOWN_MAX);
}

/** 'Invalid request: <field>: <reason>', short and readable whatever was sent (docs/api.md). */
function describeStructError(error: StructError): string {
  const failure = error.failures()[0] ?? error;
  const path = failure.path.length ? failure.path.map(String).join('.') : 'body';
  const field = path.length <= SHOWN_MAX ? path : `${path.slice(0, SHOWN_MAX)}…`;
  if (failure.type === 'never') return `Invalid request: ${field}: unknown field`;
  if (failure.value === undefined) return `Invalid request: ${field}: required`;
  // superstruct appends the received value in full ('…, but received: <value>'); say what it was instead.
  const [expected = '', received] = failure.message.split(/,? but received\b/);
  const reason =
    received === undefined ? expected : `${expected}, but received ${describeValue(failure.value)}`;
  return `Invalid request: ${field}: ${reason.length <= 200 ? reason : `${reason.slice(0, 200)}…`}`;
}

/** Contract bodies nest three levels at most; far deeper JSON ([[[[…]]]]) is refused before it is looked at. */
const NESTING_MAX = 32;

/** Whether a value nests lists or objects deeper than NESTING_MAX (checked without recursion). */
function nestsTooDeep(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (!item || typeof item !== 'object' || (typeof Blob !== 'undefined' && item instanceof Blob)) continue;
    if (depth >= NESTING_MAX) return true;
    for (const inner of Object.values(item)) pending.push([inner, depth + 1]);
  }
  return false;
}

/** Checks a value against a contract schema, or stops the handler with 400 and a clear message. */
export function parseWith<T>(value: unknown, schema: Struct<T, unknown>): T {
  // superstruct prints a rejected value into its message, and printing 5,000 nested lists overflows the stack.
  if (nestsTooDeep(value))
    throw errorResponse(400, 'Invalid request: the body is nested too deeply', 'invalid_request');
  const [error, result] = validate(value, schema);
  if (error) throw errorResponse(400, describeStructError(error), 'invalid_request');
  return result;
}

/**
 * Named values (query parameters, form fields) as an object for a schema. Own properties only, so a field
 * named '__proto__' or 'constructor' is seen (and refused as unknown) instead of touching the prototype.
 */
export function fieldsOf<V>(entries: Iterable<[string, V]>): Record<string, V> {
  return Object.fromEntries(entries);
}

/** The media type of a request, lower case, without parameters ('application/json; charset=utf-8' → 'application/json'). */
function mediaType(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The one way to read a JSON body: Content-Type application/json (as the client sends it; a real server parses
 * nothing else, and a text/plain POST is what a cross-site form can send), parsed, then checked against the schema.
 */
export async function readJsonBody<T>(request: Request, schema: Struct<T, unknown>): Promise<T> {
  let body: unknown;
  try {
    if (mediaType(request) !== 'application/json') throw new TypeError('not JSON');
    body = await request.json();
  } catch {
    throw errorResponse(400, 'Invalid request: the body must be JSON', 'invalid_request');
  }
  return parseWith(body, schema);
}

/** Reads a multipart body into an object (strings and files) and checks it, or stops the handler with 400. */
export async function readMultipartBody<T>(request: Request, schema: Struct<T, unknown>): Promise<T> {
  let form: FormData;
  try {
    // formData() would also read a urlencoded body; the contract's multipart calls are multipart only.
    if (mediaType(request) !== 'multipart/form-data') throw new TypeError('not multipart');
    form = await request.formData();
  } catch {
    throw errorResponse(400, 'Invalid request: the body must be multipart form data', 'invalid_request');
  }
  return parseWith(fieldsOf(form.entries()), schema);
}

/** Whether a URL is under /api but its path holds a percent-escape nothing can decode ('%E0%A4%A', '%zz'). */
function hasUndecodableApiPath(url: string): boolean {
  const { pathname } = new URL(url);
  if (!/\/api\//.test(pathname)) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * msw decodes path parameters while it matches routes and throws on a malformed escape, which becomes a 500 before
 * any handler runs. This handler comes first (mocks/handlers.ts) and answers such paths 400 instead.
 */
export const malformedPathGuard = http.all(
  ({ request }) => hasUndecodableApiPath(request.url),
  () =>
    errorResponse(400, 'Invalid request: the address holds a malformed percent-escape', 'invalid_request'),
);

/**
 * The body of a request to `target`, read as its contract says (JSON or multipart) and checked against the
 * contract's schema, or a 400 answer thrown.
 */
export function readBody<T>(
  request: Request,
  target: Pick<Endpoint<T>, 'method' | 'path' | 'body'>,
): Promise<T> {
  if (!target.body) throw new Error(`${target.method} ${target.path} takes no body`);
  return target.body.kind === 'json'
    ? readJsonBody(request, target.body.schema)
    : readMultipartBody(request, target.body.schema);
}

const METHOD = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * Registers the handler of a contract endpoint (src/lib/api/endpoints.ts) at /api{path}, honouring the mock
 * controls (latency, forced status, drops).
 */
export function route(target: EndpointRoute, resolver: Resolver) {
  return http[METHOD[target.method]](`*/api${target.path}`, async (info) => {
    const controls = getControls();
    const apiPath = new URL(info.request.url).pathname.replace(/^.*?\/api/, '');
    if (!controlsApplyTo(apiPath, controls)) return resolver(info);
    if (controls.delayMs) await delay(controls.delayMs);
    if (controls.drop === 'before') return HttpResponse.error();
    if (controls.status)
      return errorResponse(
        controls.status,
        `Forced status ${controls.status} (mock controls)`,
        'mock_forced',
      );
    if (controls.refuse)
      return HttpResponse.json({ success: false, message: 'Refused (mock controls)' }, { status: 200 });
    const response = await resolver(info);
    return controls.drop === 'after' ? HttpResponse.error() : response;
  });
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
const PAST_DATE = new Date(0).toUTCString();

export function sessionCookie(sessionId: string): string {
  return `${SESSION_COOKIE_NAME}=${sessionId}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * Ends the session cookie. Max-Age=0 alone sets the expiry to "now", which some cookie jars (happy-dom's) treat as
 * not yet past within the same millisecond; an Expires in the past, last so it wins there, removes it at once.
 */
export function expiredSessionCookie(): string {
  return `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax; Expires=${PAST_DATE}`;
}

export interface SignedIn {
  sessionId: string;
  session: MockSession;
  account: MockAccount;
}

/** The signed-in account behind the request's session cookie, if any. */
export async function currentSession(cookies: Record<string, string>): Promise<SignedIn | undefined> {
  const sessionId = cookies[SESSION_COOKIE_NAME];
  if (!sessionId) return undefined;
  const state = await mockStore().read();
  const session = state.sessions[sessionId];
  const account = session && state.accounts.find((candidate) => candidate.id === session.accountId);
  return session && account ? { sessionId, session, account } : undefined;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Exactly-once for registrations: the first answer to a request carrying an Idempotency-Key is remembered and
 * replayed for every repeat of that key, so a retry after a lost answer never creates a second account.
 */
export async function idempotent(request: Request, handle: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key) return handle();
  const path = new URL(request.url).pathname;
  const first = (await mockStore().read()).idempotency[key];
  if (first) {
    if (first.path !== path)
      return errorResponse(
        422,
        'This Idempotency-Key was already used for another request',
        'idempotency_key_reused',
      );
    return HttpResponse.json(first.body as Record<string, unknown>, {
      status: first.status,
      headers: { 'Idempotent-Replayed': 'true' },
    });
  }
  const response = await handle();
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => ({}));
  await mockStore().update((state) => {
    state.idempotency[key] = { status: response.status, body, path, at: Date.now() };
  });
  return response;
}
