/** Contract bodies nest three levels at most; far deeper JSON ([[[[…]]]]) is refused before it is looked at. */
const NESTING_MAX = 32;

/** Whether a value nests lists or objects deeper than NESTING_MAX (checked without recursion). */
export function nestsTooDeep(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (!item || typeof item !== 'object' || (typeof Blob !== 'undefined' && item instanceof Blob)) continue;
    if (depth >= NESTING_MAX) return true;
    for (const inner of Object.values(item)) pending.push([inner, depth + 1]);
  }
  return false;
}
