import type { Struct } from 'superstruct';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request body travels: JSON, or multipart form data (files). */
type BodyKind = 'json' | 'multipart';

/**
 * One call of the API, as both sides use it: the client builds the request from it and checks the answer
 * against `response`; the mock backend registers its handler at the same method and path and rejects bodies
 * that do not match `body.schema` (400). So a path, a method or a shape is written once.
 */
export interface Endpoint<Body = unknown, Response = unknown> {
  method: HttpMethod;
  /** The path under the API base; `:name` marks a path parameter ('/company/jobs/:id'). */
  path: string;
  body?: { kind: BodyKind; schema: Struct<Body, unknown> };
  /** The answer's shape. Absent for calls answered with a file (downloads). */
  response?: Struct<Response, unknown>;
}

/** An endpoint whose answer is JSON checked against a schema. */
export type JsonEndpoint<Body = unknown, Response = unknown> = Endpoint<Body, Response> & {
  response: Struct<Response, unknown>;
};

/** Declares an endpoint, keeping its body and response types for callers. */
export function endpoint<Body = never, Response = unknown>(
  definition: Endpoint<Body, Response> & { response: Struct<Response, unknown> },
): JsonEndpoint<Body, Response> {
  return definition;
}

/** Where a call goes: what a mock handler registers at and a download needs. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path'>;

/** Declares a GET endpoint answered with a file. */
export function fileEndpoint(path: string): EndpointRoute {
  return { method: 'GET', path };
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
