import type { PathParams } from 'msw';
import { IDEMPOTENCY_HEADER } from '@/lib/api/api-base';
import { ENDPOINT_TABLES } from '@/lib/api/endpoint-registry';
import type { MockRoute } from '../../mocks/handlers/http/route';
import { matchRoutes } from '../../mocks/handlers/http/dispatch';
import { errorResponse } from '../../mocks/handlers/http/errors';
import { keyInProgressResponse } from '../../mocks/handlers/http/idempotency';
import { IdempotencyKeyInProgress, type SqlStateStore } from '../store/sql-state-store';
import { hardenSessionCookie, parseCookies } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls that change state but need no request transaction around them: every check and write of theirs is inside
 * their store updates. Sign-in spends most of its time on argon2 before it writes; inside a transaction it held
 * the write lock meanwhile and sign-ins went one at a time (docs/performance.md, bench:server).
 */
const OWN_TRANSACTIONS = new Set(['POST /user/login']);

/** The calls whose Idempotency-Key is honoured ('POST /college/drives'), as the contract marks them. */
const IDEMPOTENT_ROUTES = new Set(
  ENDPOINT_TABLES.flatMap(({ endpoints }) =>
    Object.values(endpoints)
      .filter((endpoint) => endpoint.idempotent)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
  ),
);

export interface ApiOptions {
  routes: readonly MockRoute[];
  store: SqlStateStore;
  /** Whether the request came over HTTPS (directly or through a trusted proxy): the session cookie is then Secure. */
  isSecure: (request: Request) => boolean;
}

/**
 * The contract's calls on the server: the same routes the mock serves (mocks/handlers.ts), matched the same way
 * (mocks/handlers/http/dispatch.ts), each answered by its shared handler. A call that may change state runs as one
 * database transaction (server/store/sql-state-store.ts).
 */
export function createApi({ routes, store, isSecure }: ApiOptions) {
  const match = matchRoutes(routes);
  let requests = 0;
  return async (request: Request): Promise<Response> => {
    const found = match(request.method, new URL(request.url).pathname);
    if (!found) return errorResponse(404, 'There is no such call', 'not_found');
    requests += 1;
    const info = {
      request,
      params: found.params as PathParams,
      cookies: parseCookies(request.headers.get('cookie')),
      requestId: String(requests),
    };
    const answer = async () => {
      try {
        // Every shared handler answers with one Response (msw's streaming answers are not used).
        const answered = (await found.resolve(info as never)) as Response | undefined;
        return answered ?? errorResponse(404, 'There is no such call', 'not_found');
      } catch (thrown) {
        // A handler may throw its answer (a refusal from deep inside, as msw allows): it is the answer, and what
        // the request wrote before it stands, as on the mock.
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    const outside = SAFE_METHODS.has(request.method) || OWN_TRANSACTIONS.has(found.route ?? '');
    const response = outside ? await answer() : await inTransaction(store, request, found.route, answer);
    return withHardenedCookies(response, isSecure(request));
  };
}

/** The call as one transaction; a copy of an idempotent call whose first is still running is answered 409. */
async function inTransaction(
  store: SqlStateStore,
  request: Request,
  route: string | undefined,
  answer: () => Promise<Response>,
): Promise<Response> {
  const key = IDEMPOTENT_ROUTES.has(route ?? '') ? request.headers.get(IDEMPOTENCY_HEADER) : null;
  try {
    return await store.transaction(answer, key === null ? {} : { idempotencyKey: key });
  } catch (thrown) {
    if (thrown instanceof IdempotencyKeyInProgress) return keyInProgressResponse();
    throw thrown;
  }
}

function withHardenedCookies(response: Response, secure: boolean): Response {
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of cookies) headers.append('set-cookie', hardenSessionCookie(cookie, secure));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
