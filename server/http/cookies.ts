import { SESSION_COOKIE_NAME } from '@/lib/storage-keys';

/** A request's cookies by name (the first of a repeated name, as browsers send the most specific first). */
export function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    const raw = part.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * The session cookie as the server sends it: the shared handlers write the mock's (which the page's own script
 * must be able to set, in the browser), and the server adds HttpOnly, and Secure over HTTPS.
 */
export function hardenSessionCookie(cookie: string, secure: boolean): string {
  if (!cookie.startsWith(`${SESSION_COOKIE_NAME}=`)) return cookie;
  return `${cookie}; HttpOnly${secure ? '; Secure' : ''}`;
}
