/**
 * Institution ids in the index, compactly: AICTE's ids ('1-44638801317', 5,800 of them) are what the payload
 * would otherwise spend most bytes on. Entries with such ids come first, sorted by number, so each is stored as
 * its difference from the one before, in base 36 (four or five characters instead of thirteen); the rest
 * ('x-…') follow as written.
 */
export interface EncodedIds {
  /** The part before the dash that every numbered id shares ('1'). */
  prefix: string;
  /** Base-36 differences, comma-separated: the first is the first number itself. */
  numbered: string;
  /** Ids of the entries after the numbered ones, in order. */
  other: string[];
}

const NUMBERED = /^(\d+)-(\d+)$/;

/** Encodes ids given in entry order; the numbered ones must come first, ascending, with one prefix. */
export function encodeIds(ids: readonly string[]): EncodedIds {
  let prefix = '';
  let previous = 0;
  const deltas: string[] = [];
  let at = 0;
  for (; at < ids.length; at += 1) {
    const match = NUMBERED.exec(ids[at]!);
    if (!match || (prefix && match[1] !== prefix)) break;
    prefix = match[1]!;
    const value = Number(match[2]);
    if (!Number.isSafeInteger(value) || value <= previous) throw new Error(`ids out of order at ${ids[at]}`);
    deltas.push((value - previous).toString(36));
    previous = value;
  }
  const other = ids.slice(at);
  if (other.some((id) => NUMBERED.test(id) && id.startsWith(`${prefix}-`))) {
    throw new Error('numbered ids must all come first');
  }
  return { prefix, numbered: deltas.join(','), other };
}

export function decodeIds(encoded: EncodedIds): string[] {
  const ids: string[] = [];
  let value = 0;
  if (encoded.numbered) {
    for (const delta of encoded.numbered.split(',')) {
      value += parseInt(delta, 36);
      ids.push(`${encoded.prefix}-${value}`);
    }
  }
  return [...ids, ...encoded.other];
}

/** Numeric order of numbered ids (the order encodeIds needs), the rest after them in their given order. */
export function compareIdsForEncoding(a: string, b: string): number {
  const x = NUMBERED.exec(a);
  const y = NUMBERED.exec(b);
  if (x && y) return x[1] === y[1] ? Number(x[2]) - Number(y[2]) : x[1]!.localeCompare(y[1]!);
  return x ? -1 : y ? 1 : 0;
}
