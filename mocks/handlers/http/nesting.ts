/** Contract bodies nest three levels at most; far deeper JSON ([[[[…]]]]) is refused before it is looked at. */
const NESTING_MAX = 32;

/** Whether a value nests lists or objects deeper than NESTING_MAX (checked without recursion). */
export function nestsTooDeep(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof Blob !== 'undefined' && item instanceof Blob) continue;
    if (depth >= NESTING_MAX) return true;
    // Only lists and objects are queued: a 5,000-record import holds 50,000 plain values.
    for (const inner of Object.values(item as object))
      if (inner && typeof inner === 'object') pending.push([inner, depth + 1]);
  }
  return false;
}
