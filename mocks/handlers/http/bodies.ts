import type { StructError } from 'superstruct';
import { validate, type Struct } from 'superstruct';
import type { Endpoint } from '@/lib/api/endpoint';
import { nextTask } from '@/lib/next-task';
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

/** Where a checked slice of a long list starts in the whole list (readLongListBody). */
interface ListSlice {
  key: string;
  start: number;
}

/** A failure's path as the sender sees it: in a slice of a long list, the item's index in the whole list. */
function pathOf(path: readonly unknown[], slice?: ListSlice): string {
  const whole =
    slice && path[0] === slice.key && typeof path[1] === 'number'
      ? [path[0], path[1] + slice.start, ...path.slice(2)]
      : path;
  return whole.length ? whole.map(String).join('.') : 'body';
}

/** 'Invalid request: <field>: <reason>', short and readable whatever was sent (docs/api.md). */
function describeStructError(error: StructError, slice?: ListSlice): string {
  const failure = error.failures()[0] ?? error;
  const path = pathOf(failure.path, slice);
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
export function parseWith<T>(value: unknown, schema: Struct<T, unknown>, slice?: ListSlice): T {
  // superstruct prints a rejected value into its message, and printing 5,000 nested lists overflows the stack.
  if (nestsTooDeep(value))
    throw errorResponse(400, 'Invalid request: the body is nested too deeply', 'invalid_request');
  const [error, result] = checked(value, schema);
  if (error) throw errorResponse(400, describeStructError(error, slice), 'invalid_request');
  return result;
}

/**
 * superstruct's validate, whose message-writing turns a refused value into text: an object with its own
 * `toString: null` (a field named so in a pasted body) cannot be, and it threw (a 500, found by fuzzing the
 * server). No contract field has such a name: the body is refused as holding one the portal does not take.
 */
function checked<T>(value: unknown, schema: Struct<T, unknown>) {
  try {
    return validate(value, schema);
  } catch (thrown) {
    if (!(thrown instanceof TypeError)) throw thrown;
    throw errorResponse(
      400,
      'Invalid request: the body holds a field the portal does not take',
      'invalid_request',
    );
  }
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
async function readJson(request: Request): Promise<unknown> {
  try {
    if (mediaType(request) !== 'application/json') throw new TypeError('not JSON');
    return (await request.json()) as unknown;
  } catch {
    throw errorResponse(400, 'Invalid request: the body must be JSON', 'invalid_request');
  }
}

async function readJsonBody<T>(request: Request, schema: Struct<T, unknown>): Promise<T> {
  return parseWith(await readJson(request), schema);
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

/** Items of a long list checked in one task: a few milliseconds' work even at 4x CPU slowdown. */
const LIST_SLICE = 500;

/**
 * readBody for a JSON body whose `listKey` holds a long list (a batch import of 5,000 records). The list is
 * checked against the contract's own schema a slice at a time, with a task break between slices: the demo's mock
 * runs in the page, and one check of 5,000 records held it for half a second at 4x CPU slowdown. A bad item gets
 * readBody's 400, with its index in the whole list. A list of one slice or less, and one longer than `longest`
 * (refused for its length alone), is checked whole.
 */
export async function readLongListBody<T>(
  request: Request,
  target: Pick<Endpoint<T>, 'method' | 'path' | 'body'>,
  listKey: string,
  longest: number,
): Promise<T> {
  if (target.body?.kind !== 'json') throw new Error(`${target.method} ${target.path} takes no JSON body`);
  const { schema } = target.body;
  const body = await readJson(request);
  const envelope = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const list = envelope[listKey];
  if (!Array.isArray(list) || list.length <= LIST_SLICE || list.length > longest)
    return parseWith(body, schema);
  const items: unknown[] = [];
  let checked: T | undefined;
  for (let start = 0; start < list.length; start += LIST_SLICE) {
    if (start > 0) await nextTask();
    const part = { ...envelope, [listKey]: list.slice(start, start + LIST_SLICE) };
    checked = parseWith(part, schema, { key: listKey, start });
    items.push(...((checked as Record<string, unknown[]>)[listKey] ?? []));
  }
  return { ...(checked as object), [listKey]: items } as T;
}
