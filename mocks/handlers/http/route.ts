import { delay, http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { API_BASE_PATH } from '@/lib/api/api-base';
import type { EndpointRoute } from '@/lib/api/endpoint';
import { controlsApplyTo, getControls } from '../../controls';
import { errorResponse } from './errors';

type Resolver = HttpResponseResolver<PathParams>;

/** Whether a URL is under /api but its path holds a percent-escape nothing can decode ('%E0%A4%A', '%zz'). */
function hasUndecodableApiPath(url: string): boolean {
  const { pathname } = new URL(url);
  if (!pathname.includes(`${API_BASE_PATH}/`)) return false;
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

/** A request's path after the API base ('/app/api/user/login' → '/user/login'), as the mock controls match it. */
function pathUnderApi(pathname: string): string {
  const base = pathname.indexOf(API_BASE_PATH);
  return base < 0 ? pathname : pathname.slice(base + API_BASE_PATH.length);
}

/** An endpoint as the mock registers it; its answer's schema says whether it carries a success flag. */
type RoutedEndpoint = EndpointRoute & { response?: { schema: unknown } };

/**
 * Whether the endpoint's answer carries a `success` flag: the calls a server may refuse with `success: false`
 * (send and verify OTP, college search, college submit). The refuse switch covers exactly these.
 */
export function answersWithSuccessFlag(target: RoutedEndpoint): boolean {
  const shape = target.response?.schema;
  return typeof shape === 'object' && shape !== null && 'success' in shape;
}

const METHOD = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * Registers the handler of a contract endpoint (src/lib/api/endpoints.ts) at /api{path}, honouring the mock
 * controls (latency, forced status, drops, and refusals where the answer has a success flag).
 */
export function route(target: RoutedEndpoint, resolver: Resolver) {
  return http[METHOD[target.method]](`*${API_BASE_PATH}${target.path}`, async (info) => {
    const controls = getControls();
    const apiPath = pathUnderApi(new URL(info.request.url).pathname);
    if (!controlsApplyTo(apiPath, controls)) return resolver(info);
    if (controls.delayMs) await delay(controls.delayMs);
    if (controls.drop === 'before') return HttpResponse.error();
    if (controls.status)
      return errorResponse(
        controls.status,
        `Forced status ${controls.status} (mock controls)`,
        'mock_forced',
      );
    if (controls.refuse && answersWithSuccessFlag(target))
      return HttpResponse.json({ success: false, message: 'Refused (mock controls)' }, { status: 200 });
    const response = await resolver(info);
    return controls.drop === 'after' ? HttpResponse.error() : response;
  });
}
