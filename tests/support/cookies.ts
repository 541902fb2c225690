/**
 * Removes a cookie from the test document's jar. An Expires in the past, not Max-Age=0: happy-dom sets a Max-Age=0
 * cookie's expiry to "now" and keeps it readable until the clock moves past that millisecond.
 */
export function forgetCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Expires=${new Date(0).toUTCString()}`;
}
