import type { Struct } from 'superstruct';
import type { UserType } from '../user-types';
import type { ErrorCode } from './error-codes';
import type { AnyStruct } from './schema-kit';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request body travels: JSON, or multipart form data (files). */
type BodyKind = 'json' | 'multipart';

/** A refusal a call may answer, beyond those every call may (docs/api.md, 'Error codes'). */
export interface EndpointError {
  status: number;
  code: ErrorCode;
  /** When it is answered, in a few words (the document's description). */
  when: string;
}

/** An upload whose bytes are not a kind the field takes (src/lib/files/file-kind.ts): its name does not decide. */
export const UNSUPPORTED_FILE: EndpointError = {
  status: 415,
  code: 'unsupported_file_type',
  when: "the file's contents (its bytes, not its name or declared type) are not a kind the field takes",
};

/** The refusal of a call naming something that does not exist: 404 `not_found`. */
export const notFound = (what: string): EndpointError => ({
  status: 404,
  code: 'not_found',
  when: `no such ${what}`,
});

/**
 * One call of the API, as both sides use it: the client builds the request from it and checks the answer
 * against `response`; the mock backend registers its handler at the same method and path and rejects bodies
 * that do not match `body.schema` (400). So a path, a method or a shape is written once.
 */
export interface Endpoint<Body = unknown, Response = unknown> {
  method: HttpMethod;
  /** The path under the API base; `:name` marks a path parameter ('/company/jobs/:id'). */
  path: string;
  /** What it does, in one line (the OpenAPI document's summary). */
  summary: string;
  body?: { kind: BodyKind; schema: Struct<Body, unknown> };
  /** The query parameters it takes (all text); an unknown or malformed one answers 400 invalid_request. */
  query?: AnyStruct;
  /** The answer's shape. Absent for calls answered with a file (downloads). */
  response?: Struct<Response, unknown>;
  /** The success status when it is not 200 (201 for a call that creates something). */
  status?: 201;
  /**
   * Who may call it: absent, anyone; else a signed-in account (the session cookie) of one of these types. Without
   * a session it answers 401 not_signed_in, with another type's 403 forbidden.
   */
  access?: readonly UserType[];
  /** Whether its success answer starts the session (sets the cookie) or ends it. */
  session?: 'starts' | 'ends';
  /** Whether a repeat carrying the first request's Idempotency-Key gets the first answer replayed. */
  idempotent?: true;
  /** Refusals of its own (400 invalid_request, and 401/403 for `access`, go without saying). */
  errors?: readonly EndpointError[];
}

/** An endpoint whose answer is JSON checked against a schema. */
export type JsonEndpoint<Body = unknown, Response = unknown> = Endpoint<Body, Response> & {
  response: Struct<Response, unknown>;
};

/** Declares an endpoint, keeping its body, response and query types for callers. */
export function endpoint<Body = never, Response = unknown, Query extends AnyStruct | undefined = undefined>(
  definition: Endpoint<Body, Response> & { response: Struct<Response, unknown>; query?: Query },
): Omit<JsonEndpoint<Body, Response>, 'query'> & { query?: Query } {
  // Omit, not a plain intersection: `AnyStruct & Query` would read its query as `any` (parseQuery's result).
  return definition;
}

/** Any endpoint, whatever its body and answer types (tables of endpoints, the OpenAPI generator). */
export type AnyEndpoint = Omit<Endpoint, 'body' | 'response'> & {
  // Struct<never> too: an entry without a body has Body = never, which `any` does not cover.
  body?: { kind: BodyKind; schema: AnyStruct | Struct<never, unknown> };
  response?: AnyStruct;
};

/** Where a call goes: what a mock handler registers at and a download needs. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path'>;

/** A GET endpoint answered with a file: everything but the body and the JSON answer. */
export type FileEndpoint = EndpointRoute & Omit<Endpoint, 'body' | 'response' | 'method' | 'path'>;

/** Declares a GET endpoint answered with a file. */
export function fileEndpoint(path: string, definition: Omit<FileEndpoint, 'method' | 'path'>): FileEndpoint {
  return { method: 'GET', path, ...definition };
}

export type PathParams = Record<string, string>;

/** The endpoint's path with its `:name` parameters filled in (each encoded as one path segment). */
export function pathOf(target: Pick<Endpoint, 'path'>, params: PathParams = {}): string {
  return target.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${target.path}`);
    return encodeURIComponent(value);
  });
}
