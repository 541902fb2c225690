import { delay, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import type { Endpoint, EndpointRoute } from '@/lib/api/endpoint';
import { controlsApplyTo, getControls } from '../../controls';
import { pathUnderApi } from './api-path';
import { errorResponse } from './errors';
import { memberRefusal } from './member-access';

export type RouteResolver = HttpResponseResolver<PathParams>;

/**
 * A contract endpoint as the mock serves it: its method, its path under the API base ('/jobs/:id') and the resolver
 * that answers it. One msw handler serves them all (./dispatch.ts, mocks/handlers.ts).
 */
export interface MockRoute extends EndpointRoute {
  resolve: RouteResolver;
}

/** An endpoint as the mock registers it; its answer's schema says whether it carries a success flag. */
type RoutedEndpoint = EndpointRoute & Pick<Endpoint, 'access'> & { response?: { schema: unknown } };

/**
 * Whether the endpoint's answer carries a `success` flag: the calls a server may refuse with `success: false`
 * (send and verify OTP, college search, college submit). The refuse switch covers exactly these.
 */
export function answersWithSuccessFlag(target: RoutedEndpoint): boolean {
  const shape = target.response?.schema;
  return typeof shape === 'object' && shape !== null && 'success' in shape;
}

/**
 * The route of a contract endpoint (an area's table in src/lib/api/…-endpoints.ts) at /api{path}, honouring the mock controls
 * (latency, forced status, drops, and refusals where the answer has a success flag).
 */
export function route(target: RoutedEndpoint, resolver: RouteResolver): MockRoute {
  return {
    method: target.method,
    path: target.path,
    resolve: async (info) => {
      const controls = getControls();
      const { pathname } = new URL(info.request.url);
      const resolveAsMember = async () => (await memberRefusal(target, info)) ?? resolver(info);
      if (!controlsApplyTo(pathUnderApi(pathname) ?? pathname, controls)) return resolveAsMember();
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
      const response = await resolveAsMember();
      return controls.drop === 'after' ? HttpResponse.error() : response;
    },
  };
}
