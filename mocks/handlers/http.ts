import { delay, http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import type { StructError } from 'superstruct';
import { validate, type Struct } from 'superstruct';
import { SESSION_COOKIE_NAME } from '@/lib/storage-keys';
import { controlsApplyTo, getControls } from '../controls';
import { mockStore } from '../db/store';
import type { MockAccount, MockSession } from '../db/state';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Resolver = HttpResponseResolver<PathParams>;

/** An error answer with a message, as the real server sends. */
export function errorResponse(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

function describeStructError(error: StructError): string {
  const failure = error.failures()[0] ?? error;
  const where = failure.path.length ? failure.path.join('.') : 'body';
  return `Invalid request: ${where}: ${failure.message}`;
}

/** Checks a value against a contract schema, or stops the handler with 400 and a clear message. */
export function parseWith<T>(value: unknown, schema: Struct<T, unknown>): T {
  const [error, result] = validate(value, schema);
  if (error) throw errorResponse(400, describeStructError(error));
  return result;
}

export async function readJsonBody<T>(request: Request, schema: Struct<T, unknown>): Promise<T> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw errorResponse(400, 'Invalid request: the body must be JSON');
  }
  return parseWith(body, schema);
}

/** Reads a multipart body into an object (strings and files) and checks it, or stops the handler with 400. */
export async function readMultipartBody<T>(request: Request, schema: Struct<T, unknown>): Promise<T> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw errorResponse(400, 'Invalid request: the body must be multipart form data');
  }
  const fields: Record<string, unknown> = {};
  form.forEach((value, key) => (fields[key] = value));
  return parseWith(fields, schema);
}

/** Registers a handler for /api{path} that honours the mock controls (latency, forced status, drops). */
export function route(method: Method, path: string, resolver: Resolver) {
  return http[method](`*/api${path}`, async (info) => {
    const controls = getControls();
    const apiPath = new URL(info.request.url).pathname.replace(/^.*?\/api/, '');
    if (!controlsApplyTo(apiPath, controls)) return resolver(info);
    if (controls.delayMs) await delay(controls.delayMs);
    if (controls.drop === 'before') return HttpResponse.error();
    if (controls.status)
      return errorResponse(controls.status, `Forced status ${controls.status} (mock controls)`);
    const response = await resolver(info);
    return controls.drop === 'after' ? HttpResponse.error() : response;
  });
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export function sessionCookie(sessionId: string): string {
  return `${SESSION_COOKIE_NAME}=${sessionId}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function expiredSessionCookie(): string {
  return `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
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
      return errorResponse(422, 'This Idempotency-Key was already used for another request');
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
