import type { IndexData } from './index-data';

/**
 * Where each vocabulary word occurs, as one flat list per kind: the entries (or places) of word w are
 * items[offsets[w]] to items[offsets[w + 1] - 1]. Typed arrays: a handful of objects instead of tens of
 * thousands of small arrays, so loading is quick and leaves little for the garbage collector.
 */
export interface Postings {
  offsets: Int32Array;
  items: Int32Array;
}

interface WordPostings {
  name: Postings;
  extra: Postings;
  acronym: Postings;
  places: Postings;
}

/** The payload turned into lookups, once per load (integer work only, no text processing). */
export interface WordIndex {
  words: readonly string[];
  postings: WordPostings;
  /** Records by place (an alias is found by its institution's place too). */
  placeMembers: Postings;
  /** Normalized names (words joined by spaces) and the same without spaces, per record. */
  normalizedNames: string[];
  compactNames: string[];
}

/** Inverts lists of numbers (per entry, the words it has) into postings (per word, the entries having it). */
function invert(lists: readonly (readonly number[])[], keyCount: number): Postings {
  const offsets = new Int32Array(keyCount + 1);
  for (const list of lists) for (const key of list) offsets[key + 1] = offsets[key + 1]! + 1;
  for (let key = 0; key < keyCount; key += 1) offsets[key + 1] = offsets[key + 1]! + offsets[key]!;
  const fill = offsets.slice(0, keyCount);
  const items = new Int32Array(offsets[keyCount]!);
  lists.forEach((list, owner) => {
    for (const key of list) {
      // A word twice in one name ('... OF ... OF') is listed once.
      const at = fill[key]!;
      if (at > offsets[key]! && items[at - 1] === owner) continue;
      items[at] = owner;
      fill[key] = at + 1;
    }
  });
  return { offsets, items };
}

export function createWordIndex(data: IndexData): WordIndex {
  const { words } = data;
  const normalizedNames = data.nameWords.map((ids) => ids.map((id) => words[id]).join(' '));
  return {
    words,
    postings: {
      name: invert(data.nameWords, words.length),
      extra: invert(data.extraWords, words.length),
      acronym: invert(data.acronyms, words.length),
      places: invert(
        data.places.map((place) => place.words),
        words.length,
      ),
    },
    placeMembers: invert(
      Array.from(data.placeOf, (place) => [place]),
      data.places.length,
    ),
    normalizedNames,
    compactNames: normalizedNames.map((name) => name.replaceAll(' ', '')),
  };
}

/** Calls visit for each item posted under key. */
export function forEachPosting(postings: Postings, key: number, visit: (item: number) => void): void {
  const end = postings.offsets[key + 1]!;
  for (let at = postings.offsets[key]!; at < end; at += 1) visit(postings.items[at]!);
}

function lowerBound(words: readonly string[], value: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Ids of the vocabulary words starting with `prefix`: a contiguous range [from, to) of the sorted vocabulary. */
export function wordsWithPrefix(words: readonly string[], prefix: string): { from: number; to: number } {
  return { from: lowerBound(words, prefix), to: lowerBound(words, `${prefix}\uffff`) };
}
