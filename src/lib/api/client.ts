import { mask, validate, type Struct } from 'superstruct';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { DEMO_MAILBOX_HEADER, noteDemoMailbox } from '../demo-mailbox';
import { API_BASE_PATH } from './api-base';
import { ApiError } from './api-error';
import { ErrorBodySchema } from './error-body';
import { pathOf, type JsonEndpoint, type PathParams } from './endpoint';
import { withQuery } from './query-string';
import { toRequestBody } from './request-body';
import { requestsMayStart } from './request-gate';

/** Base path of every call: '/api' unless the build sets VITE_API_BASE_URL. */
const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? API_BASE_PATH).replace(/\/$/, '');

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** The response is checked against this schema (tolerantly where the contract says so). */
  response: Struct<T, unknown>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The error an HTTP failure answer amounts to: its status, and the message and code it carries, if any. */
export async function httpError(response: Response): Promise<ApiError> {
  const answer = await readJson(response);
  const [, body] = validate(answer, ErrorBodySchema, { coerce: true });
  return new ApiError('http', {
    status: response.status,
    body: answer,
    ...(body?.message?.trim() ? { serverMessage: body.message } : {}),
    ...(body?.code ? { code: body.code } : {}),
    ...(body?.reasons ? { reasons: body.reasons } : {}),
  });
}

/**
 * Sends one request to the backend: credentials included, aborted after the request timeout. Resolves with the
 * response whatever its status; a request that got no answer rejects with a 'network' or 'timeout' ApiError.
 */
export async function sendRequest(
  path: string,
  init: RequestInit,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Response> {
  // The demo's mock backend may still be starting: wait for it, then start the clock.
  await requestsMayStart();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(`${API_BASE_URL}${path}`, {
      ...init,
      credentials: 'include',
      signal: controller.signal,
    });
    if (response.headers.has(DEMO_MAILBOX_HEADER)) noteDemoMailbox();
    return response;
  } catch (cause) {
    throw new ApiError(timedOut ? 'timeout' : 'network', { cause });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One call to the backend, JSON or multipart. Resolves with the checked response body or rejects with an
 * ApiError (no answer, an HTTP error with the server's message and code, or an answer the UI cannot use).
 */
async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, response: schema, headers = {}, timeoutMs } = options;
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await sendRequest(
    path,
    {
      method,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isMultipart ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isMultipart ? (body as FormData) : JSON.stringify(body),
    },
    timeoutMs,
  );
  if (!response.ok) throw await httpError(response);
  const payload = await readJson(response);
  try {
    return mask(payload ?? {}, schema);
  } catch (cause) {
    throw new ApiError('invalid-response', { status: response.status, cause });
  }
}

export interface CallOptions<Body> {
  params?: PathParams;
  query?: Record<string, string | number | undefined>;
  body?: Body;
  headers?: Record<string, string>;
  /** For a call that may take long (a large import): longer than the usual REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Calls a contract endpoint (an area's `…-endpoints.ts` table): its method, its path with the parameters filled, its body kind. */
export function callEndpoint<Body, Response>(
  target: JsonEndpoint<Body, Response>,
  { params, query, body, headers, timeoutMs }: CallOptions<Body> = {},
): Promise<Response> {
  const path = withQuery(pathOf(target, params), query ?? {});
  return apiRequest(path, {
    method: target.method,
    response: target.response,
    ...(headers ? { headers } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(body === undefined
      ? {}
      : { body: toRequestBody(target.body?.kind ?? 'json', body as Record<string, unknown>) }),
  });
}
