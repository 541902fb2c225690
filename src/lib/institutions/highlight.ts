import { canonicalWord, hyphenJoinedWords, normalizeWithMap } from './normalize';
import type { NameMark } from './rank';

/** A [start, end) character range of the displayed name (end exclusive, like String.slice). */
export type HighlightRange = readonly [number, number];

/** What matched, in normalized-name coordinates: a contiguous span, or words (and extra forms) per query word. */
export type MatchShape =
  | { kind: 'source'; from: number; to: number }
  | { kind: 'span'; from: number; to: number }
  | { kind: 'compact'; from: number; to: number }
  | { kind: 'words'; marks: readonly NameMark[]; extras: readonly string[] };

/** Maps normalized [from, to) to ranges of the source; ranges split only by a space, dot or hyphen are joined. */
function toSourceRanges(
  source: string,
  sourceIndex: readonly number[],
  text: string,
  from: number,
  to: number,
) {
  const ranges: [number, number][] = [];
  for (let index = from; index < to; index += 1) {
    if (text.charAt(index) === ' ') continue;
    const at = sourceIndex[index]!;
    const last = ranges.at(-1);
    if (last && at < last[1]) continue; // '&' became 'and': three characters from one
    if (last && /^[\s.'’-]*$/.test(source.slice(last[1], at)) && at - last[1] <= 2) last[1] = at + 1;
    else ranges.push([at, at + 1]);
  }
  return ranges;
}

/** Normalized position of the `count`-th non-space character. */
function positionAfterLetters(text: string, count: number): number {
  let seen = 0;
  let index = 0;
  while (index < text.length && seen < count) {
    if (text.charAt(index) !== ' ') seen += 1;
    index += 1;
  }
  return index;
}

/** Highlight ranges of `name` for a match. */
export function highlightRanges(name: string, shape: MatchShape): HighlightRange[] {
  if (shape.kind === 'source') return [[shape.from, shape.to]];
  const { text, sourceIndex } = normalizeWithMap(name);
  const spans: [number, number][] = [];
  if (shape.kind === 'span') spans.push([shape.from, shape.to]);
  else if (shape.kind === 'compact') {
    const from = positionAfterLetters(text, shape.from);
    spans.push([from, positionAfterLetters(text, shape.to)]);
  } else {
    const words = text.split(' ');
    const starts: number[] = [];
    words.reduce((start, word) => (starts.push(start), start + word.length + 1), 0);
    for (const { position, shown } of shape.marks) {
      const start = starts[position];
      if (start !== undefined) spans.push([start, start + Math.min(shown, words[position]!.length)]);
    }
    // An abbreviation or joined spelling matched: mark the name words it stands for.
    const joined = new Set(hyphenJoinedWords(name));
    words.forEach((word, position) => {
      const start = starts[position]!;
      if (shape.extras.includes(canonicalWord(word))) spans.push([start, start + word.length]);
      const next = words[position + 1];
      if (next !== undefined && joined.has(word + next) && shape.extras.includes(word + next)) {
        spans.push([start, start + word.length + 1 + next.length]);
      }
    });
  }
  const ranges = spans
    .sort((a, b) => a[0] - b[0])
    .flatMap(([from, to]) => toSourceRanges(name, sourceIndex, text, from, to));
  return mergeRanges(ranges);
}

function mergeRanges(ranges: [number, number][]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
