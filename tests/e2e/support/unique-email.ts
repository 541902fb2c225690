let sequence = 0;

/**
 * A fresh address per use, so tests never collide in the mock's account list: the time, a counter for calls in
 * the same millisecond and a random part for other workers.
 */
export function uniqueEmail(prefix: string, domain = 'example.com'): string {
  sequence += 1;
  const random = Math.floor(Math.random() * 1e4);
  return `${prefix}.${Date.now().toString(36)}${sequence}${random}@${domain}`;
}
