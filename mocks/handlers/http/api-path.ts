import { API_BASE_PATH } from '@/lib/api/api-base';

const API_PREFIX = `${API_BASE_PATH}/`.toLowerCase();

/**
 * A request's path after the API base ('/app/api/user/login' → '/user/login'), or undefined when it is not under
 * it. The base may sit anywhere in the path and in any case, as msw's `*\/api/...` patterns matched it; the first
 * one counts. Routes and the mock controls (`pathPrefix`) both read this.
 */
export function pathUnderApi(pathname: string): string | undefined {
  const base = pathname.toLowerCase().indexOf(API_PREFIX);
  return base < 0 ? undefined : pathname.slice(base + API_BASE_PATH.length);
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
