import { http } from 'msw';
import { hasUndecodableEscape, pathUnderApi } from './api-path';
import { errorResponse } from './errors';
import type { MockRoute, RouteResolver } from './route';

/** One segment of a route's path: a literal (kept lower-cased) or a named parameter (`:id`). */
type Segment = { literal: string } | { param: string };

interface CompiledRoute {
  /** 'POST /user/login': the route as the contract names it. */
  route: string;
  segments: readonly Segment[];
  resolve: RouteResolver;
}

/** What answers a request, with the parameters its path gave. */
export interface Dispatch {
  resolve: RouteResolver;
  params: Record<string, string>;
  /** The route that matched, as the contract names it ('POST /user/login'); absent for a malformed path. */
  route?: string;
}

const PARAM = /^:(\w+)$/;
const LITERAL = /^[\w.~-]+$/;

/**
 * msw decodes path parameters while matching and threw on a malformed escape (a 500 before any resolver ran); the
 * mock answers such an /api path 400 instead, whatever its method and whether or not a route matches it.
 */
const MALFORMED: Dispatch = {
  resolve: () =>
    errorResponse(400, 'Invalid request: the address holds a malformed percent-escape', 'invalid_request'),
  params: {},
};

/** A path's segments: '/jobs/42/' → ['jobs', '42'] (one trailing slash is allowed, as msw allowed it). */
function segmentsOf(path: string): string[] {
  return path.replace(/^\//, '').replace(/\/$/, '').split('/');
}

function compile(path: string): Segment[] {
  return segmentsOf(path).map((segment) => {
    const param = PARAM.exec(segment)?.[1];
    if (param) return { param };
    if (!LITERAL.test(segment)) throw new Error(`Mock route ${path}: unsupported segment '${segment}'`);
    return { literal: segment.toLowerCase() };
  });
}

const indexKey = (method: string, segmentCount: number) => `${method.toUpperCase()} ${segmentCount}`;

/** The routes by method and number of segments, each list in the order the routes were registered. */
function indexRoutes(routes: readonly MockRoute[]): Map<string, CompiledRoute[]> {
  const index = new Map<string, CompiledRoute[]>();
  for (const { method, path, resolve } of routes) {
    const segments = compile(path);
    const key = indexKey(method, segments.length);
    const sameShape = index.get(key) ?? [];
    sameShape.push({ route: `${method.toUpperCase()} ${path}`, segments, resolve });
    index.set(key, sameShape);
  }
  return index;
}

/** The route's parameters if the path's segments match it: literals in any case, parameters non-empty. */
function matchSegments(
  segments: readonly Segment[],
  parts: readonly string[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i] ?? '';
    if ('literal' in segment) {
      if (part.toLowerCase() !== segment.literal) return undefined;
    } else {
      // The whole path decodes (checked first), so each of its segments does.
      if (!part) return undefined;
      params[segment.param] = decodeURIComponent(part);
    }
  }
  return params;
}

/** What answers a request under the API base, or undefined (no route matches: unhandled). */
function dispatch(index: Map<string, CompiledRoute[]>, pathname: string, apiPath: string, method: string) {
  if (hasUndecodableEscape(pathname)) return MALFORMED;
  const parts = segmentsOf(apiPath);
  for (const { route, segments, resolve } of index.get(indexKey(method, parts.length)) ?? []) {
    const params = matchSegments(segments, parts);
    if (params) return { resolve, params, route };
  }
  return undefined;
}

/** What answers a method and path, matched over the routes compiled once; undefined when no route matches. */
export type RouteMatcher = (method: string, pathname: string) => Dispatch | undefined;

/**
 * The routes compiled for matching by method and path, under the API base: the mock's msw handler and the server
 * (server/api/dispatch-api.ts) both answer with it, so a path means the same call on both.
 */
export function matchRoutes(routes: readonly MockRoute[]): RouteMatcher {
  const index = indexRoutes(routes);
  return (method, pathname) => {
    const apiPath = pathUnderApi(pathname);
    return apiPath === undefined ? undefined : dispatch(index, pathname, apiPath, method);
  };
}

/** The routes, or how to load them: a page loads them when the first call comes (mocks/browser.ts). */
type RouteTable = readonly MockRoute[] | (() => Promise<readonly MockRoute[]>);

/**
 * One msw handler for every route of the mock API. msw parses a request (cookies, then a path-to-regexp match) once
 * for every handler it tries, so with a handler per route a call to the last routes paid some sixty parses; here
 * it pays one, and the routes, compiled once, are matched by method and path under the API base. The first route
 * registered that matches answers ('/jobs/summary' before '/jobs/:id'). A request no route matches is unhandled, as
 * before (msw's `onUnhandledRequest`). The predicate is a function, so msw does not decode the path itself.
 * Given a loader instead of the routes, it loads them at the first request under the API base (and only then).
 */
export function dispatchRoutes(routes: RouteTable) {
  // Routes given as they are are compiled now, so a path the dispatcher cannot match fails at start.
  let matcher: Promise<RouteMatcher> | undefined =
    typeof routes === 'function' ? undefined : Promise.resolve(matchRoutes(routes));
  const loadMatcher = () =>
    (matcher ??= Promise.resolve(typeof routes === 'function' ? routes() : routes).then(matchRoutes));
  // The predicate and the resolver see the same request: it is matched once.
  const matched = new WeakMap<Request, Promise<Dispatch | undefined>>();
  const lookup = (request: Request) => {
    let found = matched.get(request);
    if (!found) {
      const { pathname } = new URL(request.url);
      found =
        pathUnderApi(pathname) === undefined
          ? Promise.resolve(undefined)
          : loadMatcher().then((match) => match(request.method, pathname));
      matched.set(request, found);
    }
    return found;
  };
  return http.all(
    async ({ request }) => {
      const found = await lookup(request);
      return found ? { matches: true, params: found.params } : false;
    },
    // msw hands the resolver the parameters the predicate returned.
    async (info) => (await lookup(info.request))?.resolve(info),
  );
}
