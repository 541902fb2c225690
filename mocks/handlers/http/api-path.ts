import { API_BASE_PATH } from '@/lib/api/api-base';

const API_PREFIX = `${API_BASE_PATH}/`.toLowerCase();

/**
 * A request's path after the API base ('/api/user/login' → '/user/login'), or undefined when it is not under it.
 * The base is where the client calls it, at the start of the path (in any case). It once counted anywhere in the
 * path, as msw's `*\/api/...` patterns did, and the dev server's modules under src/lib/api were taken for calls
 * (issue 33). Routes and the mock controls (`pathPrefix`) both read this.
 */
export function pathUnderApi(pathname: string): string | undefined {
  return pathname.toLowerCase().startsWith(API_PREFIX) ? pathname.slice(API_BASE_PATH.length) : undefined;
}

/** Whether a path holds a percent-escape nothing can decode ('%E0%A4%A', '%zz'). */
export function hasUndecodableEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
