import { errorResponse } from '../../mocks/handlers/http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a request that may change state is refused when a browser says it comes from another site. Browsers send
 * Origin on every such request (and Sec-Fetch-Site); a client that sends neither (a script, contract:check) is no
 * browser carrying someone's cookie. `publicOrigin` is the portal's address as people open it (PUBLIC_URL), else
 * the request's own.
 */
export function crossSiteRefusal(request: Request, publicOrigin: string | undefined): Response | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const origin = request.headers.get('origin');
  const expected = publicOrigin ?? new URL(request.url).origin;
  const site = request.headers.get('sec-fetch-site');
  const foreign = origin ? origin !== expected : site === 'cross-site' || site === 'same-site';
  if (!foreign) return undefined;
  return errorResponse(403, 'This request came from another site and was refused', 'forbidden');
}
