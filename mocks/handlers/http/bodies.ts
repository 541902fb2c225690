import type { StructError } from 'superstruct';
import { validate, type Struct } from 'superstruct';
import type { Endpoint } from '@/lib/api/endpoint';
import { errorResponse } from './errors';
import { nestsTooDeep } from './nesting';

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
async function readJsonBody<T>(request: Request, schema: Struct<T, unknown>): Promise<T> {
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
async function readMultipartBody<T>(request: Request, schema: Struct<T, unknown>): Promise<T> {
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
