export interface TextSegment {
  text: string;
  match: boolean;
}

/** Splits text into segments, marking each case-insensitive occurrence of the query (for <mark>). */
export function highlightSegments(text: string, query: string): TextSegment[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const segments: TextSegment[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) segments.push({ text: text.slice(from, at), match: false });
    segments.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) segments.push({ text: text.slice(from), match: false });
  return segments;
}

/** Marks given [start, end) ranges (e.g. from a fuzzy matcher); overlapping ranges are merged. */
export function segmentsFromRanges(
  text: string,
  ranges: readonly (readonly [number, number])[],
): TextSegment[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const segments: TextSegment[] = [];
  let from = 0;
  for (const [rawStart, rawEnd] of sorted) {
    const start = Math.max(rawStart, from);
    const end = Math.min(rawEnd, text.length);
    if (end <= start) continue;
    if (start > from) segments.push({ text: text.slice(from, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    from = end;
  }
  if (from < text.length) segments.push({ text: text.slice(from), match: false });
  return segments;
}
