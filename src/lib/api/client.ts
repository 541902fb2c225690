import { mask, type Struct } from 'superstruct';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { ApiError } from './api-error';
import { requestsMayStart } from './request-gate';

/** Base path of every call: '/api' unless the build sets VITE_API_BASE_URL. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '');

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** The response is checked against this schema; unknown properties are dropped. */
  response: Struct<T, unknown>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

function serverMessageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One call to the backend: credentials included, JSON or multipart, aborted after the request timeout.
 * Resolves with the checked response body or rejects with an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, response: schema, headers = {}, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  await requestsMayStart();
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      credentials: 'include',
      signal: controller.signal,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isMultipart ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isMultipart ? (body as FormData) : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(timedOut ? 'timeout' : 'network', { cause });
  } finally {
    clearTimeout(timer);
  }

  const payload = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    throw new ApiError('http', { status: response.status, serverMessage: serverMessageOf(payload) });
  }
  try {
    return mask(payload ?? {}, schema);
  } catch (cause) {
    throw new ApiError('invalid-response', { status: response.status, cause });
  }
}
